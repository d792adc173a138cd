import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTaka } from '~/platform/money.ts';
import { languageCookie } from '~/web/i18n/language.server.ts';
import { translator } from '~/web/i18n/messages.ts';
import { hydrated, useBrowser } from './browser.ts';
import { DEMO_DELIVERY } from '../seed/data/delivery.ts';

const en = translator('en');
const bn = translator('bn');
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'delivery shopper password';
// The electronics demo shop (Khulna): its fees in poisha.
const FEES = DEMO_DELIVERY.electronics;
const LOCAL = FEES.localShippingFee * 100;
const ELSEWHERE = FEES.shippingFee * 100;
const FREE_OVER = FEES.freeShippingThreshold * 100;

interface ApiProduct {
  slug: string;
  name: string;
  salePrice: number;
  countInStock: number;
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the delivery charge in the cart', () => {
  const j = useBrowser();

  /** A product in stock that costs under the free-delivery threshold, and its price in poisha. */
  async function cheapProduct(): Promise<ApiProduct & { poisha: number }> {
    const all = (await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as ApiProduct[];
    const product = all.find((p) => p.countInStock >= 5 && p.salePrice * 100 < FREE_OVER / 2);
    expect(product).toBeDefined();
    return { ...product!, poisha: Math.round(product!.salePrice * 100) };
  }

  it('on a phone: pick a district in the cart, see its charge and what is left to free delivery, and pay the same on the order', async () => {
    const product = await cheapProduct();
    const page = await j.newPage({ viewport: PHONE });
    await page.goto(`/cart/${product.slug}?qty=1`);
    await page.waitForURL(`${j.baseUrl}/cart`);
    await hydrated(page);
    const charge = page.getByTestId('delivery-charge');

    // No district yet: both charges, and how far free delivery is.
    await expect
      .poll(() => charge.textContent())
      .toBe(en('delivery.bothCharges', { local: formatTaka(LOCAL), district: 'Khulna', elsewhere: formatTaka(ELSEWHERE) }));
    await expect
      .poll(() => page.getByTestId('free-delivery-hint').textContent())
      .toBe(en('delivery.addMore', { amount: formatTaka(FREE_OVER - product.poisha) }));
    await expect.poll(() => page.getByText(en('delivery.chooseForCharge')).count()).toBe(1);
    expect(await fitsThePhone(page)).toBe(true);

    // The shop's own district, then another: priced as soon as picked.
    await page.getByLabel(en('delivery.deliverTo')).selectOption('khulna');
    await expect.poll(() => charge.textContent()).toBe(formatTaka(LOCAL));
    await expect.poll(() => page.getByText(en('delivery.chargeTo', { district: 'Khulna' })).count()).toBe(1);
    await page.getByLabel(en('delivery.deliverTo')).selectOption('dhaka');
    await expect.poll(() => charge.textContent()).toBe(formatTaka(ELSEWHERE));
    await expect
      .poll(() => page.getByTestId('cart-total-with-delivery').textContent())
      .toBe(formatTaka(product.poisha + ELSEWHERE));
    await expect
      .poll(() => page.getByTestId('free-delivery-hint').textContent())
      .toBe(en('delivery.addMore', { amount: formatTaka(FREE_OVER - product.poisha) }));
    // The header's count is untouched, and the page still fits.
    await expect.poll(() => page.getByRole('link', { name: en('cart.header', { count: 1 }) }).count()).toBe(1);
    expect(await fitsThePhone(page)).toBe(true);

    // Remembered: a new visit to the cart prices Dhaka again.
    await page.goto('/cart');
    await expect.poll(() => page.getByLabel(en('delivery.deliverTo')).inputValue()).toBe('dhaka');
    await expect.poll(() => charge.textContent()).toBe(formatTaka(ELSEWHERE));
    const cartTotal = formatTaka(product.poisha + ELSEWHERE);

    // Checkout to an address in Dhaka: the same charge and total on the last step and on the order.
    await hydrated(page);
    await page.getByRole('link', { name: en('cart.checkout') }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === 'shipping');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByLabel('Name').fill('Delivery Buyer');
    await page.getByLabel('Email Address').fill(`delivery-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${j.baseUrl}/shipping`);
    await page.getByLabel('Address', { exact: true }).fill('House 9, Road 2, Dhanmondi');
    await page.getByLabel('City').fill('Dhaka');
    await page.getByLabel('Postal Code').fill('1205');
    await page.getByLabel('District').selectOption('dhaka');
    await page.getByLabel('Mobile number').fill('01712-345678');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${j.baseUrl}/payment`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${j.baseUrl}/placeorder`);
    await hydrated(page);
    const summary = page.getByRole('complementary', { name: en('checkout.orderSummary') });
    await expect.poll(() => summary.getByText(formatTaka(ELSEWHERE), { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(cartTotal);
    await expect
      .poll(() => page.getByTestId('free-delivery-hint').textContent())
      .toBe(en('delivery.addMore', { amount: formatTaka(FREE_OVER - product.poisha) }));
    expect(await fitsThePhone(page)).toBe(true);
    await page
      .getByRole('main')
      .getByRole('button', { name: en('checkout.placeOrder') })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(cartTotal);
    await expect.poll(() => page.getByRole('main').getByText(formatTaka(ELSEWHERE), { exact: true }).count()).toBeGreaterThan(0);

    // The shipping step prices each saved address: Dhaka's charge on this one.
    await page.goto(`/cart/${product.slug}?qty=1`);
    await page.goto('/shipping');
    await expect.poll(() => page.getByTestId('delivery-charge').first().textContent()).toBe(formatTaka(ELSEWHERE));
    await page.context().close();
  });

  it('in Bengali on a phone, and without JavaScript: the district by its Bengali name, chosen with the button', async () => {
    const product = await cheapProduct();
    const context = await j.page
      .context()
      .browser()!
      .newContext({ baseURL: j.baseUrl, javaScriptEnabled: false, viewport: PHONE });
    // The language choice as the shop writes it (the switch is a form of its own).
    const [name, value] = (await languageCookie.serialize('bn')).split(';')[0].split('=');
    await context.addCookies([{ name, value, url: j.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`/cart/${product.slug}?qty=1`);
    await page.waitForURL(`${j.baseUrl}/cart`);
    await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    const select = page.getByLabel(bn('delivery.deliverTo'));
    expect(await select.locator('option[value="khulna"]').textContent()).toBe('খুলনা');
    await select.selectOption('khulna');
    await page.getByRole('button', { name: bn('delivery.showCharge') }).click();
    await page.waitForURL(`${j.baseUrl}/cart`);
    expect(await page.getByText(bn('delivery.chargeTo', { district: 'খুলনা' })).count()).toBe(1);
    expect(await page.getByTestId('delivery-charge').textContent()).not.toBe('');
    expect(await page.getByTestId('free-delivery-hint').textContent()).toMatch(/ফ্রি ডেলিভারির জন্য/);
    expect(await fitsThePhone(page)).toBe(true);
    await context.close();
  });
});
