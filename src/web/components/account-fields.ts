import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '~/modules/users/contracts.ts';
import type { FieldRow } from './field-rows.tsx';

type More = Partial<FieldRow>;

/**
 * The account fields of the sign-in, register, profile, reset-password and admin forms, with the
 * users contract's limits and the browser's autofill hints; `more` changes what a form needs
 * otherwise (optional, another label).
 */
export const accountFields = {
  name: (label: string, more: More = {}): FieldRow => ({ label, name: 'name', autoComplete: 'name', required: true, maxLength: MAX_NAME_LENGTH, ...more }),
  email: (label: string, more: More = {}): FieldRow => ({ label, name: 'email', type: 'email', autoComplete: 'email', required: true, maxLength: MAX_EMAIL_LENGTH, ...more }),
  /** A password being chosen: the browser checks its shortest length too. */
  newPassword: (label: string, more: More = {}): FieldRow => ({
    label,
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
    ...more,
  }),
  confirmPassword: (label: string, more: More = {}): FieldRow => ({ label, name: 'confirmPassword', type: 'password', autoComplete: 'new-password', required: true, maxLength: MAX_PASSWORD_LENGTH, ...more }),
  currentPassword: (label: string, more: More = {}): FieldRow => ({ label, name: 'password', type: 'password', autoComplete: 'current-password', required: true, maxLength: MAX_PASSWORD_LENGTH, ...more }),
};
