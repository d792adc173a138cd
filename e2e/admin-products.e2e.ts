import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';
import { picture } from './pictures.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('admin products', () => {
  const j = useBrowser();
  const admin = inject('admins')['admin-products'];

  it('creates a product with pictures, a formatted description and a specification, sees it in the shop, edits its price and deletes it', async () => {
    const page = j.page;
    const name = `Journey Monitor ${Date.now()}`;
    await signIn(page, admin.email, admin.password);
    await page.waitForURL(j.baseUrl + '/');
    await hydrated(page);
    await page.getByText('Admin Panel ▾').click();
    await page.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL('**/admin/productlist');
    await hydrated(page);

    // Create Product makes a sample and opens its edit screen.
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.waitForURL('**/admin/product/sample-name*/edit');
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Product' }).count()).toBe(1);
    await hydrated(page);
    expect(await page.getByLabel('Product Code').inputValue()).toMatch(/^DEF\d{9}$/);

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Slug (address)').fill(name);
    await page.getByLabel('Price (৳)').fill('25000');
    await page.getByLabel('Count In Stock').fill('7');
    await page.getByLabel('Key Features').fill('27 inch IPS\n165 Hz');

    // The description: bold text, a link, and a table, written with the toolbar.
    await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    const description = page.locator('.ProseMirror');
    await description.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Fast and sharp');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' for gaming. ');
    await page.getByRole('button', { name: 'Add Link' }).click();
    await page.getByLabel('URL').fill('https://example.com/review');
    await page.getByLabel('Link text').fill('Read the review');
    await page.getByRole('button', { name: 'Insert link' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByLabel('Rows').fill('2');
    await page.getByLabel('Columns').fill('2');
    await page.getByRole('button', { name: 'Insert table' }).click();
    // Typing goes to the table's first cell once the editor has drawn it and taken the focus back.
    await description.locator('table th').first().waitFor();
    await expect.poll(() => description.evaluate((editor) => editor.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('Panel');
    await page.keyboard.press('Tab');
    await page.keyboard.type('IPS');

    // The main picture and two additional ones, uploaded from files.
    await page
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await picture(200, 30, 30) });
    await expect
      .poll(() => page.getByLabel('Image', { exact: true }).inputValue())
      .toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    for (const [n, green] of [
      [1, 200],
      [2, 30],
    ] as const) {
      await page
        .getByLabel('Upload another picture')
        .setInputFiles({ name: `side-${n}.png`, mimeType: 'image/png', buffer: await picture(30, green, 200) });
      await expect.poll(() => page.getByRole('img', { name: `Additional image ${n}` }).count()).toBe(1);
    }

    // A specification group with one row.
    await page.getByRole('button', { name: 'Add specification group' }).click();
    await page.getByLabel('Title of group 1').fill('Display');
    await page.getByLabel('Group 1 row 1 name').fill('Size');
    await page.getByLabel('Group 1 row 1 value').fill('27 inch');

    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/admin/productlist?done=updated');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Product updated' }).count()).toBe(1);

    // The shop shows it: name, price, pictures, the formatted description and the specification.
    const slug = name.toLowerCase().replaceAll(' ', '-');
    const shopper = await j.newPage();
    await shopper.goto(`/product/${slug}`);
    await expect.poll(() => shopper.getByRole('heading', { name }).count()).toBe(1);
    expect(await shopper.getByText('৳25,000').first().isVisible()).toBe(true);
    const main = shopper.getByRole('img', { name });
    expect(await main.getAttribute('src')).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    expect(await main.getAttribute('srcset')).toMatch(/-600\.webp 600w/);
    expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shopper.goto(`/product/${slug}?tab=specification`);
    const described = shopper.locator('section[aria-labelledby="description"]');
    expect(await described.locator('strong').textContent()).toBe('Fast and sharp');
    const link = described.getByRole('link', { name: 'Read the review' });
    expect(await link.getAttribute('href')).toBe('https://example.com/review');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await described.locator('table th').first().textContent()).toBe('Panel');
    expect(await shopper.getByRole('table').filter({ hasText: 'Display' }).getByText('27 inch').count()).toBe(1);
    await shopper.context().close();

    // Edit the price; the shop shows the new one at once.
    await page.getByRole('searchbox', { name: 'Search by name or code' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search by name or code' }).press('Enter');
    await page.waitForURL('**/admin/productlist?keyword=*');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL(`**/admin/product/${slug}/edit`);
    await hydrated(page);
    await page.getByLabel('Price (৳)').fill('23500');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/admin/productlist?done=updated');
    const again = await j.newPage();
    await again.goto(`/product/${slug}`);
    expect(await again.getByText('৳23,500').first().isVisible()).toBe(true);
    await again.context().close();

    // Delete, confirming "Are you sure?"; the product's page is gone.
    await page.getByRole('searchbox', { name: 'Search by name or code' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search by name or code' }).press('Enter');
    await page.waitForURL('**/admin/productlist?keyword=*');
    await page.getByRole('link', { name: `Delete ${name}` }).click();
    await expect.poll(() => page.getByText('Are you sure?').count()).toBe(1);
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL('**/admin/productlist?done=deleted');
    const gone = await j.newPage();
    const response = await gone.goto(`/product/${slug}`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => gone.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    // The browser logs the document's own 404 status; that one is expected here.
    expect(j.errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    j.errors.length = 0;
    await gone.context().close();
  });

  it('keeps customers out of the product screens', async () => {
    await j.page.goto('/admin/productlist');
    await j.page.waitForURL('**/login?redirect=%2Fadmin%2Fproductlist');
  });
});
