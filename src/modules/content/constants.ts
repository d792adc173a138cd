// Constants the browser needs too, in a file that imports nothing (no zod in storefront bundles).

/** The name of the form field people never see; a robot fills it in. */
export const HONEYPOT_FIELD = 'website';

/** docs/requirements/content-pages.md §9: six article cards a page. */
export const BLOG_PAGE_SIZE = 6;
/** docs/requirements/content-pages.md §2: the Popular Post sidebar shows eight articles. */
export const POPULAR_POSTS = 8;
export const BLOG_LIMITS = { title: 200, slug: 120, author: 100, intro: 600, image: 500, commentName: 100, commentText: 2000 } as const;

/**
 * The shop's policy and company pages and their addresses (docs/requirements/content-pages.md §2). A file that
 * imports nothing, so the footer and the storefront bundles can read it without zod.
 */
export const CONTENT_PAGES = [
  { slug: 'about', path: '/AboutUsScreen' },
  { slug: 'terms', path: '/TermsandCondScreen' },
  { slug: 'privacy', path: '/PrivacyPolicyScreen' },
  { slug: 'delivery', path: '/OnlineDeliveryScreen' },
  { slug: 'refund-return', path: '/RefundReturnPolicyScreen' },
  { slug: 'points', path: '/PointPolicyScreen' },
  // The EMI page's terms and personal-finance section; its bank cards are rows of emi_banks.
  { slug: 'emi', path: '/emi-terms' },
] as const;

export type PageSlug = (typeof CONTENT_PAGES)[number]['slug'];
export const PAGE_SLUGS = CONTENT_PAGES.map((p) => p.slug) as [PageSlug, ...PageSlug[]];

/** The address of a page. */
export const pagePath = (slug: PageSlug) => CONTENT_PAGES.find((p) => p.slug === slug)!.path;

/** The page an address shows, or undefined. */
export const pageAt = (pathname: string): PageSlug | undefined => CONTENT_PAGES.find((p) => p.path.toLowerCase() === pathname.toLowerCase())?.slug;

/**
 * docs/requirements/content-pages.md §2: the return and refund page shows the Bengali policy and then the English
 * one whatever the visitor's language, followed by the hotline.
 */
export const BOTH_LANGUAGES: readonly PageSlug[] = ['refund-return'];

/**
 * docs/requirements/content-pages.md, Points programme: the page's video is on YouTube. Only its address is kept;
 * the page shows the picture and title an admin gave it and embeds the player, from the
 * privacy-enhanced origin, once the visitor asks for it (docs/decisions/035).
 */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** The response header a page sets when it may frame the video player: folded into its policy, never sent. */
export const FRAME_SOURCE_HEADER = 'x-frame-source';
/** The query that turns a page's video picture into the player (a plain link: works without JavaScript). */
export const PLAY_VIDEO_QUERY = 'video=play';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);

/** The id of a YouTube video address (watch, youtu.be, embed, shorts, live), or null for any other address. */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !VIDEO_HOSTS.has(url.hostname)) return null;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id = url.hostname === 'youtu.be' ? first : first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(first ?? '') ? second : null;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** A video's address as the shop keeps and links it. */
export const videoWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** The player of a video, started at once (the visitor asked for it). */
export const videoPlayerUrl = (id: string) => `${VIDEO_EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0`;
