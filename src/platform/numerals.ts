/**
 * Digits, both ways (ADR 038). What a page prints: Bengali pages write every number in Bengali
 * digits (০–৯), English pages in Latin ones. What a person types: Bengali, Arabic-Indic or
 * full-width digits, read as ASCII before any rule checks them.
 * A file that imports nothing (no Intl either: its first use loads locale data on the phone's main
 * thread), so pages can use it without the validation library.
 */

/** The languages a page is written in (the web's `Language`; the platform cannot import the web). */
export type NumeralLanguage = 'en' | 'bn';

// Phones in Bangladesh type digits in Bengali (০–৯) as often as in Latin; a number pasted from an
// Arabic-script keyboard holds Arabic-Indic (٠–٩, ۰–۹) digits, one from a CJK keyboard full-width
// (０–９, ＋). Each zero's code point: the nine digits after it follow in order.
const BENGALI_ZERO = 0x09e6;
const DIGIT_ZEROS = [BENGALI_ZERO, 0x0660, 0x06f0, 0xff10];
const OTHER_DIGITS = /[\u09e6-\u09ef\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\uff0b]/g;

/** The same text with every Bengali, Arabic-Indic and full-width digit (and ＋) in ASCII. */
export function asciiDigits(value: string): string {
  return value.replace(OTHER_DIGITS, (ch) => {
    const code = ch.codePointAt(0)!;
    if (code === 0xff0b) return '+';
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/** The same text with its ASCII digits written for `language`: Bengali digits on Bengali pages, untouched otherwise. */
export function localDigits(text: string, language: NumeralLanguage): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + d.charCodeAt(0) - 48)) : text;
}

/** Indian grouping of a string of digits: the last three, then pairs ("158000" → "1,58,000"). */
export const groupLakh = (whole: string) => (whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole);

/**
 * A count, rating or quantity as a page prints it: "12", "4.5", "-3" (৪.৫ on Bengali pages); at most
 * two decimals, none when whole. `grouped` adds the lakh grouping prices use ("1,58,000").
 */
export function formatNumber(value: number, language: NumeralLanguage, { grouped = false } = {}): string {
  if (!Number.isFinite(value)) return localDigits(String(value), language);
  const hundredths = Math.round(Math.abs(value) * 100);
  const whole = String(Math.floor(hundredths / 100));
  const cents = hundredths % 100;
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  const sign = value < 0 && hundredths !== 0 ? '-' : '';
  return localDigits(`${sign}${grouped ? groupLakh(whole) : whole}${fraction}`, language);
}

const BENGALI_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];
const two = (n: number) => String(n).padStart(2, '0');

// The shop is in Bangladesh: days and times are Dhaka's (UTC+6, no daylight saving since 2009),
// whatever the server's or the phone's clock zone, so the page the server renders and the one the
// browser hydrates agree.
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const dhaka = (when: Date | string) => new Date(new Date(when).getTime() + DHAKA_OFFSET_MS);
/** The moment a day (2026-12-04) begins in Dhaka. */
export const dhakaDayStart = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() - DHAKA_OFFSET_MS);

/**
 * A day: as the spec writes it on English pages ("2026-11-28", docs/requirements/core-shop.md §9), the Bengali way on
 * Bengali pages ("২৮ নভেম্বর ২০২৬"); empty for no date or a broken one.
 */
export function formatDate(when: Date | string | null | undefined, language: NumeralLanguage): string {
  if (when === null || when === undefined || when === '') return '';
  const d = dhaka(when);
  if (Number.isNaN(d.getTime())) return '';
  if (language === 'en') return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
  return localDigits(`${d.getUTCDate()} ${BENGALI_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`, language);
}

/** A day and its time on the 24-hour clock: "2026-11-28 14:05", "২৮ নভেম্বর ২০২৬, ১৪:০৫". */
export function formatDateTime(when: Date | string | null | undefined, language: NumeralLanguage): string {
  const day = formatDate(when, language);
  if (!day) return '';
  const d = dhaka(when!);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  return language === 'en' ? `${day} ${time}` : `${day}, ${localDigits(time, language)}`;
}
