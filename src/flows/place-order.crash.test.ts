import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/database.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS as ADDRESS } from '../../test/factories.ts';
import { ensureBuild, registerCustomer, startShop, type Customer, type ShopProcess } from '../../test/shop-process.ts';
import { until } from '../../test/until.ts';

/**
 * Issue 8: the shop's process killed (SIGKILL) between the order's insert and its commit leaves
 * neither the order nor the stock change nor its mail; a retry with the same Idempotency-Key
 * after a restart places it once. No hook in the shop: the test holds a lock on the mail outbox
 * from a connection of its own, so the order's transaction (stock taken, order, lines and
 * history inserted, cart emptied) stops at its last statement, the outbox insert, and is seen
 * waiting there in pg_locks before the process is killed.
 *
 * Needs a PostgreSQL server (`npm run test:pg`): the shop and the test use the database from two
 * processes at once, which the embedded PGlite cannot.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('an order interrupted by a crash of the shop (built server, PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let dataDir: string;
  let shop: ShopProcess | undefined;
  let locker: pg.Client;

  beforeAll(async () => {
    await ensureBuild();
    database = await createPostgresTestDatabase();
    // Shop settings make the database "already seeded": the server starts without the demo catalogue.
    await makeSettings(database.db);
    // Kept across the restart: it holds the token secret, so the customer's token stays valid.
    dataDir = mkdtempSync(path.join(tmpdir(), 'haat-crash-'));
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
  }, 600_000);

  afterAll(async () => {
    await shop?.stop();
    await locker?.end();
    await database?.close();
  });

  const count = async (query: string, params: unknown[] = []) => (await locker.query<{ n: number }>(query, params)).rows[0].n;
  const stockOf = (id: string) => count('select count_in_stock as n from products where id = $1', [id]);
  const ordersOf = (customer: Customer) => count('select count(*)::int as n from orders where user_id = $1', [customer.id]);
  const mails = () => count('select count(*)::int as n from pending_mails');

  const placeOrder = (customer: Customer, productId: string, key: string) =>
    fetch(`${shop!.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
      body: JSON.stringify({
        orderItems: [{ product: productId, qty: 2 }],
        shippingAddress: ADDRESS,
        paymentMethod: 'Cash on Delivery',
      }),
    });

  it('leaves no order, no stock change and no mail, and a retry with the same key then places it once', async () => {
    const product = await makeProduct(database.db, { name: 'Crash Test Laptop', countInStock: 5 });
    shop = await startShop({ databaseUrl: database.url, dataDir });
    const customer = await registerCustomer(shop.baseUrl, 'Crash Buyer');
    await fetch(`${shop.baseUrl}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ productId: product.id, qty: 2 }),
    });
    const key = randomUUID();

    // The outbox locked: the order's transaction runs up to its outbox insert and waits there.
    await locker.query('begin');
    await locker.query('lock table pending_mails in exclusive mode');
    const interrupted = placeOrder(customer, product.id, key).then(
      (response) => `answered ${response.status}`,
      () => 'no answer',
    );
    // Waiting for the outbox (its insert is parsed, so pg_stat_activity may still show the previous
    // statement): the one backend whose lock on pending_mails we block and that has written orders.
    const backend = await until('the order transaction waiting at its outbox insert', async () => {
      const { rows } = await locker.query<{ pid: number }>(
        `select waiting.pid from pg_locks waiting
         where waiting.relation = 'pending_mails'::regclass and not waiting.granted
           and pg_backend_pid() = any(pg_blocking_pids(waiting.pid))
           and exists (select 1 from pg_locks written where written.pid = waiting.pid and written.granted
                       and written.relation = 'orders'::regclass and written.mode = 'RowExclusiveLock')`,
      );
      return rows[0]?.pid;
    });
    // That transaction has written the order, its lines, the stock and the cart (it holds their write locks, uncommitted).
    const { rows: held } = await locker.query<{ relation: string }>(
      `select relation::regclass::text as relation from pg_locks
       where pid = $1 and granted and mode = 'RowExclusiveLock' and relation::regclass::text in ('orders', 'order_items', 'order_events', 'products', 'cart_items')`,
      [backend],
    );
    expect(held.map((lock) => lock.relation).sort()).toEqual(['cart_items', 'order_events', 'order_items', 'orders', 'products']);

    shop.signal('SIGKILL');
    expect(await shop.exited).toBe('SIGKILL');
    expect(await interrupted).toBe('no answer');
    // The lock released, the orphaned backend finds its client gone and rolls back; wait until it has ended.
    await locker.query('rollback');
    await until(
      'the killed shop’s backend to end',
      async () => (await count('select count(*)::int as n from pg_stat_activity where pid = $1', [backend])) === 0,
    );

    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(product.id)).toBe(5);
    expect(await mails()).toBe(0);
    expect(
      await count(
        'select count(*)::int as n from cart_items join carts on carts.id = cart_items.cart_id where carts.user_id = $1',
        [customer.id],
      ),
    ).toBe(1);

    // The shop restarted; the client retries with the same key.
    shop = await startShop({ databaseUrl: database.url, dataDir });
    const retried = await placeOrder(customer, product.id, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const placed = (await retried.json()) as { _id: string; number: number };
    const again = await placeOrder(customer, product.id, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { _id: string })._id).toBe(placed._id);

    expect(await ordersOf(customer)).toBe(1);
    expect(await stockOf(product.id)).toBe(3);
    // The confirmation and the shop's notice, written once.
    expect(await count('select count(*)::int as n from pending_mails where subject like $1', [`%#${placed.number}%`])).toBe(2);
    expect(await mails()).toBe(2);
    expect(
      await count(
        'select count(*)::int as n from cart_items join carts on carts.id = cart_items.cart_id where carts.user_id = $1',
        [customer.id],
      ),
    ).toBe(0);
  }, 180_000);
});
