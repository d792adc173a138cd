import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notices, offers } from '~/modules/schema.ts';
import { refusedToNonAdmins } from '../../../test/admin.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeNotice, makeOffer } from '../../../test/factories.ts';
import { MAX_ACTIVE_OFFERS } from './contracts.ts';
import { getHomeMerchandising, invalidateMerchandisingCache } from './service.ts';

describe('admin offers and notices', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  const asAdmin = () => bearer(admin);

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
  });

  const rows = async (table: typeof offers | typeof notices) => (await t.db.select({ n: count() }).from(table))[0].n;

  it('refuses every offer and notice admin call to visitors, forged tokens and customers, and writes nothing', async () => {
    const offer = await makeOffer(t.db);
    const notice = await makeNotice(t.db);
    const before = [await rows(offers), await rows(notices)];
    const wrong = await refusedToNonAdmins(
      t.app,
      [
        { method: 'GET', url: '/api/offers/all' },
        { method: 'GET', url: `/api/offers/${offer.id}` },
        { method: 'POST', url: '/api/offers', payload: { title: 'Stolen', description: '', imageUrl: '' } },
        { method: 'PUT', url: `/api/offers/${offer.id}`, payload: { _id: offer.id, description: 'x', isActive: false } },
        { method: 'DELETE', url: `/api/offers/${offer.id}` },
        { method: 'GET', url: '/api/notices/all' },
        { method: 'GET', url: `/api/notices/${notice.id}` },
        { method: 'POST', url: '/api/notices', payload: { title: 'Stolen', description: '' } },
        { method: 'PUT', url: `/api/notices/${notice.id}`, payload: { isActive: false } },
        { method: 'DELETE', url: `/api/notices/${notice.id}` },
      ],
      { customer, admin },
    );
    expect(wrong).toEqual([]);
    expect([await rows(offers), await rows(notices)]).toEqual(before);
    expect((await t.db.select().from(offers).where(eq(offers.id, offer.id)))[0]).toMatchObject({ isActive: true, description: offer.description });
  });

  it('creates an offer that the public list and the home page show at once, and answers it in the spec’s shape', async () => {
    const home = await getHomeMerchandising(t.db, t.app.cache);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: asAdmin(),
      payload: { title: 'Pohela Boishakh Sale', description: 'Up to 20% off', imageUrl: '/uploads/demo/offer-1.webp', isAdmin: true },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(Object.keys(body).sort()).toEqual(['_id', 'description', 'descriptionBn', 'imageUrl', 'isActive', 'title', 'titleBn']);
    expect(body).toMatchObject({ title: 'Pohela Boishakh Sale', description: 'Up to 20% off', imageUrl: '/uploads/demo/offer-1.webp', isActive: true });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/offers' })).json();
    expect(listed.map((o: { _id: string }) => o._id)).toContain(body._id);
    // The cached carousel was read before the write; the write dropped it.
    expect(home.offers.map((o) => o.id)).not.toContain(body._id);
    expect((await getHomeMerchandising(t.db, t.app.cache)).offers.map((o) => o.id)).toContain(body._id);
  });

  it('toggles an offer off with the status radio’s payload, and the shop stops showing it at once', async () => {
    const offer = await makeOffer(t.db, { title: 'Toggle me' });
    // Rows written straight to the database (the factory) are not announced; the API's writes are.
    invalidateMerchandisingCache(t.app.cache);
    expect((await getHomeMerchandising(t.db, t.app.cache)).offers.map((o) => o.id)).toContain(offer.id);
    const off = await t.app.inject({ method: 'PUT', url: `/api/offers/${offer.id}`, headers: asAdmin(), payload: { _id: offer.id, description: offer.description, isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ _id: offer.id, title: 'Toggle me', isActive: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/offers' })).json().map((o: { _id: string }) => o._id)).not.toContain(offer.id);
    expect((await getHomeMerchandising(t.db, t.app.cache)).offers.map((o) => o.id)).not.toContain(offer.id);
    // The admin list still has it, inactive.
    const all = await t.app.inject({ method: 'GET', url: '/api/offers/all?pageNumber=1', headers: asAdmin() });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1 });
    const on = await t.app.inject({ method: 'PUT', url: `/api/offers/${offer.id}`, headers: asAdmin(), payload: { isActive: true } });
    expect(on.json().isActive).toBe(true);
  });

  it('updates an offer’s fields with the edit screen’s payload and reads it back by id', async () => {
    const offer = await makeOffer(t.db);
    const payload = { _id: offer.id, title: 'Eid Mubarak', description: 'Line one\r\nLine two', imageUrl: '/uploads/demo/offer-2.webp', isActive: true };
    const updated = await t.app.inject({ method: 'PUT', url: `/api/offers/${offer.id}`, headers: asAdmin(), payload });
    expect(updated.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/offers/${offer.id}`, headers: asAdmin() });
    expect(read.json()).toEqual({ _id: offer.id, title: 'Eid Mubarak', description: 'Line one\nLine two', imageUrl: '/uploads/demo/offer-2.webp', isActive: true, titleBn: null, descriptionBn: null });
  });

  it('refuses an image address that is not the shop’s own upload, and a blank title, writing nothing', async () => {
    const offer = await makeOffer(t.db, { imageUrl: '/uploads/demo/offer-0.webp' });
    const before = await rows(offers);
    for (const imageUrl of [
      'javascript:alert(1)',
      'https://evil.example/banner.webp',
      '//evil.example/banner.webp',
      '/uploads/../../etc/passwd.png',
      '/uploads/a/../../secret.webp',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/uploads/banner.svg',
      '/uploads/x.webp?onerror=alert(1)',
      '/uploads/x.webp"><script>',
    ]) {
      const created = await t.app.inject({ method: 'POST', url: '/api/offers', headers: asAdmin(), payload: { title: 'Bad', imageUrl } });
      expect(created.statusCode, imageUrl).toBe(400);
      expect(created.json().message).toMatch(/Image URL must be an image uploaded to the shop/);
      const updated = await t.app.inject({ method: 'PUT', url: `/api/offers/${offer.id}`, headers: asAdmin(), payload: { imageUrl } });
      expect(updated.statusCode, imageUrl).toBe(400);
    }
    for (const title of ['', '   ', 'a\u0000b', 'x'.repeat(121)]) {
      const created = await t.app.inject({ method: 'POST', url: '/api/offers', headers: asAdmin(), payload: { title } });
      expect(created.statusCode, JSON.stringify(title)).toBe(400);
    }
    const wrongType = await t.app.inject({ method: 'PUT', url: `/api/offers/${offer.id}`, headers: asAdmin(), payload: { isActive: 'yes' } });
    expect(wrongType.statusCode).toBe(400);
    expect(await rows(offers)).toBe(before);
    expect((await t.db.select().from(offers).where(eq(offers.id, offer.id)))[0].imageUrl).toBe('/uploads/demo/offer-0.webp');
  });

  it('answers a malformed id with 400 and an unknown one with 404, for offers and notices', async () => {
    for (const kind of ['offers', 'notices']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const payload = method === 'PUT' ? { title: 'x' } : undefined;
        const malformed = await t.app.inject({ method, url: `/api/${kind}/1%27%20OR%20%271%27=%271`, headers: asAdmin(), ...(payload ? { payload } : {}) });
        expect(malformed.statusCode, `${method} ${kind} malformed`).toBe(400);
        const unknown = await t.app.inject({ method, url: `/api/${kind}/${randomUUID()}`, headers: asAdmin(), ...(payload ? { payload } : {}) });
        expect(unknown.statusCode, `${method} ${kind} unknown`).toBe(404);
        expect(unknown.json().message).toBe(kind === 'offers' ? 'Offer not found' : 'Notice not found');
      }
    }
  });

  it(`keeps at most ${MAX_ACTIVE_OFFERS} offers active, even when admins activate several at once`, async () => {
    await t.db.update(offers).set({ isActive: false });
    for (let i = 0; i < MAX_ACTIVE_OFFERS - 1; i++) await makeOffer(t.db, { title: `Active ${i}` });
    const waiting = await Promise.all([1, 2, 3].map((i) => makeOffer(t.db, { title: `Waiting ${i}`, isActive: false })));
    const answers = await Promise.all(
      waiting.map((offer) => t.app.inject({ method: 'PUT', url: `/api/offers/${offer.id}`, headers: asAdmin(), payload: { isActive: true } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(`At most ${MAX_ACTIVE_OFFERS} offers can be active at once. Deactivate one first.`);
    expect((await t.db.select({ n: count() }).from(offers).where(eq(offers.isActive, true)))[0].n).toBe(MAX_ACTIVE_OFFERS);
    const extra = await t.app.inject({ method: 'POST', url: '/api/offers', headers: asAdmin(), payload: { title: 'One too many' } });
    expect(extra.statusCode).toBe(409);
    const inactive = await t.app.inject({ method: 'POST', url: '/api/offers', headers: asAdmin(), payload: { title: 'Kept for later', isActive: false } });
    expect(inactive.statusCode).toBe(201);
    await t.db.update(offers).set({ isActive: false });
  });

  it('pages the admin offer list in S.L order, 10 a page', async () => {
    await t.db.delete(offers);
    const base = Date.now();
    for (let i = 0; i < 12; i++) await makeOffer(t.db, { title: `Offer ${String(i).padStart(2, '0')}`, isActive: false, createdAt: new Date(base + i) });
    const first = (await t.app.inject({ method: 'GET', url: '/api/offers/all', headers: asAdmin() })).json();
    expect(first).toMatchObject({ page: 1, pages: 2, totalCount: 12 });
    expect(first.offers).toHaveLength(10);
    const second = (await t.app.inject({ method: 'GET', url: '/api/offers/all?pageNumber=2', headers: asAdmin() })).json();
    expect(second.offers.map((o: { title: string }) => o.title)).toEqual(['Offer 10', 'Offer 11']);
    expect((await t.app.inject({ method: 'GET', url: '/api/offers/all?pageNumber=0', headers: asAdmin() })).statusCode).toBe(400);
  });

  it('deletes an offer, and a second delete is a 404', async () => {
    const offer = await makeOffer(t.db);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/offers/${offer.id}`, headers: asAdmin() });
    expect(deleted.statusCode).toBe(200);
    expect((await getHomeMerchandising(t.db, t.app.cache)).offers.map((o) => o.id)).not.toContain(offer.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/offers/${offer.id}`, headers: asAdmin() })).statusCode).toBe(404);
  });

  it('creates, edits, toggles and deletes a notice; the home page scrolls the first active one at once', async () => {
    await t.db.update(notices).set({ isActive: false });
    invalidateMerchandisingCache(t.app.cache);
    expect((await getHomeMerchandising(t.db, t.app.cache)).notice).toBeNull();
    const created = await t.app.inject({ method: 'POST', url: '/api/notices', headers: asAdmin(), payload: { title: 'Eid holiday', description: 'Orders ship after Eid' } });
    expect(created.statusCode).toBe(201);
    const notice = created.json();
    expect(Object.keys(notice).sort()).toEqual(['_id', 'description', 'descriptionBn', 'isActive', 'title', 'titleBn']);
    expect((await getHomeMerchandising(t.db, t.app.cache)).notice).toMatchObject({ id: notice._id, title: 'Eid holiday' });

    const edited = await t.app.inject({ method: 'PUT', url: `/api/notices/${notice._id}`, headers: asAdmin(), payload: { _id: notice._id, title: 'Eid holidays', description: 'Orders ship on Sunday', isActive: true } });
    expect(edited.json()).toMatchObject({ title: 'Eid holidays', description: 'Orders ship on Sunday' });
    expect((await getHomeMerchandising(t.db, t.app.cache)).notice?.title).toBe('Eid holidays');

    await t.app.inject({ method: 'PUT', url: `/api/notices/${notice._id}`, headers: asAdmin(), payload: { isActive: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/notices' })).json()).toEqual([]);
    expect((await getHomeMerchandising(t.db, t.app.cache)).notice).toBeNull();

    const all = (await t.app.inject({ method: 'GET', url: '/api/notices/all', headers: asAdmin() })).json();
    expect(all.notices.map((n: { _id: string }) => n._id)).toContain(notice._id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notices/${notice._id}`, headers: asAdmin() })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/notices/${notice._id}`, headers: asAdmin() })).statusCode).toBe(404);
  });

  it('refuses a notice with a control character or an overlong description, writing nothing', async () => {
    const before = await rows(notices);
    for (const payload of [{ title: 'a\u202Eb' }, { title: 'ok', description: 'x'.repeat(301) }, { title: 'ok', description: 'a\u0000' }, { description: 'no title' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/notices', headers: asAdmin(), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await rows(notices)).toBe(before);
  });
});
