/**
 * The shop's policy and company pages and their addresses (content-pages.md §2). A file that
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
 * content-pages.md §2: the return and refund page shows the Bengali policy and then the English
 * one whatever the visitor's language, followed by the hotline.
 */
export const BOTH_LANGUAGES: readonly PageSlug[] = ['refund-return'];
