import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, supportTickets, ticketReplies } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { TICKET_LIMIT, findTicketByToken } from './service.ts';

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const complaint = (fields: Record<string, unknown> = {}) => ({
  name: 'Rahim Uddin',
  phone: '01712-345678',
  email: 'rahim@example.com',
  title: 'Laptop charger stopped working',
  description: 'The adapter of the laptop I bought last month no longer charges.',
  ...fields,
});

describe('complaint and service tickets', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
  });

  const send = (payload: object, ip = uniqueIp(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/tickets', remoteAddress: ip, headers, payload });
  const ticketCount = async () => (await t.db.select({ n: count() }).from(supportTickets))[0].n;

  it('stores a complaint as an open ticket, answers its number and mails a confirmation', async () => {
    const response = await send(complaint({ email: 'Rahim.Confirm@Example.com' }));
    expect(response.statusCode, response.body).toBe(201);
    const { _id, number, message } = response.json();
    expect(typeof _id).toBe('string');
    expect(number).toBeGreaterThanOrEqual(1001);
    expect(message).toContain(String(number));
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, _id));
    expect(row).toMatchObject({ kind: 'complaint', status: 'open', phone: '+8801712345678', email: 'rahim.confirm@example.com', invoiceNumber: null });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'rahim.confirm@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(String(number));
    expect(mails[0].text).toContain(`/support/ticket/${row.token}`);
  });

  it('takes a service request with its invoice number, and refuses one without', async () => {
    const missing = await send(complaint({ kind: 'service' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Invoice No. is required');
    const response = await send(complaint({ kind: 'service', 'field.1': 'INV-2024-0042' }));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, response.json()._id));
    expect(row).toMatchObject({ kind: 'service', invoiceNumber: 'INV-2024-0042' });
  });

  it('accepts each field at its limit and refuses one character over (docs/requirements/content-pages.md §5)', async () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    const limits: [string, (n: number) => string, number][] = [
      ['name', (n) => 'N'.repeat(n), 100],
      ['email', email, 100],
      ['title', (n) => 'T'.repeat(n), 150],
      ['description', (n) => 'D'.repeat(n), 500],
    ];
    for (const [field, value, max] of limits) {
      expect((await send(complaint({ [field]: value(max) }))).statusCode, `${field} at ${max}`).toBe(201);
      const before = await ticketCount();
      const over = await send(complaint({ [field]: value(max + 1) }));
      expect(over.statusCode, `${field} at ${max + 1}`).toBe(400);
      expect(await ticketCount()).toBe(before);
    }
    expect((await send(complaint({ phone: `0171234567${'8'.repeat(91)}` }))).json().message).toContain('Phone No. must be at most 100 characters');
  });

  it('refuses missing required fields and takes a missing or empty e-mail address', async () => {
    for (const field of ['name', 'phone', 'title', 'description']) {
      const response = await send(complaint({ [field]: undefined }));
      expect(response.statusCode, field).toBe(400);
      const blank = await send(complaint({ [field]: '   ' }));
      expect(blank.statusCode, field).toBe(400);
    }
    expect((await send(complaint({ email: undefined }))).statusCode).toBe(201);
    const empty = await send(complaint({ email: '' }));
    expect(empty.statusCode).toBe(201);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, empty.json()._id));
    expect(row.email).toBeNull();
    expect((await send(complaint({ email: 'not-an-address' }))).json().message).toContain('Please enter a valid email address');
  });

  it('takes Bangladeshi mobile numbers as people write them and refuses other numbers', async () => {
    // Typed on a Bengali keyboard too: the one mobile-number rule reads Bengali digits.
    for (const phone of ['01712345678', '01712-345678', '+880 1712 345678', '8801912345678', '+8801312345678', '০১৭১২৩৪৫৬৭৮']) {
      expect((await send(complaint({ phone }))).statusCode, phone).toBe(201);
    }
    for (const phone of ['12345', '01212345678', '0171234567', '017123456789', '+1 555 123 4567', 'abcdefghijk', '+880 01712345678', '০১৭১২৩৪৫৬৭']) {
      const response = await send(complaint({ phone }));
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().message, phone).toContain('Phone No. must be a Bangladeshi mobile number such as 01712-345678');
    }
  });

  it('refuses a filled honeypot, an unknown field and an unknown form, writing nothing', async () => {
    const before = await ticketCount();
    expect((await send(complaint({ website: 'http://spam.example' }))).json()).toMatchObject({ message: expect.stringContaining('Your request could not be sent') });
    expect((await send(complaint({ status: 'resolved' }))).statusCode).toBe(400);
    expect((await send(complaint({ kind: 'refund' }))).statusCode).toBe(400);
    expect((await send(complaint({ name: 'Rahim\u0000' }))).statusCode).toBe(400);
    expect(await ticketCount()).toBe(before);
  });

  it('stores HTML and SQL in a ticket as written and gives them back as text', async () => {
    const description = `<script>alert(1)</script>\n' OR 1=1--`;
    const created = await send(complaint({ title: '<img src=x onerror=alert(1)>', description }));
    expect(created.statusCode).toBe(201);
    const read = await t.app.inject({ method: 'GET', url: `/api/tickets/${created.json()._id}`, headers: bearer(admin) });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json()).toMatchObject({ title: '<img src=x onerror=alert(1)>', description });
  });

  it(`answers 429 with Retry-After after ${TICKET_LIMIT.limit} requests from one address`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < TICKET_LIMIT.limit; i++) expect((await send(complaint(), ip)).statusCode).toBe(201);
    const before = await ticketCount();
    const limited = await send(complaint(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    expect(await ticketCount()).toBe(before);
    expect((await send(complaint(), uniqueIp())).statusCode).toBe(201);
  });

  it('shows tickets only to admins: visitors 401, customers 403, even for their own ticket', async () => {
    const own = (await send(complaint(), uniqueIp(), bearer(customer))).json();
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, own._id));
    expect(row.userId).toBe(customer.id);
    const calls = [
      { method: 'GET' as const, url: '/api/tickets' },
      { method: 'GET' as const, url: `/api/tickets/${own._id}` },
      { method: 'PATCH' as const, url: `/api/tickets/${own._id}`, payload: { status: 'resolved' } },
      { method: 'POST' as const, url: `/api/tickets/${own._id}/replies`, payload: { message: 'Fixed' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await t.app.inject({ ...call, headers: bearer(customer) })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const [after] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, own._id));
    expect(after.status).toBe('open');
    expect((await t.db.select({ n: count() }).from(ticketReplies).where(eq(ticketReplies.ticketId, own._id)))[0].n).toBe(0);
  });

  it('opens a customer’s ticket only by its own link', async () => {
    const created = (await send(complaint())).json();
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, created._id));
    expect((await findTicketByToken(t.db, row.token))?.number).toBe(created.number);
    expect(await findTicketByToken(t.db, 'A'.repeat(32))).toBeNull();
  });

  it('lets an admin list by status, answer (mailed, open becomes in progress) and resolve a ticket', async () => {
    const email = `answer-${randomUUID().slice(0, 8)}@example.com`;
    const { _id } = (await send(complaint({ email, title: 'Monitor has dead pixels' }))).json();
    const open = (await t.app.inject({ method: 'GET', url: '/api/tickets?status=open', headers: bearer(admin) })).json();
    expect(open.tickets.map((x: { _id: string }) => x._id)).toContain(_id);
    expect(open.tickets.every((x: { status: string }) => x.status === 'open')).toBe(true);

    const replied = await t.app.inject({ method: 'POST', url: `/api/tickets/${_id}/replies`, headers: bearer(admin), payload: { message: 'Please bring it to our Khulna shop.' } });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json()).toMatchObject({ status: 'in_progress', replies: [{ authorName: 'Test Admin', message: 'Please bring it to our Khulna shop.' }] });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/our answer/)]));
    expect(mails.find((m) => /our answer/.test(m.subject))?.text).toContain('Please bring it to our Khulna shop.');

    const resolved = await t.app.inject({ method: 'PATCH', url: `/api/tickets/${_id}`, headers: bearer(admin), payload: { status: 'resolved' } });
    expect(resolved.json().status).toBe('resolved');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/tickets/${_id}`, headers: bearer(admin), payload: { status: 'closed' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/tickets/${randomUUID()}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets/not-a-uuid', headers: bearer(admin) })).statusCode).toBe(400);
  });
});
