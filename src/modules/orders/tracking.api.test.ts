import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signInByCode } from '../../../test/auth.ts';
import { makeProduct, makeSettings } from '../../../test/factories.ts';
import { DomainError } from '~/platform/errors.ts';
import { TrackQuerySchema } from './contracts.ts';
import { NO_SUCH_ORDER, TRACK_LIMITS, trackOrder } from './tracking.ts';

const ADDRESS = { address: '5 Station Road', city: 'Khulna', postalCode: '9100', country: 'Bangladesh', district: 'khulna' };

describe('tracking an order by its number and mobile number', () => {
  const t = useTestApp();
  beforeAll(() => makeSettings(t.db));
  let address = 0;
  const newAddress = () => `198.19.${Math.floor(++address / 250)}.${address % 250}`;
  const track = (order: string | number, phone: string, ip = newAddress()) =>
    trackOrder({ db: t.db, limiter: t.app.auth.limiter }, TrackQuerySchema.parse({ order: String(order), phone }), ip);
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: DomainError) => ({ kind: error.kind, message: error.message }));

  async function placeOrder() {
    const shopper = await signInByCode(t.app, t.db, undefined, 'Tracked Shopper');
    const product = await makeProduct(t.db, { name: 'Rice Cooker', countInStock: 5 });
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(shopper), payload: { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: ADDRESS } });
    expect(response.statusCode).toBe(201);
    return { shopper, order: response.json() as { _id: string; number: number } };
  }

  it('shows the status, lines and history (with the shop’s notes) of the order for its mobile number, however it is written, and nothing of the person', async () => {
    const { shopper, order } = await placeOrder();
    const admin = await signInAdmin(t.app, t.db);
    await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/pay`, headers: bearer(admin) });
    const confirmed = await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/status`, headers: bearer(admin), payload: { status: 'confirmed', note: 'Confirmed by phone: delivery on Sunday' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const local = `0${shopper.phone.slice(4, 8)}-${shopper.phone.slice(8)}`;
    const bengali = local.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
    for (const [number, phone] of [[order.number, shopper.phone], [`#${order.number}`, local], [String(order.number).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]), bengali]] as const) {
      const tracked = await track(number, phone);
      expect(tracked).toMatchObject({ number: order.number, status: 'confirmed', orderItems: [{ name: 'Rice Cooker', qty: 2 }] });
      expect(tracked.history.map((event) => [event.kind, event.note])).toEqual([['placed', null], ['paid', null], ['confirmed', 'Confirmed by phone: delivery on Sunday']]);
      expect(JSON.stringify(tracked)).not.toMatch(/Tracked Shopper|Station Road|Test Admin/);
    }
  });

  it('answers a wrong mobile number exactly like an order that does not exist', async () => {
    const { order } = await placeOrder();
    const wrong = await refusal(track(order.number, '01999-000000'));
    const unknown = await refusal(track(999_999_999, '01999-000000'));
    expect(wrong).toEqual({ kind: 'NOT_FOUND', message: NO_SUCH_ORDER });
    expect(unknown).toEqual(wrong);
  });

  it('limits tracking per client address and per order number (guessing its mobile number)', async () => {
    const { shopper, order } = await placeOrder();
    const ip = newAddress();
    for (let i = 0; i < TRACK_LIMITS.perIp.limit; i++) await refusal(track(999_999_000 + i, '01999-000000', ip));
    expect(await refusal(track(order.number, shopper.phone, ip))).toMatchObject({ kind: 'RATE_LIMITED' });

    // Guesses at one order's number from many addresses: after the limit even the right number waits.
    for (let i = 0; i < TRACK_LIMITS.perOrder.limit - 1; i++) await refusal(track(order.number, `01999-0000${String(i).padStart(2, '0')}`));
    expect((await track(order.number, shopper.phone)).number).toBe(order.number);
    expect(await refusal(track(order.number, shopper.phone))).toMatchObject({ kind: 'RATE_LIMITED' });
  });

  it('refuses a malformed order number or mobile number with a clear message', () => {
    const messageOf = (query: object) => TrackQuerySchema.safeParse(query).error?.issues[0].message;
    expect(messageOf({ order: 'abc', phone: '01712345678' })).toBe('Order number is the number in your confirmation, such as 100123');
    expect(messageOf({ order: '0', phone: '01712345678' })).toBe('Order number is the number in your confirmation, such as 100123');
    expect(messageOf({ order: '9'.repeat(30), phone: '01712345678' })).toBe('Order number is the number in your confirmation, such as 100123');
    expect(messageOf({ order: '100001', phone: '0171234567' })).toMatch(/Bangladeshi mobile number/);
    expect(messageOf({ order: '100001\u0000', phone: '01712345678' })).toBe('Order number must not contain control characters');
  });
});
