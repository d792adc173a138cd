import { Form, Link, redirect, useNavigation } from 'react-router';
import { BLOG_LIMITS } from '~/modules/content/constants.ts';
import { BlogCommentInputSchema } from '~/modules/content/contracts.ts';
import { MAX_EMAIL_ADDRESS_LENGTH } from '~/platform/text-limits.ts';
import { addComment, countView, getPublishedPost, latestPostSlug, listPopularPosts, localPost } from '~/modules/content/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Breadcrumbs } from '~/web/components/breadcrumbs.tsx';
import { Field, HoneypotField, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { RichText } from '~/web/components/rich-text.tsx';
import { languageOf } from '~/web/i18n/language.server.ts';
import { useLangFor, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { metaDescription } from '~/web/lib/seo.ts';
import { orNotFound } from '~/web/lib/params.ts';
import type { Route } from './+types/blog-post';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = matches[0]?.loaderData?.settings.shopName ?? 'Haat';
  if (!data) return [{ title: `Not found | ${shopName}` }];
  const { post, canonical, origin } = data;
  return [
    { title: `${post.title} | ${shopName}` },
    { name: 'description', content: metaDescription(post.intro) },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: post.title },
    { property: 'og:url', content: canonical },
    ...(post.image ? [{ property: 'og:image', content: `${origin}${post.image}` }] : []),
  ];
}

/** The article of the address: /blog/{slug}, or the newest one at /BlogDetailsScreen. */
async function slugOf(request: Request, params: { slug?: string }, context: Route.LoaderArgs['context']) {
  if (params.slug) return params.slug;
  return orNotFound(latestPostSlug(context.db));
}

/**
 * An article (docs/requirements/content-pages.md §2 Blog article page): image, author, date, share links that
 * open the two networks' share pages (no script of theirs), approved comments, the comment
 * form and the Popular Post sidebar.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = await slugOf(request, params, context);
  const [stored, popularStored, language] = await Promise.all([orNotFound(getPublishedPost(context.db, slug)), listPopularPosts(context.db), languageOf(request)]);
  // The article and the sidebar in the page's language, field by field (docs/decisions/039).
  const post = localPost(stored, language);
  const popular = popularStored.map((card) => localPost(card, language));
  await countView(context.db, post.id);
  const canonical = `${context.origin}/blog/${encodeURIComponent(post.slug)}`;
  return { post, popular, canonical, origin: context.origin, commented: new URL(request.url).searchParams.has('commented') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const slug = await slugOf(request, params, context);
  return submitForm(request, BlogCommentInputSchema, async (input) => {
    await addComment({ db: context.db, limiter: context.auth.limiter }, slug, input, context.clientIp);
    return redirect(`/blog/${encodeURIComponent(slug)}?commented=1#comments`);
  });
}

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const langFor = useLangFor();
  const busy = useNavigation().state === 'submitting';
  const { post, popular, canonical, origin, commented } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const share = encodeURIComponent(canonical);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <article>
        <Breadcrumbs
          crumbs={[
            { name: t('blog.heading'), path: '/BlogScreen' },
            { name: post.title, path: `/blog/${post.slug}`, language: post.languages.title },
          ]}
          origin={origin}
        />
        <h1 lang={langFor(post.languages.title)} className="mb-2 text-3xl font-bold">
          {post.title}
        </h1>
        <p className="mb-4 text-sm text-slate-600">
          {t('blog.by', { author: post.author })} · <time dateTime={post.publishedAt ?? undefined}>{n.date(post.publishedAt)}</time>
        </p>
        {post.image && <img src={post.image} alt="" width={800} height={500} className="mb-4 aspect-[8/5] w-full rounded object-cover" />}
        <p lang={langFor(post.languages.intro)} className="mb-4 text-lg text-slate-700">
          {post.intro}
        </p>
        <RichText html={post.body} lang={langFor(post.languages.body)} />
        <p className="mt-6 flex items-center gap-3 text-sm">
          <span>{t('blog.share')}</span>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${share}`} target="_blank" rel="noopener noreferrer" className="rounded bg-[#1877f2] px-3 py-1 text-white">
            Facebook
          </a>
          <a href={`https://x.com/intent/post?url=${share}&text=${encodeURIComponent(post.title)}`} target="_blank" rel="noopener noreferrer" className="rounded bg-black px-3 py-1 text-white">
            X
          </a>
        </p>

        <section id="comments" aria-labelledby="comments-heading" className="mt-10">
          <h2 id="comments-heading" className="mb-3 text-xl font-bold">
            {t('blog.comments')}
          </h2>
          {commented && <Alert tone="success">{t('blog.commentPending')}</Alert>}
          {post.comments.length === 0 ? (
            <p className="text-slate-600">{t('blog.noComments')}</p>
          ) : (
            <ul className="space-y-3">
              {post.comments.map((comment) => (
                <li key={comment.id} className="rounded border border-slate-200 bg-white p-4">
                  <p className="text-sm font-semibold">
                    {comment.name} · <time dateTime={comment.createdAt}>{n.date(comment.createdAt)}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap">{comment.text}</p>
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-8 mb-3 text-xl font-bold">{t('blog.writeComment')}</h2>
          {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
          <Form method="post" action={`/blog/${encodeURIComponent(post.slug)}`} className="rounded border border-slate-200 bg-white p-6">
            <Field label={t('blog.commentName')} name="name" required maxLength={BLOG_LIMITS.commentName} autoComplete="name" defaultValue={values.name} error={errors.name} />
            <Field label={t('blog.commentEmail')} name="email" type="email" required maxLength={MAX_EMAIL_ADDRESS_LENGTH} autoComplete="email" defaultValue={values.email} error={errors.email} />
            <TextAreaField label={t('blog.commentText')} name="text" required rows={5} maxLength={BLOG_LIMITS.commentText} defaultValue={values.text} error={errors.text} />
            <HoneypotField />
            <SubmitButton busy={busy}>{t('blog.submit')}</SubmitButton>
          </Form>
        </section>
      </article>

      <aside aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="mb-3 text-lg font-bold">
          {t('blog.popular')}
        </h2>
        <ul className="space-y-3">
          {popular.map((p) => (
            <li key={p.id} className="flex gap-3">
              {p.image && <img src={p.image} alt="" width={80} height={50} loading="lazy" decoding="async" className="h-12 w-20 shrink-0 rounded object-cover" />}
              <div className="min-w-0">
                <Link to={`/blog/${p.slug}`} className="block text-sm font-semibold hover:text-brand-700 hover:underline">
                  {p.title}
                </Link>
                <p className="text-xs text-slate-600">
                  {p.author} · {n.date(p.publishedAt)}
                </p>
                <Link to={`/blog/${p.slug}`} className="text-xs text-brand-700 hover:underline" aria-label={`${t('blog.readMore')}: ${p.title}`}>
                  {t('blog.readMore')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
