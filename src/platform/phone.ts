/**
 * A stored mobile number (+8801712345678) as people in Bangladesh write it: 01712-345678.
 * A file that imports nothing, so pages can format numbers without the validation library.
 */
/** The longest a typed mobile number may be, spaces and dashes included (+880 1712-345 678 is 17). */
export const MAX_MOBILE_LENGTH = 20;

export const displayBdMobile = (e164: string) => (e164.startsWith('+880') ? `0${e164.slice(4, 8)}-${e164.slice(8)}` : e164);

// Phones in Bangladesh type digits in Bengali (০–৯) as often as in Latin; a number pasted from an
// Arabic-script keyboard holds Arabic-Indic (٠–٩, ۰–۹) digits, one from a CJK keyboard full-width
// (０–９, ＋). Each zero's code point: the nine digits after it follow in order.
const DIGIT_ZEROS = [0x09e6, 0x0660, 0x06f0, 0xff10];
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
