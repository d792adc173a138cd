import { asc, eq, isNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOutlet } from '~/modules/directory/index.ts';
import { orderEvents, pendingMails, smsMessages } from '~/modules/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { bearer, signInAdmin, signInByCode, signUp, type SignedIn } from '../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../test/factories.ts';
import { tellCustomers } from './tell-customers.ts';

const ORIGIN = 'https://shop.example';

// Issue 24: the customer is told of each change of the order's state, once, whoever made it.
describe('customers are told of their orders’ changes by SMS and mail', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await makeSettings(t.db);
    [admin, customer] = await Promise.all([signInAdmin(t.app, t.db), signUp(t.app, { name: 'Karim' })]);
  });

  async function place(buyer: SignedIn, choice: object = {}) {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(buyer),
      payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: SHIPPING_ADDRESS, ...choice },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return { id: placed.json()._id as string, number: placed.json().number as number };
  }
  async function change(id: string, status: string, note?: string) {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload: { status, ...(note ? { note } : {}) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  /** What the order's customer was sent about it after it was placed, oldest first. */
  const smsOf = async (number: number) =>
    (
      await t.db
        .select({ to: smsMessages.to, text: smsMessages.text })
        .from(smsMessages)
        .where(like(smsMessages.text, `%#${number} %`))
        .orderBy(asc(smsMessages.createdAt))
    ).filter((sms) => !sms.text.includes('received'));
  const mailsOf = async (number: number) =>
    (
      await t.db
        .select({ to: pendingMails.to, subject: pendingMails.subject, text: pendingMails.text })
        .from(pendingMails)
        .where(like(pendingMails.subject, `Order #${number} %`))
        .orderBy(asc(pendingMails.createdAt))
    ).filter((mail) => !mail.subject.includes('received'));

  it('tells each change once: confirmed, shipped and delivered by SMS and mail with the shop’s note, packed by mail only, paid not at all', async () => {
    const order = await place(customer);
    await change(order.id, 'confirmed', 'Confirmed by phone');
    await change(order.id, 'packed');
    await change(order.id, 'shipped', 'With Sundarban, code SB-1');
    // Nothing is sent by the change itself: the telling writes it.
    expect(await smsOf(order.number)).toEqual([]);

    expect(await tellCustomers(t.db, ORIGIN)).toBe(3);
    await change(order.id, 'delivered');
    expect(await tellCustomers(t.db, ORIGIN)).toBe(1);

    const sms = await smsOf(order.number);
    expect(sms.map((m) => m.to)).toEqual(['+8801712345678', '+8801712345678', '+8801712345678']);
    expect(sms[0].text).toBe(
      [
        `Haat: Order #${order.number} is confirmed: we are getting it ready.`,
        'Confirmed by phone',
        `অর্ডার #${order.number} নিশ্চিত হয়েছে, আমরা প্রস্তুত করছি।`,
        `${ORIGIN}/track?order=${order.number}&phone=01712-345678`,
      ].join('\n'),
    );
    expect(sms[1].text).toContain('is on its way.\nWith Sundarban, code SB-1\n');
    expect(sms[2].text).toContain(`Order #${order.number} is delivered.`);
    const mails = await mailsOf(order.number);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [customer.email, `Order #${order.number} confirmed / নিশ্চিত`],
      [customer.email, `Order #${order.number} packed / প্যাক হয়েছে`],
      [customer.email, `Order #${order.number} on its way / পাঠানো হয়েছে`],
      [customer.email, `Order #${order.number} delivered / পৌঁছে গেছে`],
    ]);
    expect(mails[0].text).toContain(`${ORIGIN}/order/${order.id}`);

    // Told once: a second run finds nothing, and every entry of the history is marked.
    expect(await tellCustomers(t.db, ORIGIN)).toBe(0);
    expect(await smsOf(order.number)).toHaveLength(3);
    expect(await t.db.select().from(orderEvents).where(isNull(orderEvents.toldAt))).toEqual([]);
  });

  it('tells a customer without an e-mail address by SMS only, with the reason of a cancel', async () => {
    const byMobile = await signInByCode(t.app, t.db, undefined, 'Rahima');
    const order = await place(byMobile);
    await change(order.id, 'cancelled', 'Out of stock at the supplier');
    expect(await tellCustomers(t.db, ORIGIN)).toBe(1);
    const [sms] = await smsOf(order.number);
    expect(sms.text).toContain(
      `Order #${order.number} is cancelled.\nOut of stock at the supplier\nঅর্ডার #${order.number} বাতিল হয়েছে।`,
    );
    expect(await mailsOf(order.number)).toEqual([]);
  });

  it('tells a pick-up order’s customer by SMS that it is ready at the outlet', async () => {
    const outlet = await createOutlet(t.db, null, {
      name: 'Multiplan Center',
      nameBn: null,
      address: 'Level 6, Elephant Road, Dhaka',
      addressBn: null,
      phone: '01711-000111',
      mapUrl: '',
    });
    const order = await place(customer, { delivery: 'pickup', pickupOutlet: outlet.id });
    await change(order.id, 'confirmed');
    await change(order.id, 'packed');
    expect(await tellCustomers(t.db, ORIGIN)).toBe(2);
    const sms = await smsOf(order.number);
    expect(sms[1].text).toContain(
      `Order #${order.number} is ready: collect it at the outlet.\nMultiplan Center, Level 6, Elephant Road, Dhaka\n`,
    );
  });

  it('tells each change once when two runs go at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      const order = await place(customer);
      await change(order.id, 'confirmed');
      const [a, b] = await Promise.all([tellCustomers(t.db, ORIGIN), tellCustomers(t.db, ORIGIN)]);
      expect(a + b).toBe(1);
      expect(await smsOf(order.number)).toHaveLength(1);
      expect(await mailsOf(order.number)).toHaveLength(1);
    }
  });

  it('confirms by SMS a cancel the customer made themselves', async () => {
    const order = await place(customer);
    const cancelled = await t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, headers: bearer(customer) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await tellCustomers(t.db, ORIGIN)).toBe(1);
    expect((await smsOf(order.number))[0].text).toContain('is cancelled.');
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at))
      .offset(1);
    expect(event.toldAt).not.toBeNull();
  });
});
