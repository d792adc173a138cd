import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
// argon2 hashes any length, but a megabyte password is only a way to burn CPU.
export const MAX_PASSWORD_LENGTH = 128;
// The forms' maxLength attributes read these, so the browser stops where the server would.
export const PASSWORD_MAX = MAX_PASSWORD_LENGTH;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const USER_KEYWORD_MAX = 100;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));
const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');
const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const LoginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, 'Invalid email or password'),
});
export type Login = z.infer<typeof LoginSchema>;

/** Registration takes these three fields only: anything else (isAdmin, _id) is dropped. */
export const RegisterSchema = z.object({ name, email, password });
export type Register = z.infer<typeof RegisterSchema>;

// core-shop.md §7: clients of the call table send `password: ""` when it is not being changed.
const unchanged = z.literal('').transform(() => undefined);

export const ProfileUpdateSchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    password: z.union([unchanged, password]).optional(),
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  })
  .refine((p) => !p.password || p.currentPassword, { message: 'Current password is required to set a new one', path: ['currentPassword'] });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const AdminUserUpdateSchema = z.object({ name: name.optional(), email: email.optional(), isAdmin: z.boolean().optional() });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

export const ForgotPasswordSchema = z.object({ email });
export const ResetPasswordSchema = z.object({
  token: z.string({ error: 'The reset link is invalid' }).min(20, 'The reset link is invalid').max(200, 'The reset link is invalid'),
  password,
});

/** A user's id as a form or an address carries it: anything but a UUID never reaches the database. */
export const UserIdSchema = z.uuid({ error: 'Invalid user id' });

// core-shop.md §5, §7: the web forms ask for the new password twice. Checked even when another
// field is wrong too, so the mismatch is reported with the rest (an unchanged password is "").
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const confirmPassword = z.string().max(PASSWORD_MAX, PASSWORDS_DO_NOT_MATCH).default('');
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
export const AdminUserFormSchema = AdminUserUpdateSchema.extend({ isAdmin: z.literal('on').optional().transform((ticked) => ticked === 'on') });
export type AdminUserForm = z.infer<typeof AdminUserFormSchema>;

/** A form that names one user (the admin's Delete). */
export const UserIdFormSchema = z.object({ id: UserIdSchema });

export const UserListQuerySchema = z.object({
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').default(''),
  pageNumber: z.coerce.number({ error: 'pageNumber must be a number' }).int('pageNumber must be a whole number').min(1, 'pageNumber must be 1 or more').max(100_000).default(1),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const USERS_PAGE_SIZE = 20;

/** The signed-in user as every door sees it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

export interface IssuedSession {
  user: SessionUser;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}
