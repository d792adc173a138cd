import { groupLakh, localDigits, type NumeralLanguage } from './numerals.ts';

/** Money is integer poisha (1 taka = 100 poisha) in the database and the domain. */
export type Poisha = number;

export const taka = (amount: number): Poisha => Math.round(amount * 100);

/** The API renders taka as a number with at most two decimals (docs/requirements/core-shop.md §9). */
export const toTaka = (poisha: Poisha): number => poisha / 100;

/**
 * "৳68,500", "৳1,25,000.5": the taka sign and Indian digit grouping (the last three digits, then
 * pairs), as shoppers in Bangladesh read prices; at most two decimals, none when whole. On Bengali
 * pages the digits are Bengali: "৳১,৫৮,০০০" (ADR 038).
 * Intl.NumberFormat('en-IN') gives the same text, but its first use loads the locale's data on
 * the browser's main thread: about 30 ms of every page's start on a phone.
 */
export function formatTaka(poisha: Poisha, language: NumeralLanguage = 'en'): string {
  const abs = Math.round(Math.abs(poisha));
  const whole = String(Math.floor(abs / 100));
  const cents = abs % 100;
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return localDigits(`৳${poisha < 0 ? '-' : ''}${groupLakh(whole)}${fraction}`, language);
}
