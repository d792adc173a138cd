import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, emiBanks, notices, offers, outlets, shopSettings, specGlossary } from '~/modules/schema.ts';
import { languageCookie } from '~/web/i18n/language.server.ts';
import type { WebContext } from '~/web/context.ts';
import { loader as rootLoader } from '~/web/root.tsx';
import { loader as homeLoader } from '~/web/routes/storefront/home.tsx';
import { loader as productLoader } from '~/web/routes/storefront/product.tsx';
import { loader as compareLoader } from '~/web/routes/storefront/compare.tsx';
import { loader as blogLoader } from '~/web/routes/content/blog.tsx';
import { loader as blogPostLoader } from '~/web/routes/content/blog-post.tsx';
import { loader as contactLoader } from '~/web/routes/content/contact.tsx';
import { loader as emiLoader } from '~/web/routes/content/emi.tsx';
import { compareCookie } from '~/web/lib/compare.server.ts';
import { refusedToNonAdmins } from '../../test/admin.ts';
import { useTestApp } from '../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../test/auth.ts';
import { makeProduct, makeSettings } from '../../test/factories.ts';

// The shop's own words in Bengali (issue 31, docs/decisions/039): each Bengali field is saved,
// returned, shown on Bengali pages, falls back to English when empty, and keeps its length limit.

const SETTINGS = {
  shopName: 'Haat',
  phone: '09678-123456',
  email: 'shop@example.com',
  address: 'KDA Avenue, Khulna',
  supportHours: '9 AM - 8 PM',
  deliveryPromise: 'Within 48 hours',
  freeShippingThreshold: 5000,
  shippingFee: 100,
  shopDistrict: 'khulna',
  localShippingFee: '',
  taxRate: 0,
};

describe('the shop’s own words in Bengali', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  const context = () => ({ db: t.db, cache: t.app.cache, origin: 'http://localhost', user: null, cartOwner: () => null }) as unknown as WebContext;
  const request = async (path: string, language: 'en' | 'bn', cookie = '') =>
    new Request(`http://localhost${path}`, { headers: { cookie: [await languageCookie.serialize(language), cookie].filter(Boolean).join('; ') } });
  const as = (who: SignedIn) => bearer(who);

  beforeAll(async () => {
    await makeSettings(t.db);
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
  });

  describe('settings', () => {
    const put = (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: as(admin), payload: { ...SETTINGS, ...body } });
    const footer = async (language: 'en' | 'bn') => (await rootLoader({ request: await request('/', language), params: {}, context: context() } as never)).settings;

    it('saves and returns the Bengali address, hours and delivery promise, and Bengali pages show them', async () => {
      const response = await put({ addressBn: 'কেডিএ এভিনিউ, খুলনা', supportHoursBn: 'সকাল ৯টা - রাত ৮টা', deliveryPromiseBn: '৪৮ ঘণ্টার মধ্যে' });
      expect(response.statusCode).toBe(200);
      const got = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
      expect(got).toMatchObject({ address: 'KDA Avenue, Khulna', addressBn: 'কেডিএ এভিনিউ, খুলনা', supportHoursBn: 'সকাল ৯টা - রাত ৮টা', deliveryPromiseBn: '৪৮ ঘণ্টার মধ্যে' });
      expect(await footer('bn')).toMatchObject({ address: 'কেডিএ এভিনিউ, খুলনা', supportHours: 'সকাল ৯টা - রাত ৮টা' });
      expect(await footer('en')).toMatchObject({ address: 'KDA Avenue, Khulna', supportHours: '9 AM - 8 PM' });
    });

    it('stores an empty Bengali field as none, and Bengali pages then show the English one', async () => {
      expect((await put({ addressBn: '  ', supportHoursBn: '', deliveryPromiseBn: null })).statusCode).toBe(200);
      const [row] = await t.db.select().from(shopSettings);
      expect([row.addressBn, row.supportHoursBn, row.deliveryPromiseBn]).toEqual([null, null, null]);
      expect(await footer('bn')).toMatchObject({ address: 'KDA Avenue, Khulna', supportHours: '9 AM - 8 PM' });
    });

    it('refuses a Bengali field longer than the English one may be, and writes nothing', async () => {
      await put({ addressBn: 'ঠিকানা' });
      const response = await put({ addressBn: 'ক'.repeat(201), supportHours: 'Changed' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Address \(Bengali\) must be at most 200 characters/);
      const [row] = await t.db.select().from(shopSettings);
      expect([row.addressBn, row.supportHours]).toEqual(['ঠিকানা', '9 AM - 8 PM']);
      expect((await put({ supportHoursBn: 'ক'.repeat(101) })).statusCode).toBe(400);
      expect((await put({ deliveryPromiseBn: 'ক'.repeat(101) })).statusCode).toBe(400);
    });

    it('refuses control characters in a Bengali field', async () => {
      const response = await put({ supportHoursBn: 'সকাল\u0000৯টা' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('offers and notices', () => {
    it('saves, returns and shows the Bengali title and description of an offer and a notice; English where none', async () => {
      const offer = await t.app.inject({ method: 'POST', url: '/api/offers', headers: as(admin), payload: { title: 'Eid Sale', description: 'Big discounts', titleBn: 'ঈদ সেল', descriptionBn: 'বড় ছাড়' } });
      expect(offer.statusCode).toBe(201);
      expect(offer.json()).toMatchObject({ titleBn: 'ঈদ সেল', descriptionBn: 'বড় ছাড়' });
      const bare = await t.app.inject({ method: 'POST', url: '/api/offers', headers: as(admin), payload: { title: 'Plain Offer', description: 'English only' } });
      expect(bare.json()).toMatchObject({ titleBn: null, descriptionBn: null });
      const notice = await t.app.inject({ method: 'POST', url: '/api/notices', headers: as(admin), payload: { title: 'Delivery times', description: 'Two days', titleBn: 'ডেলিভারির সময়', descriptionBn: 'দুই দিন' } });
      expect(notice.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: `/api/notices/${notice.json()._id}`, headers: as(admin) })).json()).toMatchObject({ titleBn: 'ডেলিভারির সময়' });

      const home = async (language: 'en' | 'bn') => homeLoader({ request: await request('/', language), params: {}, context: context() } as never);
      const bn = await home('bn');
      expect(bn.offers.map((o) => o.title)).toEqual(expect.arrayContaining(['ঈদ সেল', 'Plain Offer']));
      expect(bn.offers.find((o) => o.title === 'ঈদ সেল')?.description).toBe('বড় ছাড়');
      expect(bn.notice).toMatchObject({ title: 'ডেলিভারির সময়', description: 'দুই দিন' });
      const en = await home('en');
      expect(en.offers.map((o) => o.title)).toEqual(expect.arrayContaining(['Eid Sale', 'Plain Offer']));
      expect(en.notice).toMatchObject({ title: 'Delivery times' });
    });

    it('clears a Bengali title with an empty update, and refuses one past the length limit', async () => {
      const created = (await t.app.inject({ method: 'POST', url: '/api/notices', headers: as(admin), payload: { title: 'Hotline', titleBn: 'হটলাইন' } })).json();
      const cleared = await t.app.inject({ method: 'PUT', url: `/api/notices/${created._id}`, headers: as(admin), payload: { titleBn: '' } });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().titleBn).toBeNull();
      const long = await t.app.inject({ method: 'PUT', url: `/api/notices/${created._id}`, headers: as(admin), payload: { titleBn: 'ক'.repeat(121) } });
      expect(long.statusCode).toBe(400);
      const longOffer = await t.app.inject({ method: 'POST', url: '/api/offers', headers: as(admin), payload: { title: 'X', descriptionBn: 'ক'.repeat(301) } });
      expect(longOffer.statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(offers).then((r) => r[0].n))).toBe(2);
      expect((await t.db.select({ n: count() }).from(notices).then((r) => r[0].n))).toBe(2);
    });
  });

  describe('articles', () => {
    it('saves the Bengali title, intro and sanitized body, and Bengali pages show them; English where none', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blog-posts',
        headers: as(admin),
        payload: { title: 'Choosing RAM', author: 'Desk', intro: 'How much memory', body: '<p>English body</p>', titleBn: 'র‍্যাম বাছাই', bodyBn: '<p>বাংলা লেখা</p><script>alert(1)</script><img src=x onerror=alert(1)>', published: true },
      });
      expect(response.statusCode).toBe(201);
      const post = response.json();
      expect(post).toMatchObject({ titleBn: 'র‍্যাম বাছাই', introBn: null });
      expect(post.bodyBn).toContain('বাংলা লেখা');
      expect(post.bodyBn).not.toMatch(/script|onerror/);

      const page = async (language: 'en' | 'bn') =>
        (await blogPostLoader({ request: await request(`/blog/${post.slug}`, language), params: { slug: post.slug }, context: context() } as never)).post;
      const bn = await page('bn');
      expect(bn).toMatchObject({ title: 'র‍্যাম বাছাই', intro: 'How much memory' });
      expect(bn.body).toContain('বাংলা লেখা');
      expect(await page('en')).toMatchObject({ title: 'Choosing RAM', body: '<p>English body</p>' });
      const list = await blogLoader({ request: await request('/BlogScreen', 'bn'), params: {}, context: context() } as never);
      expect(list.posts[0].title).toBe('র‍্যাম বাছাই');
    });

    it('refuses a Bengali title or intro past the English limits, and writes nothing', async () => {
      const base = { title: 'Another', author: 'Desk', intro: 'Intro', body: '<p>Body</p>' };
      expect((await t.app.inject({ method: 'POST', url: '/api/blog-posts', headers: as(admin), payload: { ...base, titleBn: 'ক'.repeat(201) } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/blog-posts', headers: as(admin), payload: { ...base, introBn: 'ক'.repeat(601) } })).statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(blogPosts))[0].n).toBe(1);
    });
  });

  describe('outlets and EMI banks', () => {
    it('saves the Bengali branch name, address and bank condition; the contact and EMI pages show them in Bengali, English where none', async () => {
      const outlet = await t.app.inject({ method: 'POST', url: '/api/outlets', headers: as(admin), payload: { name: 'Khulna', address: 'KDA Avenue', phone: '041-720100', nameBn: 'খুলনা', addressBn: 'কেডিএ এভিনিউ' } });
      expect(outlet.statusCode).toBe(201);
      expect(outlet.json()).toMatchObject({ nameBn: 'খুলনা', addressBn: 'কেডিএ এভিনিউ' });
      const bank = await t.app.inject({ method: 'POST', url: '/api/emi-banks', headers: as(admin), payload: { name: 'BRAC Bank', minimumPurchase: 5000, onlineTenures: [3], condition: 'Credit cards only.', conditionBn: 'শুধু ক্রেডিট কার্ড।' } });
      expect(bank.statusCode).toBe(201);
      expect(bank.json().conditionBn).toBe('শুধু ক্রেডিট কার্ড।');

      const contact = await contactLoader({ request: await request('/ContactUsScreen', 'bn'), params: {}, context: context() } as never);
      expect(contact.outlets[0]).toMatchObject({ name: 'Khulna', nameBn: 'খুলনা' });
      const emi = async (language: 'en' | 'bn') => (await emiLoader({ request: await request('/emi-terms', language), params: {}, context: context() } as never)).banks[0].condition;
      expect(await emi('bn')).toBe('শুধু ক্রেডিট কার্ড।');
      expect(await emi('en')).toBe('Credit cards only.');
      await t.app.inject({ method: 'PUT', url: `/api/emi-banks/${bank.json()._id}`, headers: as(admin), payload: { name: 'BRAC Bank', minimumPurchase: 5000, onlineTenures: [3], condition: 'Credit cards only.', conditionBn: '' } });
      expect(await emi('bn')).toBe('Credit cards only.');
    });

    it('refuses a Bengali outlet address or bank condition past the limits', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/outlets', headers: as(admin), payload: { name: 'Dhaka', address: 'Road 5', phone: '041-720101', addressBn: 'ক'.repeat(301) } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/outlets', headers: as(admin), payload: { name: 'Dhaka', address: 'Road 5', phone: '041-720101', nameBn: 'ক'.repeat(101) } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/emi-banks', headers: as(admin), payload: { name: 'City', minimumPurchase: 5000, onlineTenures: [3], conditionBn: 'ক'.repeat(301) } })).statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(outlets))[0].n).toBe(1);
      expect((await t.db.select({ n: count() }).from(emiBanks))[0].n).toBe(1);
    });
  });

  describe('specification glossary', () => {
    const post = (payload: Record<string, unknown>, who = admin) => t.app.inject({ method: 'POST', url: '/api/spec-glossary', headers: as(who), payload });

    it('keeps entries admins add, change and delete; a term is unique whatever its case', async () => {
      const created = await post({ term: ' Processor ', bengali: 'প্রসেসর' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ term: 'Processor', bengali: 'প্রসেসর' });
      const again = await post({ term: 'PROCESSOR', bengali: 'অন্য' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('“PROCESSOR” already has a glossary entry');
      const other = (await post({ term: 'Cores', bengali: 'কোর' })).json();
      expect((await t.app.inject({ method: 'PUT', url: `/api/spec-glossary/${other._id}`, headers: as(admin), payload: { term: 'processor', bengali: 'x' } })).statusCode).toBe(409);
      const changed = await t.app.inject({ method: 'PUT', url: `/api/spec-glossary/${other._id}`, headers: as(admin), payload: { term: 'Cores', bengali: 'কোরের সংখ্যা' } });
      expect(changed.json().bengali).toBe('কোরের সংখ্যা');
      const list = (await t.app.inject({ method: 'GET', url: '/api/spec-glossary', headers: as(admin) })).json();
      expect(list.map((e: { term: string }) => e.term)).toEqual(['Cores', 'Processor']);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/spec-glossary/${other._id}`, headers: as(admin) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/spec-glossary/${other._id}`, headers: as(admin) })).statusCode).toBe(404);
    });

    it('refuses empty, too long, control characters and unknown keys, and writes nothing', async () => {
      const before = (await t.db.select({ n: count() }).from(specGlossary))[0].n;
      for (const payload of [
        { term: '', bengali: 'ক' },
        { term: 'Warranty', bengali: '  ' },
        { term: 'W'.repeat(101), bengali: 'ক' },
        { term: 'Warranty', bengali: 'ক'.repeat(101) },
        { term: 'War\u0007ranty', bengali: 'ক' },
        { term: 'Warranty', bengali: 'ওয়ারেন্টি', isAdmin: true },
        { term: ['Warranty'], bengali: 'ওয়ারেন্টি' },
      ]) {
        const response = await post(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await t.app.inject({ method: 'PUT', url: '/api/spec-glossary/not-a-uuid', headers: as(admin), payload: { term: 'A', bengali: 'ক' } })).statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(specGlossary))[0].n).toBe(before);
    });

    it('is refused to everybody but admins', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const wrong = await refusedToNonAdmins(
        t.app,
        [
          { method: 'GET', url: '/api/spec-glossary' },
          { method: 'POST', url: '/api/spec-glossary', payload: { term: 'Warranty', bengali: 'ওয়ারেন্টি' } },
          { method: 'PUT', url: `/api/spec-glossary/${id}`, payload: { term: 'Warranty', bengali: 'ওয়ারেন্টি' } },
          { method: 'DELETE', url: `/api/spec-glossary/${id}` },
        ],
        { customer, admin },
      );
      expect(wrong).toEqual([]);
    });

    it('names specification groups and fields in Bengali on Bengali product and compare pages, English where no entry, at once after a save', async () => {
      const product = await makeProduct(t.db, {
        specifications: [{ name: 'Processor', values: [{ name: 'cores', value: '8' }, { name: 'Boost Clock', value: '4.4 GHz' }] }],
      });
      const page = async (language: 'en' | 'bn') =>
        (await productLoader({ request: await request(`/product/${product.slug}`, language), params: { slug: product.slug }, context: context() } as never)).product.specifications;
      // Each name with the language it is shown in: English on an English page.
      const inEnglish = (groups: typeof product.specifications) =>
        groups.map((group) => ({ ...group, languages: { name: 'en' }, values: group.values.map((row) => ({ ...row, languages: { name: 'en' } })) }));
      expect(await page('en')).toEqual(inEnglish(product.specifications));
      // Cached before the entry exists: the save drops it.
      await page('bn');
      await post({ term: 'Cores', bengali: 'কোর' });
      // A name the glossary lacks stays English, and says so (docs/decisions/039).
      expect(await page('bn')).toEqual([
        {
          name: 'প্রসেসর',
          languages: { name: 'bn' },
          values: [
            { name: 'কোর', value: '8', languages: { name: 'bn' } },
            { name: 'Boost Clock', value: '4.4 GHz', languages: { name: 'en' } },
          ],
        },
      ]);

      const cookie = `compare=${(await compareCookie.serialize([product.id])).split(';')[0].split('=')[1]}`;
      const compare = await compareLoader({ request: await request('/compare', 'bn', cookie), params: {}, context: context() } as never);
      expect(compare.groups[0]).toMatchObject({ name: 'প্রসেসর', languages: { name: 'bn' } });
      expect(compare.groups[0].rows.map(({ name, languages }) => ({ name, languages }))).toEqual([
        { name: 'কোর', languages: { name: 'bn' } },
        { name: 'Boost Clock', languages: { name: 'en' } },
      ]);
    });
  });

  it('refuses the Bengali fields’ writes to non-admins', async () => {
    const wrong = await refusedToNonAdmins(
      t.app,
      [
        { method: 'PUT', url: '/api/settings', payload: { ...SETTINGS, addressBn: 'ঠিকানা' } },
        { method: 'POST', url: '/api/offers', payload: { title: 'T', titleBn: 'শি' } },
        { method: 'POST', url: '/api/notices', payload: { title: 'T', titleBn: 'শি' } },
        { method: 'POST', url: '/api/outlets', payload: { name: 'N', address: 'A', phone: '041-720100', nameBn: 'না' } },
      ],
      { customer, admin },
    );
    expect(wrong).toEqual([]);
  });
});
