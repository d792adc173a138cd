import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, type SignedIn, signInAdmin, signUp } from '../../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../../test/factories.ts';

describe('the admin order list: filters, search and the CSV export', () => {
  const t = useTestApp();
  let admin: SignedIn;
  // One run's orders are told apart from other files' by a word in their customers' names.
  const tag = randomUUID().slice(0, 8);
  const placed: Record<'khulna' | 'dhaka' | 'hostile', { id: string; number: number }> = {} as never;

  async function place(name: string, address: object, delivery = 'standard') {
    const customer = await signUp(t.app, { name });
    const product = await makeProduct(t.db, { name: `Kettle ${tag}`, countInStock: 10 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: { ...SHIPPING_ADDRESS, ...address }, delivery },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { _id: string; number: number };
  }
  const list = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders?${new URLSearchParams(query)}`,
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { number: number }[]).map((order) => order.number);
  };

  beforeAll(async () => {
    await makeSettings(t.db, { expressFee: 150 });
    admin = await signInAdmin(t.app, t.db);
    const khulna = await place(`Rahima Khatun ${tag}`, { phone: '01811-223344' });
    const dhaka = await place(
      `Karim 100% ${tag}`,
      { city: 'Dhaka', district: 'dhaka', postalCode: '1209', phone: '01911-556677' },
      'express',
    );
    const hostile = await place(`=HYPERLINK("http://evil.example") ${tag}`, {
      address: '+1 Road; -2 Lane',
      phone: '01611-889900',
    });
    Object.assign(placed, {
      khulna: { id: khulna._id, number: khulna.number },
      dhaka: { id: dhaka._id, number: dhaka.number },
      hostile: { id: hostile._id, number: hostile.number },
    });
    // The Khulna order was placed on 11 January, half past midnight in Dhaka (still the 10th in UTC).
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-10T18:30:00Z') })
      .where(eq(orders.id, khulna._id));
    for (const status of ['confirmed', 'packed'])
      await t.app.inject({ method: 'PUT', url: `/api/orders/${dhaka._id}/status`, headers: bearer(admin), payload: { status } });
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${dhaka._id}/shipment`,
      headers: bearer(admin),
      payload: { courierName: `Pathao ${tag}`, trackingCode: 'PT-77' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });

  it('finds an order by its number (as the SMS writes it, Bengali digits too), its mobile number however typed, or part of the name', async () => {
    const { khulna, dhaka } = placed;
    expect(await list({ q: String(khulna.number) })).toEqual([khulna.number]);
    expect(await list({ q: `#${String(dhaka.number).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)])}` })).toEqual([dhaka.number]);
    expect(await list({ q: '+880 1811-223344' })).toEqual([khulna.number]);
    expect(await list({ q: '০১৯১১৫৫৬৬৭৭' })).toEqual([dhaka.number]);
    expect(await list({ q: `rahima khatun ${tag}` })).toEqual([khulna.number]);
    // A % in the search is the character, not a wildcard.
    expect(await list({ q: `100% ${tag}` })).toEqual([dhaka.number]);
    expect(await list({ q: `1%0 ${tag}` })).toEqual([]);
    expect(await list({ q: '9999999999' })).toEqual([]);
  });

  it('filters by state, delivery option, courier, district and the days placed (Dhaka time), together', async () => {
    const { khulna, dhaka, hostile } = placed;
    expect(await list({ q: tag, status: 'shipped' })).toEqual([dhaka.number]);
    expect(await list({ q: tag, status: 'placed' })).toEqual([hostile.number, khulna.number]);
    expect(await list({ q: tag, delivery: 'express' })).toEqual([dhaka.number]);
    expect(await list({ courier: `PATHAO ${tag}` })).toEqual([dhaka.number]);
    expect(await list({ q: tag, district: 'khulna' })).toEqual([hostile.number, khulna.number]);
    expect(await list({ q: tag, district: 'khulna', from: '2026-01-11', to: '2026-01-11' })).toEqual([khulna.number]);
    expect(await list({ q: tag, to: '2026-01-10' })).toEqual([]);
    expect(await list({ q: tag, from: '2026-01-12' })).toEqual([hostile.number, dhaka.number]);
    // Empty fields (the form's "All") are no filter.
    expect(await list({ q: tag, status: '', delivery: '', district: '', courier: '', from: '', to: '' })).toEqual([
      hostile.number,
      dhaka.number,
      khulna.number,
    ]);
  });

  it('refuses filters that do not parse with a 400 naming the field', async () => {
    for (const [query, message] of [
      [{ status: 'lost' }, 'Unknown status'],
      [{ delivery: 'drone' }, 'Delivery must be one of standard, express, pickup'],
      [{ district: 'atlantis' }, 'Unknown district'],
      [{ from: '2026-13-01' }, 'From must be a date such as 2026-12-04'],
      [{ to: "2026-01-01' or 1=1" }, 'To must be a date such as 2026-12-04'],
      [{ from: '2026-02-01', to: '2026-01-01' }, 'The first day must be on or before the last'],
      [{ q: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
      [{ q: 'a\u0000b' }, 'Search must not contain control characters'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders?${new URLSearchParams(query)}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message, JSON.stringify(query)).toContain(message);
    }
  });

  it('exports what the filters keep as CSV that Excel opens in UTF-8, with formula-like cells written as text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/admin/orders/export.csv?${new URLSearchParams({ q: tag, district: 'khulna' })}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parse(response.rawPayload.subarray(3).toString('utf8')) as string[][];
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows.map((row) => Number(cell(row, 'Order number')))).toEqual([placed.hostile.number, placed.khulna.number]);
    const [hostile, khulna] = rows;
    expect(cell(hostile, 'Customer')).toBe(`'=HYPERLINK("http://evil.example") ${tag}`);
    expect(cell(hostile, 'Address')).toBe("'+1 Road; -2 Lane");
    expect(cell(hostile, 'Mobile')).toBe('01611-889900');
    expect(cell(khulna, 'Placed (Dhaka time)')).toBe('2026-01-11 00:30');
    expect(cell(khulna, 'District')).toBe('Khulna');
    expect(cell(khulna, 'Items')).toBe(`1 × Kettle ${tag}`);
    expect(Number(cell(khulna, 'Total (Tk)'))).toBeGreaterThan(0);
    expect(cell(khulna, 'To collect (Tk)')).toBe(cell(khulna, 'Total (Tk)'));
    expect(response.body).toContain('\r\n');
  });

  it('keeps the export to staff and refuses its bad filters like the list', async () => {
    const customer = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/admin/orders/export.csv', headers: bearer(customer) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/admin/orders/export.csv' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/admin/orders/export.csv?status=lost', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown status');
  });
});
