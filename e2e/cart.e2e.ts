import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTaka, taka } from '~/platform/money.ts';
import { hydrated, useBrowser } from './browser.ts';

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  salePrice: number;
  countInStock: number;
}

const PASSWORD = 'cart shopper password';

describe('cart', () => {
  const j = useBrowser();
  let products: ApiProduct[] | undefined;
  /** Two different demo products with at least 3 in stock. */
  async function inStock(): Promise<[ApiProduct, ApiProduct]> {
    products ??= ((await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as ApiProduct[]).filter(
      (p) => p.countInStock >= 3,
    );
    expect(products.length).toBeGreaterThanOrEqual(2);
    return [products[0], products[1]];
  }
  const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const totals = async (page: Page) => [
    await page.getByTestId('cart-total-items').textContent(),
    await page.getByTestId('cart-total-price').textContent(),
  ];

  it('a guest adds from the product page, changes the quantity, removes, and ends with an empty cart', async () => {
    const [first, second] = await inStock();
    await j.page.goto(`/product/${first.slug}`);
    await hydrated(j.page);
    await j.page.getByLabel('Quantity', { exact: true }).selectOption('2');
    await j.page.getByRole('button', { name: 'Add To Cart' }).click();
    await j.page.waitForURL(`${j.baseUrl}/cart`);
    await j.page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await expect.poll(() => row(j.page, first.name).count()).toBe(1);
    await expect.poll(() => totals(j.page)).toEqual(['2', formatTaka(taka(first.salePrice) * 2)]);
    await expect.poll(() => j.page.getByRole('link', { name: 'Cart (2)' }).count()).toBe(1);

    // The spec's /cart/{id}: adds one, then shows the cart.
    await j.page.goto(`/cart/${second._id}`);
    await j.page.waitForURL(`${j.baseUrl}/cart`);
    await hydrated(j.page);
    await expect.poll(() => totals(j.page)).toEqual(['3', formatTaka(taka(first.salePrice) * 2 + taka(second.salePrice))]);

    // The server computes the new total when the quantity changes.
    await j.page.getByLabel(`Quantity of ${first.name}`).selectOption('3');
    await expect.poll(() => totals(j.page)).toEqual(['4', formatTaka(taka(first.salePrice) * 3 + taka(second.salePrice))]);
    await expect.poll(() => j.page.getByRole('link', { name: 'Cart (4)' }).count()).toBe(1);

    await j.page.getByRole('button', { name: `Remove ${first.name}` }).click();
    await expect.poll(() => row(j.page, first.name).count()).toBe(0);
    await expect.poll(() => totals(j.page)).toEqual(['1', formatTaka(taka(second.salePrice))]);
    await j.page.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect.poll(() => j.page.getByRole('main').getByText('Your cart is empty').count()).toBe(1);
    await j.page.getByRole('link', { name: 'Go Back' }).click();
    await j.page.waitForURL(`${j.baseUrl}/`);

    // The cart lives on the server: a reload shows the same (empty) cart.
    await j.page.goto('/cart');
    await expect.poll(() => j.page.getByRole('main').getByText('Your cart is empty').count()).toBe(1);
  });

  it("carries a guest's cart into the account at sign-in", async () => {
    const [first, second] = await inStock();
    const email = `cart-${randomUUID().slice(0, 8)}@example.com`;
    // An account that already holds the first product, one of it.
    await j.page.goto('/register');
    await j.page.getByLabel('Name').fill('Cart Shopper');
    await j.page.getByLabel('Email Address').fill(email);
    await j.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await j.page.getByLabel('Confirm Password').fill(PASSWORD);
    await j.page.getByRole('button', { name: 'Register' }).click();
    await j.page.waitForURL(`${j.baseUrl}/`);
    await j.page.goto(`/cart/${first.slug}?qty=1`);
    await j.page.waitForURL(`${j.baseUrl}/cart`);
    await j.page.context().clearCookies();

    // As a guest: two of the first product and one of the second.
    await j.page.goto(`/cart/${first.slug}?qty=2`);
    await j.page.goto(`/cart/${second.slug}?qty=1`);
    await expect.poll(() => totals(j.page)).toEqual(['3', formatTaka(taka(first.salePrice) * 2 + taka(second.salePrice))]);

    await j.page.goto('/login?redirect=%2Fcart');
    await j.page.getByLabel('Email Address').fill(email);
    await j.page.getByLabel('Password').fill(PASSWORD);
    await j.page.getByRole('button', { name: 'Sign In' }).click();
    await j.page.waitForURL(`${j.baseUrl}/cart`);
    await expect.poll(() => j.page.getByText('Cart Shopper ▾').count()).toBe(1);
    // The guest's choice for the first product wins over the account's.
    await expect.poll(() => totals(j.page)).toEqual(['3', formatTaka(taka(first.salePrice) * 2 + taka(second.salePrice))]);
    expect(await j.page.getByLabel(`Quantity of ${first.name}`).inputValue()).toBe('2');
  });

  it('the header shows the count and opens the cart in a dialog with View Cart', async () => {
    const [first] = await inStock();
    await j.page.goto(`/cart/${first.slug}?qty=2`);
    await j.page.goto('/');
    await hydrated(j.page);
    await j.page.getByRole('link', { name: 'Cart (2)' }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Shopping Cart' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(`2 × ${formatTaka(taka(first.salePrice))}`).count()).toBe(1);
    await j.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await j.page.getByRole('link', { name: 'Cart (2)' }).click();
    await dialog.getByRole('link', { name: 'View Cart' }).click();
    await j.page.waitForURL(`${j.baseUrl}/cart`);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row(j.page, first.name).count()).toBe(1);
  });

  it('works without JavaScript: add, change the quantity with Update, remove; the header link goes to /cart', async () => {
    const [first] = await inStock();
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/product/${first.slug}`);
      await page.getByLabel('Quantity', { exact: true }).selectOption('2');
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(`${j.baseUrl}/cart`);
      expect(await totals(page)).toEqual(['2', formatTaka(taka(first.salePrice) * 2)]);

      await page.getByLabel(`Quantity of ${first.name}`).selectOption('3');
      await row(page, first.name).getByRole('button', { name: 'Update' }).click();
      await page.waitForURL(`${j.baseUrl}/cart`);
      expect(await totals(page)).toEqual(['3', formatTaka(taka(first.salePrice) * 3)]);

      await page.goto('/');
      await page.getByRole('link', { name: 'Cart (3)' }).click();
      await page.waitForURL(`${j.baseUrl}/cart`);
      await page.getByRole('button', { name: `Remove ${first.name}` }).click();
      await page.waitForURL(`${j.baseUrl}/cart`);
      expect(await page.getByRole('main').getByText('Your cart is empty').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
