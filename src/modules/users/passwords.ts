import { invalid } from '~/platform/errors.ts';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common, choose another';

// zxcvbn's list of the ~49,000 most used passwords (issue 7 asks for at least 10,000), compared
// without case: "Password" is as guessable as "password". Loaded and built on first use: most
// requests never choose a password, and the list is a large part of an idle server's memory.
let common: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));
  return (await common).has(password.toLowerCase());
}

/** The one check every new password passes (register, profile change, reset): a DomainError INVALID. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw invalid(COMMON_PASSWORD_MESSAGE);
}
