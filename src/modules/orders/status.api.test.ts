import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../../test/factories.ts';
import { MAX_ORDER_NOTE_LENGTH, ORDER_STATUSES, ORDER_TRANSITIONS, RESTOCKING_STATUSES, type OrderStatus } from './constants.ts';

// ADR 017: one state machine, each change one conditional update on the state it leaves.
describe('an order’s states: PUT /api/orders/{id}/status', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await makeSettings(t.db);
    [admin, customer] = await Promise.all([signInAdmin(t.app, t.db), signUp(t.app, { name: 'Rahim' })]);
  });

  const stockOf = async (id: string) => (await t.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0].n;
  const move = (id: string, payload: unknown, user: SignedIn = admin) => t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: bearer(user), payload: payload as object });
  const rowOf = async (id: string) => {
    const [row] = await t.db.select({ status: orders.status, isPaid: orders.isPaid, deliveredAt: orders.deliveredAt }).from(orders).where(eq(orders.id, id));
    const events = await t.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, id));
    return { ...row, events: events.length };
  };

  /** A new order of 2 units of its own product, moved along the shortest allowed path to `status`. */
  async function orderIn(status: OrderStatus) {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: SHIPPING_ADDRESS } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id: string = placed.json()._id;
    const path: Record<OrderStatus, OrderStatus[]> = {
      placed: [],
      confirmed: ['confirmed'],
      packed: ['confirmed', 'packed'],
      shipped: ['confirmed', 'packed', 'shipped'],
      delivered: ['confirmed', 'packed', 'shipped', 'delivered'],
      cancelled: ['cancelled'],
      refused: ['confirmed', 'packed', 'shipped', 'refused'],
      returned: ['confirmed', 'packed', 'shipped', 'delivered', 'returned'],
    };
    for (const step of path[status]) expect((await move(id, { status: step })).statusCode).toBe(200);
    return { id, productId: product.id };
  }

  it('allows exactly the changes of the state machine, and refuses every other with a 409 naming the state, changing nothing', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const { id, productId } = await orderIn(from);
        const before = { row: await rowOf(id), stock: await stockOf(productId) };
        const answer = await move(id, { status: to, note: `${from} to ${to}` });
        if (ORDER_TRANSITIONS[from].includes(to)) {
          expect(answer.statusCode, `${from} → ${to}: ${answer.body}`).toBe(200);
          expect(answer.json()).toMatchObject({ status: to, isCancelled: to === 'cancelled' });
          expect(answer.json().history.at(-1)).toMatchObject({ kind: to, by: admin.name, note: `${from} to ${to}` });
          // Units come back on entering cancelled, refused or returned, and only then.
          expect(await stockOf(productId), `${from} → ${to}`).toBe(before.stock + (RESTOCKING_STATUSES.includes(to) ? 2 : 0));
        } else {
          expect(answer.statusCode, `${from} → ${to}`).toBe(409);
          expect(answer.json().message).toBe(from === to ? `This order is already ${to}` : `This order is ${from} and cannot become ${to}`);
          expect({ row: await rowOf(id), stock: await stockOf(productId) }).toEqual(before);
        }
      }
    }
  }, 120_000);

  it('records the cash when an order is delivered, keeps it delivered-on when it comes back, and lets a refused order not be paid', async () => {
    const { id } = await orderIn('shipped');
    const delivered = (await move(id, { status: 'delivered' })).json();
    expect(delivered).toMatchObject({ isPaid: true, isDelivered: true });
    expect(delivered.history.map((event: { kind: string }) => event.kind)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'paid', 'delivered']);
    const returned = (await move(id, { status: 'returned', note: 'Screen cracked on arrival' })).json();
    expect(returned).toMatchObject({ status: 'returned', isDelivered: true, deliveredAt: delivered.deliveredAt, isPaid: true });

    const refused = await orderIn('refused');
    const pay = await t.app.inject({ method: 'PUT', url: `/api/orders/${refused.id}/pay`, headers: bearer(admin) });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This order is refused and cannot be paid');
    expect(await rowOf(refused.id)).toMatchObject({ isPaid: false, deliveredAt: null });
  });

  it('leaves one result when two admins change one order at once, and returns its stock once', async () => {
    const { id, productId } = await orderIn('shipped');
    const stock = await stockOf(productId);
    const answers = await Promise.all([move(id, { status: 'refused' }), move(id, { status: 'delivered' }), move(id, { status: 'refused' })]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const { status, events } = await rowOf(id);
    expect(['refused', 'delivered']).toContain(status);
    // placed, confirmed, packed, shipped, then one change (delivered also records the cash).
    expect(events).toBe(status === 'delivered' ? 6 : 5);
    expect(await stockOf(productId)).toBe(status === 'refused' ? stock + 2 : stock);
  });

  it('lets two admins mark one order delivered at once: both are told it is delivered, recorded once', async () => {
    const { id } = await orderIn('shipped');
    const deliver = () => t.app.inject({ method: 'PUT', url: `/api/orders/${id}/deliver`, headers: bearer(admin) });
    const answers = await Promise.all([deliver(), deliver(), deliver()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // placed, confirmed, packed, shipped, paid, delivered.
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', isPaid: true, events: 6 });
  });

  it('lets only an admin move an order: the customer is refused, even on their own, and may only cancel before it is packed', async () => {
    const { id } = await orderIn('placed');
    expect((await move(id, { status: 'confirmed' }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, payload: { status: 'confirmed' } })).statusCode).toBe(401);
    expect(await rowOf(id)).toMatchObject({ status: 'placed', events: 1 });

    const packed = await orderIn('packed');
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/orders/${packed.id}/cancel`, headers: bearer(customer) });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('This order is packed: please call us to cancel it');
    const confirmed = await orderIn('confirmed');
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${confirmed.id}/cancel`, headers: bearer(customer) })).json()).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a wrong status, a note too long or with control characters, and a malformed or unknown id, changing nothing', async () => {
    const { id } = await orderIn('placed');
    const cases: [unknown, RegExp][] = [
      [{}, /Status must be one of placed, confirmed/],
      [{ status: 'paid' }, /Status must be one of/],
      [{ status: ['confirmed'] }, /Status must be one of/],
      [{ status: 'confirmed', note: 'x'.repeat(MAX_ORDER_NOTE_LENGTH + 1) }, new RegExp(`Note must be at most ${MAX_ORDER_NOTE_LENGTH} characters`)],
      [{ status: 'confirmed', note: 'called\u0000' }, /Note must not contain control characters/],
      [{ status: 'confirmed', note: 42 }, /Note/],
    ];
    for (const [payload, message] of cases) {
      const answer = await move(id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'placed', events: 1 });
    expect((await move('not-a-uuid', { status: 'confirmed' })).statusCode).toBe(400);
    expect((await move('00000000-0000-4000-8000-000000000000', { status: 'confirmed' })).statusCode).toBe(404);
    // An empty note is none.
    expect((await move(id, { status: 'confirmed', note: '  ' })).json().history.at(-1).note).toBeNull();
  });

  it('lists each order with its mobile number, district and how the other orders to that number ended', async () => {
    const product = await makeProduct(t.db, { countInStock: 20 });
    const address = { ...SHIPPING_ADDRESS, phone: '01811-223344' };
    const place = async () => (await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: address } })).json()._id as string;
    const through = async (id: string, steps: OrderStatus[]) => {
      for (const status of steps) expect((await move(id, { status })).statusCode).toBe(200);
    };
    await through(await place(), ['confirmed', 'packed', 'shipped', 'delivered']);
    await through(await place(), ['confirmed', 'packed', 'shipped', 'refused']);
    await through(await place(), ['cancelled']);
    const newest = await place();
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=placed', headers: bearer(admin) });
    const row = list.json().find((order: { _id: string }) => order._id === newest);
    expect(row).toMatchObject({ phone: '+8801811223344', district: SHIPPING_ADDRESS.district, pastOrders: { total: 3, delivered: 1, refused: 1, returned: 0 } });
  });
});
