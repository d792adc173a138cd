/**
 * The catalogue's constants that pages use in the browser. This file imports no zod,
 * so a storefront component can import it without pulling the validation library into the
 * phone's JavaScript; contracts.ts builds its schemas on these.
 */
import { localText, localTextLanguage } from '~/platform/local-text.ts';

/** docs/requirements/core-shop.md §9: 30 products per page everywhere. */
export const PAGE_SIZE = 30;

/** The longest search keyword; the header's search box reads it too. */
export const MAX_KEYWORD_LENGTH = 200;

/** The header suggests as the shopper types from this many characters on (`GET /api/search/suggest`). */
export const MIN_SUGGEST_LENGTH = 2;

/** The highest price a listing's price filter takes, in taka. */
export const MAX_FILTER_PRICE_TAKA = 100_000_000;

export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];

/** docs/requirements/content-pages.md §9: EMI needs a regular price of at least this (poisha): ৳5,000; some banks ask more. */
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
  return localText(item.name, item.nameBn, language);
}

/** The language of the name `localName` shows: 'en' on a Bengali page without a Bengali name. */
export function localNameLanguage(item: { nameBn?: string | null }, language: string): 'en' | 'bn' {
  return localTextLanguage(item.nameBn, language);
}

/**
 * docs/requirements/core-shop.md §2: the 21 font families of the description editor, from Arial to Rockwell. A
 * product's name may be set in one of them too (its `fontCategory`), or in a generic family.
 */
export const FONT_FAMILIES = [
  'Arial', 'Arial Black', 'Book Antiqua', 'Calibri', 'Cambria', 'Century Gothic', 'Comic Sans MS', 'Courier New', 'Garamond', 'Georgia',
  'Helvetica', 'Impact', 'Lucida Console', 'Lucida Sans Unicode', 'Palatino Linotype', 'Segoe UI', 'Tahoma', 'Times New Roman',
  'Trebuchet MS', 'Verdana', 'Rockwell',
] as const;
/** A product name's font: empty for the page's own, a generic family, or one of the editor's. */
export const FONT_CATEGORIES = ['', 'sans', 'serif', 'mono', ...FONT_FAMILIES] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

// The editor's families that are not sans-serif, by the generic family a device without them uses.
const GENERIC_FAMILY: Partial<Record<(typeof FONT_FAMILIES)[number], string>> = {
  'Book Antiqua': 'serif',
  Cambria: 'serif',
  'Courier New': 'monospace',
  Garamond: 'serif',
  Georgia: 'serif',
  'Lucida Console': 'monospace',
  'Palatino Linotype': 'serif',
  'Times New Roman': 'serif',
  Rockwell: 'serif',
};

/**
 * The CSS font stack of a name set in one of the editor's families: that family when the device
 * has it, then the shop's own ৳ and Bengali fonts, then the generic family of its kind. None for
 * the page's own font or a generic one (the page's classes set those).
 */
export function fontStack(fontCategory: string): string | undefined {
  const family = FONT_FAMILIES.find((name) => name === fontCategory);
  if (!family) return undefined;
  return `"${family}", 'Haat Taka', 'Noto Sans Bengali', ${GENERIC_FAMILY[family] ?? 'sans-serif'}`;
}
