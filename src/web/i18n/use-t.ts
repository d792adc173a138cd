import { createContext, useContext } from 'react';
import { translator, type Language, type Translate } from './messages.ts';

export const LanguageContext = createContext<Language>('en');

export function useT(): Translate {
  return translator(useContext(LanguageContext));
}

export const useLanguage = () => useContext(LanguageContext);
