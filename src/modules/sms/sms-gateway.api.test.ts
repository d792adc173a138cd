import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { smsMessages } from '~/modules/schema.ts';
import type { Database } from '~/platform/db/index.ts';
import { bulkSmsBdSender, type SmsSender } from '~/platform/sms.ts';
import { deliverPendingSms, enqueueSms, listSms, MAX_SMS_ATTEMPTS, retryDelaySeconds } from './service.ts';

/**
 * A fake BulkSMSBD on 127.0.0.1 speaking the documented API: a form POST to /api/smsapi with
 * api_key, type, number, senderid and message, answered with JSON whose response_code is 202
 * when submitted or an error code. Each test scripts the answers it needs.
 */
type Answer = { code: number } | { status: number; body: string } | 'hang' | 'reset';
const received: Record<string, string>[] = [];
let script: Answer[] = [];
const hanging: ServerResponse[] = [];

async function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  for await (const chunk of request) body += chunk;
  if (request.method !== 'POST' || request.url !== '/api/smsapi') {
    response.writeHead(404).end();
    return;
  }
  received.push(Object.fromEntries(new URLSearchParams(body)));
  const answer = script.shift() ?? { code: 202 };
  if (answer === 'hang') return void hanging.push(response);
  if (answer === 'reset') return void request.socket.destroy();
  if ('code' in answer) {
    const ok = answer.code === 202;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ response_code: answer.code, message_id: ok ? 1234 : 0, success_message: ok ? 'SMS Submitted Successfully' : '', error_message: ok ? '' : 'Error' }));
    return;
  }
  response.writeHead(answer.status).end(answer.body);
}

let server: Server;
let database: Database;
let sender: SmsSender;
const TIMEOUT_MS = 300;
const deliver = () => deliverPendingSms(database.db, sender, { claimMs: TIMEOUT_MS + 1000 });
const rowsTo = (to: string) => database.db.select().from(smsMessages).where(eq(smsMessages.to, to));
// The backoff's delay has run out: the message is due again.
const makeDue = (to: string) => database.db.update(smsMessages).set({ nextAttemptAt: sql`now()` }).where(eq(smsMessages.to, to));

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  sender = bulkSmsBdSender({ url: `http://127.0.0.1:${port}/api/smsapi`, apiKey: 'test-key', senderId: '8809612345678', timeoutMs: TIMEOUT_MS });
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});
beforeEach(() => {
  received.length = 0;
  script = [];
});

describe('SMS through BulkSMSBD, from the outbox', () => {
  it('sends the documented request and marks the message sent when the gateway answers 202', async () => {
    await enqueueSms(database.db, { to: '+8801711000001', text: 'আপনার অর্ডার #1001 পেয়েছি & ধন্যবাদ' });
    expect(await deliver()).toBe(1);
    expect(received).toEqual([{ api_key: 'test-key', type: 'text', number: '8801711000001', senderid: '8809612345678', message: 'আপনার অর্ডার #1001 পেয়েছি & ধন্যবাদ' }]);
    const [row] = await rowsTo('+8801711000001');
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).not.toBeNull();
    // Sent once: another run sends nothing.
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('retries an error code with a growing delay, then sends it once', async () => {
    script = [{ code: 1005 }, { code: 1007 }];
    await enqueueSms(database.db, { to: '+8801711000002', text: 'Order #1002' });
    expect(await deliver()).toBe(0);
    let [row] = await rowsTo('+8801711000002');
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'BulkSMSBD answered 1005' });
    const wait = (row.nextAttemptAt.getTime() - row.createdAt.getTime()) / 1000;
    expect(wait).toBeGreaterThanOrEqual(retryDelaySeconds(1) - 1);
    // Not due yet: a run leaves it alone.
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(1);
    await makeDue('+8801711000002');
    expect(await deliver()).toBe(0);
    [row] = await rowsTo('+8801711000002');
    expect(row).toMatchObject({ state: 'pending', attempts: 2, lastError: 'BulkSMSBD answered 1007' });
    await makeDue('+8801711000002');
    expect(await deliver()).toBe(1);
    [row] = await rowsTo('+8801711000002');
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(received).toHaveLength(3);
    expect([1, 2, 3, 8, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('retries when the gateway answers an HTTP error or cannot be reached, and gives up after the last attempt', async () => {
    script = [{ status: 503, body: 'Service Unavailable' }];
    await enqueueSms(database.db, { to: '+8801711000003', text: 'Order #1003' });
    await deliver();
    expect((await rowsTo('+8801711000003'))[0]).toMatchObject({ state: 'pending', lastError: 'BulkSMSBD answered HTTP 503' });
    // Nothing listens on this port any more: the request never left, so trying again cannot double it.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = bulkSmsBdSender({ url: `http://127.0.0.1:${port}/api/smsapi`, apiKey: 'k', senderId: 's', timeoutMs: TIMEOUT_MS });
    for (let attempt = 2; attempt <= MAX_SMS_ATTEMPTS; attempt++) {
      await makeDue('+8801711000003');
      await deliverPendingSms(database.db, unreachable, { claimMs: 2000 });
    }
    const [row] = await rowsTo('+8801711000003');
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_SMS_ATTEMPTS, lastError: 'BulkSMSBD could not be reached (ECONNREFUSED)' });
    await makeDue('+8801711000003');
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('gives up at once on a number the gateway refuses (1001)', async () => {
    script = [{ code: 1001 }];
    await enqueueSms(database.db, { to: '+8801711000004', text: 'Order #1004' });
    await deliver();
    await makeDue('+8801711000004');
    await deliver();
    expect((await rowsTo('+8801711000004'))[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: 'BulkSMSBD answered 1001' });
    expect(received).toHaveLength(1);
  });

  it('never sends again a message the gateway may have taken: a time-out, a cut connection, an unreadable answer', async () => {
    script = ['hang', 'reset', { status: 200, body: '<html>maintenance</html>' }];
    await enqueueSms(
      database.db,
      { to: '+8801711000005', text: 'Order #1005' },
      { to: '+8801711000006', text: 'Order #1006' },
      { to: '+8801711000007', text: 'Order #1007' },
    );
    const started = Date.now();
    expect(await deliver()).toBe(0);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    const states = await database.db
      .select({ to: smsMessages.to, state: smsMessages.state, lastError: smsMessages.lastError })
      .from(smsMessages)
      .where(sql`${smsMessages.to} in ('+8801711000005', '+8801711000006', '+8801711000007')`)
      .orderBy(smsMessages.to);
    expect(states.map((s) => s.state)).toEqual(['unconfirmed', 'unconfirmed', 'unconfirmed']);
    expect(states[0].lastError).toBe(`BulkSMSBD did not answer within ${TIMEOUT_MS} ms`);
    await database.db.update(smsMessages).set({ nextAttemptAt: sql`now()` });
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(3);
  });

  it('two runs at once send each message once', async () => {
    const numbers = Array.from({ length: 6 }, (_, i) => `+88017120000${String(i).padStart(2, '0')}`);
    await enqueueSms(database.db, ...numbers.map((to) => ({ to, text: `Hello ${to}` })));
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a + b).toBe(6);
    expect(received.map((r) => r.number).sort()).toEqual(numbers.map((n) => n.slice(1)).sort());
  });

  it('marks a message a crashed run left half-sent as not confirmed, never sending it again', async () => {
    await enqueueSms(database.db, { to: '+8801711000008', text: 'Order #1008' });
    await database.db
      .update(smsMessages)
      .set({ state: 'sending', attempts: 1, claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(smsMessages.to, '+8801711000008'));
    await deliver();
    expect((await rowsTo('+8801711000008'))[0]).toMatchObject({ state: 'unconfirmed', attempts: 1 });
    expect(received).toHaveLength(0);
  });

  it('does not send a code that expired while waiting, and masks codes for admins when a gateway sends', async () => {
    await enqueueSms(database.db, { to: '+8801711000009', text: 'Haat code 123456', secret: true, expiresAt: new Date(Date.now() - 1000) });
    await deliver();
    expect((await rowsTo('+8801711000009'))[0]).toMatchObject({ state: 'failed', attempts: 0, lastError: 'Expired before it could be sent' });
    expect(received).toHaveLength(0);
    const masked = (await listSms(database.db, 1, { revealSecrets: false })).messages.find((m) => m.to === '+8801711000009');
    expect(masked?.text).toBe('Haat code ••••••');
    const shown = (await listSms(database.db, 1, { revealSecrets: true })).messages.find((m) => m.to === '+8801711000009');
    expect(shown?.text).toBe('Haat code 123456');
  });
});
