import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';

// Search as Bangladeshis type it (docs/decisions/004): suggestions in the header as one types,
// the results heading with the query and the count, and the plain form without JavaScript.

const PHONE = { width: 360, height: 740 };

/** The product names in the grid, in order. */
const gridNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

/** Where the main content starts: a suggestions list that pushed the page down would move it. */
const mainTop = async (page: Page) => (await page.locator('#main').boundingBox())!.y;

describe('search as shoppers type it', () => {
  const j = useBrowser();

  it('suggests products with picture and price, and categories, as one types on a 360 px phone, by keyboard too', async () => {
    const page = await j.newPage({ viewport: PHONE });
    await page.goto('/');
    await hydrated(page);
    const top = await mainTop(page);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('lap');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect.poll(() => products.count()).toBeGreaterThan(0);
    expect(await products.first().textContent()).toMatch(/৳/);
    expect(await products.first().locator('img').count()).toBe(1);
    await expect.poll(() => list.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Laptop', exact: true }).count()).toBe(1);
    // The list covers the page: nothing under it moved, and it fits the phone's width.
    expect(await mainTop(page)).toBe(top);
    const listBox = (await list.boundingBox())!;
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(PHONE.width);

    // ↓ makes the first suggestion the active one, the focus staying in the box; Escape closes the list.
    await box.press('ArrowDown');
    const firstId = await products.first().getAttribute('id');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(firstId);
    expect(await products.first().getAttribute('aria-selected')).toBe('true');
    await box.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    // Enter follows the active suggestion.
    await box.press('ArrowDown');
    await list.waitFor();
    const name = (await products.first().locator('span.truncate').textContent())!;
    await box.press('Enter');
    await page.waitForURL('**/product/**');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await page.context().close();
  });

  it('suggests in Bengali for a Bengali keyword with its inflection, and searches it with the query and count in the heading', async () => {
    const page = await j.newPage({ viewport: PHONE });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Language' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn');
    await hydrated(page);
    const top = await mainTop(page);
    const box = page.getByRole('searchbox', { name: 'খুঁজুন' });
    await box.pressSequentially('ল্যাপটপের দাম');
    const list = page.getByRole('listbox', { name: 'পরামর্শ' });
    await list.waitFor();
    await expect.poll(() => list.getByRole('group', { name: 'পণ্য' }).getByRole('option').count()).toBeGreaterThan(0);
    await expect.poll(() => list.getByRole('group', { name: 'ক্যাটাগরি' }).getByRole('option', { name: 'ল্যাপটপ' }).count()).toBe(1);
    expect(await mainTop(page)).toBe(top);
    // Enter with no suggestion chosen searches.
    await box.press('Enter');
    await page.waitForURL(`**/search/${encodeURIComponent('ল্যাপটপের দাম')}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^খোঁজার ফলাফল“ল্যাপটপের দাম”-এর জন্য [০-৯]+টি ফলাফল$/);
    const names = await gridNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/laptop|book|vivobook|thinkpad|ideapad|pavilion|zenbook|aspire/i);
    await page.context().close();
  });

  it('searches with the plain form when JavaScript is off, shopping words and all, and points somewhere when nothing is found', async () => {
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('laptop price in bd');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search/laptop%20price%20in%20bd');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toMatch(/^Searched Products\d+ results for “laptop price in bd”$/);
    expect((await gridNames(page)).length).toBe(30);
    // No suggestions list without JavaScript.
    expect(await page.getByRole('listbox').count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill('price');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search/price');
    expect(await heading.textContent()).toBe('Searched ProductsNo results for “price”');
    expect(await page.getByText('No results found. Please try another search.').count()).toBe(1);
    const categories = page.getByRole('navigation', { name: 'Categories' }).last();
    expect(await categories.getByRole('link').count()).toBeGreaterThan(0);

    await page.goto('/search/mointor');
    await page.getByRole('link', { name: 'monitor', exact: true }).click();
    await page.waitForURL('**/search/monitor');
    expect((await gridNames(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  it('lets an admin add a synonym group on a 360 px phone, which the search then follows, and remove it', async () => {
    const page = await j.newPage({ viewport: PHONE });
    const admin = inject('admins').search;
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/$/);
    await hydrated(page);
    const before = (await (await page.request.get('/api/products?keyword=pakha')).json()).totalCount;
    expect(before).toBe(0);

    await page.getByText('Admin Panel ▾').click();
    await page.getByRole('banner').getByRole('link', { name: 'Search Synonyms', exact: true }).click();
    await page.waitForURL('**/admin/search-synonyms');
    // The demo catalogue's groups are there.
    await page.getByRole('cell', { name: /^laptop, ল্যাপটপ/ }).waitFor();
    await page.getByRole('link', { name: '+ Add Synonym Group' }).click();
    await page.waitForURL('**/admin/search-synonyms/new');
    // A word another group holds is refused, and the form keeps what was typed.
    await page.getByLabel('Words').fill('laptop, ল্যাপি');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('“laptop” is already in another group');
    expect(await page.getByLabel('Words').inputValue()).toBe('laptop, ল্যাপি');
    await page.getByLabel('Words').fill('Cooler, pakha');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/search-synonyms?saved=1');
    await page.getByRole('cell', { name: 'cooler, pakha', exact: true }).waitFor();

    const visitor = await j.newPage({ viewport: PHONE });
    await visitor.goto('/search/pakha');
    const found = await gridNames(visitor);
    expect(found.length).toBeGreaterThan(0);
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toMatch(/results? for “pakha”$/);

    await page.getByRole('link', { name: 'Delete cooler' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Synonym group deleted').waitFor();
    expect((await (await page.request.get('/api/products?keyword=pakha')).json()).totalCount).toBe(0);
    await visitor.context().close();
    await page.context().close();
  });
});
