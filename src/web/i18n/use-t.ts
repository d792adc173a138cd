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
