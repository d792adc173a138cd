import { Link } from 'react-router';
import { listAllPosts } from '~/modules/content/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import { adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/blog-list';

export const meta: Route.MetaFunction = () => adminMeta('Blog');

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
      <PagedTable
        rows={loaderData.posts}
        rowKey={(post) => post.id}
        columns={[
          {
            heading: t('admin.pageTitle'),
            cell: (post) => (
              <Link to={`/admin/blog/${post.id}`} className="text-brand-700 hover:underline">
                {post.title}
              </Link>
            ),
          },
          { heading: t('admin.postAuthor'), cell: (post) => post.author },
          { heading: t('admin.postStatus'), cell: (post) => (post.publishedAt ? `${t('admin.published')} ${n.date(post.publishedAt)}` : t('admin.draft')) },
          { heading: t('admin.postViews'), cell: (post) => n.number(post.views) },
        ]}
        paging={{ page: loaderData.page, pages: loaderData.pages, hrefFor: (page) => `/admin/blog?page=${page}` }}
      />
    </section>
  );
}
