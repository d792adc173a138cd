/**
 * The one rule for the shop's own words in two languages (issue 31, docs/decisions/039): a
 * Bengali page shows the Bengali version when one is written, else the English one; an English
 * page always shows the English one. Imports nothing, so pages in the browser use it too.
 */
export function localText(english: string, bengali: string | null | undefined, language: string): string {
  return localTextLanguage(bengali, language) === 'bn' ? bengali! : english;
}

/**
 * The language of the text `localText` picks: 'bn' when it picks the Bengali version, else 'en'.
 * A page marks text in another language than its own (`lang="en"` on a Bengali page's English
 * fallback), so screen readers pronounce it and fonts draw it as English.
 */
export function localTextLanguage(bengali: string | null | undefined, language: string): 'en' | 'bn' {
  return language === 'bn' && bengali?.trim() ? 'bn' : 'en';
}

/** The language each shown field of a thing is written in, beside the fields (`offer.languages.title`). */
export type TextLanguages<K extends string> = { languages: Record<K, 'en' | 'bn'> };
