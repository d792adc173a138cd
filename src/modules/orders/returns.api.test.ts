import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderReturns, orders, products, smsMessages } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeCategory, makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../../test/factories.ts';

const HOUR_MS = 60 * 60 * 1000;

// Issue 24 §7: returns and refunds by the seed's policy.
describe('returns: POST /api/orders/{id}/returns, PUT /api/orders/{id}/returns, POST /api/orders/{id}/returns/refund', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  let other: SignedIn;
  let software: string;

  beforeAll(async () => {
    await makeSettings(t.db);
    [admin, customer, other] = await Promise.all([
      signInAdmin(t.app, t.db),
      signUp(t.app, { name: 'Karim' }),
      signUp(t.app, { name: 'Someone Else' }),
    ]);
    software = (await makeCategory(t.db, { name: `Anti Virus ${Date.now()}`, returnable: false })).id;
  });

  const stockOf = async (id: string) =>
    (await t.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0].n;
  /** A delivered order: 2 routers at ৳1,500 and 1 licence at ৳800 (stock 5 each before). */
  async function delivered() {
    const router = await makeProduct(t.db, { price: 1500, countInStock: 5 });
    const licence = await makeProduct(t.db, { price: 800, countInStock: 5, categoryId: software });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: {
        orderItems: [
          { product: router.id, qty: 2 },
          { product: licence.id, qty: 1 },
        ],
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id: string = placed.json()._id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${id}/deliver`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    return { id, router: router.id, licence: licence.id };
  }
  const ask = (who: SignedIn, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${id}/returns`, headers: bearer(who), payload });
  const decide = (who: SignedIn, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${id}/returns`, headers: bearer(who), payload });
  const refund = (who: SignedIn, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${id}/returns/refund`, headers: bearer(who), payload });
  const returnsOf = async (id: string) => t.db.select().from(orderReturns).where(eq(orderReturns.orderId, id));

  it('takes a return of one router, approved, received with a bKash refund: one unit back in stock once, the order stays delivered', async () => {
    const order = await delivered();
    const asked = await ask(customer, order.id, { reason: 'The second port does not work', lines: [{ line: 1, qty: 1 }] });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().orderReturn).toMatchObject({
      state: 'requested',
      reason: 'The second port does not work',
      lines: [{ line: 1, qty: 1 }],
      refund: null,
    });
    expect(asked.json().history.at(-1)).toMatchObject({ kind: 'return-requested' });

    const approved = await decide(admin, order.id, { decision: 'approve', note: 'Send it with the courier' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().orderReturn).toMatchObject({ state: 'approved', decisionNote: 'Send it with the courier' });

    const paid = await refund(admin, order.id, { method: 'bkash', amount: '১৪০০', charges: 100, reference: '8N7A6D5X' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().orderReturn).toMatchObject({
      state: 'received',
      refund: { method: 'bkash', amount: 1400, charges: 100, reference: '8N7A6D5X' },
    });
    expect(paid.json().status).toBe('delivered');
    expect(paid.json().history.at(-1)).toMatchObject({ kind: 'refunded', note: '৳1,400 · bKash · 8N7A6D5X' });
    expect(await stockOf(order.router)).toBe(4);
    // The customer is told of the decision with the shop's word, and of the refund with its amount.
    await t.app.tellingQueue.drain();
    const told = (
      await t.db
        .select({ text: smsMessages.text })
        .from(smsMessages)
        .where(like(smsMessages.text, `%#${paid.json().number} %`))
    ).map((sms) => sms.text);
    expect(told.find((text) => text.includes('is approved'))).toContain('Send it with the courier');
    expect(told.find((text) => text.includes('refunded you'))).toContain('৳1,400 · bKash · 8N7A6D5X');
    // Received once: a second refund is a 409 and changes nothing.
    const again = await refund(admin, order.id, { method: 'cash', amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This order's return is received, not approved");
    expect(await stockOf(order.router)).toBe(4);
  });

  it('makes an order returned whole returned, every unit back once, also when two admins receive it at the same moment', async () => {
    const cheap = await makeProduct(t.db, { price: 300, countInStock: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { orderItems: [{ product: cheap.id, qty: 2 }], shippingAddress: SHIPPING_ADDRESS },
    });
    const id: string = placed.json()._id;
    await t.app.inject({ method: 'PUT', url: `/api/orders/${id}/deliver`, headers: bearer(admin) });
    expect((await ask(customer, id, { reason: 'Wrong colour', lines: [{ line: 1, qty: 2 }] })).statusCode).toBe(201);
    // A return in progress: the order is not moved to returned by hand.
    const byHand = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'returned' },
    });
    expect(byHand.statusCode).toBe(409);
    expect((await decide(admin, id, { decision: 'approve' })).statusCode).toBe(200);
    const answers = await Promise.all([
      refund(admin, id, { method: 'cash', amount: 600 }),
      refund(admin, id, { method: 'cash', amount: 600 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(cheap.id)).toBe(5);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('returned');
  });

  it('refuses a licence, a line not in the order, more units than bought, and a refund above what the units cost, writing nothing', async () => {
    const order = await delivered();
    const cases: [object, number, string][] = [
      [
        { reason: 'Key does not work', lines: [{ line: 2, qty: 1 }] },
        409,
        `cannot be returned: software and licences are not taken back`,
      ],
      [{ reason: 'Broken', lines: [{ line: 3, qty: 1 }] }, 400, 'Line 3 is not a line of this order'],
      [{ reason: 'Broken', lines: [{ line: 1, qty: 3 }] }, 400, 'at most 2 can be returned'],
      [
        {
          reason: 'Broken',
          lines: [
            { line: 1, qty: 1 },
            { line: 1, qty: 1 },
          ],
        },
        400,
        'Name each line once',
      ],
      [{ reason: '   ', lines: [{ line: 1, qty: 1 }] }, 400, 'Reason is required'],
      [{ reason: 'Broken', lines: [] }, 400, 'Choose what to return'],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await ask(customer, order.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().message).toContain(message);
    }
    expect(await returnsOf(order.id)).toEqual([]);

    expect((await ask(customer, order.id, { reason: 'Broken', lines: [{ line: 1, qty: 1 }] })).statusCode).toBe(201);
    await decide(admin, order.id, { decision: 'approve' });
    const tooMuch = await refund(admin, order.id, { method: 'nagad', amount: 1500, charges: 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The refund and the charges come to more than the returned items cost (৳1,500)');
    expect((await returnsOf(order.id))[0].state).toBe('approved');
    expect(await stockOf(order.router)).toBe(3);
  });

  it('takes returns only from the customer, of a delivered order within 24 hours, one at a time; decisions only from the shop', async () => {
    const order = await delivered();
    const body = { reason: 'Broken', lines: [{ line: 1, qty: 1 }] };
    expect((await ask(other, order.id, body)).statusCode).toBe(404);
    expect((await ask(admin, order.id, body)).statusCode).toBe(403);
    expect((await decide(customer, order.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await refund(customer, order.id, { method: 'cash', amount: 1 })).statusCode).toBe(403);
    expect((await decide(admin, order.id, { decision: 'approve' })).json().message).toBe('This order has no return');

    // Two asks at once: one return.
    const both = await Promise.all([ask(customer, order.id, body), ask(customer, order.id, body)]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await returnsOf(order.id)).toHaveLength(1);

    // Refused with a reason, the customer may ask again while the window is open.
    const refused = await decide(admin, order.id, { decision: 'refuse', note: 'The seal is broken' });
    expect(refused.json().orderReturn).toMatchObject({ state: 'refused', decisionNote: 'The seal is broken' });
    expect((await decide(admin, order.id, { decision: 'approve' })).json().message).toBe(
      "This order's return is refused, not requested",
    );
    expect((await ask(customer, order.id, body)).statusCode).toBe(201);

    // Late: past the window after delivery.
    const late = await delivered();
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 25 * HOUR_MS) })
      .where(eq(orders.id, late.id));
    const tooLate = await ask(customer, late.id, body);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('Returns are taken within 24 hours of delivery: please call us');
    // The shop's window is a setting: at 48 hours the same order may be returned.
    await makeSettings(t.db, { returnHours: 48 });
    expect((await ask(customer, late.id, body)).statusCode).toBe(201);
    await makeSettings(t.db);
    // Not delivered yet.
    const product = await makeProduct(t.db, { countInStock: 5 });
    const open = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer),
        payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: SHIPPING_ADDRESS },
      })
    ).json();
    expect((await ask(customer, open._id, body)).json().message).toBe(
      'This order is placed: only a delivered order can be returned',
    );
  });
});
