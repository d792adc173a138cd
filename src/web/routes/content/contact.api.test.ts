import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outlets, shopSettings } from '~/modules/schema.ts';
import type { WebContext } from '~/web/context.ts';
import { loader as contactLoader } from './contact.tsx';
import { refusedToNonAdmins } from '../../../../test/admin.ts';
import { useTestApp } from '../../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../../test/auth.ts';
import { MAX_OUTLETS, outletMatches } from '~/modules/directory/constants.ts';

const KHULNA = { name: 'Khulna', address: 'Shop 12, KDA Avenue, Khulna 9100', phone: '041-720100', mapUrl: 'https://www.openstreetmap.org/search?query=KDA%20Avenue' };
const DHAKA = { name: 'Dhaka (Elephant Road)', address: 'Multiplan Center, 69 Elephant Road, Dhaka 1205', phone: '+880 1700-000101', mapUrl: '' };

describe('the outlet search rule', () => {
  it('keeps an outlet when every word of the search is in its name, address or phone, in any case and spacing', () => {
    expect(outletMatches(KHULNA, '')).toBe(true);
    expect(outletMatches(KHULNA, '   ')).toBe(true);
    expect(outletMatches(KHULNA, 'khulna')).toBe(true);
    expect(outletMatches(KHULNA, '  KDA   avenue ')).toBe(true);
    expect(outletMatches(KHULNA, '720100')).toBe(true);
    expect(outletMatches(KHULNA, 'khulna dhaka')).toBe(false);
    expect(outletMatches(DHAKA, 'elephant')).toBe(true);
    expect(outletMatches(DHAKA, 'khul')).toBe(false);
  });
});

describe('sales outlets', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  const rows = async () => (await t.db.select({ n: count() }).from(outlets))[0].n;
  const post = (payload: object, as: SignedIn = admin) => t.app.inject({ method: 'POST', url: '/api/outlets', headers: bearer(as), payload });

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
    await t.db.insert(shopSettings).values({
      shopName: 'Haat',
      phone: '+880 1700-000000',
      email: 'support@haat.example',
      address: 'KDA Avenue, Khulna',
      supportHours: '10 AM to 7 PM',
      deliveryPromise: '2 days',
      freeShippingThreshold: 10_000,
      shippingFee: 10_000,
      catalog: 'electronics',
    });
  });

  it('lets an admin add outlets that everybody reads, by branch name, in the wire shape', async () => {
    for (const outlet of [KHULNA, DHAKA]) expect((await post(outlet)).statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/outlets' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((o: { name: string }) => o.name)).toEqual(['Dhaka (Elephant Road)', 'Khulna']);
    expect(Object.keys(list.json()[0]).sort()).toEqual(['_id', 'address', 'addressBn', 'mapUrl', 'name', 'nameBn', 'phone']);
    expect(typeof list.json()[0]._id).toBe('string');
  });

  it('filters outlets by ?q= on the server with the page’s rule', async () => {
    const names = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/outlets?q=${encodeURIComponent(q)}` })).json().map((o: { name: string }) => o.name);
    expect(await names('khulna')).toEqual(['Khulna']);
    expect(await names('ELEPHANT road')).toEqual(['Dhaka (Elephant Road)']);
    expect(await names('Rangpur')).toEqual([]);
    expect(await names('')).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/outlets?q=${'a'.repeat(101)}` })).statusCode).toBe(400);
  });

  it('refuses bad outlets with a message and writes nothing', async () => {
    const before = await rows();
    const cases = [
      { ...KHULNA, name: '' },
      { ...KHULNA, name: 'x'.repeat(101) },
      { ...KHULNA, address: 'x'.repeat(301) },
      { ...KHULNA, phone: 'call us' },
      { ...KHULNA, phone: '12' },
      { ...KHULNA, mapUrl: 'javascript:alert(1)' },
      { ...KHULNA, mapUrl: 'http://maps.example.com/khulna' },
      { ...KHULNA, mapUrl: 'https://user:pw@maps.example.com/' },
      { ...KHULNA, name: 'Khulna\u0000' },
      { ...KHULNA, isAdmin: true },
      { name: 'Khulna' },
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await rows()).toBe(before);
    // At the limits: accepted.
    const longest = await post({ name: 'n'.repeat(100), address: 'a'.repeat(300), phone: '0'.repeat(40), mapUrl: `https://maps.example.com/${'p'.repeat(475)}` });
    expect(longest.statusCode, longest.body).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/outlets/${longest.json()._id}`, headers: bearer(admin) });
  });

  it('refuses outlet writes to visitors (401), forged tokens (401) and customers (403), and writes nothing', async () => {
    const [{ id }] = await t.db.select({ id: outlets.id }).from(outlets).limit(1);
    const before = await rows();
    const wrong = await refusedToNonAdmins(
      t.app,
      [
        { method: 'POST', url: '/api/outlets', payload: KHULNA },
        { method: 'PUT', url: `/api/outlets/${id}`, payload: KHULNA },
        { method: 'DELETE', url: `/api/outlets/${id}` },
      ],
      { customer, admin },
    );
    expect(wrong).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it('changes and deletes an outlet; an unknown id is not found', async () => {
    const created = (await post({ ...KHULNA, name: 'Jessore' })).json();
    const changed = await t.app.inject({ method: 'PUT', url: `/api/outlets/${created._id}`, headers: bearer(admin), payload: { ...KHULNA, name: 'Jashore' } });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/outlets/${created._id}` })).json().name).toBe('Jashore');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/outlets/${created._id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/outlets/${created._id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/outlets/${created._id}`, headers: bearer(admin), payload: KHULNA })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/outlets/not-a-uuid' })).statusCode).toBe(400);
  });

  it('refuses one outlet more than the page lists', async () => {
    const room = MAX_OUTLETS - (await rows());
    await t.db.insert(outlets).values(Array.from({ length: room }, (_, i) => ({ ...DHAKA, name: `Branch ${i}` })));
    const response = await post({ ...KHULNA, name: 'One too many' });
    expect(response.statusCode).toBe(409);
    expect(await rows()).toBe(MAX_OUTLETS);
    await t.db.delete(outlets).where(eq(outlets.address, DHAKA.address));
    await t.db.insert(outlets).values(DHAKA);
  });

  it('serves the contact page with the shop’s phone, hours and e-mail and every outlet, and refuses a hostile search', async () => {
    const context = { db: t.db, cache: t.app.cache, origin: 'http://localhost' } as unknown as WebContext;
    const page = await contactLoader({ request: new Request('http://localhost/ContactUsScreen?q=khulna'), params: {}, context } as never);
    expect(page.shop).toEqual({ phone: '+880 1700-000000', email: 'support@haat.example', hours: '10 AM to 7 PM', languages: { hours: 'en' } });
    expect(page.search).toBe('khulna');
    // Every outlet comes with the page: it filters them itself, so clearing the box shows all again.
    expect(page.outlets.map((o) => o.name).sort()).toEqual(['Dhaka (Elephant Road)', 'Khulna']);
    expect(page.outlets.filter((o) => outletMatches(o, page.search)).map((o) => o.name)).toEqual(['Khulna']);
    const hostile = await contactLoader({ request: new Request(`http://localhost/ContactUsScreen?q=${encodeURIComponent('a\u0000b')}`), params: {}, context } as never).catch((e: unknown) => e);
    expect((hostile as { init?: { status: number } }).init?.status).toBe(400);
  });
});
