import { createContext, useContext } from 'react';
import { translator, type Language, type Translate } from './messages.ts';
import { numerals, type Numerals } from './numerals.ts';

export const LanguageContext = createContext<Language>('en');

export function useT(): Translate {
  return translator(useContext(LanguageContext));
}

export const useLanguage = () => useContext(LanguageContext);

/** Numbers, prices and dates as the page's language writes them (ADR 038). */
export const useNumerals = (): Numerals => numerals(useContext(LanguageContext));

/**
 * The `lang` attribute for text written in `textLanguage`: none when it is the page's own, so
 * only text in another language (a Bengali page's English fallback, ADR 039) is marked.
 */
export function useLangFor(): (textLanguage: string | undefined) => string | undefined {
  const page = useContext(LanguageContext);
  return (textLanguage) => (textLanguage === page ? undefined : textLanguage);
}
