/**
 * The catalogue's constants that pages use in the browser. This file imports nothing (no zod),
 * so a storefront component can import it without pulling the validation library into the
 * phone's JavaScript; contracts.ts builds its schemas on these.
 */

/** core-shop.md §9: 30 products per page everywhere. */
export const PAGE_SIZE = 30;

/** The longest search keyword; the header's search box reads it too. */
export const MAX_KEYWORD_LENGTH = 200;

/** The header suggests as the shopper types from this many characters on (`GET /api/search/suggest`). */
export const MIN_SUGGEST_LENGTH = 2;

export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];

/** content-pages.md §9: EMI needs a regular price of at least this (poisha): ৳5,000; some banks ask more. */
export const EMI_MIN_PRICE = 500_000;
/** The quantity picker offers 1 to the stock, and never more than this many choices. */
export const MAX_QUANTITY_CHOICES = 50;

/** The home page's featured category cards: positions 1 to 4, one category each. */
export const HOME_CARD_POSITIONS = [1, 2, 3, 4] as const;

/**
 * The name a page shows for a category, sub-category or brand in its language: the Bengali
 * name on a Bengali page when one is set, else the English name (docs/decisions/022).
 */
export function localName(item: { name: string; nameBn?: string | null }, language: string): string {
  return language === 'bn' && item.nameBn ? item.nameBn : item.name;
}
