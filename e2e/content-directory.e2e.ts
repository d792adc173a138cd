import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';

describe('brand directory, contact and EMI pages', () => {
  const j = useBrowser();

  it('opens the brand directory from the footer, jumps to a letter and opens a brand’s page', async () => {
    await j.page.goto('/');
    await j.page.getByRole('contentinfo').getByRole('link', { name: 'Brands' }).click();
    await j.page.waitForURL(/\/BrandScreen$/);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Find Your Favorite Brand');
    await hydrated(j.page);
    const index = j.page.getByRole('navigation', { name: 'Brands by initial' });
    // A to Z and 0-9: every letter of the demo catalogue has a brand, so each is a link.
    expect(await index.getByRole('link').allTextContents()).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0-9']);
    await index.getByRole('link', { name: 'M', exact: true }).click();
    await j.page.waitForURL(/\/BrandScreen#brands-M$/);
    const section = j.page.getByRole('region', { name: 'M', exact: true });
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top) < 200)).toBe(true);
    // Four brands a row on a wide screen.
    const tops = await section.getByRole('listitem').evaluateAll((items) => items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]);
    await section.getByRole('link', { name: 'MSI', exact: true }).click();
    await j.page.waitForURL(/\/brand\/msi\/1$/);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toContain('MSI');
    expect(await j.page.getByRole('main').getByRole('link', { name: /MSI/ }).count()).toBeGreaterThan(0);
  });

  it('follows an old manufacturer link to its brand page', async () => {
    const response = await j.page.goto('/manufacturer?manufacturer_id=170');
    expect(response?.status()).toBe(200);
    expect(new URL(j.page.url()).pathname).toBe('/brand/msi/1');
    await j.page.goto('/manufacturer?manufacturer_id=21');
    expect(new URL(j.page.url()).pathname).toBe('/brand/haat-pc/1');
  });
});
