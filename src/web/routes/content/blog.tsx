import { listPublishedPosts, localPost } from '~/modules/content/index.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { BlogPager, BlogPostCard } from '~/web/components/blog.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import type { Route } from './+types/blog';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = matches[0]?.loaderData?.settings.shopName ?? 'Haat';
  const page = data?.page ?? 1;
  return [
    { title: `Blog${page > 1 ? `, page ${page}` : ''} | ${shopName}` },
    { name: 'description', content: `Buying guides and tips from ${shopName}: how to choose the right product, explained simply.` },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
  ];
}

/** /BlogScreen?page=N: the published articles, six a page, paged inside the shop. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams.get('page') ?? undefined);
  const [blog, language] = await Promise.all([listPublishedPosts(context.db, page), languageOf(request)]);
  assertPageExists(page, blog.pages);
  return { ...blog, posts: blog.posts.map((post) => localPost(post, language)), canonical: `${context.origin}/BlogScreen${page > 1 ? `?page=${page}` : ''}` };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { posts, page, pages, from, to, totalCount } = loaderData;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('blog.heading')}</h1>
      {posts.length === 0 && <p className="rounded border border-slate-200 bg-white p-6">{t('blog.empty')}</p>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, i) => (
          <BlogPostCard key={post.id} post={post} eager={i < 3} />
        ))}
      </div>
      <BlogPager page={page} pages={pages} from={from} to={to} total={totalCount} hrefFor={(n) => (n === 1 ? '/BlogScreen' : `/BlogScreen?page=${n}`)} />
    </section>
  );
}
