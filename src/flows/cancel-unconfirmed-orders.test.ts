import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products } from '~/modules/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../test/factories.ts';
import { cancelUnconfirmedOrders } from './cancel-unconfirmed-orders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('orders the shop never confirmed are cancelled after its window, their stock back once', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await makeSettings(t.db);
    [admin, customer] = await Promise.all([signInAdmin(t.app, t.db), signUp(t.app, { name: 'Karim' })]);
  });

  const stockOf = async (id: string) => (await t.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0].n;
  const statusOf = async (id: string) => (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
  /** An order of 2 units of a new product (stock 5 → 3), placed `daysAgo` days before now. */
  async function orderPlaced(daysAgo: number) {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: SHIPPING_ADDRESS } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id: string = placed.json()._id;
    await t.db.update(orders).set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) }).where(eq(orders.id, id));
    return { id, productId: product.id };
  }
  const confirm = (id: string) => t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: bearer(admin), payload: { status: 'confirmed' } });

  it('cancels a placed order older than the window with a note in both languages, and leaves younger and confirmed ones', async () => {
    const old = await orderPlaced(3.1);
    const young = await orderPlaced(2.9);
    const confirmed = await orderPlaced(10);
    expect((await confirm(confirmed.id)).statusCode).toBe(200);

    expect(await cancelUnconfirmedOrders(t.db, t.app.cache)).toBe(1);

    expect(await statusOf(old.id)).toBe('cancelled');
    expect(await stockOf(old.productId)).toBe(5);
    const [event] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, old.id)).orderBy(orderEvents.at).offset(1);
    expect(event).toMatchObject({ kind: 'cancelled', actorId: null, actorName: 'Haat', note: 'Not confirmed within 3 days, so cancelled. / ৩ দিনের মধ্যে নিশ্চিত না হওয়ায় বাতিল।' });
    expect(await statusOf(young.id)).toBe('placed');
    expect(await stockOf(young.productId)).toBe(3);
    expect(await statusOf(confirmed.id)).toBe('confirmed');
    expect(await stockOf(confirmed.productId)).toBe(3);
    // The customer reads why on the order.
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${old.id}`, headers: bearer(customer) });
    expect(seen.json().history.at(-1)).toMatchObject({ kind: 'cancelled', note: event.note });

    // A second run finds nothing: the stock came back once.
    expect(await cancelUnconfirmedOrders(t.db, t.app.cache)).toBe(0);
    expect(await stockOf(old.productId)).toBe(5);
  });

  it('follows the window the shop set', async () => {
    await makeSettings(t.db, { confirmationDays: 7 });
    const order = await orderPlaced(5);
    expect(await cancelUnconfirmedOrders(t.db, t.app.cache)).toBe(0);
    expect(await statusOf(order.id)).toBe('placed');
    // Two days later it is past seven.
    expect(await cancelUnconfirmedOrders(t.db, t.app.cache, new Date(Date.now() + 2.1 * DAY_MS))).toBe(1);
    expect(await statusOf(order.id)).toBe('cancelled');
    await makeSettings(t.db);
  });

  it('leaves one result when an admin confirms an order as the job cancels it, and the stock back only if cancelled', async () => {
    for (let round = 0; round < 10; round++) {
      const order = await orderPlaced(4);
      const [, confirmed] = await Promise.all([cancelUnconfirmedOrders(t.db, t.app.cache), confirm(order.id)]);
      const status = await statusOf(order.id);
      expect(status === 'confirmed').toBe(confirmed.statusCode === 200);
      expect(await stockOf(order.productId)).toBe(status === 'cancelled' ? 5 : 3);
      expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(2);
    }
  });

  it('takes a backlog larger than one batch in one run', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 105; i++) ids.push((await orderPlaced(5)).id);
    expect(await cancelUnconfirmedOrders(t.db, t.app.cache)).toBe(105);
    for (const id of ids) expect(await statusOf(id)).toBe('cancelled');
  });
});
