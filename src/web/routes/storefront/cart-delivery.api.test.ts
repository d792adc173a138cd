import { beforeAll, describe, expect, it } from 'vitest';
import { setItem } from '~/modules/cart/service.ts';
import { addAddress } from '~/modules/orders/addresses.ts';
import { quoteDelivery, type PricingSettings } from '~/modules/orders/pricing.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { WebContext } from '~/web/context.ts';
import { languageCookie } from '~/web/i18n/language.server.ts';
import { districtCookie } from '~/web/lib/delivery.server.ts';
import { action as cartAction, loader as cartLoader } from './cart.tsx';
import { useTestApp } from '../../../../test/app.ts';
import { bearer, signUp, type SignedIn } from '../../../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../../../test/factories.ts';

// Fees as a Bangladeshi shop sets them, in poisha: ৳60 inside Khulna, ৳120 elsewhere, free over ৳5,000.
const SETTINGS: PricingSettings = {
  freeShippingThreshold: 500_000,
  shippingFee: 12_000,
  localShippingFee: 6_000,
  shopDistrict: 'khulna',
  taxRateBasisPoints: 0,
  expressFee: null,
};

describe('the delivery line before checkout (quoteDelivery)', () => {
  it('charges the local fee in the shop’s district and the flat fee in any other', () => {
    expect(quoteDelivery(380_000, SETTINGS, 'khulna').quote).toEqual({
      itemsPrice: 380_000,
      shippingPrice: 6_000,
      taxPrice: 0,
      totalPrice: 386_000,
    });
    expect(quoteDelivery(380_000, SETTINGS, 'dhaka').quote).toEqual({
      itemsPrice: 380_000,
      shippingPrice: 12_000,
      taxPrice: 0,
      totalPrice: 392_000,
    });
  });

  it('without a district names both charges and no total, and says how far free delivery is', () => {
    expect(quoteDelivery(380_000, SETTINGS, null)).toEqual({
      district: null,
      quote: null,
      localPrice: 6_000,
      elsewherePrice: 12_000,
      shopDistrict: 'khulna',
      freeOver: 500_000,
      free: false,
      shortOfFree: 120_000,
    });
  });

  it('still charges at exactly the threshold (free is over it) and is free one poisha above', () => {
    const at = quoteDelivery(500_000, SETTINGS, 'dhaka');
    expect(at).toMatchObject({ free: false, shortOfFree: 0, quote: { shippingPrice: 12_000 } });
    const over = quoteDelivery(500_001, SETTINGS, 'dhaka');
    expect(over).toMatchObject({
      free: true,
      shortOfFree: 0,
      localPrice: 0,
      elsewherePrice: 0,
      quote: { shippingPrice: 0, totalPrice: 500_001 },
    });
  });

  it('charges the flat fee in the shop’s district too when no local fee is set, and adds the tax to the total', () => {
    const flat = { ...SETTINGS, localShippingFee: null, taxRateBasisPoints: 500 };
    expect(quoteDelivery(100_000, flat, 'khulna')).toMatchObject({
      localPrice: 12_000,
      quote: { shippingPrice: 12_000, taxPrice: 5_000, totalPrice: 117_000 },
    });
  });
});

describe('the cart page’s delivery charge', () => {
  const t = useTestApp();
  let shopper: SignedIn;
  let product: Awaited<ReturnType<typeof makeProduct>>;

  beforeAll(async () => {
    await makeSettings(t.db, { freeShippingThreshold: 5_000, shippingFee: 120, localShippingFee: 60, shopDistrict: 'khulna' });
    shopper = await signUp(t.app, { name: 'Salma' });
    product = await makeProduct(t.db, { price: 3_800, countInStock: 20 });
    await setItem(t.db, { userId: shopper.id }, product.id, 1);
  });

  const context = (user: SignedIn | null = shopper) =>
    ({
      db: t.db,
      cache: t.app.cache,
      user: user
        ? ({ id: user.id, name: user.name, email: user.email, phone: null, isAdmin: false } satisfies SessionUser)
        : null,
      cartOwner: () => (user ? { userId: user.id } : null),
      writeCart: (write: (owner: { userId: string }) => Promise<unknown>) => write({ userId: user!.id }),
    }) as unknown as WebContext;

  const cookies = async (district?: string, language?: 'bn') =>
    [district && (await districtCookie.serialize(district)), language && (await languageCookie.serialize(language))]
      .filter(Boolean)
      .map((cookie) => (cookie as string).split(';')[0])
      .join('; ');

  const load = async (cookie = '', user: SignedIn | null = shopper) => {
    const answer = (await cartLoader({
      request: new Request('http://localhost/cart', { headers: { cookie } }),
      params: {},
      context: context(user),
    } as never)) as unknown as {
      data: Awaited<ReturnType<typeof cartLoader>>['data'];
    };
    return answer.data;
  };

  const choose = async (district: string, cookie = '') => {
    const request = new Request('http://localhost/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ intent: 'district', district }),
    });
    try {
      return await cartAction({ request, params: {}, context: context() } as never);
    } catch (thrown) {
      return thrown;
    }
  };

  it('shows both charges and what is left to free delivery until a district is chosen', async () => {
    const { delivery, source } = await load();
    expect(source).toBeNull();
    expect(delivery).toMatchObject({
      district: null,
      quote: null,
      localPrice: 6_000,
      elsewherePrice: 12_000,
      shortOfFree: 120_000,
    });
  });

  it('remembers a chosen district in a cookie and prices delivery there: inside the shop’s district and elsewhere', async () => {
    for (const [district, fee] of [
      ['khulna', 6_000],
      ['dhaka', 12_000],
    ] as const) {
      const answer = (await choose(district)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/cart');
      const setCookie = answer.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^haat_district=.*HttpOnly/);
      const { delivery, source } = await load(setCookie.split(';')[0]);
      expect(source).toBe('chosen');
      expect(delivery).toMatchObject({
        district,
        quote: { itemsPrice: 380_000, shippingPrice: fee, totalPrice: 380_000 + fee },
        shortOfFree: 120_000,
      });
    }
  });

  it('refuses a district that is not one of the 64 with a clear message, in the page’s language, and writes no cookie', async () => {
    for (const district of ['gotham', '', 'KHULNA', "khulna' OR '1'='1", 'khulna\u0000', 'x'.repeat(5_000)]) {
      const answer = (await choose(district)) as {
        data: { message: string; errors: Record<string, string> };
        init: ResponseInit;
      };
      expect(answer.init.status, JSON.stringify(district.slice(0, 20))).toBe(400);
      expect(answer.data.message).toBe('Choose a district');
      expect(answer.data.errors.district).toBe('Choose a district');
      expect(new Headers(answer.init.headers).get('set-cookie')).toBeNull();
    }
    const bengali = (await choose('gotham', await cookies(undefined, 'bn'))) as { data: { message: string } };
    expect(bengali.data.message).toBe('জেলা বেছে নিন');
  });

  it('ignores a district cookie that names no district', async () => {
    expect((await load(await cookies('gotham'))).delivery.district).toBeNull();
    expect((await load('haat_district=%%%')).delivery.district).toBeNull();
  });

  it('takes the default address’s district for a signed-in shopper who chose none, and the choice over it', async () => {
    const withAddress = await signUp(t.app);
    await setItem(t.db, { userId: withAddress.id }, product.id, 2);
    await addAddress(t.db, withAddress.id, { ...SHIPPING_ADDRESS, district: 'khulna' });
    const fromAddress = await load('', withAddress);
    expect(fromAddress.source).toBe('address');
    expect(fromAddress.delivery).toMatchObject({
      district: 'khulna',
      quote: { itemsPrice: 760_000, shippingPrice: 0 },
      free: true,
      shortOfFree: 0,
    });
    const chosen = await load(await cookies('dhaka'), withAddress);
    expect(chosen.source).toBe('chosen');
    expect(chosen.delivery.district).toBe('dhaka');
  });

  it('charges on the order the total the cart said for the same district', async () => {
    for (const district of ['khulna', 'rangpur']) {
      // An order empties the cart: the same line again for each.
      await setItem(t.db, { userId: shopper.id }, product.id, 1);
      const { delivery } = await load(await cookies(district));
      expect(delivery.quote!.itemsPrice).toBe(380_000);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper),
        payload: {
          orderItems: [{ product: product.id, qty: 1 }],
          shippingAddress: { ...SHIPPING_ADDRESS, district },
          paymentMethod: 'Cash on Delivery',
        },
      });
      expect(placed.statusCode).toBe(201);
      expect(Math.round(placed.json().totalPrice * 100)).toBe(delivery.quote!.totalPrice);
      expect(Math.round(placed.json().shippingPrice * 100)).toBe(delivery.quote!.shippingPrice);
    }
  });
});
