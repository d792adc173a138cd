import { describe, expect, it } from 'vitest';
import { translator } from '~/web/i18n/messages.ts';
import { hydrated, useBrowser } from './browser.ts';

const bn = translator('bn');
const PHONE = { width: 360, height: 740 };

interface ApiProduct {
  _id: string;
  countInStock: number;
  price: number;
}

describe('delivery options on a phone, in Bengali', () => {
  const j = useBrowser();

  it('offers standard, express at its fee and a free pick-up at an outlet; the order and its tracking say which', async () => {
    const page = await j.newPage({ viewport: PHONE });
    const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const call = async (url: string, data: unknown) => {
      const response = await page.request.post(`${j.baseUrl}${url}`, { data, headers: { origin: j.baseUrl } });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return response.json() as Promise<Record<string, unknown>>;
    };
    // A shopper of this run, with an address and one product in the cart.
    const mobile = `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await call('/api/users', { name: 'Tania Akter', email: `delivery-${Date.now()}-${Math.random().toString(36).slice(2)}@haat.test`, password: 'a delivery password' });
    await call('/api/addresses', { address: 'House 3, Road 1, Sonadanga', city: 'Khulna', postalCode: '9100', country: 'Bangladesh', district: 'khulna', phone: mobile });
    const [product] = ((await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as ApiProduct[]).filter((p) => p.countInStock >= 3 && p.price < 5000);
    await call('/api/cart/items', { productId: product._id, qty: 1 });
    const outlets = (await (await fetch(`${j.baseUrl}/api/outlets`)).json()) as { _id: string; name: string; nameBn: string | null }[];
    const khulna = outlets.find((outlet) => outlet.name === 'Khulna')!;
    // Bengali pages name the outlet in Bengali where it has a Bengali name.
    const pickupAt = bn('delivery.pickupAt', { outlet: khulna.nameBn ?? khulna.name });

    await page.goto('/');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });

    // The payment step lists the three ways with their fees, in Bengali digits.
    await page.goto('/payment');
    await hydrated(page);
    const option = (key: 'standard' | 'express' | 'pickup') => page.getByRole('radio', { name: new RegExp(bn(`delivery.option.${key}`)) });
    for (const key of ['standard', 'express', 'pickup'] as const) expect(await option(key).count()).toBe(1);
    expect(await option('standard').isChecked()).toBe(true);
    await expect.poll(() => page.getByText('৳২০০', { exact: true }).count()).toBe(1);
    expect(await fitsThePhone()).toBe(true);

    // Express first: the review charges its fee.
    await option('express').check();
    await page.getByRole('button', { name: bn('checkout.continue') }).click();
    await page.waitForURL(`${j.baseUrl}/placeorder`);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText(bn('delivery.option.express'), { exact: true }).count()).toBe(1);
    const expressTotal = await main.getByTestId('order-total').textContent();

    // Changed to a pick-up at the Khulna outlet: free, the outlet named.
    await main.getByRole('link', { name: bn('checkout.change') }).nth(1).click();
    await page.waitForURL(`${j.baseUrl}/payment`);
    expect(await option('express').isChecked()).toBe(true);
    await option('pickup').check();
    await page.getByLabel(bn('delivery.outlet'), { exact: true }).selectOption(khulna._id);
    await page.getByRole('button', { name: bn('checkout.continue') }).click();
    await page.waitForURL(`${j.baseUrl}/placeorder`);
    await hydrated(page);
    await expect.poll(() => main.getByText(pickupAt, { exact: true }).count()).toBe(1);
    expect(await main.getByText(bn('checkout.free'), { exact: true }).count()).toBeGreaterThan(0);
    expect(await main.getByTestId('order-total').textContent()).not.toBe(expressTotal);
    expect(await fitsThePhone()).toBe(true);
    await main.getByRole('button', { name: bn('checkout.placeOrder') }).click();

    // The order keeps it: on its page and on the tracking page.
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await expect.poll(() => main.getByText(pickupAt, { exact: true }).count()).toBe(1);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const order = (await (await page.request.get(`${j.baseUrl}/api/orders/${orderId}`)).json()) as { number: number; delivery: string; shippingPrice: number; pickupOutlet: { name: string } };
    expect(order).toMatchObject({ delivery: 'pickup', shippingPrice: 0, pickupOutlet: { name: 'Khulna' } });
    expect(await fitsThePhone()).toBe(true);
    await page.goto(`/track?order=${order.number}&phone=${mobile}`);
    await expect.poll(() => page.getByText(pickupAt, { exact: true }).count()).toBe(1);
    expect(await fitsThePhone()).toBe(true);
    await page.context().close();
  });
});
