import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, shipments } from '~/modules/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../test/auth.ts';
import { FAKE_STEADFAST_KEYS, startFakeSteadfast, type FakeSteadfast } from '../../test/fake-steadfast.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../test/factories.ts';
import { syncShipments } from './ship-order.ts';

const WEBHOOK_TOKEN = 'a-webhook-token-of-at-least-32-characters';
const TIMEOUT_MS = 300;
const HOUR = 60 * 60_000;

// ADR 042: a packed order handed to a courier by hand or booked with Steadfast's API (a fake on
// 127.0.0.1 speaking its documented requests), never booked twice, followed to the door.
describe('shipping an order with a courier', () => {
  let fake: FakeSteadfast;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeSteadfast();
    Object.assign(env, {
      COURIER_PROVIDER: 'steadfast',
      STEADFAST_API_KEY: FAKE_STEADFAST_KEYS.apiKey,
      STEADFAST_SECRET_KEY: FAKE_STEADFAST_KEYS.secretKey,
      STEADFAST_URL: fake.url,
      COURIER_TIMEOUT_MS: String(TIMEOUT_MS),
      STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    });
  });
  afterAll(() => fake.close());
  const t = useTestApp({ env });
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await makeSettings(t.db);
    [admin, customer] = await Promise.all([signInAdmin(t.app, t.db), signUp(t.app, { name: 'Sumi Akter' })]);
  });

  const move = (id: string, status: string) => t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: bearer(admin), payload: { status } });
  const ship = (id: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/shipment`, headers: bearer(admin), payload });
  const orderOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(customer) })).json();
  const consignmentsOf = (number: number) => fake.consignments.filter((c) => c.invoice === String(number));
  const sync = (later = 0) => syncShipments(t.db, t.app.cache, t.app.courier!, { unansweredAfterMs: TIMEOUT_MS + 1000, now: new Date(Date.now() + later) });

  /** A new order of 2 units (stock 5 → 3), confirmed and packed unless `packed` is false. */
  async function order(packed = true) {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: SHIPPING_ADDRESS } });
    const { _id: id, number, totalPrice } = placed.json();
    if (packed) for (const status of ['confirmed', 'packed']) expect((await move(id, status)).statusCode).toBe(200);
    return { id: id as string, number: number as number, totalPrice: totalPrice as number, productId: product.id };
  }

  it('records a parcel handed over by hand: the order is shipped with the courier and code in its history, once', async () => {
    const placed = await order(false);
    expect((await ship(placed.id, { courierName: 'Sundarban', trackingCode: 'SB-1001' })).statusCode).toBe(409);
    await move(placed.id, 'confirmed');
    await move(placed.id, 'packed');
    const shipped = await ship(placed.id, { courierName: ' Sundarban ', trackingCode: 'SB-1001', trackingUrl: 'https://sundarban.example/track/SB-1001' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', shipment: { courier: 'Sundarban', state: 'booked', trackingCode: 'SB-1001', trackingUrl: 'https://sundarban.example/track/SB-1001' } });
    expect(shipped.json().history.at(-1)).toMatchObject({ kind: 'shipped', note: 'Sundarban: SB-1001' });
    expect((await orderOf(placed.id)).shipment.trackingCode).toBe('SB-1001');
    expect((await ship(placed.id, { courierName: 'Sundarban', trackingCode: 'SB-1002' })).statusCode).toBe(409);
    // Half a hand-over, a link that is not one, a control character: 400, nothing written.
    const other = await order();
    for (const payload of [{ courierName: 'Sundarban' }, { courierName: 'Sundarban', trackingCode: 'X', trackingUrl: 'javascript:alert(1)' }, { courierName: 'Sun\u0000', trackingCode: 'X' }]) {
      expect((await ship(other.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, other.id))).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('books a packed order with Steadfast: the documented request, the customer’s tracking code and link, the order shipped', async () => {
    const placed = await order();
    const answer = await ship(placed.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const [consignment] = consignmentsOf(placed.number);
    expect(consignment).toMatchObject({ recipient_name: 'Sumi Akter', recipient_phone: '01712345678', cod_amount: placed.totalPrice });
    expect(answer.json()).toMatchObject({ status: 'shipped', shipment: { courier: 'Steadfast', state: 'booked', trackingCode: consignment.tracking_code, trackingUrl: `https://steadfast.com.bd/t/${consignment.tracking_code}` } });
    expect((await ship(placed.id)).statusCode).toBe(409);
    expect(consignmentsOf(placed.number)).toHaveLength(1);
  });

  it('makes one booking when two admins book one order at once', async () => {
    const placed = await order();
    const answers = await Promise.all([ship(placed.id), ship(placed.id), ship(placed.id, { courierName: 'Sundarban', trackingCode: 'SB-3' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await orderOf(placed.id)).status).toBe('shipped');
    expect(consignmentsOf(placed.number).length).toBeLessThanOrEqual(1);
    const events = (await orderOf(placed.id)).history.filter((event: { kind: string }) => event.kind === 'shipped');
    expect(events).toHaveLength(1);
  });

  it('leaves the order packed when Steadfast refuses, and books it again later by itself', async () => {
    const placed = await order();
    fake.script({ answer: { status: 500, body: 'Internal Server Error' } });
    const refused = await ship(placed.id);
    expect(refused.json()).toMatchObject({ status: 'packed', shipment: { state: 'failed' } });
    expect(consignmentsOf(placed.number)).toHaveLength(0);
    await sync();
    expect((await orderOf(placed.id)).status).toBe('packed');
    // Its delay has passed: booked on the next run.
    await sync(HOUR);
    expect(await orderOf(placed.id)).toMatchObject({ status: 'shipped', shipment: { state: 'booked' } });
    expect(consignmentsOf(placed.number)).toHaveLength(1);
  });

  it('never books twice when an answer is lost: the job asks by invoice, and books again only what Steadfast never got', async () => {
    const got = await order();
    fake.script({ afterWork: true, hang: true });
    expect((await ship(got.id)).json()).toMatchObject({ status: 'packed', shipment: { state: 'booking' } });
    // Under way: a second booking is refused.
    expect((await ship(got.id)).statusCode).toBe(409);
    const lost = await order();
    fake.script('hang');
    expect((await ship(lost.id)).json()).toMatchObject({ status: 'packed', shipment: { state: 'booking' } });
    expect(consignmentsOf(lost.number)).toHaveLength(0);

    await sync(5_000);
    expect(await orderOf(got.id)).toMatchObject({ status: 'shipped', shipment: { state: 'booked' } });
    expect((await orderOf(lost.id)).shipment.state).toBe('failed');
    await sync(HOUR);
    expect((await orderOf(lost.id)).status).toBe('shipped');
    expect(consignmentsOf(got.number)).toHaveLength(1);
    expect(consignmentsOf(lost.number)).toHaveLength(1);
  });

  it('books a selection at once, each order answering for itself', async () => {
    const packed = [await order(), await order(), await order()];
    const notPacked = await order(false);
    const answer = await t.app.inject({ method: 'POST', url: '/api/shipments', headers: bearer(admin), payload: { orderIds: [...packed.map((o) => o.id), notPacked.id] } });
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json() as { orderId: string; booked: boolean; error?: string }[];
    expect(results.filter((r) => r.booked).map((r) => r.orderId).sort()).toEqual(packed.map((o) => o.id).sort());
    expect(results.find((r) => r.orderId === notPacked.id)).toMatchObject({ booked: false, error: 'This order is placed: only a packed order is handed to a courier' });
    for (const o of packed) expect((await orderOf(o.id)).status).toBe('shipped');
    expect(fake.requests.filter((r) => r.path.endsWith('/bulk-order')).length).toBeGreaterThan(0);
  });

  it('follows each parcel: delivered is delivered and paid; cancelled by the courier is refused at the door, the stock back once', async () => {
    const delivered = await order();
    const refused = await order();
    await ship(delivered.id);
    await ship(refused.id);
    fake.setStatus(String(delivered.number), 'delivered');
    fake.setStatus(String(refused.number), 'cancelled');
    await sync();
    await sync();
    expect(await orderOf(delivered.id)).toMatchObject({ status: 'delivered', isPaid: true, shipment: { courierStatus: 'delivered' } });
    expect((await orderOf(refused.id)).status).toBe('refused');
    const [{ stock }] = await t.db.select({ stock: products.countInStock }).from(products).where(eq(products.id, refused.productId));
    expect(stock).toBe(5);
    // A parcel on its way whose word has not changed: asking again writes nothing.
    const waiting = await order();
    await ship(waiting.id);
    const before = await t.db.select().from(shipments).where(eq(shipments.orderId, waiting.id));
    await sync();
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, waiting.id))).toEqual(before);
  });

  it('takes Steadfast’s webhook only with its token, for a parcel of ours, and moves the order once', async () => {
    const placed = await order();
    await ship(placed.id);
    const [consignment] = consignmentsOf(placed.number);
    const hook = (payload: object, token: string | null = WEBHOOK_TOKEN) =>
      t.app.inject({ method: 'POST', url: '/api/couriers/steadfast/webhook', headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
    const delivered = { notification_type: 'delivery_status', consignment_id: consignment.consignment_id, invoice: String(placed.number), status: 'Delivered', cod_amount: 1500, tracking_message: 'Delivered' };
    expect((await hook(delivered, null)).statusCode).toBe(401);
    expect((await hook(delivered, 'x'.repeat(WEBHOOK_TOKEN.length))).statusCode).toBe(401);
    expect((await hook({ ...delivered, consignment_id: 999_999_999, invoice: '999999' })).statusCode).toBe(404);
    expect((await hook({ ...delivered, notification_type: 'prank' })).statusCode).toBe(400);
    expect((await orderOf(placed.id)).status).toBe('shipped');
    for (let i = 0; i < 2; i++) expect((await hook(delivered)).json()).toEqual({ status: 'success', message: 'Webhook received successfully.' });
    const seen = await orderOf(placed.id);
    expect(seen).toMatchObject({ status: 'delivered', isPaid: true });
    expect(seen.history.filter((event: { kind: string }) => event.kind === 'delivered')).toHaveLength(1);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.id));
    expect(row.status).toBe('delivered');
  });
});
