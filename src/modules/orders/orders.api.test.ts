import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, outbox, pendingMails, products, smsMessages } from '~/modules/schema.ts';
import { invalidateSettingsCache } from '~/modules/settings/service.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signInByCode, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeProduct, makeSettings } from '../../../test/factories.ts';

const ADDRESS = { address: '12 KDA Avenue', city: 'Khulna', postalCode: '9100', country: 'Bangladesh', district: 'khulna', phone: '01712-345678' };
const OUTSIDE = { ...ADDRESS, city: 'Dhaka', postalCode: '1000', district: 'dhaka' };

describe('orders API', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    await makeSettings(t.db);
    admin = await signInAdmin(t.app, t.db);
    [customer, other] = await Promise.all([signUp(t.app, { name: 'Rahim' }), signUp(t.app, { name: 'Karim' })]);
  });

  const order = (user: SignedIn, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...bearer(user), ...headers }, payload });
  const stockOf = async (id: string) => (await t.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0].n;
  const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;

  it('charges the server’s prices, whatever the client sends, takes the stock and answers the spec’s order shape', async () => {
    const laptop = await makeProduct(t.db, { name: 'Laptop', price: 50_000, discount: 2_000, countInStock: 3, image: '/uploads/laptop.webp' });
    const mouse = await makeProduct(t.db, { name: 'Mouse', price: 500, countInStock: 10 });
    const response = await order(customer, {
      orderItems: [
        { product: laptop.id, qty: 2, name: 'Cheap', price: 1, image: 'x' },
        { product: mouse.id, qty: 1, price: 0 },
      ],
      shippingAddress: OUTSIDE,
      paymentMethod: 'Cash on Delivery',
      itemsPrice: 1,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      user: { _id: customer.id, name: 'Rahim', email: customer.email },
      orderItems: [
        { name: 'Laptop', qty: 2, image: '/uploads/laptop.webp', price: 48_000, product: laptop.id },
        { name: 'Mouse', qty: 1, price: 500, product: mouse.id },
      ],
      shippingAddress: { ...OUTSIDE, phone: '+8801712345678' },
      paymentMethod: 'Cash on Delivery',
      itemsPrice: 96_500,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 96_500,
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
      status: 'placed',
    });
    expect(typeof body._id).toBe('string');
    expect(body.number).toBeGreaterThan(100_000);
    expect(body.history).toEqual([expect.objectContaining({ kind: 'placed', by: 'Rahim' })]);
    expect(await stockOf(laptop.id)).toBe(1);
    expect(await stockOf(mouse.id)).toBe(9);
  });

  it('charges the flat fee below the threshold, the local fee in the shop’s district, and the tax rate', async () => {
    const cheap = await makeProduct(t.db, { price: 80, countInStock: 50 });
    const place = async (address: object) => (await order(customer, { orderItems: [{ product: cheap.id, qty: 1 }], shippingAddress: address })).json();
    expect(await place(OUTSIDE)).toMatchObject({ itemsPrice: 80, shippingPrice: 100, taxPrice: 0, totalPrice: 180 });
    // No local fee set: the flat fee inside the shop's district too.
    expect(await place(ADDRESS)).toMatchObject({ shippingPrice: 100 });
    // Written behind the app's back, so the shared settings are dropped as an admin's save does.
    const changeSettings = async (fields: Parameters<typeof makeSettings>[1] = {}) => {
      await makeSettings(t.db, fields);
      invalidateSettingsCache(t.app.cache);
    };
    await changeSettings({ localShippingFee: 60, taxRateBasisPoints: 500 });
    try {
      expect(await place(ADDRESS)).toMatchObject({ itemsPrice: 80, shippingPrice: 60, taxPrice: 4, totalPrice: 144 });
      expect(await place(OUTSIDE)).toMatchObject({ shippingPrice: 100, totalPrice: 184 });
      // No district sent: read from the city ("Khulna").
      const { district: _, ...withoutDistrict } = ADDRESS;
      expect(await place(withoutDistrict)).toMatchObject({ shippingPrice: 60, shippingAddress: { district: 'khulna' } });
    } finally {
      await changeSettings();
    }
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['huge', 1_000_000],
    ['non-numeric', 'two'],
    ['empty', ''],
    ['null', null],
  ])('refuses a %s quantity with a 400 and changes nothing', async (_, qty) => {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const before = await orderCount();
    const response = await order(customer, { orderItems: [{ product: product.id, qty }], shippingAddress: ADDRESS });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Quantity must be a whole number from 1 to 999/);
    expect(await stockOf(product.id)).toBe(5);
    expect(await orderCount()).toBe(before);
  });

  it('refuses more than the stock with a 409 naming the product, and changes nothing at all', async () => {
    const plenty = await makeProduct(t.db, { countInStock: 10 });
    const scarce = await makeProduct(t.db, { name: 'Scarce Monitor', countInStock: 2 });
    await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: bearer(customer), payload: { productId: plenty.id, qty: 1 } });
    const before = await orderCount();
    const response = await order(customer, {
      orderItems: [
        { product: plenty.id, qty: 3 },
        { product: scarce.id, qty: 3 },
      ],
      shippingAddress: ADDRESS,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 2 of Scarce Monitor left in stock');
    expect([await stockOf(plenty.id), await stockOf(scarce.id), await orderCount()]).toEqual([10, 2, before]);
    // The cart is emptied only by an order that was placed.
    expect((await t.db.select().from(cartItems).where(eq(cartItems.productId, plenty.id))).length).toBe(1);
    const gone = await order(customer, { orderItems: [{ product: randomUUID(), qty: 1 }], shippingAddress: ADDRESS });
    expect(gone.statusCode).toBe(404);
  });

  it('shows the stock left on the product right after an order, though its reads are shared', async () => {
    const product = await makeProduct(t.db, { countInStock: 6 });
    const read = async (slugOrId: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${slugOrId}` })).json().countInStock;
    expect([await read(product.slug), await read(product.id)]).toEqual([6, 6]);
    await order(customer, { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: ADDRESS });
    expect([await read(product.slug), await read(product.id)]).toEqual([4, 4]);
  });

  it('accepts only Cash on Delivery', async () => {
    const product = await makeProduct(t.db);
    const response = await order(customer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS, paymentMethod: 'PayPal' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Only Cash on Delivery is accepted/);
    const cod = await order(customer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS, paymentMethod: 'COD' });
    expect(cod.json().paymentMethod).toBe('Cash on Delivery');
  });

  it('refuses an empty order, a repeated product and an address outside Bangladesh or without a valid mobile number', async () => {
    const product = await makeProduct(t.db);
    const cases: [object, RegExp][] = [
      [{ orderItems: [], shippingAddress: ADDRESS }, /Order is empty/],
      [{ orderItems: [{ product: product.id, qty: 1 }, { product: product.id, qty: 2 }], shippingAddress: ADDRESS }, /only once/],
      [{ orderItems: [{ product: product.id, qty: 1 }], shippingAddress: { ...ADDRESS, country: 'India' } }, /within Bangladesh/],
      [{ orderItems: [{ product: product.id, qty: 1 }], shippingAddress: { ...ADDRESS, phone: '01212-345678' } }, /Bangladeshi mobile number/],
      [{ orderItems: [{ product: product.id, qty: 1 }], shippingAddress: { ...ADDRESS, postalCode: '91OO' } }, /4 digits/],
      [{ orderItems: [{ product: product.id, qty: 1 }], shippingAddress: { ...ADDRESS, district: 'atlantis' } }, /Choose a district/],
      [{ orderItems: [{ product: product.id, qty: 1 }] }, /Shipping address is required/],
    ];
    for (const [payload, message] of cases) {
      const response = await order(customer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await stockOf(product.id)).toBe(5);
  });

  it('takes the mobile number from the account’s default address when an API client sends none, else says one is needed', async () => {
    const buyer = await signUp(t.app);
    const product = await makeProduct(t.db);
    const { phone: _, ...noPhone } = ADDRESS;
    const refused = await order(buyer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: noPhone });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A mobile number is required for cash on delivery: add one to the shipping address');
    await t.app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(buyer), payload: { ...ADDRESS, phone: '+880 1812 345678' } });
    const placed = await order(buyer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: noPhone });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().shippingAddress.phone).toBe('+8801812345678');
  });

  it('empties the buyer’s cart, and writes the mails in the order’s transaction, sent after the commit', async () => {
    const buyer = await signUp(t.app, { name: 'Mail Buyer' });
    const product = await makeProduct(t.db, { name: 'Router', countInStock: 4 });
    await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: bearer(buyer), payload: { productId: product.id, qty: 2 } });
    await t.app.mailQueue.drain();
    const response = await order(buyer, { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: ADDRESS });
    expect(response.statusCode).toBe(201);
    const { number } = response.json();
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(buyer) });
    expect(cart.json().items).toEqual([]);
    await t.app.mailQueue.drain();
    const sent = await t.db.select().from(outbox).where(sql`${outbox.subject} like ${`%#${number}%`}`);
    expect(sent.map((mail) => mail.to).sort()).toEqual([buyer.email, 'shop@example.com'].sort());
    expect(sent.find((mail) => mail.to === buyer.email)!.text).toContain('2 × Router');
    expect((await t.db.select().from(pendingMails).where(sql`${pendingMails.sentAt} is null`)).length).toBe(0);
    // A refused order writes no mail at all.
    const mailsBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(pendingMails))[0].n;
    await order(buyer, { orderItems: [{ product: product.id, qty: 3 }], shippingAddress: ADDRESS });
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(pendingMails))[0].n).toBe(mailsBefore);
  });

  it('takes an order from an account made by mobile number: no e-mail needed, the confirmation by SMS, the shop still mailed', async () => {
    const shopper = await signInByCode(t.app, t.db, undefined, 'Mobile Shopper');
    expect(shopper.email).toBe('');
    const product = await makeProduct(t.db, { name: 'Feature Phone', countInStock: 3 });
    // No phone in the address: the account's own number is used. A postal code in Bengali digits is read.
    const { phone: _, ...withoutPhone } = ADDRESS;
    const response = await order(shopper, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: { ...withoutPhone, postalCode: '৯১০০' } });
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed.shippingAddress).toMatchObject({ phone: shopper.phone, postalCode: '9100' });
    expect(placed.user).toMatchObject({ name: 'Mobile Shopper', email: '' });
    await Promise.all([t.app.mailQueue.drain(), t.app.smsQueue.drain()]);
    const mails = await t.db.select().from(outbox).where(sql`${outbox.subject} like ${`%#${placed.number}%`}`);
    expect(mails.map((mail) => mail.to)).toEqual(['shop@example.com']);
    expect(mails[0].text).toContain(`Mobile Shopper (0${shopper.phone.slice(4, 8)}-${shopper.phone.slice(8)})`);
    const sms = await t.db.select().from(smsMessages).where(sql`${smsMessages.text} like ${`%#${placed.number} %`}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: shopper.phone, state: 'sent', secret: false });
    expect(sms[0].text).toContain(`order #${placed.number} received`);
    expect(sms[0].text).toContain(`/track?order=${placed.number}&phone=`);
  });

  it('confirms every order by SMS to its mobile number as well as by mail, and a refused order sends none', async () => {
    const product = await makeProduct(t.db, { countInStock: 1 });
    const placed = (await order(customer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: { ...ADDRESS, phone: '01812-000111' } })).json();
    await t.app.smsQueue.drain();
    const sms = await t.db.select().from(smsMessages).where(sql`${smsMessages.text} like ${`%#${placed.number} %`}`);
    expect(sms.map((s) => s.to)).toEqual(['+8801812000111']);
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n;
    expect((await order(customer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS })).statusCode).toBe(409);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n).toBe(before);
  });

  describe('idempotency', () => {
    it('answers a retry with the same key with the same order, placed once', async () => {
      const product = await makeProduct(t.db, { countInStock: 5 });
      const payload = { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: ADDRESS };
      const key = randomUUID();
      const first = await order(customer, payload, { 'idempotency-key': key });
      const second = await order(customer, payload, { 'idempotency-key': key });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.json()._id).toBe(first.json()._id);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await stockOf(product.id)).toBe(3);
      // Keys are per customer: another customer's key of the same text is their own.
      const theirs = await order(other, payload, { 'idempotency-key': key });
      expect(theirs.json()._id).not.toBe(first.json()._id);
    });

    it('makes one order of concurrent submits with one key', async () => {
      const product = await makeProduct(t.db, { countInStock: 10 });
      const payload = { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS };
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 6 }, () => order(customer, payload, { 'idempotency-key': key })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
      expect(await stockOf(product.id)).toBe(9);
    });

    it('refuses the same key with a different body with a 422', async () => {
      const product = await makeProduct(t.db, { countInStock: 5 });
      const key = randomUUID();
      await order(customer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS }, { 'idempotency-key': key });
      const changed = await order(customer, { orderItems: [{ product: product.id, qty: 2 }], shippingAddress: ADDRESS }, { 'idempotency-key': key });
      expect(changed.statusCode).toBe(422);
      expect(await stockOf(product.id)).toBe(4);
    });
  });

  describe('who sees and changes an order', () => {
    let orderId: string;
    beforeAll(async () => {
      const product = await makeProduct(t.db, { countInStock: 5 });
      orderId = (await order(customer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS })).json()._id;
    });

    it('shows an order to its customer and admins, and answers 404 to anyone else', async () => {
      const get = (user: SignedIn) => t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(user) });
      expect((await get(customer)).statusCode).toBe(200);
      expect((await get(admin)).statusCode).toBe(200);
      const theirs = await get(other);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe('Order not found');
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).statusCode).toBe(401);
    });

    it('lists only one’s own orders at /api/orders/myorders (not read as an order id)', async () => {
      const mine = await t.app.inject({ method: 'GET', url: '/api/orders/myorders', headers: bearer(customer) });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().map((o: { _id: string }) => o._id)).toContain(orderId);
      expect(mine.json().every((o: { user: { _id: string } }) => o.user._id === customer.id)).toBe(true);
      const theirs = await t.app.inject({ method: 'GET', url: '/api/orders/myorders', headers: bearer(other) });
      expect(theirs.json().map((o: { _id: string }) => o._id)).not.toContain(orderId);
    });

    it('lets only admins list every order, mark paid and mark delivered (customers 403)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/deliver`, headers: bearer(customer) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/pay`, headers: bearer(customer) })).statusCode).toBe(403);
      const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=placed', headers: bearer(admin) });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((o: { _id: string }) => o._id)).toContain(orderId);
      expect(list.headers['x-total-count']).toBeDefined();
    });
  });

  it('marks a cash-on-delivery order paid, then delivered; delivering an unpaid one records the cash too', async () => {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const place = async () => (await order(customer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS })).json()._id as string;
    const put = (id: string, what: string) => t.app.inject({ method: 'PUT', url: `/api/orders/${id}/${what}`, headers: bearer(admin) });
    const first = await place();
    const paid = await put(first, 'pay');
    expect(paid.json()).toMatchObject({ isPaid: true, isDelivered: false, status: 'placed' });
    const delivered = (await put(first, 'deliver')).json();
    expect(delivered).toMatchObject({ isPaid: true, isDelivered: true, status: 'delivered', paidAt: paid.json().paidAt });
    expect(delivered.history.map((h: { kind: string }) => h.kind)).toEqual(['placed', 'paid', 'delivered']);
    // Again: nothing changes.
    expect((await put(first, 'deliver')).json().deliveredAt).toBe(delivered.deliveredAt);
    const second = await place();
    const both = (await put(second, 'deliver')).json();
    expect(both).toMatchObject({ isPaid: true, isDelivered: true });
    expect(both.paidAt).toBe(both.deliveredAt);
    // A delivered order cannot be cancelled.
    expect((await put(second, 'cancel')).statusCode).toBe(409);
  });

  it('cancels an order once, even when two cancels arrive at once, and puts its stock back once', async () => {
    const product = await makeProduct(t.db, { countInStock: 5 });
    const id = (await order(customer, { orderItems: [{ product: product.id, qty: 3 }], shippingAddress: ADDRESS })).json()._id;
    expect(await stockOf(product.id)).toBe(2);
    const cancel = (user: SignedIn) => t.app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers: bearer(user) });
    expect((await cancel(other)).statusCode).toBe(404);
    const answers = await Promise.all([cancel(customer), cancel(customer), cancel(admin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(product.id)).toBe(5);
    const after = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(customer) })).json();
    expect(after).toMatchObject({ isCancelled: true, status: 'cancelled' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${id}/deliver`, headers: bearer(admin) })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${id}/pay`, headers: bearer(admin) })).statusCode).toBe(409);
  });

  it('refuses a malformed order id with a 400 and an unknown one with a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/not-an-id', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${randomUUID()}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('keeps GET /api/config/paypal for old clients, with no client id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/paypal' });
    expect(response.statusCode).toBe(200);
    // The earlier shop answered the bare client id as text.
    expect(response.body).toBe('');
  });

  /**
   * Issue 8: 50 buyers at once for the last 5 units: exactly 5 orders, stock 0, no other
   * change; ten times over. On PostgreSQL (`npm run test:pg`) the buyers really run in
   * parallel, on separate connections; on PGlite they take turns.
   */
  it('sells exactly the last 5 units to 50 concurrent buyers, ten times over', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app)));
    for (let round = 0; round < 10; round++) {
      const product = await makeProduct(t.db, { countInStock: 5 });
      const bystander = await makeProduct(t.db, { countInStock: 7 });
      const before = await orderCount();
      const answers = await Promise.all(buyers.map((buyer) => order(buyer, { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: ADDRESS })));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201).length, `round ${round}`).toBe(5);
      expect(statuses.filter((s) => s === 409).length, `round ${round}`).toBe(45);
      expect(await stockOf(product.id)).toBe(0);
      expect(await stockOf(bystander.id)).toBe(7);
      expect(await orderCount()).toBe(before + 5);
    }
  }, 120_000);
});

describe('address book API', () => {
  const t = useTestApp();
  let customer: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    [customer, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
  });

  it('saves addresses, keeps one default, and stores the mobile number in one form', async () => {
    const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(customer), payload });
    const first = await add(ADDRESS);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...ADDRESS, phone: '+8801712345678', isDefault: true });
    const second = (await add({ ...OUTSIDE, phone: '8801912345678' })).json();
    expect(second).toMatchObject({ phone: '+8801912345678', isDefault: true });
    const list = (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: bearer(customer) })).json();
    expect(list.map((a: { _id: string; isDefault: boolean }) => [a._id, a.isDefault])).toEqual([
      [second._id, true],
      [first.json()._id, false],
    ]);
    const back = await t.app.inject({ method: 'PUT', url: `/api/addresses/${first.json()._id}/default`, headers: bearer(customer) });
    expect(back.json()[0]._id).toBe(first.json()._id);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/addresses/${first.json()._id}`, headers: bearer(customer) });
    expect(deleted.json()).toEqual([expect.objectContaining({ _id: second._id, isDefault: true })]);
  });

  it('answers 404 for someone else’s address and changes nothing', async () => {
    const mine = (await t.app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(customer), payload: ADDRESS })).json();
    for (const [method, url] of [
      ['PUT', `/api/addresses/${mine._id}`],
      ['PUT', `/api/addresses/${mine._id}/default`],
      ['DELETE', `/api/addresses/${mine._id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(other), ...(method === 'PUT' && !url.endsWith('default') ? { payload: OUTSIDE } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: bearer(customer) })).json();
    expect(still.find((a: { _id: string }) => a._id === mine._id)).toMatchObject({ city: 'Khulna' });
  });

  it('requires every field, a Bangladeshi mobile and a known district', async () => {
    for (const payload of [
      { ...ADDRESS, address: '' },
      { ...ADDRESS, city: '   ' },
      { ...ADDRESS, phone: '12345' },
      { ...ADDRESS, phone: '01112345678' },
      { ...ADDRESS, district: 'Khulna\u0000' },
      { ...ADDRESS, address: 'a'.repeat(201) },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(other), payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/addresses', headers: bearer(other) })).json()).toEqual([]);
  });
});
