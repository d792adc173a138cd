/**
 * The review rules the product page uses in the browser. This file imports nothing (no zod),
 * so the storefront's JavaScript stays without the validation library; contracts.ts builds
 * its schemas on these.
 */

/** docs/requirements/core-shop.md §5: the rating choices. */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** The longest review comment; the form's maxLength reads it too. */
export const MAX_COMMENT_LENGTH = 2000;
