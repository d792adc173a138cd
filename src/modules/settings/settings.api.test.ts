import { beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '~/modules/schema.ts';
import { refusedToNonAdmins } from '../../../test/admin.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { getSettingsCached } from './service.ts';

const VALID = {
  shopName: 'Haat Khulna',
  phone: '09678-123456',
  email: 'Shop@Example.com',
  address: 'KDA Avenue, Khulna',
  supportHours: '10 AM to 8 PM',
  deliveryPromise: 'Within 48 hours in Khulna, 3 working days elsewhere',
  freeShippingThreshold: 5000,
  shippingFee: '120.50',
  shopDistrict: 'dhaka',
  localShippingFee: 60,
  taxRate: 7.5,
};

describe('shop settings', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await t.db.insert(shopSettings).values({
      shopName: 'Haat',
      phone: '01700000000',
      email: 'shop@example.com',
      address: 'Khulna',
      supportHours: '10-8',
      deliveryPromise: '2 days',
      freeShippingThreshold: 10_000,
      shippingFee: 10_000,
      catalog: 'electronics',
    });
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
  });

  const stored = async () => (await t.db.select().from(shopSettings))[0];

  it('answers the settings to everybody, amounts in taka and the tax rate in percent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shopName: 'Haat',
      phone: '01700000000',
      email: 'shop@example.com',
      address: 'Khulna',
      supportHours: '10-8',
      deliveryPromise: '2 days',
      addressBn: null,
      supportHoursBn: null,
      deliveryPromiseBn: null,
      freeShippingThreshold: 100,
      shippingFee: 100,
      shopDistrict: 'khulna',
      localShippingFee: null,
      taxRate: 0,
      expressFee: null,
      confirmationDays: 3,
      returnHours: 24,
    });
  });

  it('refuses a change to visitors, forged tokens and customers, and keeps the settings', async () => {
    const before = await stored();
    expect(await refusedToNonAdmins(t.app, [{ method: 'PUT', url: '/api/settings', payload: VALID }], { customer, admin })).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('saves an admin’s change in poisha and basis points, and every page shows it at once', async () => {
    const cachedBefore = await getSettingsCached(t.db, t.app.cache);
    expect(cachedBefore.shopName).toBe('Haat');
    const response = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...VALID, catalog: 'homeopathy', id: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ shopName: 'Haat Khulna', email: 'shop@example.com', shippingFee: 120.5, shopDistrict: 'dhaka', localShippingFee: 60, taxRate: 7.5 });
    expect(await stored()).toMatchObject({
      id: 1,
      catalog: 'electronics',
      freeShippingThreshold: 500_000,
      shippingFee: 12_050,
      shopDistrict: 'dhaka',
      localShippingFee: 6_000,
      taxRateBasisPoints: 750,
    });
    // The cached copy every page reads was dropped by the write.
    expect((await getSettingsCached(t.db, t.app.cache)).shopName).toBe('Haat Khulna');
  });

  it('takes the days to confirm an order in any digits, and keeps them when a client leaves them out', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload });
    expect((await put({ ...VALID, confirmationDays: '৫' })).json().confirmationDays).toBe(5);
    expect((await put(VALID)).json().confirmationDays).toBe(5);
    expect((await put({ ...VALID, confirmationDays: 3 })).json().confirmationDays).toBe(3);
    expect((await put({ ...VALID, returnHours: '৪৮' })).json().returnHours).toBe(48);
    expect((await put({ ...VALID, returnHours: 24 })).json().returnHours).toBe(24);
  });

  it('clears the local fee with null or an empty value: the flat fee applies in the shop’s district too', async () => {
    for (const localShippingFee of [null, '']) {
      await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...VALID, localShippingFee: 50 } });
      const response = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...VALID, localShippingFee } });
      expect(response.statusCode).toBe(200);
      expect((await stored()).localShippingFee).toBeNull();
    }
  });

  it('refuses an unknown district, a negative or fractional-poisha amount, a tax rate over 100% and missing fields, changing nothing', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: VALID });
    const before = await stored();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ shopDistrict: 'gotham' }, /Choose one of the 64 districts$/],
      [{ shopDistrict: 'Dhaka' }, /Choose one of the 64 districts$/],
      [{ shippingFee: -1 }, /Shipping fee must be 0 or more$/],
      [{ shippingFee: '12.345' }, /at most two decimals/],
      [{ shippingFee: '1e3' }, /Shipping fee must be an amount in taka$/],
      [{ freeShippingThreshold: 'free' }, /amount in taka/],
      [{ localShippingFee: -5 }, /Local shipping fee must be 0 or more/],
      [{ taxRate: 101 }, /Tax rate must be at most 100%$/],
      [{ shopName: '' }, /Shop name is required$/],
      [{ shopName: 'Haat\u0000' }, /Shop name must not contain control characters$/],
      [{ phone: 'x'.repeat(41) }, /Hotline must be at most 40 characters$/],
      [{ email: 'not an address' }, /valid email/],
      [{ address: undefined }, /Address is required/],
      [{ expressFee: -1 }, /Express delivery fee must be 0 or more/],
      [{ expressFee: 'fast' }, /amount in taka/],
      [{ confirmationDays: 0 }, /Days to confirm an order must be at least 1$/],
      [{ confirmationDays: 31 }, /Days to confirm an order must be at most 30$/],
      [{ confirmationDays: 2.5 }, /Days to confirm an order must be a whole number$/],
      [{ confirmationDays: 'soon' }, /Days to confirm an order must be a whole number$/],
      [{ returnHours: -1 }, /Hours to ask for a return must be 0 or more$/],
      [{ returnHours: 721 }, /Hours to ask for a return must be at most 720$/],
    ];
    for (const [change, message] of bad) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...VALID, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message, JSON.stringify(change)).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });
});
