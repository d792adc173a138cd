/** Limits of text fields that pages read too (a form's maxLength): this file imports nothing (no zod). */

/** RFC 5321 caps an e-mail address at 254 characters. */
export const MAX_EMAIL_ADDRESS_LENGTH = 254;
