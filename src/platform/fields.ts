import { z } from 'zod';
import { formatTaka, taka } from './money.ts';
import { asciiDigits } from './numerals.ts';
import { numeric } from './numeric.ts';
import { MAX_MOBILE_LENGTH } from './phone.ts';
import { MAX_EMAIL_ADDRESS_LENGTH } from './text-limits.ts';

/**
 * The text fields of every request, defined once (issue 7, Security 1; docs/decisions/012).
 *
 * What a field refuses, with a 400 and a message:
 * - C0 control characters (U+0000–U+001F) and DEL: PostgreSQL text cannot hold NUL, and the
 *   others are never part of a name, an address or a keyword. A multi-line field keeps tab,
 *   line feed and CR LF (a textarea posts CR LF; it is stored as LF).
 * - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make
 *   text display in another order than it is stored ("Trojan Source"), so a review or a name
 *   could show one thing and say another. Right-to-left text itself is fine.
 *
 * Trim policy: leading and trailing whitespace is dropped before the length checks, because a
 * stray space from a copy-paste is never meant. The control-character check runs first, on the
 * value as sent, so a trailing newline in a one-line field is refused, not silently trimmed.
 * Passwords are never trimmed: every character of a password counts.
 */

const C0_AND_DEL = '\\u0000-\\u001f\\u007f';
// Bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
const BIDI = '\\u202a-\\u202e\\u2066-\\u2069';

/** C0 control characters and DEL. */
export const CONTROL_CHARACTER = new RegExp(`[${C0_AND_DEL}]`);
const NOT_SINGLE_LINE = new RegExp(`[${C0_AND_DEL}${BIDI}]`);
// Tab, LF and the CR of a CR LF are kept; a lone CR is refused like any other control character.
const NOT_MULTI_LINE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f${BIDI}]|\\r(?!\\n)`);

/** Whether a value holds a character no one-line field accepts (control or bidi override). */
export const hasControlCharacter = (value: string) => NOT_SINGLE_LINE.test(value);

export interface TextOptions {
  /** How the messages name the field: "Name", "keyword". */
  label: string;
  max: number;
  /** 1 makes the field required (after trimming); absent, an empty value is accepted. */
  min?: number;
  /** Overrides a message, e.g. one message for every fault of a reset token. */
  messages?: { required?: string; tooShort?: string; tooLong?: string; control?: string };
}

function text(options: TextOptions, forbidden: RegExp, normalize: ((value: string) => string) | null) {
  const { label, max, min = 0, messages = {} } = options;
  const required = messages.required ?? `${label} is required`;
  let schema = z
    .string({ error: required })
    .refine((value) => !forbidden.test(value), messages.control ?? `${label} must not contain control characters`);
  if (normalize) schema = schema.overwrite(normalize);
  if (min > 0) schema = schema.min(min, min === 1 ? required : (messages.tooShort ?? `${label} must be at least ${min} characters`));
  return schema.max(max, messages.tooLong ?? `${label} must be at most ${max} characters`);
}

/** One line of text (a name, a title, a keyword, a slug): no control characters at all; trimmed. */
export function singleLine(options: TextOptions) {
  return text(options, NOT_SINGLE_LINE, (value) => value.trim());
}

/** Text that may span lines (a review comment, a message): keeps tab and newlines; CR LF read as LF; trimmed. */
export function multiLine(options: TextOptions) {
  return text(options, NOT_MULTI_LINE, (value) => value.replace(/\r\n/g, '\n').trim());
}

/**
 * The Bengali version of a text an admin writes (docs/decisions/039): optional, with the English
 * field's rules and length; empty or null stores none, and Bengali pages then show the English one.
 */
export function bengaliVersion(options: { label: string; max: number; multiLine?: boolean }) {
  const field = options.multiLine ? multiLine({ label: options.label, max: options.max }) : singleLine({ label: options.label, max: options.max });
  return field.nullable().transform((value) => value || null);
}

/** A password: never trimmed, no control characters (a person cannot type them). */
export function secret(options: TextOptions) {
  return text(options, NOT_SINGLE_LINE, null);
}

// RFC 5321 caps an address at 254 characters; the limit sits in a file without zod, for pages.
export { MAX_EMAIL_ADDRESS_LENGTH };

/** An e-mail address: trimmed, lower-cased, at most 254 characters, then checked as an address. */
export function emailAddress(options: { label?: string; invalid?: string } = {}) {
  const label = options.label ?? 'Email';
  return singleLine({ label, max: MAX_EMAIL_ADDRESS_LENGTH, messages: { tooLong: `${label} is too long` } })
    .toLowerCase()
    .pipe(z.email({ error: options.invalid ?? 'Please enter a valid email address' }));
}

// A Bangladeshi mobile number: 01, an operator digit 3–9, then 8 digits; written with the
// country code as +880 or 880 it drops the leading 0 (+880 1712-345678).
const BD_MOBILE = /^(?:\+?880(1[3-9]\d{8})|0(1[3-9]\d{8}))$/;
// People write numbers in groups: 01712-345678, +880 1712 345678 (and phones type other dashes:
// the non-breaking hyphen, en dash, minus sign, full-width hyphen).
const NUMBER_SEPARATORS = /[\s\u2010\u2011\u2013\u2212\uff0d-]/g;

/**
 * A Bangladeshi mobile number (checkout, sign-in by code, order tracking, the complaint and
 * service forms): `01[3-9]` and 8 digits, with or without `+880`/`880`, spaces and hyphens
 * allowed, in Latin, Bengali, Arabic-Indic or full-width digits. The one normal form it stores
 * and answers is E.164, `+8801712345678` (what an SMS gateway or courier takes).
 */
export function bdMobile(options: { label?: string; max?: number } = {}) {
  const label = options.label ?? 'Mobile number';
  return singleLine({ label, min: 1, max: options.max ?? MAX_MOBILE_LENGTH })
    .transform((value, context) => {
      const match = BD_MOBILE.exec(asciiDigits(value).replace(NUMBER_SEPARATORS, ''));
      if (!match) {
        context.addIssue({ code: 'custom', message: `${label} must be a Bangladeshi mobile number such as 01712-345678` });
        return z.NEVER;
      }
      return `+880${match[1] ?? match[2]}`;
    });
}

// How stored numbers read (01712-345678) lives in a file without zod, for pages.
export { displayBdMobile, MAX_MOBILE_LENGTH } from './phone.ts';

/** The longest image address a form accepts (a server-generated upload path is far shorter). */
export const MAX_IMAGE_PATH_LENGTH = 300;
// A path the shop serves itself: /uploads/ then folders and a file name of plain characters.
// No scheme (no javascript: or data:), no other host (CSP img-src is 'self'), no "..", no query.
const UPLOADED_IMAGE = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:webp|png|jpe?g|gif|avif)$/;

/**
 * An image the shop serves from its own uploads (`/uploads/…`, as `POST /api/upload` answers):
 * an offer banner, a brand logo. Empty means none. Anything else (another site, `javascript:`,
 * `../`) is refused with "‹label› must be an image uploaded to the shop".
 */
export function imagePath(options: { label: string; required?: boolean }) {
  const { label, required = false } = options;
  return singleLine({ label, min: required ? 1 : 0, max: MAX_IMAGE_PATH_LENGTH }).refine(
    (value) => value === '' || (UPLOADED_IMAGE.test(value) && !value.includes('..')),
    `${label} must be an image uploaded to the shop (/uploads/…)`,
  );
}

// The one UUID pattern (ids in addresses, forms and cookies), in a file without zod for pages.
export { isUuid, UUID_PATTERN } from './ids.ts';

export interface TakaOptions {
  /** How the messages name the field: "Price", "Shipping fee". */
  label: string;
  /** The largest amount, in taka. */
  max: number;
  /** The smallest amount, in taka; 0 unless told. */
  min?: number;
  /** Whole taka only ("‹label› must be whole taka"). */
  whole?: boolean;
  /** At most two decimals, so the amount is whole poisha ("‹label› must have at most two decimals (poisha)"). */
  poisha?: boolean;
  /** How the limits read in the messages: the number itself, with " taka" after it, or as ৳ text. */
  limits?: 'number' | 'taka' | 'sign';
  /** How a value that is not a number is refused: "‹label› must be ‹invalid›"; "an amount in taka" unless told. */
  invalid?: string;
}

/**
 * An amount of money as an admin or a client writes it, in taka (any digits: ADR 038; "1200.50"
 * or a JSON number), read into integer poisha: the domain sees poisha only (ADR 003).
 */
export function takaAmount(options: TakaOptions) {
  const { label, max, min = 0, whole = false, poisha = false, limits = 'number', invalid = 'an amount in taka' } = options;
  const notANumber = `${label} must be ${invalid}`;
  const limit = (amount: number) => (limits === 'sign' ? formatTaka(taka(amount)) : limits === 'taka' ? `${amount} taka` : String(amount));
  let amount = z.number({ error: notANumber });
  if (whole) amount = amount.int(`${label} must be whole taka`);
  amount = amount.min(min, min === 0 ? `${label} must be 0 or more` : `${label} must be at least ${limit(min)}`).max(max, `${label} must be at most ${limit(max)}`);
  const checked = poisha
    ? amount.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} must have at most two decimals (poisha)`)
    : amount;
  return numeric(notANumber, checked).transform(taka);
}
