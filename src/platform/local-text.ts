/**
 * The one rule for the shop's own words in two languages (issue 31, docs/decisions/039): a
 * Bengali page shows the Bengali version when one is written, else the English one; an English
 * page always shows the English one. Imports nothing, so pages in the browser use it too.
 */
export function localText(english: string, bengali: string | null | undefined, language: string): string {
  return language === 'bn' && bengali?.trim() ? bengali : english;
}
