import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';

async function signInAsAdmin(page: Page) {
  const admin = inject('admins')['admin-structure'];
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);
  await hydrated(page);
}

async function openAdminScreen(page: Page, name: string) {
  await page.getByText('Admin Panel ▾').click();
  await page.getByRole('link', { name, exact: true }).click();
}

describe('admin shop settings', () => {
  const j = useBrowser();

  it('changes the shop district and name; the form keeps them and every visitor’s header shows the new name at once', async () => {
    await signInAsAdmin(j.page);
    await openAdminScreen(j.page, 'Shop settings');
    await j.page.waitForURL('**/admin/settings');
    const district = j.page.getByLabel('Shop district');
    const shopName = j.page.getByLabel('Shop name');
    const originalName = await shopName.inputValue();
    expect(await district.inputValue()).toBe('khulna');

    // A visitor's home page is now in the shared page cache.
    const visitor = await j.newPage();
    await visitor.goto('/');
    const newName = `Haat ${randomUUID().slice(0, 4)}`;

    await district.selectOption({ label: 'Dhaka' });
    await shopName.fill(newName);
    await j.page.getByLabel('Shipping fee inside the shop’s district (৳)').fill('60');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Settings saved').waitFor();

    await j.page.reload();
    expect(await j.page.getByLabel('Shop district').inputValue()).toBe('dhaka');
    expect(await j.page.getByLabel('Shipping fee inside the shop’s district (৳)').inputValue()).toBe('60');
    const api = await (await j.page.request.get('/api/settings')).json();
    expect(api).toMatchObject({ shopDistrict: 'dhaka', localShippingFee: 60, shopName: newName });

    await visitor.reload();
    await visitor.getByRole('banner').getByRole('link', { name: newName }).waitFor();

    // A wrong value is refused beside its field, and nothing changes.
    await j.page.getByLabel('Shop name').fill('');
    await j.page.getByLabel('Shop name').evaluate((input: HTMLInputElement) => input.removeAttribute('required'));
    await j.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => j.page.getByRole('alert').textContent()).toBe('Shop name is required');
    expect((await (await j.page.request.get('/api/settings')).json()).shopName).toBe(newName);

    // The district list reads in Bengali on a Bengali page.
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Language' }).click();
    await expect.poll(() => j.page.locator('html').getAttribute('lang')).toBe('bn');
    await j.page.goto('/admin/settings');
    expect(await j.page.getByLabel('দোকানের জেলা', { exact: true }).locator('option:checked').textContent()).toBe('ঢাকা');

    // Put the shop back as it was for the other journeys.
    await j.page.getByLabel('দোকানের জেলা', { exact: true }).selectOption('khulna');
    await j.page.getByLabel('দোকানের নাম').fill(originalName);
    await j.page.getByLabel('দোকানের জেলার ভেতরে ডেলিভারি চার্জ (৳)').fill('');
    await j.page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await j.page.getByText('সেটিংস সংরক্ষিত হয়েছে').waitFor();
    await visitor.context().close();
  });
});
