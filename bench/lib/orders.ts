import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RequestShape } from './http.ts';

/** Buyers registered for the orders scenario (registration allows 30 an hour from one address). */
const BUYERS = 10;
/** Products whose stock is raised so the scenario never runs out (a bench database only). */
const PRODUCTS = 50;
const STOCK = 10_000_000;
const ADDRESS = { address: '12 KDA Avenue', city: 'Khulna', postalCode: '9100', country: 'Bangladesh', district: 'khulna', phone: '01712-345678' };

/**
 * The orders scenario's set-up: buyers signed in through the API, and PRODUCTS products of the
 * bench database with a stock that cannot run out, so every order is a 201. Each request then
 * places one order (one to three lines, random products, a fresh Idempotency-Key) as a random
 * buyer: stock taken by conditional update, order, lines, history, cart emptied, two outbox
 * mails, all in one transaction.
 */
export async function prepareOrders(baseUrl: string, databaseUrl: string): Promise<RequestShape> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let ids: string[];
  try {
    const { rows } = await client.query<{ id: string }>('select id from products order by created_at desc, id limit $1', [PRODUCTS]);
    ids = rows.map((row) => row.id);
    await client.query('update products set count_in_stock = $1 where id = any($2::uuid[])', [STOCK, ids]);
  } finally {
    await client.end();
  }
  if (ids.length === 0) throw new Error('the bench database has no products');
  const tokens: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const response = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench Buyer ${i}`, email: `bench-buyer-${randomUUID()}@example.com`, password: 'bench buyer password' }),
    });
    if (response.status !== 201) throw new Error(`registering a bench buyer answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  return {
    method: 'POST',
    make: () => {
      const lines = new Set<string>();
      const count = 1 + Math.floor(Math.random() * 3);
      while (lines.size < count) lines.add(pick(ids));
      return {
        headers: { authorization: `Bearer ${pick(tokens)}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ orderItems: [...lines].map((product) => ({ product, qty: 1 })), shippingAddress: ADDRESS, paymentMethod: 'Cash on Delivery' }),
      };
    },
  };
}
