import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress } from '~/modules/orders/addresses.ts';
import { CASH_ON_DELIVERY } from '~/modules/orders/constants.ts';
import type { SavedAddress } from '~/modules/orders/contracts.ts';
import { DomainError } from '~/platform/errors.ts';
import { useTestApp } from '../../test/app.ts';
import { signUp, type SignedIn } from '../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../test/factories.ts';
import { KEY_REUSED, placeOrder, type PlaceOrderRequest } from './place-order.ts';

// ADR 016: the flow, not the door, says what a request under an idempotency key is.
describe('placing an order: its address and its identity come from the flow', () => {
  const t = useTestApp();
  let customer: SignedIn;
  let saved: SavedAddress;
  const deps = () => ({ cache: t.app.cache, mailQueue: t.app.mailQueue, smsQueue: t.app.smsQueue, origin: 'http://localhost' });
  const place = (request: Omit<PlaceOrderRequest, 'customer' | 'paymentMethod' | 'delivery'> & Partial<Pick<PlaceOrderRequest, 'delivery'>>) =>
    placeOrder(t.db, deps(), { customer: { id: customer.id, name: customer.name, email: customer.email, phone: null }, paymentMethod: CASH_ON_DELIVERY, delivery: { delivery: 'standard' }, ...request });
  const refusalOf = (attempt: Promise<unknown>) =>
    attempt.then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? error.message : error),
    );

  beforeAll(async () => {
    await makeSettings(t.db);
    customer = await signUp(t.app, { name: 'Rahim' });
    saved = await addAddress(t.db, customer.id, { ...SHIPPING_ADDRESS, district: 'khulna', address: '7 Saved Lane' });
  });

  it('completes a sent address from the default one, and takes the items in any order as the same request', async () => {
    const [a, b] = await Promise.all([makeProduct(t.db, { countInStock: 5 }), makeProduct(t.db, { countInStock: 5 })]);
    const { phone: _, district: __, ...sent } = SHIPPING_ADDRESS;
    const idempotencyKey = randomUUID();
    const items = [
      { productId: a.id, qty: 1 },
      { productId: b.id, qty: 2 },
    ];
    const first = await place({ items, shipTo: { sent }, idempotencyKey });
    expect(first.order.shippingAddress).toMatchObject({ address: sent.address, district: 'khulna', phone: saved.phone });
    const again = await place({ items: [...items].reverse(), shipTo: { sent }, idempotencyKey });
    expect(again).toMatchObject({ replayed: true, order: { id: first.order.id } });
    expect(await refusalOf(place({ items, shipTo: { sent: { ...sent, city: 'Dhaka' } }, idempotencyKey }))).toBe(KEY_REUSED);
  });

  it('ships to a saved address as a copy, and under one key the total shown is the request', async () => {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const items = [{ productId: product.id, qty: 1 }];
    const first = await place({ items, shipTo: { saved }, idempotencyKey: null });
    const { id: _, isDefault: __, ...copy } = saved;
    expect(first.order.shippingAddress).toEqual(copy);
    // The review page's form: its one-time token and the total it showed.
    const shown = { idempotencyKey: randomUUID(), expectedTotal: first.order.totalPrice };
    const placed = await place({ items, shipTo: { saved }, ...shown });
    expect(await place({ items, shipTo: { saved }, ...shown })).toMatchObject({ replayed: true, order: { id: placed.order.id } });
    expect(await refusalOf(place({ items, shipTo: { saved }, ...shown, expectedTotal: shown.expectedTotal + 1 }))).toBe(KEY_REUSED);
  });
});
