import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, signInAsAdmin, useBrowser } from './browser.ts';
import { picture } from './pictures.ts';

async function openAdminScreen(page: Page, name: string) {
  await page.getByText('Admin Panel ▾').click();
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
}

describe('admin shop settings', () => {
  const j = useBrowser();

  it('changes the shop district and name; the form keeps them and every visitor’s header shows the new name at once', async () => {
    await signInAsAdmin(j.page, 'admin-structure');
    await openAdminScreen(j.page, 'Shop settings');
    await j.page.waitForURL('**/admin/settings');
    const district = j.page.getByLabel('Shop district');
    const shopName = j.page.getByLabel('Shop name');
    const localFee = j.page.getByLabel('Shipping fee inside the shop’s district (৳)');
    const originalName = await shopName.inputValue();
    const originalLocalFee = await localFee.inputValue();
    expect(await district.inputValue()).toBe('khulna');

    // A visitor's home page is now in the shared page cache.
    const visitor = await j.newPage();
    await visitor.goto('/');
    const newName = `Haat ${randomUUID().slice(0, 4)}`;

    await district.selectOption({ label: 'Dhaka' });
    await shopName.fill(newName);
    await localFee.fill('75');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Settings saved').waitFor();

    await j.page.reload();
    expect(await j.page.getByLabel('Shop district').inputValue()).toBe('dhaka');
    expect(await j.page.getByLabel('Shipping fee inside the shop’s district (৳)').inputValue()).toBe('75');
    const api = await (await j.page.request.get('/api/settings')).json();
    expect(api).toMatchObject({ shopDistrict: 'dhaka', localShippingFee: 75, shopName: newName });

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
    await j.page.getByLabel('দোকানের জেলার ভেতরে ডেলিভারি চার্জ (৳)').fill(originalLocalFee);
    await j.page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await j.page.getByText('সেটিংস সংরক্ষিত হয়েছে').waitFor();
    await visitor.context().close();
  });
});

/** Opens a category's edit screen from the admin category list. */
async function editCategory(page: Page, name: string) {
  await page.goto('/admin/categories');
  await page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('heading', { name: 'Edit Category' }).waitFor();
  await hydrated(page);
}

async function setHomeCard(page: Page, name: string, card: string) {
  await editCategory(page, name);
  await page.getByLabel('Home page card').selectOption({ label: card });
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL('**/admin/categories');
}

describe('admin catalogue structure', () => {
  const j = useBrowser();

  it('creates a category with a Bengali name and a sub-category, orders and features it, and a Bengali visitor sees it in the menu at once', async () => {
    const suffix = randomUUID().slice(0, 4);
    const name = `Smart Watch ${suffix}`;
    // A visitor's home page is now in the shared page cache.
    const visitor = await j.newPage();
    await visitor.goto('/');
    await hydrated(visitor);

    await signInAsAdmin(j.page, 'admin-structure');
    await openAdminScreen(j.page, 'Categories');
    await j.page.waitForURL('**/admin/categories');
    await j.page.getByRole('link', { name: 'Create Category' }).click();
    await j.page.getByRole('heading', { name: 'Create Category' }).waitFor();
    await hydrated(j.page);
    await j.page.getByLabel('Name', { exact: true }).fill(name);
    await j.page.getByLabel('Name in Bengali').fill('স্মার্ট ঘড়ি');
    await j.page.getByLabel('Menu order').fill('0');
    // Home card 4 is the demo's Processor: the server refuses a second category on it.
    await j.page.getByLabel('Home page card').selectOption({ label: 'Card 4' });
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Home card 4 is already "Processor": take it off that category first').waitFor();
    expect(await j.page.getByLabel('Name in Bengali').inputValue()).toBe('স্মার্ট ঘড়ি');
    await j.page.getByLabel('Home page card').selectOption({ label: 'Not on the home page' });
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByRole('heading', { name: 'Edit Category' }).waitFor();
    expect(await j.page.getByLabel('Slug').inputValue()).toBe(`smart-watch-${suffix}`);
    await hydrated(j.page);

    // A sub-category with its Bengali name.
    await j.page.getByRole('link', { name: 'Add sub-category' }).click();
    await j.page.getByRole('heading', { name: 'Create Sub Category' }).waitFor();
    await hydrated(j.page);
    await j.page.getByLabel('Name', { exact: true }).fill('Apple Watch');
    await j.page.getByLabel('Name in Bengali').fill('অ্যাপল ওয়াচ');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByRole('heading', { name: 'Edit Category' }).waitFor();
    await j.page.getByRole('cell', { name: 'অ্যাপল ওয়াচ' }).waitFor();

    // The visitor's next request shows it, first in the menu (menu order 0).
    await visitor.reload();
    const menu = visitor.getByRole('navigation', { name: 'Categories' }).first();
    await menu.getByRole('link', { name }).waitFor();
    expect(await menu.getByRole('link').first().textContent()).toBe(name);

    // Featured on the home page: card 4 is taken off Processor first.
    await setHomeCard(j.page, 'Processor', 'Not on the home page');
    await setHomeCard(j.page, name, 'Card 4');

    // In Bengali the menu, its drop-down and the home card read the Bengali names.
    await visitor.reload();
    await hydrated(visitor);
    await visitor.getByRole('button', { name: 'Language' }).click();
    await expect.poll(() => visitor.locator('html').getAttribute('lang')).toBe('bn');
    await hydrated(visitor);
    const bengaliMenu = visitor.getByRole('navigation', { name: 'ক্যাটাগরি' }).first();
    const item = bengaliMenu.getByRole('link', { name: 'স্মার্ট ঘড়ি' });
    await item.waitFor();
    await item.hover();
    await bengaliMenu.getByRole('link', { name: 'অ্যাপল ওয়াচ' }).waitFor();
    expect(await bengaliMenu.getByRole('link', { name: 'ল্যাপটপ' }).count()).toBe(1);
    const cards = visitor.getByRole('region', { name: 'বিশেষ ক্যাটাগরি' });
    await cards.getByRole('link', { name: /স্মার্ট ঘড়ি/ }).waitFor();

    // The shop as it was for the other journeys.
    await setHomeCard(j.page, name, 'Not on the home page');
    await setHomeCard(j.page, 'Processor', 'Card 4');
    await visitor.context().close();
  });
  it('creates a brand with an uploaded logo that the brand list and the brand’s page show', async () => {
    const name = `Nothing ${randomUUID().slice(0, 4)}`;
    await signInAsAdmin(j.page, 'admin-structure');
    await openAdminScreen(j.page, 'Brands');
    await j.page.waitForURL('**/admin/brands');
    await j.page.getByRole('link', { name: 'Create Brand' }).click();
    await j.page.getByRole('heading', { name: 'Create Brand' }).waitFor();
    await hydrated(j.page);
    await j.page.getByLabel('Name', { exact: true }).fill(name);
    await j.page.getByLabel('Upload a picture').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(20, 20, 20) });
    await expect.poll(() => j.page.getByLabel('Logo', { exact: true }).inputValue()).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.waitForURL('**/admin/brands');
    const row = j.page.getByRole('row').filter({ has: j.page.getByRole('link', { name, exact: true }) });
    expect(await row.getByRole('img', { name: `${name} logo` }).getAttribute('src')).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}-55x55\.webp$/);

    const visitor = await j.newPage();
    await visitor.goto(`/brand/${name.toLowerCase().replace(' ', '-')}`);
    const shown = visitor.getByRole('img', { name: `${name} logo` });
    await shown.waitFor();
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.context().close();
  });

  it('writes a category’s description block that shows under its listing at once', async () => {
    // A visitor's UPS listing (no description yet) is now in the shared page cache.
    const visitor = await j.newPage();
    await visitor.goto('/category/ups/1');
    expect(await visitor.getByRole('heading', { name: 'Choosing a UPS' }).count()).toBe(0);

    await signInAsAdmin(j.page, 'admin-structure');
    await editCategory(j.page, 'UPS');
    await j.page.getByRole('link', { name: 'Edit in English' }).click();
    await j.page.getByRole('heading', { name: 'Description block: UPS (English)' }).waitFor();
    await hydrated(j.page);
    await j.page.getByLabel('Heading').fill('Choosing a UPS');
    await j.page.getByLabel('Intro').fill('A UPS keeps your PC running through a load-shedding cut.\n\nPick one by the load it carries.');
    await j.page.getByLabel('Brands we carry (comma-separated)').fill('APC, Maxgreen');
    await j.page.getByLabel('Tip 1: title').fill('Capacity');
    await j.page.getByLabel('Tip 1: text').fill('Add up the watts of what you plug in, then leave a third spare.');
    await j.page.getByRole('button', { name: 'Add a question' }).click();
    await j.page.getByLabel('Question 1').fill('How long does it last?');
    await j.page.getByLabel('Answer 1').fill('About 10 to 20 minutes for a desktop PC.');
    // A question without its answer is refused, and the form keeps what was typed.
    await j.page.getByLabel('Question 2').fill('Does it need a battery change?');
    await j.page.getByLabel('Closing').fill('Call us to size your UPS.');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByRole('alert').filter({ hasText: 'answer is required' }).first().waitFor();
    await j.page.getByRole('button', { name: 'Remove question 2' }).click();
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Description saved: it shows under the listing now.').waitFor();

    await visitor.reload();
    const block = visitor.getByRole('region', { name: 'Choosing a UPS' });
    await block.waitFor();
    await block.getByText('Pick one by the load it carries.').waitFor();
    await block.getByText('Add up the watts of what you plug in, then leave a third spare.').waitFor();
    await block.getByText('How long does it last?').waitFor();
    await block.getByRole('link', { name: 'APC', exact: true }).waitFor();
    await visitor.context().close();
  });
});
