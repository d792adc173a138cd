import { Link } from 'react-router';
import type { BlogCard } from '~/modules/content/contracts.ts';
import type { TextLanguages } from '~/platform/local-text.ts';
import { useLangFor, useNumerals, useT } from '~/web/i18n/use-t.ts';

/** An article card: image, title, author, date, intro and Read More (docs/requirements/content-pages.md §2). */
export function BlogPostCard({ post, eager }: { post: BlogCard & Partial<TextLanguages<'title' | 'intro'>>; eager?: boolean }) {
  const t = useT();
  const langFor = useLangFor();
  const n = useNumerals();
  const href = `/blog/${post.slug}`;
  return (
    <article className="flex flex-col overflow-hidden rounded border border-slate-200 bg-white" aria-labelledby={`post-${post.id}`}>
      {post.image && (
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <img src={post.image} alt="" width={400} height={250} loading={eager ? 'eager' : 'lazy'} decoding="async" className="aspect-[8/5] w-full object-cover" />
        </Link>
      )}
      <div className="flex flex-1 flex-col p-4">
        <h2 id={`post-${post.id}`} className="mb-1 text-lg font-semibold">
          <Link to={href} lang={langFor(post.languages?.title)} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mb-2 text-xs text-slate-600">
          {t('blog.by', { author: post.author })} · <time dateTime={post.publishedAt ?? undefined}>{n.date(post.publishedAt)}</time>
        </p>
        <p lang={langFor(post.languages?.intro)} className="mb-3 flex-1 text-sm text-slate-700">
          {post.intro}
        </p>
        <Link to={href} className="self-start text-sm font-semibold text-brand-700 hover:underline" aria-label={`${t('blog.readMore')}: ${post.title}`}>
          {t('blog.readMore')}
        </Link>
      </div>
    </article>
  );
}

/** How many page numbers the blog's pager shows at once (docs/requirements/content-pages.md §2: pages 1 to 9). */
const BLOG_PAGER_WINDOW = 9;

/** The blog's pager: "Showing a to b of N (P Pages)", PREV, page numbers, NEXT; all inside the shop. */
export function BlogPager({ page, pages, from, to, total, hrefFor }: { page: number; pages: number; from: number; to: number; total: number; hrefFor: (n: number) => string }) {
  const t = useT();
  const n = useNumerals();
  const first = Math.max(1, Math.min(page - Math.floor(BLOG_PAGER_WINDOW / 2), pages - BLOG_PAGER_WINDOW + 1));
  const numbers = Array.from({ length: Math.min(pages, BLOG_PAGER_WINDOW) }, (_, i) => first + i);
  const item = 'block min-w-10 rounded border px-3 py-1.5 text-center';
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{t('blog.showing', { from, to, total, pages })}</p>
      {pages > 1 && (
        <nav aria-label={t('pager.label')}>
          <ul className="flex flex-wrap gap-1">
            {page > 1 && (
              <li>
                <Link to={hrefFor(page - 1)} className={`${item} border-slate-300 bg-white hover:bg-brand-50`}>
                  {t('blog.prev')}
                </Link>
              </li>
            )}
            {numbers.map((number) => (
              <li key={number}>
                <Link
                  to={hrefFor(number)}
                  aria-current={number === page ? 'page' : undefined}
                  className={`${item} ${number === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:bg-brand-50'}`}
                >
                  {n.number(number)}
                </Link>
              </li>
            ))}
            {page < pages && (
              <li>
                <Link to={hrefFor(page + 1)} className={`${item} border-slate-300 bg-white hover:bg-brand-50`}>
                  {t('blog.next')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
