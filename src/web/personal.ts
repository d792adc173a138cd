import type { RootData } from './root-data.ts';

/**
 * A shared page (docs/decisions/030-shared-pages-with-personal-parts.md) is rendered once for
 * every visitor, without anything personal, and each visitor's own parts are filled in per
 * request: the marked elements, and the personal data the page hydrates with.
 */

/** The attribute that marks a personal part; its value names the part. */
export const PERSONAL_PART = 'data-personal';

/** The parts: the header's account, cart and compare links; the product page's review form. */
export type PersonalPartName = 'header' | 'review';

/** The props that mark an element as a personal part (the only `div` marked with its name). */
export const personalPart = (name: PersonalPartName) => ({ [PERSONAL_PART]: name });

/** The id of the script element carrying a filled-in page's personal data. */
export const PERSONAL_DATA_ID = 'personal-data';

/** What of the root's data is the visitor's own. */
export type PersonalRootData = Pick<RootData, 'user' | 'compare' | 'cart'>;

/** A visitor's data for a shared page: the root's, and what of the page route's data is theirs. */
export interface PersonalData {
  root: PersonalRootData;
  /** The page route's id and its personal fields, laid over its shared data before hydration. */
  page?: { routeId: string; data: Record<string, unknown> };
}
