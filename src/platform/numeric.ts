import { z } from 'zod';
import { asciiDigits } from './numerals.ts';

// Digits with an optional sign and decimals: no spaces, no exponent, no hex, nothing empty.
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A number field of the call table (docs/requirements/core-shop.md §7), whose clients send form values as text:
 * a JSON number, or a string holding a plain decimal ("5", "1200.50", or "৫", "১২০০.৫০" in Bengali,
 * Arabic-Indic or full-width digits: ADR 038), then checked by `inner`.
 * Anything else ("5abc", "", "1e400", " 5") fails with `message`, as a wrong number would.
 */
export function numeric<T extends z.ZodType<unknown, number>>(message: string, inner: T) {
  return z
    .union([z.number(), z.string().transform(asciiDigits).pipe(z.string().regex(DECIMAL, message))], { error: message })
    .transform((value) => (typeof value === 'string' ? Number(value) : value))
    .pipe(inner);
}

/** Query values typed or pasted by people (price bounds, page numbers): any digits, read as ASCII. */
export const latinDigits = (value: unknown) => (typeof value === 'string' ? asciiDigits(value) : value);
