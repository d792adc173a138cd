import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';

const newEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
}

describe('accounts', () => {
  const j = useBrowser();
  const admin = inject('admin');

  it('registers, signs out, signs in and updates the profile', async () => {
    const email = newEmail();
    await register(j.page, 'Nusrat Jahan', email, 'first password');
    await j.page.waitForURL(j.baseUrl + '/');
    const account = j.page.getByText('Nusrat Jahan ▾');
    await expect.poll(() => account.count()).toBe(1);

    await hydrated(j.page);
    await account.click();
    await j.page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => j.page.getByRole('link', { name: 'Log in' }).count()).toBe(1);

    await signIn(j.page, email, 'first password');
    await j.page.waitForURL(j.baseUrl + '/');
    await j.page.getByText('Nusrat Jahan ▾').click();
    await j.page.getByRole('link', { name: 'Profile' }).click();
    await j.page.waitForURL('**/profile');
    await j.page.getByRole('heading', { name: 'Profile' }).waitFor();
    await j.page.getByLabel('Name').fill('Nusrat J. Chowdhury');
    await j.page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => j.page.getByRole('status').textContent()).toBe('Profile Updated');
    await expect.poll(() => j.page.getByText('Nusrat J. Chowdhury ▾').count()).toBe(1);
  });

  it('says when the passwords do not match, and keeps what was typed', async () => {
    await j.page.goto('/register');
    await j.page.getByLabel('Name').fill('Someone');
    await j.page.getByLabel('Email Address').fill(newEmail());
    await j.page.getByLabel('Password', { exact: true }).fill('one password');
    await j.page.getByLabel('Confirm Password').fill('another password');
    await j.page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('Passwords do not match');
    expect(await j.page.getByLabel('Name').inputValue()).toBe('Someone');
  });

  it('refuses a common password with a clear message', async () => {
    await register(j.page, 'Someone Else', newEmail(), 'password123');
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('This password is too common, choose another');
    expect(await j.page.getByLabel('Name').inputValue()).toBe('Someone Else');
  });

  it('sends a signed-out visitor from /profile to /login and back after signing in', async () => {
    const email = newEmail();
    await register(j.page, 'Return Visitor', email, 'the password');
    await j.page.waitForURL(j.baseUrl + '/');
    await j.page.context().clearCookies();
    await j.page.goto('/profile');
    await j.page.waitForURL('**/login?redirect=%2Fprofile');
    await j.page.getByLabel('Email Address').fill(email);
    await j.page.getByLabel('Password').fill('the password');
    await j.page.getByRole('button', { name: 'Sign In' }).click();
    await j.page.waitForURL('**/profile');
  });

  it('resets a forgotten password with the link from the outbox', async () => {
    const email = newEmail();
    await register(j.page, 'Forgetful Farid', email, 'old password');
    await j.page.waitForURL(j.baseUrl + '/');
    await j.page.context().clearCookies();

    await j.page.goto('/login');
    await j.page.getByRole('link', { name: 'Forgot Password' }).click();
    await j.page.waitForURL('**/ResetPasswordScreen');
    // The sign-in form has an e-mail field too: wait for the new page before typing.
    await j.page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await j.page.getByLabel('Email Address').fill(email);
    await j.page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => j.page.getByRole('status').textContent()).toMatch(/reset link is on its way/);

    // The shop has no mail server in this run: the admin reads the mail in the outbox.
    const adminPage = await j.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.waitForURL(j.baseUrl + '/');
    await adminPage.goto('/admin/outbox');
    const mail = adminPage.getByRole('article').filter({ hasText: email }).first();
    const link = await mail.getByRole('link').first().getAttribute('href');
    expect(link).toMatch(/\/ResetPasswordScreen\?token=/);
    await adminPage.context().close();

    await j.page.goto(link!);
    await j.page.getByLabel('New Password').fill('new password 2');
    await j.page.getByLabel('Confirm Password').fill('a different one');
    await j.page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('Passwords do not match');
    await j.page.getByLabel('New Password').fill('new password 2');
    await j.page.getByLabel('Confirm Password').fill('new password 2');
    await j.page.getByRole('button', { name: 'Reset Password' }).click();
    await j.page.waitForURL('**/login?reset=1');
    await expect.poll(() => j.page.getByRole('status').textContent()).toMatch(/Password updated/);

    await signIn(j.page, email, 'old password');
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('Invalid email or password');
    await signIn(j.page, email, 'new password 2');
    await j.page.waitForURL(j.baseUrl + '/');

    // The link works once: opened again, it says so before any form and offers a new one.
    await j.page.context().clearCookies();
    await j.page.goto(link!);
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('This reset link is invalid or has expired. Please ask for a new one.');
    expect(await j.page.getByLabel('New Password').count()).toBe(0);
    await expect.poll(() => j.page.getByRole('button', { name: 'Send Reset Link' }).isVisible()).toBe(true);
    // A made-up link reads the same.
    await j.page.goto(`/ResetPasswordScreen?token=${'t'.repeat(43)}`);
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('lands an expired session on /login with the message', async () => {
    const email = newEmail();
    await register(j.page, 'Sleepy Shopper', email, 'the password');
    await j.page.waitForURL(j.baseUrl + '/');
    // The access cookie has run out and the refresh token is no longer valid.
    const context = j.page.context();
    const cookies = await context.cookies();
    await context.clearCookies();
    const refresh = cookies.find((c) => c.name === 'haat_refresh')!;
    await context.addCookies([{ ...refresh, value: 'no-longer-valid' }]);
    await j.page.goto('/profile');
    await j.page.waitForURL('**/login?expired=1**');
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('Session expired, please log in again');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('haat_refresh');
  });

  it('keeps customers out of admin screens', async () => {
    await register(j.page, 'Curious Customer', newEmail(), 'the password');
    await j.page.waitForURL(j.baseUrl + '/');
    await j.page.goto('/admin/userlist');
    await j.page.waitForURL('**/login?redirect=%2Fadmin%2Fuserlist');
  });

  it('lets an admin find a user, edit them and make them an admin', async () => {
    const email = newEmail();
    await register(j.page, 'Editable Emon', email, 'the password');
    await j.page.waitForURL(j.baseUrl + '/');
    const adminPage = await j.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.waitForURL(j.baseUrl + '/');
    await hydrated(adminPage);
    await adminPage.getByText('Admin Panel ▾').click();
    await adminPage.getByRole('link', { name: 'Users' }).click();
    await adminPage.waitForURL('**/admin/userlist');
    await adminPage.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
    await adminPage.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('link', { name: 'Edit' }).click();
    await adminPage.waitForURL('**/admin/user/*/edit');
    await adminPage.getByRole('heading', { name: 'Edit User' }).waitFor();
    await adminPage.getByLabel('Name').fill('Emon the Manager');
    await adminPage.getByLabel('Is Admin').check();
    await adminPage.getByRole('button', { name: 'Update' }).click();
    await adminPage.waitForURL('**/admin/userlist');
    await adminPage.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
    await adminPage.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => adminPage.getByRole('row').filter({ hasText: 'Emon the Manager' }).getByLabel('Yes').count()).toBe(1);

    // The promoted user sees the Admin Panel on their next page.
    await j.page.reload();
    await expect.poll(() => j.page.getByText('Admin Panel ▾').count()).toBe(1);

    // Deleting asks first.
    await adminPage.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Delete' }).click();
    await expect.poll(() => adminPage.getByText('Are you sure?').count()).toBe(1);
    await adminPage.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => adminPage.getByRole('status').textContent()).toBe('User deleted');
    await adminPage.context().close();
  });
});
