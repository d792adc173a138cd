import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';
import { faultsAt } from './phone-faults.ts';

const FOOTER = /^Page (\d+) of (\d+) \(Showing (\d+) to (\d+) of (\d+) products\)$/;

/** The product names in the grid, in order. */
const gridNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

/** The footer line's numbers, checked against the grid: "Page X of Y (Showing a to b of N products)". */
async function footerMatchesGrid(page: Page, { countLine = true } = {}) {
  const line = (await page.getByText(FOOTER).textContent()) ?? '';
  const [, , , from, to, total] = line.match(FOOTER)!.map(Number);
  const shown = await page.getByRole('article').count();
  expect(to - from + 1).toBe(shown);
  // A listing also says "N products" above the grid; a search does not.
  if (countLine) expect(await page.getByText(`${total} products`, { exact: true }).count()).toBe(1);
  return { shown, total };
}

/** Prices shown on the cards (the price charged), in taka. */
async function gridPrices(page: Page) {
  const texts = await page.getByRole('article').locator('p > span.font-bold').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

describe('category listings, filters and search', () => {
  const j = useBrowser();

  it('browses home → category → brand filter → product, the URL carrying the filter', async () => {
    await j.page.goto('/');
    await hydrated(j.page);
    await j.page
      .getByRole('navigation', { name: 'Categories' })
      .first()
      .getByRole('link', { name: 'Laptop', exact: true })
      .click();
    await j.page.waitForURL('**/category/laptop/1');
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Laptop');
    await j.page.mouse.move(640, 880);
    const before = await footerMatchesGrid(j.page);

    const filters = j.page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^ASUS \(\d+\)$/ }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await j.page.waitForURL(/\/category\/laptop\/1\?brand=asus$/);
    await expect.poll(async () => (await gridNames(j.page)).every((name) => name.startsWith('ASUS '))).toBe(true);
    const after = await footerMatchesGrid(j.page);
    expect(after.total).toBeLessThan(before.total);
    // Filtered listings sort by price, low to high.
    const prices = await gridPrices(j.page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect.poll(() => j.page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_asc');

    // Reloading the address shows the same filtered listing.
    await j.page.reload();
    await expect.poll(() => filters.getByRole('checkbox', { name: /^ASUS/ }).isChecked()).toBe(true);
    expect((await footerMatchesGrid(j.page)).total).toBe(after.total);

    await hydrated(j.page);
    const first = j.page.getByRole('article').first().getByRole('link').first();
    const name = await first.getByRole('heading').textContent();
    await first.click();
    await j.page.waitForURL('**/product/**');
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('filters by a price range and sorts high to low', async () => {
    await j.page.goto('/category/monitor/1');
    await hydrated(j.page);
    const filters = j.page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'Min price (৳)' }).fill('15000');
    await filters.getByRole('textbox', { name: 'Max price (৳)' }).fill('30000');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await j.page.waitForURL(/minPrice=15000&maxPrice=30000/);
    await expect.poll(async () => (await gridPrices(j.page)).every((p) => p >= 15000 && p <= 30000)).toBe(true);
    await footerMatchesGrid(j.page);

    await j.page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await j.page.waitForURL(/sort=price_desc/);
    expect(j.page.url()).toMatch(/minPrice=15000/);
    await expect
      .poll(async () => {
        const prices = await gridPrices(j.page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] >= p);
      })
      .toBe(true);
  });

  it('reads a price range written the wrong way round as the range between, keeping the other filters', async () => {
    await j.page.goto('/category/monitor/1?brand=asus&minPrice=30000&maxPrice=15000');
    const filters = j.page.getByRole('region', { name: 'Filters' });
    expect(await filters.getByRole('textbox', { name: 'Min price (৳)' }).inputValue()).toBe('15000');
    expect(await filters.getByRole('textbox', { name: 'Max price (৳)' }).inputValue()).toBe('30000');
    expect(await filters.getByRole('checkbox', { name: /^ASUS/ }).isChecked()).toBe(true);
    const prices = await gridPrices(j.page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 15000 && p <= 30000)).toBe(true);
  });

  it('shows a price it cannot read in its field beside a message, the listing filtered by the rest', async () => {
    await j.page.goto('/category/monitor/1?brand=asus&minPrice=abc&maxPrice=30000');
    const filters = j.page.getByRole('region', { name: 'Filters' });
    const min = filters.getByRole('textbox', { name: 'Min price (৳)' });
    expect(await min.inputValue()).toBe('abc');
    expect(await min.getAttribute('aria-invalid')).toBe('true');
    expect(await j.page.locator(`[id="${await min.getAttribute('aria-describedby')}"]`).textContent()).toBe('Write an amount in taka up to ৳10,00,00,000');
    await j.page.getByRole('alert').filter({ hasText: 'A price you wrote is not an amount in taka' }).waitFor();
    expect(await filters.getByRole('textbox', { name: 'Max price (৳)' }).inputValue()).toBe('30000');
    expect(await filters.getByRole('checkbox', { name: /^ASUS/ }).isChecked()).toBe(true);
    const prices = await gridPrices(j.page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p <= 30000)).toBe(true);

    // A Bengali page says so in Bengali, its limit in Bengali digits; the value stays as typed.
    await j.page.getByRole('button', { name: 'বাংলা' }).click();
    await j.page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    await j.page.goto(`/category/monitor/1?maxPrice=${encodeURIComponent('১২abc')}`);
    const max = j.page.getByRole('region', { name: 'ফিল্টার' }).getByRole('textbox', { name: 'সর্বোচ্চ দাম (৳)' });
    expect(await max.inputValue()).toBe('১২abc');
    expect(await j.page.locator(`[id="${await max.getAttribute('aria-describedby')}"]`).textContent()).toBe('৳১০,০০,০০,০০০ পর্যন্ত টাকার অঙ্ক লিখুন');
    await j.page.getByRole('alert').filter({ hasText: 'আপনার লেখা দামটি ৳১০,০০,০০,০০০ পর্যন্ত টাকার অঙ্ক নয়' }).waitFor();

    // The page with its message fits the narrowest phone in both languages.
    for (const language of ['en', 'bn']) {
      const phone = await j.newPage({ viewport: { width: 320, height: 640 } });
      await phone.goto(`/category/monitor/1?minPrice=${encodeURIComponent('১২abc')}`);
      if (language === 'bn') {
        await phone.getByRole('button', { name: 'বাংলা' }).click();
        await phone.locator('html[lang="bn"]').waitFor({ state: 'attached' });
      }
      await hydrated(phone);
      await phone.getByRole('alert').waitFor();
      expect(await faultsAt(phone), `refused price, ${language}`).toEqual([]);
      await phone.context().close();
    }
  });

  it('marks as English the names a Bengali page shows in English for want of a Bengali one, and only those', async () => {
    await j.page.goto('/category/laptop/1');
    await j.page.getByRole('button', { name: 'বাংলা' }).click();
    await j.page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    // The demo's laptop types are brands, written in Latin letters with no Bengali name.
    const types = j.page.getByRole('navigation', { name: 'ধরন অনুযায়ী কিনুন' }).getByRole('link');
    await expect.poll(() => types.count()).toBeGreaterThan(0);
    expect(new Set(await types.evaluateAll((links) => links.map((link) => link.getAttribute('lang'))))).toEqual(new Set(['en']));
    // The category has its Bengali name: nothing in the heading is marked.
    const heading = j.page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('ল্যাপটপ');
    expect(await heading.locator('[lang]').count()).toBe(0);
    // In English nothing is marked: the page's own language.
    await j.page.getByRole('button', { name: 'English' }).click();
    await j.page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await expect.poll(() => j.page.getByRole('navigation', { name: 'Shop by type' }).getByRole('link').first().getAttribute('lang')).toBeNull();
  });

  it('opens the filters in a modal on a 360 px screen, applies them and narrows the results', async () => {
    const page = await j.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/category/laptop/1');
    await hydrated(page);
    const before = await footerMatchesGrid(page);
    const filters = page.getByRole('region', { name: 'Filters' });
    await expect.poll(() => filters.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => filters.isVisible()).toBe(true);
    await filters.getByRole('checkbox', { name: /^Intel Core i7 \(\d+\)$/ }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/processorType=Intel\+Core\+i7/);
    await expect.poll(() => filters.isVisible()).toBe(false);
    await expect.poll(async () => (await footerMatchesGrid(page)).total).toBeLessThan(before.total);
    expect(await gridNames(page)).toEqual(expect.arrayContaining([expect.stringMatching(/i7/)]));
    await page.context().close();
  });

  it('filters before JavaScript loads: the filter form is a plain GET form', async () => {
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/laptop/1');
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Lenovo \(\d+\)$/ }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/brand=lenovo/);
    expect((await gridNames(page)).every((name) => name.startsWith('Lenovo '))).toBe(true);
    await footerMatchesGrid(page);
    await context.close();
  });

  it('answers /cat/ with the canonical /category/ address', async () => {
    await j.page.goto('/cat/Laptop');
    expect(new URL(j.page.url()).pathname).toBe('/category/laptop/1');
    expect(await j.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${j.baseUrl}/category/laptop/1`);
    const breadcrumbs = JSON.parse((await j.page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Laptop' }] });
  });

  it('shows the category description with links to our own products', async () => {
    await j.page.goto('/category/monitor/1');
    const block = j.page.getByRole('region', { name: 'Buy a computer monitor in Bangladesh' });
    await expect.poll(() => block.getByRole('heading', { name: 'Buying guide' }).count()).toBe(1);
    const example = block
      .getByRole('link')
      .filter({ hasText: /Monitor|Display/ })
      .first();
    expect(await example.getAttribute('href')).toMatch(/^\/product\//);
    await hydrated(j.page);
    await example.click();
    await j.page.waitForURL('**/product/**');
  });

  it('searches with results from the header, and corrects a typo', async () => {
    await j.page.goto('/');
    await hydrated(j.page);
    await j.page.getByRole('searchbox', { name: 'Search' }).fill('gaming laptop');
    await j.page.getByRole('button', { name: 'Search' }).click();
    await j.page.waitForURL('**/search/gaming%20laptop');
    await expect.poll(() => j.page.getByRole('heading', { name: 'Searched Products' }).count()).toBe(1);
    const names = await gridNames(j.page);
    expect(names.length).toBeGreaterThan(0);
    // Products named for both words rank first.
    expect(names[0]).toMatch(/gaming laptop/i);
    await footerMatchesGrid(j.page, { countLine: false });

    await j.page.goto('/search/moniter');
    await expect
      .poll(() => j.page.getByRole('status').textContent())
      .toBe('Nothing matched “moniter”. Showing results for “monitor”.');
    expect((await gridNames(j.page)).length).toBeGreaterThan(0);
  });

  it('lists only one brand’s products on its brand page', async () => {
    const api: { products: { name: string; brand: string }[]; totalCount: number } = await (
      await fetch(`${j.baseUrl}/api/brands/asus/products`)
    ).json();
    expect(api.products.every((p) => p.brand === 'ASUS')).toBe(true);
    await j.page.goto('/brand/asus');
    expect(new URL(j.page.url()).pathname).toBe('/brand/asus/1');
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe('ASUS products');
    expect(await gridNames(j.page)).toEqual(api.products.map((p) => p.name));
    expect((await footerMatchesGrid(j.page)).total).toBe(api.totalCount);
    // No brand filter on a brand page.
    const filters = j.page.getByRole('region', { name: 'Filters' });
    expect(await filters.getByRole('group', { name: 'Processor Brand', exact: true }).count()).toBe(1);
    expect(await filters.getByRole('group', { name: 'Brand', exact: true }).count()).toBe(0);
  });
});
