/** Slugs are cut to this many characters (a product's slug adds a short suffix when taken). */
export const MAX_SLUG_LENGTH = 120;

const LATIN_ACCENTS = /[\u0300-\u036f]/g;
// Zero-width (non-)joiners shape Bengali script and are invisible: typed or not, the same slug.
const ZERO_WIDTH = /[\u200c\u200d]/g;
const APOSTROPHES = /['’]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * The one URL slug of a display name, for categories, sub-categories, brands and products:
 * lower case, the letters and digits of any script (Bengali stays Bengali) joined by hyphens,
 * `&` read as "and", apostrophes and Latin accents dropped ("Hahnemann's Café" is
 * `hahnemanns-cafe`). A slug is its own slug, so a route that is given a name in any form
 * ("Dilutions & Potencies", "dilutions and potencies", "dilutions-and-potencies") slugifies it
 * and finds the one row.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(ZERO_WIDTH, '')
    .replace(/&/g, ' and ')
    .replace(APOSTROPHES, '')
    .replace(NOT_LETTER_OR_DIGIT, '-')
    .replace(/^-+|-+$/g, '');
  return [...slug].slice(0, MAX_SLUG_LENGTH).join('').replace(/-+$/, '') || 'item';
}
