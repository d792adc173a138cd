import { data } from 'react-router';
import { mediaSrcSet } from '~/modules/media/constants.ts';
import { BOTH_LANGUAGES, FRAME_SOURCE_HEADER, pageAt, PLAY_VIDEO_QUERY, VIDEO_EMBED_ORIGIN, videoPlayerUrl, youtubeVideoId } from '~/modules/content/constants.ts';
import { fillShopFacts, getPage } from '~/modules/content/index.ts';
import { getSettingsCached, localSettings } from '~/modules/settings/index.ts';
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
 * A policy or company page (docs/requirements/content-pages.md §2), stored in the database and edited by admins
 * at /admin/pages: the visitor's language, else English. The return and refund page shows the
 * Bengali policy, then the English one, then the hotline.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = await orNotFound(pageAt(url.pathname));
  const language = await languageOf(request);
  const languages = BOTH_LANGUAGES.includes(slug) ? (['bn', 'en'] as const) : [language];
  const [settings, ...pages] = await Promise.all([getSettingsCached(context.db, context.cache), ...languages.map((l) => orNotFound(getPage(context.db, slug, l)))]);
  const playing = url.search === `?${PLAY_VIDEO_QUERY}`;
  const shown = pages.map((page) => {
    const videoId = page.videoUrl ? youtubeVideoId(page.videoUrl) : null;
    return {
      language: page.language,
      title: page.title,
      // {address} and {hours} in the page's own language (docs/decisions/039).
      metaDescription: fillShopFacts(page.metaDescription, localSettings(settings, page.language), page.language),
      body: fillShopFacts(page.body, localSettings(settings, page.language), page.language),
      video: videoId ? { player: playing ? videoPlayerUrl(videoId) : null, title: page.videoTitle ?? page.title, picture: page.videoPicture } : null,
    };
  });
  const payload = {
    slug,
    pages: shown,
    hotline: BOTH_LANGUAGES.includes(slug) ? settings.phone : null,
    canonical: `${context.origin}${url.pathname}`,
    origin: context.origin,
  };
  // Only a page that plays its video may frame the player (the web door folds this into its policy).
  return shown.some((page) => page.video?.player) ? data(payload, { headers: { [FRAME_SOURCE_HEADER]: VIDEO_EMBED_ORIGIN } }) : payload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const source = loaderHeaders.get(FRAME_SOURCE_HEADER);
  return source ? { [FRAME_SOURCE_HEADER]: source } : new Headers();
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pages, hotline, origin } = loaderData;
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs crumbs={[{ name: pages[0].title, path: new URL(loaderData.canonical).pathname, language: pages[0].language }]} origin={origin} />
      {pages.map((page, i) => (
        <section key={page.language} lang={page.language} className="mb-8 rounded border border-slate-200 bg-white p-6">
          {i === 0 ? <h1 className="mb-4 text-2xl font-bold">{page.title}</h1> : <h2 className="mb-4 text-2xl font-bold">{page.title}</h2>}
          <RichText html={page.body} />
          {page.video && <Video video={page.video} label={t('content.playVideo')} />}
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

/**
 * The page's video: its picture and title, a plain link that reloads the page with the player
 * (nothing comes from the video site before; a whole page, so it carries the policy that lets
 * the player in, with or without JavaScript); then the player itself.
 */
function Video({ video, label }: { video: { player: string | null; title: string; picture: string | null }; label: string }) {
  if (video.player) {
    return (
      <iframe
        id="video"
        src={video.player}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="mt-4 aspect-video w-full rounded"
      />
    );
  }
  return (
    <a id="video" href={`?${PLAY_VIDEO_QUERY}#video`} className="relative mt-4 block aspect-video w-full overflow-hidden rounded bg-slate-900 text-white hover:bg-slate-800">
      {video.picture && (
        <img src={video.picture} srcSet={mediaSrcSet(video.picture)} sizes="(min-width: 768px) 720px, 100vw" alt="" loading="lazy" className="absolute inset-0 h-full w-full object-cover opacity-80" />
      )}
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/30 p-4 text-center">
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-red-600 text-3xl">
          ▶
        </span>
        <span className="text-lg font-semibold">{video.title}</span>
        <span className="text-sm">{label}</span>
      </span>
    </a>
  );
}
