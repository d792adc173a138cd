import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOutlet, updateOutlet } from '~/modules/directory/index.ts';
import { orders, products } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../../test/factories.ts';

const OUTLET = { name: 'Multiplan Center', nameBn: 'মাল্টিপ্ল্যান সেন্টার', address: 'Level 6, Elephant Road, Dhaka', addressBn: null, phone: '01711-000111', mapUrl: '' };

// Issue 24: standard, express at its own fee, or a free pick-up at an outlet, on the order for good.
describe('delivery options: POST /api/orders with delivery and pickupOutlet', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  let outletId: string;

  beforeAll(async () => {
    // ৳100 shipping, free over ৳1,000; no express until a fee is set.
    await makeSettings(t.db, { shippingFee: 100, freeShippingThreshold: 1000 });
    [admin, customer] = await Promise.all([signInAdmin(t.app, t.db), signUp(t.app, { name: 'Rupa' })]);
    outletId = (await createOutlet(t.db, null, OUTLET)).id;
  });

  const place = async (price: number, choice: object) => {
    const product = await makeProduct(t.db, { price, countInStock: 5 });
    const answer = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: SHIPPING_ADDRESS, ...choice } });
    const [{ stock }] = await t.db.select({ stock: products.countInStock }).from(products).where(eq(products.id, product.id));
    return { answer, stock, productId: product.id };
  };
  const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;
  /** As an admin saves it, so the shared settings every order reads are dropped. */
  const setExpressFee = async (fee: number | null) => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...current, expressFee: fee } })).statusCode).toBe(200);
  };

  it('is standard delivery by the shop’s fee when the order names none', async () => {
    const { answer } = await place(500, {});
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ delivery: 'standard', pickupOutlet: null, shippingPrice: 100, totalPrice: 600 });
  });

  it('refuses express while the shop sets no express fee, and charges its fee once it does, even where standard is free', async () => {
    await setExpressFee(null);
    const before = await orderCount();
    const refused = await place(500, { delivery: 'express' });
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.answer.json().message).toBe('Express delivery is not offered: choose standard delivery or pick-up');
    expect(refused.stock).toBe(5);
    expect(await orderCount()).toBe(before);

    await setExpressFee(250);
    const cheap = await place(500, { delivery: 'express' });
    expect(cheap.answer.json()).toMatchObject({ delivery: 'express', shippingPrice: 250, totalPrice: 750 });
    const dear = await place(5000, { delivery: 'express' });
    expect(dear.answer.json()).toMatchObject({ delivery: 'express', shippingPrice: 250, totalPrice: 5250 });
    await setExpressFee(null);
  });

  it('makes a pick-up free and keeps the outlet as it was when ordered', async () => {
    const { answer } = await place(500, { delivery: 'pickup', pickupOutlet: outletId });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ delivery: 'pickup', shippingPrice: 0, totalPrice: 500, pickupOutlet: { _id: outletId, name: 'Multiplan Center', nameBn: 'মাল্টিপ্ল্যান সেন্টার', phone: '01711-000111' } });
    await updateOutlet(t.db, t.app.cache, outletId, { ...OUTLET, name: 'Moved away' });
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${answer.json()._id}`, headers: bearer(customer) });
    expect(seen.json().pickupOutlet.name).toBe('Multiplan Center');
    await updateOutlet(t.db, t.app.cache, outletId, OUTLET);
    // The admin list names how each order comes.
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(admin) });
    expect(list.json().find((order: { _id: string }) => order._id === answer.json()._id)).toMatchObject({ delivery: 'pickup' });
  });

  it('refuses a pick-up without an outlet, at an outlet that does not exist, and a delivery it does not know, placing nothing', async () => {
    const before = await orderCount();
    const cases: [object, number, string][] = [
      [{ delivery: 'pickup' }, 400, 'Choose the outlet to pick the order up from'],
      [{ delivery: 'pickup', pickupOutlet: '00000000-0000-4000-8000-000000000000' }, 400, 'That outlet does not exist: choose one of the list'],
      [{ delivery: 'pickup', pickupOutlet: 'not-an-id' }, 400, 'Invalid outlet id'],
      [{ delivery: 'drone' }, 400, 'Delivery must be one of standard, express, pickup'],
      [{ delivery: 7 }, 400, 'Delivery must be one of standard, express, pickup'],
    ];
    for (const [choice, status, message] of cases) {
      const { answer, stock } = await place(500, choice);
      expect(answer.statusCode, JSON.stringify(choice)).toBe(status);
      expect(answer.json().message, JSON.stringify(choice)).toContain(message);
      expect(stock).toBe(5);
    }
    expect(await orderCount()).toBe(before);
  });

  it('lets an admin set and clear the express fee through the settings', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { expressFee: _, ...rest } = current;
    const put = (body: object) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: body });
    expect((await put({ ...rest, expressFee: 180 })).json().expressFee).toBe(180);
    // Left out: unchanged.
    expect((await put(rest)).json().expressFee).toBe(180);
    expect((await put({ ...rest, expressFee: null })).json().expressFee).toBe(null);
    expect((await put({ ...rest, expressFee: -5 })).statusCode).toBe(400);
  });
});
