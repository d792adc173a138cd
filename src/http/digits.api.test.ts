import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, emiBanks, products, shopSettings } from '~/modules/schema.ts';
import { localDigits } from '~/platform/numerals.ts';
import { useTestApp } from '../../test/app.ts';
import { bearer, signInAdmin, type SignedIn } from '../../test/auth.ts';
import { makeCategory, makeProduct, makeSettings, makeSubCategory } from '../../test/factories.ts';

/**
 * ADR 038: every number a shopper or admin types may be in Bengali (০–৯), Arabic-Indic (٠–٩, ۰–۹)
 * or full-width (０–９) digits; the server reads it as the same number. Letters mixed into the
 * digits, or a number beyond the field's limit, are still refused with a 400 and nothing written.
 */
const bn = (text: string | number) => localDigits(String(text), 'bn');
const arabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const fullWidth = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const sameSite = { origin: 'http://localhost', host: 'localhost' };

describe('numbers typed in any digits', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let category: { id: string; slug: string };
  let sub: { id: string };

  beforeAll(async () => {
    await makeSettings(t.db);
    admin = await signInAdmin(t.app, t.db);
    category = await makeCategory(t.db, { name: 'Digit Monitors' });
    sub = await makeSubCategory(t.db, category.id, 'Digit Gaming');
  });

  const lines = async () => (await t.db.select({ n: count() }).from(cartItems))[0].n;
  const addToCart = (productId: string, qty: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/cart/items', headers: sameSite, payload: { productId, qty } as object });

  describe('a cart quantity', () => {
    it('is read from Bengali, Arabic-Indic and full-width digits', async () => {
      const product = await makeProduct(t.db, { countInStock: 50 });
      for (const [typed, qty] of [[bn('3'), 3], [arabicIndic('12'), 12], [fullWidth('7'), 7]] as const) {
        const response = await addToCart(product.id, typed);
        expect(response.statusCode, typed).toBe(200);
        expect(response.json().items[0].qty, typed).toBe(qty);
      }
    });

    it('refuses letters among the digits, a huge number and nothing at all with a 400, and writes nothing', async () => {
      const product = await makeProduct(t.db, { countInStock: 50 });
      const before = await lines();
      for (const typed of ['৩টি', '১২abc', 'abc', bn('9'.repeat(20)), bn('1000'), bn('0'), '১.৫', '১e৩', ' ৩', '']) {
        const response = await addToCart(product.id, typed);
        expect(response.statusCode, typed).toBe(400);
        expect(response.json().message, typed).toBe('qty: Quantity must be a whole number from 1 to 999');
      }
      expect(await lines()).toBe(before);
    });
  });

  describe('price filters in the address', () => {
    it('read Bengali digits as taka, the same as Latin ones', async () => {
      const cheap = await makeProduct(t.db, { name: 'Digit Cheap Monitor', price: 9_000, categoryId: category.id });
      const dear = await makeProduct(t.db, { name: 'Digit Dear Monitor', price: 1_58_000, categoryId: category.id });
      const latin = (await t.app.inject({ method: 'GET', url: `/api/categories/${category.slug}/products?minPrice=10000&maxPrice=200000` })).json();
      const url = `/api/categories/${category.slug}/products?minPrice=${encodeURIComponent(bn('10000'))}&maxPrice=${encodeURIComponent(fullWidth('200000'))}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.filters).toMatchObject({ minPrice: 10000, maxPrice: 200000 });
      expect(body.products.map((p: { _id: string }) => p._id)).toEqual([dear.id]);
      expect(body.products).toEqual(latin.products);
      expect(body.products.map((p: { _id: string }) => p._id)).not.toContain(cheap.id);
    });

    it('refuse letters among the digits and a bound beyond the limit with a 400', async () => {
      for (const typed of ['১০০০টাকা', '১২abc', bn('9'.repeat(30))]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/categories/${category.slug}/products?minPrice=${encodeURIComponent(typed)}` });
        expect(response.statusCode, typed).toBe(400);
        expect(response.json().message, typed).toMatch(/^minPrice: minPrice must be /);
      }
    });

    it('are read the same way by the PC builder’s chooser', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/pcbuilder/components/cpu?minPrice=${encodeURIComponent(bn('500'))}&maxPrice=${encodeURIComponent(bn('900'))}` });
      expect(response.statusCode).toBe(200);
      const garbage = await t.app.inject({ method: 'GET', url: `/api/pcbuilder/components/cpu?minPrice=${encodeURIComponent('৫০০x')}` });
      expect(garbage.statusCode).toBe(400);
    });
  });

  describe('an admin’s amounts', () => {
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload: { name: `Digit product ${Math.random()}`, category: category.id, subCategory: sub.id, ...payload } });
    const productRows = async () => (await t.db.select({ n: count() }).from(products))[0].n;

    it('take a price, a discount and stock in Bengali digits, stored as the same numbers', async () => {
      const response = await create({ price: bn('42500.50'), discount: arabicIndic('500'), countInStock: bn('7') });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ price: 42500.5, salePrice: 42000.5, countInStock: 7 });
      const [row] = await t.db.select().from(products).where(eq(products.id, response.json()._id));
      expect(row).toMatchObject({ price: 4_250_050, discount: 50_000, countInStock: 7 });
    });

    it('refuse letters among the digits and amounts beyond the limits with a 400, and write nothing', async () => {
      const before = await productRows();
      for (const payload of [{ price: '৪২৫০০টাকা' }, { price: '১২abc' }, { price: bn('9'.repeat(16)) }, { countInStock: bn('7.5') }, { countInStock: bn('99999999') }, { discount: '১,০০০' }]) {
        const response = await create(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await productRows()).toBe(before);
    });

    it('take the shop’s delivery charges, threshold and tax rate in Bengali digits', async () => {
      const payload = {
        shopName: 'Haat',
        phone: bn('09678-123456'),
        email: 'shop@example.com',
        address: 'KDA Avenue, Khulna',
        supportHours: '10 AM to 8 PM',
        deliveryPromise: '2 days',
        shopDistrict: 'khulna',
        freeShippingThreshold: bn('5000'),
        shippingFee: bn('120.50'),
        localShippingFee: fullWidth('60'),
        taxRate: bn('7.5'),
      };
      const response = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload });
      expect(response.statusCode).toBe(200);
      const [row] = await t.db.select().from(shopSettings);
      expect(row).toMatchObject({ phone: '09678-123456', freeShippingThreshold: 5_000_00, shippingFee: 120_50, localShippingFee: 60_00 });
      const before = JSON.stringify(row);
      const refused = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...payload, shippingFee: '১২০টাকা' } });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify((await t.db.select().from(shopSettings))[0])).toBe(before);
    });

    it('take an outlet’s phone in Bengali digits, stored in ASCII ones, and refuse one with letters', async () => {
      const outlet = { name: `Digit outlet ${Math.random()}`, address: 'KDA Avenue, Khulna', mapUrl: '' };
      const response = await t.app.inject({ method: 'POST', url: '/api/outlets', headers: bearer(admin), payload: { ...outlet, phone: bn('041-720100') } });
      expect(response.statusCode).toBe(201);
      expect(response.json().phone).toBe('041-720100');
      const refused = await t.app.inject({ method: 'POST', url: '/api/outlets', headers: bearer(admin), payload: { ...outlet, phone: '০৪১-abc' } });
      expect(refused.statusCode).toBe(400);
    });

    it('take an EMI bank’s minimum purchase in Bengali digits and refuse one with letters', async () => {
      const bank = { name: `Digit Bank ${Math.random()}`, onlineTenures: [3, 6], offlineTenures: [6, 12], condition: 'Cards only' };
      const response = await t.app.inject({ method: 'POST', url: '/api/emi-banks', headers: bearer(admin), payload: { ...bank, minimumPurchase: bn('15000') } });
      expect(response.statusCode).toBe(201);
      expect(response.json().minimumPurchase).toBe(15000);
      const rows = (await t.db.select({ n: count() }).from(emiBanks))[0].n;
      const refused = await t.app.inject({ method: 'POST', url: '/api/emi-banks', headers: bearer(admin), payload: { ...bank, name: 'Other', minimumPurchase: '১৫০০০abc' } });
      expect(refused.statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(emiBanks))[0].n).toBe(rows);
    });
  });
});
