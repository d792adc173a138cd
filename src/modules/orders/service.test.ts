import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '~/modules/schema.ts';
import { DomainError } from '~/platform/errors.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../../test/factories.ts';
import type { Actor } from './history.ts';
import { changeStatus, markDelivered, markPaid } from './service.ts';

// ADR 017: only the shop records the cash, the delivery and every other change but a cancel, whichever door asks.
describe('orders service: who may mark an order paid or delivered', () => {
  const t = useTestApp();
  let customer: SignedIn;
  let admin: SignedIn;
  let orderId: string;

  beforeAll(async () => {
    await makeSettings(t.db);
    [customer, admin] = await Promise.all([signUp(t.app, { name: 'Rahim' }), signInAdmin(t.app, t.db)]);
    const product = await makeProduct(t.db, { countInStock: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: SHIPPING_ADDRESS },
    });
    orderId = placed.json()._id;
  });

  const actor = (user: SignedIn): Actor => ({ id: user.id, name: user.name, isAdmin: user.isAdmin });
  const stateOf = async () => {
    const [row] = await t.db.select({ isPaid: orders.isPaid, status: orders.status }).from(orders).where(eq(orders.id, orderId));
    const events = await t.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
    return { ...row, events: events.map((event) => event.kind) };
  };
  const refusalOf = (attempt: Promise<void>) =>
    attempt.then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? error.kind : error),
    );

  it('refuses the customer, even on their own order, and changes nothing', async () => {
    const before = await stateOf();
    expect(before).toEqual({ isPaid: false, status: 'placed', events: ['placed'] });
    expect(await refusalOf(markPaid(t.db, actor(customer), orderId))).toBe('FORBIDDEN');
    expect(await refusalOf(markDelivered(t.db, actor(customer), orderId))).toBe('FORBIDDEN');
    for (const status of ['confirmed', 'shipped', 'delivered', 'returned'] as const) {
      expect(await refusalOf(t.db.transaction(async (tx) => void (await changeStatus(tx, actor(customer), orderId, { status, note: null }))))).toBe('FORBIDDEN');
    }
    expect(await stateOf()).toEqual(before);
  });

  it('lets an admin mark it paid, then delivered', async () => {
    await markPaid(t.db, actor(admin), orderId);
    await markDelivered(t.db, actor(admin), orderId);
    expect(await stateOf()).toEqual({ isPaid: true, status: 'delivered', events: ['placed', 'paid', 'delivered'] });
  });
});
