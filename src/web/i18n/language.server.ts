import { createCookie } from 'react-router';
import { isLanguage, type Language } from './messages.ts';

/** The shopper's language choice, remembered for a year; English until chosen. */
export const languageCookie = createCookie('lang', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

export async function languageOf(request: Request): Promise<Language> {
  const value: unknown = await languageCookie.parse(request.headers.get('Cookie'));
  return isLanguage(value) ? value : 'en';
}
