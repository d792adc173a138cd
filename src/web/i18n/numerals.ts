/**
 * The numerals rule (ADR 038) bound to a page's language: what every component prints a number,
 * price or date with. Bengali pages get Bengali digits, English pages Latin ones; the rule itself
 * lives in src/platform/numerals.ts (the server's mails and the API's texts can use it too).
 */
import { formatTaka, type Poisha } from '~/platform/money.ts';
import { formatDate, formatDateTime, formatNumber, localDigits } from '~/platform/numerals.ts';
import type { Language } from './messages.ts';

export type Numerals = {
  /** A count, quantity, rating or page number: "12", "৪.৫". */
  number: (value: number) => string;
  /** A price in poisha: "৳1,58,000", "৳১,৫৮,০০০". */
  taka: (poisha: Poisha) => string;
  /** A day: "2026-11-28", "২৮ নভেম্বর ২০২৬". */
  date: (when: Date | string | null | undefined) => string;
  /** A day and time (Dhaka's): "2026-11-28 14:05", "২৮ নভেম্বর ২০২৬, ১৪:০৫". */
  dateTime: (when: Date | string | null | undefined) => string;
  /** Text already holding digits (an order number, a mobile number, a code): "#১২৩". */
  digits: (text: string) => string;
};

const build = (language: Language): Numerals => ({
  number: (value) => formatNumber(value, language),
  taka: (poisha) => formatTaka(poisha, language),
  date: (when) => formatDate(when, language),
  dateTime: (when) => formatDateTime(when, language),
  digits: (text) => localDigits(text, language),
});

const bound: Record<Language, Numerals> = { en: build('en'), bn: build('bn') };

export const numerals = (language: Language): Numerals => bound[language];
