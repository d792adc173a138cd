import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MAX_COMMENT_LENGTH } from '~/modules/reviews/constants.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '~/modules/users/contracts.ts';
import { hydrated, useBrowser } from './browser.ts';

const newEmail = () => `forms-${randomUUID().slice(0, 8)}@example.com`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);
}

async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Form Tester');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/$/);
}

/** A form post from inside the page (same origin, so the CSRF check passes), as a script would send it. */
const postFrom = (page: Page, path: string, fields: Record<string, string>) =>
  page.evaluate(
    async ({ path, fields }) =>
      (await fetch(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })).status,
    { path, fields },
  );

/** The route whose ErrorBoundary shows the error (React Router's server state, sent with the page). */
type RouterWindow = { __reactRouterContext?: { state?: { errors?: object } } };
/** Which route's error boundary rendered the page, once its router state has arrived (it streams in after the heading). */
async function boundaryOf(page: Page) {
  await page.waitForFunction(() => (window as unknown as RouterWindow).__reactRouterContext?.state !== undefined);
  return page.evaluate(() => Object.keys((window as unknown as RouterWindow).__reactRouterContext?.state?.errors ?? {}));
}

/** The document's own 4xx status is logged by the browser; it is the point of these tests. */
function expectOnlyStatusErrors(errors: string[], status: number) {
  expect(errors.every((e) => e.includes(`status of ${status}`))).toBe(true);
  errors.length = 0;
}

describe('web forms', () => {
  const j = useBrowser();
  const admin = inject('admin');

  it('says the passwords do not match on register, beside the confirmation field', async () => {
    await j.page.goto('/register');
    await j.page.getByLabel('Name').fill('Mismatched Mitu');
    await j.page.getByLabel('Email Address').fill(newEmail());
    await j.page.getByLabel('Password', { exact: true }).fill('one password');
    await j.page.getByLabel('Confirm Password').fill('another password');
    await j.page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('Passwords do not match');
    const confirm = j.page.getByLabel('Confirm Password');
    await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await confirm.getAttribute('aria-describedby');
    expect(await j.page.locator(`[id="${describedBy}"]`).textContent()).toBe('Passwords do not match');
  });

  it('says the passwords do not match on the profile, and keeps the old password', async () => {
    const email = newEmail();
    await register(j.page, email, 'the first password');
    await j.page.goto('/profile');
    await j.page.getByLabel('New Password').fill('a new password');
    await j.page.getByLabel('Confirm Password').fill('a different one');
    await j.page.getByLabel('Current Password').fill('the first password');
    await j.page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('Passwords do not match');
    await j.page.context().clearCookies();
    await signIn(j.page, email, 'the first password');
  });

  it('shows form errors in Bengali on a Bengali page', async () => {
    await j.page.goto('/register');
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Language' }).click();
    await expect.poll(() => j.page.locator('html').getAttribute('lang')).toBe('bn');
    await j.page.getByLabel('নাম', { exact: true }).fill('বাংলা ক্রেতা');
    await j.page.getByLabel('ই-মেইল ঠিকানা').fill(newEmail());
    await j.page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('one password');
    await j.page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('another password');
    await j.page.getByRole('button', { name: 'নিবন্ধন' }).click();
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('পাসওয়ার্ড দুটি মেলেনি');
  });

  it('shows a review error in Bengali beside the comment', async () => {
    await register(j.page, newEmail(), 'the password');
    const productHref = await j.page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Language' }).click();
    await expect.poll(() => j.page.locator('html').getAttribute('lang')).toBe('bn');
    await j.page.goto(`${productHref}?tab=reviews`);
    await hydrated(j.page);
    await j.page.getByRole('combobox', { name: 'রেটিং' }).selectOption('5');
    // Spaces pass the browser's `required` but not the contract, which trims.
    await j.page.getByLabel('মন্তব্য').fill('   ');
    await j.page.getByRole('button', { name: 'জমা দিন' }).click();
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('মন্তব্য লিখতে হবে');
    await expect.poll(() => j.page.getByLabel('মন্তব্য').getAttribute('aria-invalid')).toBe('true');
  });

  it('answers a malformed id posted to the admin forms with 400 or 404, not 500', async () => {
    await signIn(j.page, admin.email, admin.password);
    await j.page.goto('/admin/userlist');
    expect(await postFrom(j.page, '/admin/userlist', { id: "1' OR '1'='1" })).toBe(400);
    expect(await postFrom(j.page, '/admin/userlist', { id: '' })).toBe(400);
    expect(await postFrom(j.page, '/admin/user/not-a-uuid/edit', { name: 'X', email: 'x@example.com' })).toBe(404);
    expect(
      await postFrom(j.page, '/admin/user/00000000-0000-4000-8000-000000000000/edit', { name: 'X', email: 'x@example.com' }),
    ).toBe(404);
    // The fetches' statuses are logged like any failed request.
    j.errors.length = 0;
  });

  it('renders a failing admin page inside the shop layout', async () => {
    await signIn(j.page, admin.email, admin.password);
    const response = await j.page.goto('/admin/user/not-a-uuid/edit');
    expect(response?.status()).toBe(404);
    await expect.poll(() => j.page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    expect(await boundaryOf(j.page)).toEqual(['routes/admin/layout']);
    expect(await j.page.getByRole('banner').getByText('Admin Panel ▾').count()).toBe(1);
    expect(await j.page.getByRole('contentinfo').count()).toBe(1);
    expectOnlyStatusErrors(j.errors, 404);
  });

  it('renders a failing storefront page inside the shop layout', async () => {
    const response = await j.page.goto('/category/no-such-category/1');
    expect(response?.status()).toBe(404);
    await expect.poll(() => j.page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    expect(await boundaryOf(j.page)).toEqual(['routes/storefront/layout']);
    expect(await j.page.getByRole('banner').getByRole('searchbox', { name: 'Search' }).count()).toBe(1);
    expect(await j.page.getByRole('contentinfo').count()).toBe(1);
    expectOnlyStatusErrors(j.errors, 404);
  });

  it('renders a failing account page inside the shop layout', async () => {
    await j.page.goto('/login');
    // A post that is not a form at all: the sign-in action refuses it with a 400 page.
    await j.page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/login';
      form.enctype = 'text/plain';
      document.body.append(form);
      form.submit();
    });
    await expect.poll(() => j.page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(1);
    expect(await boundaryOf(j.page)).toEqual(['routes/account/layout']);
    expect(await j.page.getByRole('banner').getByRole('searchbox', { name: 'Search' }).count()).toBe(1);
    expect(await j.page.getByRole('contentinfo').count()).toBe(1);
    expectOnlyStatusErrors(j.errors, 400);
  });

  it('sets maxLength from the limits the contracts export', async () => {
    await j.page.goto('/register');
    expect(await j.page.getByLabel('Name').getAttribute('maxlength')).toBe(String(MAX_NAME_LENGTH));
    expect(await j.page.getByLabel('Email Address').getAttribute('maxlength')).toBe(String(MAX_EMAIL_LENGTH));
    expect(await j.page.getByLabel('Password', { exact: true }).getAttribute('maxlength')).toBe(String(MAX_PASSWORD_LENGTH));
    expect(await j.page.getByLabel('Confirm Password').getAttribute('maxlength')).toBe(String(MAX_PASSWORD_LENGTH));

    await register(j.page, newEmail(), 'the password');
    await j.page.goto('/');
    const productHref = await j.page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    await j.page.goto(`${productHref}?tab=reviews`);
    expect(await j.page.getByLabel('Comment').getAttribute('maxlength')).toBe(String(MAX_COMMENT_LENGTH));
  });
});
