import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '~/modules/schema.ts';
import { openDatabase, type Database } from '~/platform/db/index.ts';
import { DATABASE_UNAVAILABLE } from '~/platform/db/unavailable.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS as ADDRESS } from '../../test/factories.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../../test/private-postgres.ts';
import { ensureBuild, registerCustomer, startShop, type Customer, type ShopProcess } from '../../test/shop-process.ts';
import { until } from '../../test/until.ts';

/**
 * Issue 8: PostgreSQL restarted during checkout. The buyer gets a 503 with a message, never a
 * 500, on the API and on the Place Order form; the next attempt succeeds without restarting the
 * shop. The built server runs against a PostgreSQL server of the test's own
 * (test/private-postgres.ts), which the test stops, starts and restarts: the machine's shared
 * server is never touched.
 *
 * In the PostgreSQL suite (`npm run test:pg`): it needs the PostgreSQL server programs, and the
 * shop on a connection pool (the embedded PGlite has no server to lose).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'checkout while PostgreSQL is away (built server, a PostgreSQL server of the test’s own)',
  () => {
    let server: PrivatePostgres;
    let database: Database;
    let shop: ShopProcess;
    // Two buyers of two products: orders in flight at once then share no row (a stock row or a
    // cart held by one would make the other wait there, not at the outbox).
    let customer: Customer;
    let apiBuyer: Customer;
    let productId: string;
    let apiProductId: string;
    let shopPid: number;

    beforeAll(async () => {
      await ensureBuild();
      server = await startPrivatePostgres();
      database = await openDatabase({ schema, databaseUrl: server.url, poolSize: 2 });
      await database.migrate();
      await makeSettings(database.db);
      productId = (await makeProduct(database.db, { name: 'Outage Router', price: 2_000, countInStock: 20 })).id;
      apiProductId = (await makeProduct(database.db, { name: 'Outage Switch', price: 3_000, countInStock: 20 })).id;
      shop = await startShop({ databaseUrl: server.url });
      shopPid = shop.pid;
      customer = await registerCustomer(shop.baseUrl, 'Patient Buyer');
      apiBuyer = await registerCustomer(shop.baseUrl, 'API Client');
      const saved = await fetch(`${shop.baseUrl}/api/addresses`, {
        method: 'POST',
        headers: api(customer),
        body: JSON.stringify(ADDRESS),
      });
      expect(saved.status).toBe(201);
    }, 600_000);

    afterAll(async () => {
      await shop?.stop();
      await database?.close();
      await server?.remove();
    });

    const api = (who: Customer) => ({ 'content-type': 'application/json', authorization: `Bearer ${who.token}` });
    const count = async (query: string) => Number((await database.db.execute<{ n: number }>(sql.raw(query))).rows[0].n);
    const orderCount = () => count('select count(*)::int as n from orders');
    const stocks = async () => [
      await count(`select count_in_stock as n from products where id = '${productId}'`),
      await count(`select count_in_stock as n from products where id = '${apiProductId}'`),
    ];

    const apiOrder = (key: string) =>
      fetch(`${shop.baseUrl}/api/orders`, {
        method: 'POST',
        headers: { ...api(apiBuyer), 'idempotency-key': key },
        body: JSON.stringify({
          orderItems: [{ product: apiProductId, qty: 1 }],
          shippingAddress: ADDRESS,
          paymentMethod: 'Cash on Delivery',
        }),
      });

    const addToCart = async () => {
      const added = await fetch(`${shop.baseUrl}/api/cart/items`, {
        method: 'POST',
        headers: api(customer),
        body: JSON.stringify({ productId, qty: 1 }),
      });
      expect(added.status).toBe(200);
    };

    // The web checkout as a browser without JavaScript does it: the review page, then its form.
    const pageHeaders = () => ({ cookie: `${customer.cookie}; haat_payment=cod`, accept: 'text/html' });
    const reviewForm = async () => {
      const page = await fetch(`${shop.baseUrl}/placeorder`, { headers: pageHeaders() });
      expect(page.status).toBe(200);
      const html = await page.text();
      const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1];
      expect(field('idempotencyKey')).toBeTruthy();
      return new URLSearchParams({ idempotencyKey: field('idempotencyKey')!, expectedTotal: field('expectedTotal')! }).toString();
    };
    const submitForm = (form: string) =>
      fetch(`${shop.baseUrl}/placeorder`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...pageHeaders(), origin: shop.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });

    const expectUnavailableApi = async (response: Response) => {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
    };
    const expectUnavailablePage = async (response: Response) => {
      // The location too: a redirect instead of the 503 says where the page sent the buyer.
      expect({ status: response.status, location: response.headers.get('location') }).toEqual({ status: 503, location: null });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(DATABASE_UNAVAILABLE);
      expect(html).not.toContain('Something went wrong');
    };
    const expectPlaced = (response: Response) => {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(/^\/order\/[0-9a-f-]{36}\?placed=1$/);
    };

    it('answers 503 with a message while the server is stopped, and places the order once it is back, in the same shop process', async () => {
      await addToCart();
      const form = await reviewForm();
      const key = randomUUID();
      await server.stop();

      await expectUnavailableApi(await apiOrder(key));
      await expectUnavailablePage(await submitForm(form));
      expect(shop.running()).toBe(true);

      await server.start();
      expectPlaced(await submitForm(form));
      const placed = await apiOrder(key);
      expect(placed.status).toBe(201);
      expect(placed.headers.get('idempotent-replayed')).toBeNull();
      expect(await orderCount()).toBe(2);
      expect(await stocks()).toEqual([19, 19]);
      expect([shop.running(), shop.pid]).toEqual([true, shopPid]);
    }, 120_000);

    it('answers 503 to the orders in flight when the server restarts under them, writes nothing, and places them at the next attempt', async () => {
      await addToCart();
      const form = await reviewForm();
      const key = randomUUID();
      // Both orders' transactions held at their outbox insert, so the restart finds them in flight.
      const locker = new pg.Client({ connectionString: server.url });
      locker.on('error', () => undefined); // the restart ends this connection too
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table pending_mails in exclusive mode');
      const inFlight = [apiOrder(key), submitForm(form)];
      // Awaited below; a failure before that must not surface as an unhandled rejection.
      for (const answer of inFlight) answer.catch(() => undefined);
      await until('both orders waiting at their outbox insert', async () => {
        const { rows } = await locker.query<{ n: number }>(
          `select count(*)::int as n from pg_locks waiting
         where waiting.relation = 'pending_mails'::regclass and not waiting.granted
           and exists (select 1 from pg_locks written where written.pid = waiting.pid and written.granted
                       and written.relation = 'orders'::regclass and written.mode = 'RowExclusiveLock')`,
        );
        return rows[0].n === 2;
      });

      await server.restart();
      const [apiAnswer, pageAnswer] = await Promise.all(inFlight);
      await expectUnavailableApi(apiAnswer);
      await expectUnavailablePage(pageAnswer);
      await locker.end().catch(() => undefined);
      expect(await orderCount()).toBe(2);
      expect(await stocks()).toEqual([19, 19]);

      // The next attempts, on the shop's pool after the restart.
      expectPlaced(await submitForm(form));
      expect((await apiOrder(key)).status).toBe(201);
      expect(await orderCount()).toBe(4);
      expect(await stocks()).toEqual([18, 18]);
      expect([shop.running(), shop.pid]).toEqual([true, shopPid]);
    }, 120_000);
  },
);
