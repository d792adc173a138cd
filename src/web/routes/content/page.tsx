import { BOTH_LANGUAGES, pageAt } from '~/modules/content/pages.ts';
import { fillShopFacts, getPage } from '~/modules/content/pages-service.ts';
import { getSettingsCached } from '~/modules/settings/service.ts';
import { Breadcrumbs } from '~/web/components/breadcrumbs.tsx';
import { RichText } from '~/web/components/rich-text.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { metaDescription } from '~/web/lib/seo.ts';
import { orNotFound } from '~/web/lib/params.ts';
import type { Route } from './+types/page';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = matches[0]?.loaderData?.settings.shopName ?? 'Haat';
  if (!data) return [{ title: `Not found | ${shopName}` }];
  const [page] = data.pages;
  return [
    { title: `${page.title} | ${shopName}` },
    { name: 'description', content: metaDescription(page.metaDescription || page.body) },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    { property: 'og:title', content: page.title },
    { property: 'og:type', content: 'article' },
  ];
}

/**
 * A policy or company page (content-pages.md §2), stored in the database and edited by admins
 * at /admin/pages: the visitor's language, else English. The return and refund page shows the
 * Bengali policy, then the English one, then the hotline.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = await orNotFound(pageAt(url.pathname));
  const language = await languageOf(request);
  const languages = BOTH_LANGUAGES.includes(slug) ? (['bn', 'en'] as const) : [language];
  const [settings, ...pages] = await Promise.all([getSettingsCached(context.db, context.cache), ...languages.map((l) => orNotFound(getPage(context.db, slug, l)))]);
  return {
    slug,
    pages: pages.map((page) => ({
      language: page.language,
      title: page.title,
      metaDescription: fillShopFacts(page.metaDescription, settings),
      body: fillShopFacts(page.body, settings),
      videoUrl: page.videoUrl,
    })),
    hotline: BOTH_LANGUAGES.includes(slug) ? settings.phone : null,
    canonical: `${context.origin}${url.pathname}`,
    origin: context.origin,
  };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pages, hotline, origin } = loaderData;
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs crumbs={[{ name: pages[0].title, path: new URL(loaderData.canonical).pathname }]} origin={origin} />
      {pages.map((page, i) => (
        <section key={page.language} lang={page.language} className="mb-8 rounded border border-slate-200 bg-white p-6">
          {i === 0 ? <h1 className="mb-4 text-2xl font-bold">{page.title}</h1> : <h2 className="mb-4 text-2xl font-bold">{page.title}</h2>}
          <RichText html={page.body} />
          {page.videoUrl && <VideoLink url={page.videoUrl} label={t('content.playVideo')} />}
        </section>
      ))}
      {hotline && (
        <p className="rounded bg-brand-50 p-4 text-lg font-semibold">
          {t('content.hotline')}:{' '}
          <a href={`tel:${hotline.replace(/[^+\d]/g, '')}`} className="text-brand-700 underline">
            {hotline}
          </a>
        </p>
      )}
    </article>
  );
}

/** A video on a sharing site: a plain link, so nothing loads from outside until the visitor clicks. */
function VideoLink({ url, label }: { url: string; label: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 flex aspect-video w-full max-w-xl items-center justify-center rounded bg-slate-900 text-white hover:bg-slate-800"
    >
      <span className="flex items-center gap-3 text-lg font-semibold">
        <span aria-hidden="true" className="text-4xl">
          ▶
        </span>
        {label}
      </span>
    </a>
  );
}
