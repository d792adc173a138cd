/**
 * The catalogue's constants that pages use in the browser. This file imports nothing (no zod),
 * so a storefront component can import it without pulling the validation library into the
 * phone's JavaScript; contracts.ts builds its schemas on these.
 */

/** core-shop.md §9: 30 products per page everywhere. */
export const PAGE_SIZE = 30;

/** The longest search keyword; the header's search box reads it too. */
export const MAX_KEYWORD_LENGTH = 200;

export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];

/** content-pages.md §9: EMI needs a regular price of at least this (poisha): ৳5,000; some banks ask more. */
export const EMI_MIN_PRICE = 500_000;
/** The quantity picker offers 1 to the stock, and never more than this many choices. */
export const MAX_QUANTITY_CHOICES = 50;
