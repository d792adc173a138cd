import { Link } from 'react-router';
import { listAllPosts } from '~/modules/content/blog-service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Pager } from '~/web/components/pager.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import { adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/blog-list';

export const meta: Route.MetaFunction = () => [{ title: 'Blog | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** Every article, drafts first, with a link to write a new one. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get('page') ?? undefined);
  const list = await listAllPosts(context.db, page);
  assertPageExists(page, list.pages);
  return { ...list, posts: list.posts.map(({ body: _body, ...post }) => post), saved: url.searchParams.has('saved') };
});

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  return (
    <section>
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t('admin.blog')}</h1>
        <Link to="/admin/blog/new" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t('admin.newPost')}
        </Link>
      </div>
      {loaderData.saved && <Alert tone="success">{t('admin.saved')}</Alert>}
      <table className="w-full border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-50 text-left">
          <tr>
            <th className="px-3 py-2">{t('admin.pageTitle')}</th>
            <th className="px-3 py-2">{t('admin.postAuthor')}</th>
            <th className="px-3 py-2">{t('admin.postStatus')}</th>
            <th className="px-3 py-2">{t('admin.postViews')}</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.posts.map((post) => (
            <tr key={post.id} className="border-t border-slate-200">
              <td className="px-3 py-2">
                <Link to={`/admin/blog/${post.id}`} className="text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </td>
              <td className="px-3 py-2">{post.author}</td>
              <td className="px-3 py-2">{post.publishedAt ? `${t('admin.published')} ${n.date(post.publishedAt)}` : t('admin.draft')}</td>
              <td className="px-3 py-2">{n.number(post.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => `/admin/blog?page=${n}`} />
    </section>
  );
}
