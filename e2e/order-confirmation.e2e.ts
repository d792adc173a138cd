import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translator } from '~/web/i18n/messages.ts';
import { hydrated, signInAsAdmin, useBrowser } from './browser.ts';

const bn = translator('bn');
const en = translator('en');
const PHONE = { width: 360, height: 740 };
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const inBengali = (digits: string | number) => String(digits).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]);

interface ApiProduct {
  _id: string;
  countInStock: number;
}

describe('the shop confirms its orders on a phone, in Bengali', () => {
  const j = useBrowser();

  /** A new customer of this run places `count` orders of one unit each to one mobile number; answers their ids and numbers. */
  async function ordersOfOneCustomer(count: number): Promise<{ id: string; number: number; mobile: string }[]> {
    const customer = await j.newPage();
    const call = async (url: string, data: unknown) => {
      const response = await customer.request.post(`${j.baseUrl}${url}`, { data, headers: { origin: j.baseUrl } });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return response.json() as Promise<{ _id: string; number: number }>;
    };
    const [product] = ((await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as ApiProduct[]).filter((p) => p.countInStock >= 5);
    await call('/api/users', { name: 'Nasrin Sultana', email: `confirm-${Date.now()}-${Math.random().toString(36).slice(2)}@haat.test`, password: 'a confirmation password' });
    const mobile = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const shippingAddress = { address: 'House 4, Road 2, Boyra', city: 'Khulna', postalCode: '9000', country: 'Bangladesh', district: 'khulna', phone: mobile };
    const placed = [];
    for (let i = 0; i < count; i++) {
      const order = await call('/api/orders', { orderItems: [{ product: product._id, qty: 1 }], shippingAddress });
      placed.push({ id: order._id, number: order.number, mobile });
    }
    await customer.context().close();
    return placed;
  }

  const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('confirms one order from the list, cancels another with the reason the customer reads, packs and ships one from its page, and sets the window', async () => {
    const [kept, dropped] = await ordersOfOneCustomer(2);
    const page = await j.newPage({ viewport: PHONE });
    await signInAsAdmin(page, 'order-confirmation');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });

    // The list tells the admin, before phoning, that this number ordered before.
    await page.goto('/admin/orderlist?status=placed');
    await hydrated(page);
    const rowOf = (number: number) => page.getByRole('row').filter({ hasText: inBengali(number) });
    await expect.poll(() => rowOf(dropped.number).count()).toBe(1);
    expect(await rowOf(dropped.number).getByText(bn('orders.pastOrders', { total: 1, delivered: 0, refused: 0, returned: 0 })).count()).toBe(1);
    expect(await fitsThePhone(page)).toBe(true);

    await rowOf(kept.number).getByRole('button', { name: bn('order.confirm') }).click();
    await expect.poll(() => page.getByText(bn('order.updated')).count()).toBe(1);
    // Confirmed, it leaves the list of new orders.
    await expect.poll(() => rowOf(kept.number).count()).toBe(0);
    expect((await (await page.request.get(`${j.baseUrl}/api/orders/${kept.id}`)).json()).status).toBe('confirmed');

    // Cancel asks why: an empty reason is not sent, a reason is.
    const row = rowOf(dropped.number);
    await row.getByText(bn('order.cancelWithReason')).click();
    await row.getByRole('button', { name: bn('order.cancel') }).click();
    expect(await row.getByLabel(bn('order.cancelReason')).evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
    await row.getByLabel(bn('order.cancelReason')).fill('তিনবার ফোন করেও পাওয়া যায়নি');
    await row.getByRole('button', { name: bn('order.cancel') }).click();
    await expect.poll(() => rowOf(dropped.number).count()).toBe(0);
    expect(await fitsThePhone(page)).toBe(true);
    const seen = await (await page.request.get(`${j.baseUrl}/api/orders/${dropped.id}`)).json();
    expect(seen.history.at(-1)).toMatchObject({ kind: 'cancelled', note: 'তিনবার ফোন করেও পাওয়া যায়নি' });

    // On the order's page, Change status with a note, at 360 px.
    await page.goto(`/order/${kept.id}`);
    await hydrated(page);
    await page.getByLabel(bn('order.moveTo')).selectOption('packed');
    await page.getByLabel(bn('order.note')).fill('প্যাক করা হয়েছে');
    await page.getByRole('button', { name: bn('order.move') }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).getByText(bn('order.status.packed'), { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: bn('order.event.packed') }).getByText('প্যাক করা হয়েছে', { exact: true }).count()).toBe(1);
    expect(await fitsThePhone(page)).toBe(true);

    // Packed, it goes to a courier by hand: the courier, its code and tracking page typed in.
    await page.getByLabel(bn('shipment.courier'), { exact: true }).fill('Sundarban');
    await page.getByLabel(bn('shipment.trackingCode'), { exact: true }).fill('SB-2026-77');
    await page.getByLabel(bn('shipment.trackingUrl')).fill('https://sundarban.example/track/SB-2026-77');
    expect(await fitsThePhone(page)).toBe(true);
    await page.getByRole('button', { name: bn('shipment.markShipped') }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).getByText(bn('order.status.shipped'), { exact: true }).count()).toBe(1);
    expect(await page.getByText(bn('shipment.code', { code: 'SB-2026-77' }), { exact: false }).count()).toBe(1);

    // The customer follows it on the tracking page, signed out, on a phone.
    const shopper = await j.newPage({ viewport: PHONE });
    await shopper.goto('/');
    await shopper.getByRole('button', { name: 'বাংলা' }).click();
    await shopper.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    await shopper.goto(`/track?order=${kept.number}&phone=${kept.mobile}`);
    const track = shopper.getByRole('link', { name: bn('shipment.track') });
    await expect.poll(() => track.getAttribute('href')).toBe('https://sundarban.example/track/SB-2026-77');
    expect(await shopper.getByText('Sundarban', { exact: true }).count()).toBe(1);
    expect(await fitsThePhone(shopper)).toBe(true);
    await shopper.context().close();

    // The window to confirm, typed in Bengali digits.
    await page.goto('/admin/settings');
    await hydrated(page);
    const days = page.getByLabel(bn('admin.confirmationDays'));
    expect(await days.inputValue()).toBe('3');
    await days.fill('৫');
    await page.getByRole('button', { name: bn('admin.save') }).click();
    await expect.poll(() => page.getByText(bn('admin.settingsSaved')).count()).toBe(1);
    await expect.poll(() => page.getByLabel(bn('admin.confirmationDays')).inputValue()).toBe('5');
    expect(await fitsThePhone(page)).toBe(true);
    await page.getByLabel(bn('admin.confirmationDays')).fill('3');
    await page.getByRole('button', { name: bn('admin.save') }).click();
    await expect.poll(() => page.getByLabel(bn('admin.confirmationDays')).inputValue()).toBe('3');
    await page.context().close();
  });

  it('finds an order by the mobile number typed in Bengali digits, filters by courier, says why reversed days are refused, and exports what it shows, at 360 px in English', async () => {
    const [order] = await ordersOfOneCustomer(1);
    const page = await j.newPage({ viewport: PHONE });
    await signInAsAdmin(page, 'order-confirmation');
    const courier = `Korotoa ${Date.now()}`;
    for (const status of ['confirmed', 'packed']) expect((await page.request.put(`${j.baseUrl}/api/orders/${order.id}/status`, { data: { status }, headers: { origin: j.baseUrl } })).ok()).toBe(true);
    expect((await page.request.post(`${j.baseUrl}/api/orders/${order.id}/shipment`, { data: { courierName: courier, trackingCode: 'KR-1' }, headers: { origin: j.baseUrl } })).ok()).toBe(true);

    await page.goto('/admin/orderlist');
    await hydrated(page);
    const filters = page.getByRole('form', { name: en('orders.filters') });
    await filters.getByLabel(en('orders.search')).fill(inBengali(order.mobile));
    await filters.getByRole('button', { name: en('order.filter') }).click();
    await expect.poll(() => page.url()).toContain('q=');
    const rows = page.getByRole('row').filter({ hasText: String(order.number) });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await fitsThePhone(page)).toBe(true);

    // The courier filter lists the couriers parcels went with; with it, the search cleared, the order is still found.
    await page.getByRole('link', { name: en('orders.clearFilters') }).click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/orderlist$/);
    await expect.poll(() => filters.getByLabel(en('orders.search')).inputValue()).toBe('');
    await filters.getByLabel(en('orders.courier')).selectOption(courier);
    await filters.getByRole('button', { name: en('order.filter') }).click();
    await expect.poll(() => page.url()).toContain('courier=');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await rows.count()).toBe(1);

    // Days the wrong way round: the reason, and the list unfiltered under it.
    await filters.getByLabel(en('orders.from')).fill('2026-12-31');
    await filters.getByLabel(en('orders.to')).fill('2026-01-01');
    await filters.getByRole('button', { name: en('order.filter') }).click();
    await expect.poll(() => page.getByText(en('error.daysReversed')).count()).toBe(1);
    expect(await fitsThePhone(page)).toBe(true);

    // The export carries the filters the list shows.
    await filters.getByLabel(en('orders.from')).fill('');
    await filters.getByLabel(en('orders.to')).fill('');
    await filters.getByRole('button', { name: en('order.filter') }).click();
    await expect.poll(() => page.getByText(en('error.daysReversed')).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: en('orders.exportCsv', { count: 1 }) }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.number},`);
    expect(lines[1]).toContain(courier);
    await page.context().close();
  });

  it('takes a return on a phone in Bengali: the customer asks for one of two units back, the shop approves it and records the bKash refund, the customer reads it', async () => {
    const customer = await j.newPage({ viewport: PHONE });
    const post = async (page: Page, url: string, data: unknown, method: 'post' | 'put' = 'post') => {
      const response = await page.request[method](`${j.baseUrl}${url}`, { data, headers: { origin: j.baseUrl } });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return response.json() as Promise<{ _id: string; number: number }>;
    };
    const [product] = (
      (await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as (ApiProduct & { name: string; category: string })[]
    ).filter((p) => p.countInStock >= 5 && p.category !== 'Anti Virus');
    await post(customer, '/api/users', {
      name: 'Rupa Akter',
      email: `return-${Date.now()}@haat.test`,
      password: 'a returning password',
    });
    const mobile = `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const order = await post(customer, '/api/orders', {
      orderItems: [{ product: product._id, qty: 2 }],
      shippingAddress: {
        address: 'Flat 3B, Sonadanga',
        city: 'Khulna',
        postalCode: '9100',
        country: 'Bangladesh',
        district: 'khulna',
        phone: mobile,
      },
    });
    const admin = await j.newPage({ viewport: PHONE });
    await signInAsAdmin(admin, 'order-confirmation');
    await post(admin, `/api/orders/${order._id}/deliver`, {}, 'put');

    // The customer, in Bengali, asks for one unit back with what is wrong.
    await customer.goto('/');
    await customer.getByRole('button', { name: 'বাংলা' }).click();
    await customer.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    await customer.goto(`/order/${order._id}`);
    await hydrated(customer);
    const panel = customer.getByRole('region', { name: bn('return.title') });
    await panel.getByText(bn('return.ask')).click();
    await panel.getByLabel(bn('return.qty', { name: product.name })).selectOption('1');
    await panel.getByLabel(bn('return.reason')).fill('একটি ইউনিট চালু হয় না');
    await panel.getByRole('button', { name: bn('return.submit') }).click();
    await expect.poll(() => panel.getByText(bn('return.state.requested')).count()).toBe(1);
    expect(await fitsThePhone(customer)).toBe(true);

    // The shop, in Bengali too, approves with a word and then records the refund of what the unit cost.
    await admin.getByRole('button', { name: 'বাংলা' }).click();
    await admin.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    await admin.goto(`/order/${order._id}`);
    await hydrated(admin);
    const shop = admin.getByRole('region', { name: bn('return.title') });
    await shop.getByLabel(bn('return.decisionNote')).fill('কুরিয়ারে পাঠিয়ে দিন');
    await shop.getByRole('button', { name: bn('return.approve') }).click();
    await expect.poll(() => shop.getByText(bn('return.state.approved')).count()).toBe(1);
    await shop.getByLabel(bn('return.method')).selectOption('bkash');
    await shop.getByLabel(bn('return.reference'), { exact: true }).fill('8N7A6D5X');
    expect(await fitsThePhone(admin)).toBe(true);
    await shop.getByRole('button', { name: bn('return.receive') }).click();
    await expect.poll(() => shop.getByText(bn('return.state.received')).count()).toBe(1);
    await admin.context().close();

    // The customer reads the refund and the shop's word, and the history says it.
    await customer.reload();
    await expect.poll(() => panel.getByText(bn('return.state.received')).count()).toBe(1);
    expect(await panel.getByText('কুরিয়ারে পাঠিয়ে দিন').count()).toBe(1);
    expect(await panel.getByText(/বিকাশ-এ ৳[০-৯,]+ ফেরত দেওয়া হয়েছে/).count()).toBe(1);
    expect(await customer.getByText(bn('order.event.refunded'), { exact: false }).count()).toBeGreaterThan(0);
    expect(await fitsThePhone(customer)).toBe(true);
    await customer.context().close();
  });
});
