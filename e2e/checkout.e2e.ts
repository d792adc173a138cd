import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  salePrice: number;
  countInStock: number;
}

const PASSWORD = 'checkout shopper password';

async function register(page: Page, name: string) {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function fillAddress(page: Page) {
  await page.getByLabel('Address', { exact: true }).fill('House 7, Road 3, Sonadanga');
  await page.getByLabel('City').fill('Khulna');
  await page.getByLabel('Postal Code').fill('9100');
  await page.getByLabel('District').selectOption('khulna');
  await page.getByLabel('Mobile number').fill('01712-345678');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

describe('checkout', () => {
  const j = useBrowser();
  const admin = inject('admins')['checkout'];
  let products: ApiProduct[] | undefined;
  async function inStock(): Promise<ApiProduct[]> {
    products ??= ((await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as ApiProduct[]).filter(
      (p) => p.countInStock >= 5,
    );
    expect(products.length).toBeGreaterThanOrEqual(3);
    return products;
  }
  const stockOf = async (slug: string) =>
    ((await (await fetch(`${j.baseUrl}/api/products/${slug}`)).json()) as ApiProduct).countInStock;

  it('a guest fills a cart, registers, gives an address, chooses cash on delivery, places the order and finds it in My Orders; the admin delivers it', async () => {
    const [product] = await inStock();
    const stockBefore = await stockOf(product.slug);
    await j.page.goto(`/cart/${product.slug}?qty=2`);
    await j.page.waitForURL(`${j.baseUrl}/cart`);
    await hydrated(j.page);
    await j.page.getByRole('link', { name: 'Proceed To Checkout' }).click();
    await j.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === 'shipping');
    await j.page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await j.page.waitForURL((url) => url.pathname === '/register');
    const email = await register(j.page, 'Checkout Buyer');

    // Shipping: the progress bar, the address with district and mobile number.
    await j.page.waitForURL(`${j.baseUrl}/shipping`);
    await expect
      .poll(() => j.page.getByRole('navigation', { name: 'Checkout steps' }).getByText('Shipping').getAttribute('aria-current'))
      .toBe('step');
    await j.page.getByLabel('Mobile number').fill('01212-345678');
    await j.page.getByLabel('Address', { exact: true }).fill('House 7, Road 3, Sonadanga');
    await j.page.getByLabel('City').fill('Khulna');
    await j.page.getByLabel('Postal Code').fill('9100');
    await j.page.getByLabel('District').selectOption('khulna');
    await j.page.getByRole('button', { name: 'Save and continue' }).click();
    // A number that is not a Bangladeshi mobile is refused by the server, the form kept.
    await expect
      .poll(() => j.page.getByText('Mobile number must be a Bangladeshi mobile number such as 01712-345678').first().count())
      .toBe(1);
    await expect.poll(() => j.page.getByLabel('City').inputValue()).toBe('Khulna');
    await j.page.getByLabel('Mobile number').fill('01712-345678');
    await j.page.getByRole('button', { name: 'Save and continue' }).click();

    await j.page.waitForURL(`${j.baseUrl}/payment`);
    await expect.poll(() => j.page.getByLabel(/Cash on Delivery/).isChecked()).toBe(true);
    await j.page.getByRole('button', { name: 'Continue' }).click();

    await j.page.waitForURL(`${j.baseUrl}/placeorder`);
    await hydrated(j.page);
    const main = j.page.getByRole('main');
    await expect.poll(() => main.getByRole('link', { name: product.name }).count()).toBe(1);
    await expect.poll(() => main.getByText('01712-345678').count()).toBe(1);
    await expect.poll(() => main.getByText('Cash on Delivery').count()).toBeGreaterThan(0);
    const total = await j.page.getByTestId('order-total').textContent();
    expect(total).toMatch(/^৳/);
    await j.page.getByRole('button', { name: 'Place Order' }).click();

    await j.page.waitForURL((url) => url.pathname.startsWith('/order/'));
    const orderUrl = new URL(j.page.url());
    await expect.poll(() => main.getByText('Thank you! Your order has been placed.').count()).toBe(1);
    await expect.poll(() => main.getByText('Not Paid').count()).toBe(1);
    await expect.poll(() => main.getByText('Not Delivered').count()).toBe(1);
    await expect.poll(() => j.page.getByTestId('order-total').textContent()).toBe(total);
    const heading = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const number = /Order (\d+)/.exec(heading)?.[1];
    expect(number).toBeDefined();
    expect(await stockOf(product.slug)).toBe(stockBefore - 2);
    // The cart is empty now.
    await expect.poll(() => j.page.getByRole('link', { name: 'Cart (0)' }).count()).toBe(1);
    // Back from the order leads to the order, not to an empty Place Order page.
    await j.page.goBack();
    await j.page.waitForURL(`${j.baseUrl}${orderUrl.pathname}`);
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(heading);

    // My Orders on the profile.
    await j.page.goto('/profile');
    const myOrder = j.page.getByRole('row').filter({ hasText: product.name });
    await expect.poll(() => myOrder.count()).toBe(1);
    await expect.poll(() => myOrder.getByRole('cell').nth(1).textContent()).toBe('2');
    await myOrder.getByRole('link', { name: 'Details' }).click();
    await j.page.waitForURL(orderUrl.href.replace(orderUrl.search, ''));

    // The admin finds it in the order list and marks it delivered (cash collected at the door).
    const adminPage = await j.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/admin/orderlist?status=placed');
    await hydrated(adminPage);
    const row = adminPage.getByRole('row').filter({ hasText: number! });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Mark As Delivered' }).click();
    await expect.poll(() => adminPage.getByText('Order updated').count()).toBe(1);
    await adminPage.goto('/admin/orderlist?status=delivered');
    // The Paid column: after the print selection box, the order, the customer, the date and the total.
    await expect
      .poll(() => adminPage.getByRole('row').filter({ hasText: number! }).getByRole('cell').nth(5).textContent())
      .toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await adminPage.context().close();

    // The customer sees it paid and delivered.
    await j.page.reload();
    await expect.poll(() => main.getByText(/^Delivered on \d{4}-\d{2}-\d{2}$/).count()).toBe(1);
    await expect.poll(() => main.getByText(/^Paid on \d{4}-\d{2}-\d{2}$/).count()).toBe(1);
    await expect.poll(() => main.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(email).toContain('@');
  });

  it('cancels an order from its page and puts the stock back; another customer gets a 404 for it', async () => {
    const [, product] = await inStock();
    await j.page.goto('/register?redirect=/shipping');
    await register(j.page, 'Cancelling Buyer');
    await j.page.waitForURL(`${j.baseUrl}/shipping`);
    await fillAddress(j.page);
    await j.page.waitForURL(`${j.baseUrl}/payment`);
    await j.page.goto(`/cart/${product.slug}?qty=1`);
    await j.page.waitForURL(`${j.baseUrl}/cart`);
    const stockBefore = await stockOf(product.slug);
    // The payment step was not taken: Place Order sends the buyer back to it.
    await j.page.goto('/placeorder');
    await j.page.waitForURL(`${j.baseUrl}/payment`);
    await j.page.getByRole('button', { name: 'Continue' }).click();
    await j.page.waitForURL(`${j.baseUrl}/placeorder`);
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Place Order' }).click();
    await j.page.waitForURL((url) => url.pathname.startsWith('/order/'));
    const orderPath = new URL(j.page.url()).pathname;
    expect(await stockOf(product.slug)).toBe(stockBefore - 1);

    await hydrated(j.page);
    j.page.once('dialog', (dialog) => void dialog.accept());
    await j.page.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => j.page.getByText(/^Cancelled on \d{4}-\d{2}-\d{2}$/).count()).toBeGreaterThan(0);
    expect(await stockOf(product.slug)).toBe(stockBefore);

    const stranger = await j.newPage();
    await stranger.goto('/register');
    await register(stranger, 'Stranger');
    await stranger.waitForURL(`${j.baseUrl}/`);
    // Read as a request: a 404 document would (rightly) log a console error.
    const response = await stranger.request.get(orderPath);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('Cancelling Buyer');
    await stranger.context().close();
  });

  it('sends a signed-in buyer without an address from Place Order to Shipping, and shows checkout in Bengali on a phone', async () => {
    const page = await j.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/register?redirect=/placeorder');
    await register(page, 'Phone Buyer');
    await page.waitForURL(`${j.baseUrl}/shipping`);
    await page.context().addCookies([{ name: 'lang', value: 'ImJuIg%3D%3D', url: j.baseUrl }]);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('ডেলিভারির ঠিকানা');
    await expect.poll(() => page.getByLabel('জেলা').locator('option[value="khulna"]').textContent()).toBe('খুলনা (Khulna)');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
