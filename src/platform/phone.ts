/**
 * A stored mobile number (+8801712345678) as people in Bangladesh write it: 01712-345678.
 * A file that imports nothing, so pages can format numbers without the validation library.
 */
/** The longest a typed mobile number may be, spaces and dashes included (+880 1712-345 678 is 17). */
export const MAX_MOBILE_LENGTH = 20;

export const displayBdMobile = (e164: string) => (e164.startsWith('+880') ? `0${e164.slice(4, 8)}-${e164.slice(8)}` : e164);
