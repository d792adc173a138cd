import { describe, expect, it } from 'vitest';
import { AdminUserFormSchema } from './contracts.ts';

describe("the admin's Edit User form", () => {
  it('leaves the e-mail as it is when the field is empty (an account made by mobile number may have none)', () => {
    expect(AdminUserFormSchema.parse({ name: 'Rahim', email: '' })).toEqual({ name: 'Rahim', isAdmin: false });
    expect(AdminUserFormSchema.parse({ name: 'Rahim', email: 'Rahim@Example.com', isAdmin: 'on' })).toEqual({ name: 'Rahim', email: 'rahim@example.com', isAdmin: true });
  });

  it('still refuses an e-mail that is not one', () => {
    expect(AdminUserFormSchema.safeParse({ name: 'Rahim', email: 'not an address' }).error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address']);
  });
});
