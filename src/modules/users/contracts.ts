import { z } from 'zod';
import { bdMobile, emailAddress, MAX_EMAIL_ADDRESS_LENGTH, secret, singleLine } from '~/platform/fields.ts';
import { asciiDigits } from '~/platform/numerals.ts';

export const MIN_PASSWORD_LENGTH = 8;
// argon2 hashes any length, but a megabyte password is only a way to burn CPU.
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = MAX_EMAIL_ADDRESS_LENGTH;
export const MAX_USER_KEYWORD_LENGTH = 100;

const email = emailAddress();
const name = singleLine({ label: 'Name', min: 1, max: MAX_NAME_LENGTH });
const password = secret({ label: 'Password', min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });

export const LoginSchema = z.object({
  email,
  password: secret({ label: 'Password', min: 1, max: MAX_PASSWORD_LENGTH, messages: { tooLong: 'Invalid email or password' } }),
});
export type Login = z.infer<typeof LoginSchema>;

/** How many digits a sign-in code has, how long it works, and how many codes may be tried against it. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 5;
export const MAX_CODE_TRIES = 5;
/** A code as typed may hold spaces ("123 456"); anything longer is not a code. */
export const MAX_CODE_INPUT_LENGTH = 20;
const CODE_FORMAT = `The code is the ${CODE_LENGTH} digits of the SMS`;

/** `POST /api/users/otp`: a sign-in code by SMS to this mobile number. */
export const SignInCodeRequestSchema = z.object({ phone: bdMobile() });
export type SignInCodeRequest = z.infer<typeof SignInCodeRequestSchema>;

/**
 * `POST /api/users/otp/verify`: the number and the code of its SMS (typed in any digits, spaces
 * allowed); `name` names an account made by this sign-in (else the number does), ignored after.
 */
export const SignInCodeSchema = z.object({
  phone: bdMobile(),
  code: singleLine({ label: 'Code', min: 1, max: MAX_CODE_INPUT_LENGTH, messages: { tooLong: CODE_FORMAT } })
    .transform((value) => asciiDigits(value).replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), CODE_FORMAT)),
  name: singleLine({ label: 'Name', max: MAX_NAME_LENGTH }).optional(),
});
export type SignInCode = z.infer<typeof SignInCodeSchema>;

/** What the sign-in page's forms post as `intent`: ask for a code, sign in with it, or e-mail and password (the default). */
export const SIGN_IN_INTENTS = ['send-code', 'verify-code', 'password'] as const;
export type SignInIntent = (typeof SIGN_IN_INTENTS)[number];
export const signInIntentOf = (value: unknown): SignInIntent => (SIGN_IN_INTENTS.includes(value as SignInIntent) ? (value as SignInIntent) : 'password');

/** Registration takes these three fields only: anything else (isAdmin, _id) is dropped. */
export const RegisterSchema = z.object({ name, email, password });
export type Register = z.infer<typeof RegisterSchema>;

// docs/requirements/core-shop.md §7: clients of the call table send `password: ""` when it is not being changed.
const unchanged = z.literal('').transform(() => undefined);

export const ProfileUpdateSchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    password: z.union([unchanged, password]).optional(),
    currentPassword: secret({ label: 'Current password', max: MAX_PASSWORD_LENGTH }).optional(),
  })
  .refine((p) => !p.password || p.currentPassword, { message: 'Current password is required to set a new one', path: ['currentPassword'] });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const AdminUserUpdateSchema = z.object({ name: name.optional(), email: email.optional(), isAdmin: z.boolean().optional() });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

/**
 * The one answer for every reset link that cannot be used (made up, edited, used, superseded or
 * expired), so an answer says nothing about which tokens ever existed.
 */
export const RESET_LINK_REFUSED = 'This reset link is invalid or has expired. Please ask for a new one.';
export const ForgotPasswordSchema = z.object({ email });
export const ResetPasswordSchema = z.object({
  // Whatever its shape, a token the shop did not issue gets the one refusal, from the service.
  token: z.string().trim().catch(''),
  password,
});

/** A user's id as a form or an address carries it: anything but a UUID never reaches the database. */
export const UserIdSchema = z.uuid({ error: 'Invalid user id' });

// docs/requirements/core-shop.md §5, §7: the web forms ask for the new password twice. Checked even when another
// field is wrong too, so the mismatch is reported with the rest (an unchanged password is "").
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const confirmPassword = z.string().max(MAX_PASSWORD_LENGTH, PASSWORDS_DO_NOT_MATCH).default('');
const bothPasswords = (value: unknown) => typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string';
const passwordsMatch = (p: { password?: string; confirmPassword: string }) => (p.password ?? '') === p.confirmPassword;
const mismatch = { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'], when: ({ value }: { value: unknown }) => bothPasswords(value) };

/** The Sign Up form: the registration fields and the password typed again. */
export const RegisterFormSchema = RegisterSchema.extend({ confirmPassword }).refine(passwordsMatch, mismatch);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** The Profile form: an empty new password keeps the current one; a new one is typed twice. */
export const ProfileFormSchema = ProfileUpdateSchema.safeExtend({ confirmPassword }).refine(passwordsMatch, mismatch);
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** The New Password form of the reset link. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({ confirmPassword }).refine(passwordsMatch, mismatch);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The admin's Edit User form: a checkbox posts "on" when ticked and nothing when not. */
export const AdminUserFormSchema = AdminUserUpdateSchema.extend({
  // An account made by mobile number may have no e-mail: an empty field leaves it as it is.
  email: z.preprocess((value) => (value === '' ? undefined : value), email.optional()),
  isAdmin: z.literal('on').optional().transform((ticked) => ticked === 'on'),
});
export type AdminUserForm = z.infer<typeof AdminUserFormSchema>;

/** A form that names one user (the admin's Delete). */
export const UserIdFormSchema = z.object({ id: UserIdSchema });

export const UserListQuerySchema = z.object({
  keyword: singleLine({ label: 'keyword', max: MAX_USER_KEYWORD_LENGTH }).default(''),
  pageNumber: z.coerce.number({ error: 'pageNumber must be a number' }).int('pageNumber must be a whole number').min(1, 'pageNumber must be 1 or more').max(100_000).default(1),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const USERS_PAGE_SIZE = 20;

/** The signed-in user as every door sees it. */
export interface SessionUser {
  id: string;
  name: string;
  /** '' for an account made by mobile number that has not added one. */
  email: string;
  /** The mobile number (E.164) of an account made by signing in with a code, else null. */
  phone: string | null;
  isAdmin: boolean;
}

export interface IssuedSession {
  user: SessionUser;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}
