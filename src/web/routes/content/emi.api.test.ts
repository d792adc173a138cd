import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emiBanks, shopSettings } from '~/modules/schema.ts';
import type { WebContext } from '~/web/context.ts';
import { loader as emiLoader } from './emi.tsx';
import { loader as productLoader } from '~/web/routes/storefront/product.tsx';
import { seedContent, seedEmiBanks } from '../../../../seed/content.ts';
import { refusedToNonAdmins } from '../../../../test/admin.ts';
import { useTestApp } from '../../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../../test/auth.ts';
import { makeProduct } from '../../../../test/factories.ts';
import { emiPlans, monthlyInstalment, type EmiBank } from '~/modules/directory/constants.ts';

const bank = (fields: Partial<EmiBank>): EmiBank => ({
  id: fields.name ?? 'b',
  name: 'Bank',
  logo: '',
  onlineTenures: [3, 6],
  offlineTenures: [6, 9, 12],
  minimumPurchase: 500_000,
  condition: '',
  conditionBn: null,
  ...fields,
});

describe('EMI amounts', () => {
  const fiveThousand = bank({ name: 'Five' });
  const tenThousand = bank({ name: 'Ten', onlineTenures: [], offlineTenures: [6, 12, 24], minimumPurchase: 1_000_000 });

  it('offers no EMI at ৳4,999.99 and at ৳4,999, and every ৳5,000 bank’s tenures at ৳5,000', () => {
    expect(emiPlans(499_999, [fiveThousand, tenThousand])).toEqual([]);
    expect(emiPlans(499_900, [fiveThousand, tenThousand])).toEqual([]);
    expect(emiPlans(500_000, [fiveThousand, tenThousand])).toEqual([
      { months: 3, monthly: 166_700, online: ['Five'], offline: [] },
      { months: 6, monthly: 83_400, online: ['Five'], offline: ['Five'] },
      { months: 9, monthly: 55_600, online: [], offline: ['Five'] },
      { months: 12, monthly: 41_700, online: [], offline: ['Five'] },
    ]);
  });

  it('adds a bank with a higher minimum only from that minimum on', () => {
    const below = emiPlans(999_999, [fiveThousand, tenThousand]);
    expect(below.flatMap((p) => [...p.online, ...p.offline])).not.toContain('Ten');
    const at = emiPlans(1_000_000, [fiveThousand, tenThousand]);
    expect(at.map((p) => p.months)).toEqual([3, 6, 9, 12, 24]);
    expect(at.find((p) => p.months === 12)).toEqual({ months: 12, monthly: 83_400, online: [], offline: ['Five', 'Ten'] });
    expect(at.find((p) => p.months === 24)).toEqual({ months: 24, monthly: 41_700, online: [], offline: ['Ten'] });
  });

  it('never lets a bank’s minimum below ৳5,000 open EMI to a cheaper product', () => {
    expect(emiPlans(400_000, [bank({ minimumPurchase: 100_000 })])).toEqual([]);
  });

  it('rounds a month up to the whole taka, so the instalments cover the price, and splits an even price exactly', () => {
    expect(monthlyInstalment(500_000, 3)).toBe(166_700);
    expect(monthlyInstalment(600_000, 6)).toBe(100_000);
    expect(monthlyInstalment(500_050, 12)).toBe(41_700);
    for (const [price, months] of [[500_000, 3], [777_777, 9], [12_345_600, 12]]) expect(monthlyInstalment(price, months) * months).toBeGreaterThanOrEqual(price);
  });
});

describe('EMI banks', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  const rows = async () => (await t.db.select({ n: count() }).from(emiBanks))[0].n;
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/emi-banks', headers: bearer(admin), payload });
  const context = () => ({ db: t.db, cache: t.app.cache, origin: 'http://localhost', user: null }) as unknown as WebContext;
  const VALID = { name: 'Prime Bank', logo: '/uploads/demo/bank-0.webp', onlineTenures: [6, 3, 6], offlineTenures: [12, 6, 9], minimumPurchase: 5000, condition: 'Prime Bank credit cards.' };

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

  it('seeds the demo banks with logos drawn into the shop’s storage and served from it, once', async () => {
    await seedEmiBanks(t.db, 'electronics', t.app.storage);
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/emi-banks' })).json() as Array<{ name: string; logo: string; minimumPurchase: number }>;
    expect(seeded.length).toBe(6);
    for (const b of seeded) {
      expect(await t.app.storage.has(b.logo.replace('/uploads/', '')), b.logo).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: b.logo })).headers['content-type']).toBe('image/webp');
    }
    expect(seeded.map((b) => b.minimumPurchase).sort()).toEqual([10000, 10000, 5000, 5000, 5000, 5000]);
    await seedEmiBanks(t.db, 'electronics', t.app.storage);
    expect(await rows()).toBe(6);
  });

  it('lets an admin add a bank: tenures sorted without repeats, the minimum in taka on the wire and in poisha inside', async () => {
    const response = await post(VALID);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Prime Bank', onlineTenures: [3, 6], offlineTenures: [6, 9, 12], minimumPurchase: 5000 });
    expect(typeof response.json()._id).toBe('string');
    const [row] = await t.db.select().from(emiBanks).where(eq(emiBanks.name, 'Prime Bank'));
    expect(row.minimumPurchase).toBe(500_000);
  });

  it('refuses bad banks with a message and writes nothing', async () => {
    const before = await rows();
    const cases = [
      { ...VALID, name: '' },
      { ...VALID, name: 'x'.repeat(101) },
      { ...VALID, onlineTenures: [], offlineTenures: [] },
      { ...VALID, onlineTenures: [2] },
      { ...VALID, offlineTenures: [37] },
      { ...VALID, onlineTenures: [3.5] },
      { ...VALID, onlineTenures: '3, 6' },
      { ...VALID, onlineTenures: [3, 6, 9, 12, 15, 18, 21, 24, 27] },
      { ...VALID, minimumPurchase: 4999 },
      { ...VALID, minimumPurchase: 5000.5 },
      { ...VALID, minimumPurchase: 10_000_001 },
      { ...VALID, minimumPurchase: 'lots' },
      { ...VALID, logo: 'https://evil.example/logo.png' },
      { ...VALID, logo: 'javascript:alert(1)' },
      { ...VALID, condition: 'x'.repeat(301) },
      { ...VALID, condition: 'bad\u0007' },
      { ...VALID, isAdmin: true },
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await rows()).toBe(before);
    // At the limits: accepted (the minimum as a form types it, in text).
    const edge = await post({ ...VALID, name: 'n'.repeat(100), condition: 'c'.repeat(300), onlineTenures: [3, 36], offlineTenures: [], minimumPurchase: '10000000' });
    expect(edge.statusCode, edge.body).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/emi-banks/${edge.json()._id}`, headers: bearer(admin) })).statusCode).toBe(200);
  });

  it('refuses bank writes to visitors (401), forged tokens (401) and customers (403), and writes nothing', async () => {
    const [{ id }] = await t.db.select({ id: emiBanks.id }).from(emiBanks).limit(1);
    const before = await rows();
    const wrong = await refusedToNonAdmins(
      t.app,
      [
        { method: 'POST', url: '/api/emi-banks', payload: VALID },
        { method: 'PUT', url: `/api/emi-banks/${id}`, payload: VALID },
        { method: 'DELETE', url: `/api/emi-banks/${id}` },
      ],
      { customer, admin },
    );
    expect(wrong).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it('shows the banks and the seeded terms on the EMI page, Bengali first, the shop’s facts filled in', async () => {
    await seedContent(t.db, 'electronics', []);
    const page = await emiLoader({ request: new Request('http://localhost/emi-terms'), params: {}, context: context() } as never);
    expect(page.banks.map((b) => b.name)).toContain('Prime Bank');
    expect(page.terms.map((p) => p.language)).toEqual(['bn', 'en']);
    const english = page.terms[1].body;
    expect(english).toContain('BDT 22,000');
    expect(english).toContain('BDT 55,000');
    expect(english).toContain('support@haat.example');
    expect(english).not.toMatch(/\{(phone|email|hours)\}/);
  });

  it('shows a product ≥ ৳5,000 its monthly amounts at the regular price, and updates them when a bank changes', async () => {
    const show = async (slug: string) => (await productLoader({ request: new Request(`http://localhost/product/${slug}`), params: { slug }, context: context() } as never)).emi;
    // ৳6,000 with ৳1,500 off is sold at ৳4,500, yet EMI is at the regular ৳6,000 (docs/requirements/content-pages.md §9).
    const discounted = await makeProduct(t.db, { price: 6_000, discount: 1_500 });
    const plans = await show(discounted.slug);
    expect(plans.find((p) => p.months === 6)?.monthly).toBe(100_000);
    expect(plans.flatMap((p) => p.offline)).not.toContain('Standard Chartered');
    const cheap = await makeProduct(t.db, { price: 4_999 });
    expect(await show(cheap.slug)).toEqual([]);

    // A new bank with 24 months shows on the next read (the cached bank list is dropped).
    await post({ ...VALID, name: 'Long Bank', onlineTenures: [], offlineTenures: [24] });
    expect((await show(discounted.slug)).find((p) => p.months === 24)).toEqual({ months: 24, monthly: 25_000, online: [], offline: ['Long Bank'] });
    const [{ id }] = await t.db.select({ id: emiBanks.id }).from(emiBanks).where(eq(emiBanks.name, 'Long Bank'));
    await t.app.inject({ method: 'PUT', url: `/api/emi-banks/${id}`, headers: bearer(admin), payload: { ...VALID, name: 'Long Bank', onlineTenures: [], offlineTenures: [24], minimumPurchase: 7000 } });
    expect((await show(discounted.slug)).find((p) => p.months === 24)).toBeUndefined();
  });
});
