import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { compareCookie } from '~/web/lib/compare.server.ts';
import { languageCookie } from '~/web/i18n/language.server.ts';
import type { Language } from '~/web/i18n/messages.ts';
import { useBrowser, type Journey } from './browser.ts';
import { faultsAt } from './phone-faults.ts';

/** The phones a page must fit: small, common and large (CSS px), each at the same height. */
const WIDTHS = [320, 360, 412];
/** Products walked per catalogue: those with the longest names and the most specification rows. */
const PRODUCTS = 50;

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  countInStock: number;
}

/** Each path at each phone width, in one language: the faults found, by path and width. */
async function walk(j: Journey, page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
    const seen = j.errors.length;
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    const missing = path.endsWith('/no-such-page');
    expect(response?.status(), path).toBe(missing ? 404 : 200);
    // The browser reports the missing page's own 404 as a console error: expected here, and only here.
    if (missing)
      j.errors.splice(seen, j.errors.length - seen, ...j.errors.slice(seen).filter((error) => !/status of 404/.test(error)));
    // Shown once its fonts are there (src/web/lib/font-wait.ts): hidden controls would not be checked.
    await page.waitForFunction(() => getComputedStyle(document.body).visibility === 'visible');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const fault of await faultsAt(page)) found.push(`${path} at ${width} px: ${fault}`);
    }
  }
  return found;
}

const cookieValue = (serialized: string) => serialized.split(';')[0]!.slice(serialized.indexOf('=') + 1);

/** A page of a fresh context in `language`, with these products to compare. */
async function phone(j: Journey, baseUrl: string, language: Language, compare: string[]): Promise<Page> {
  const page = await j.newPage({ viewport: { width: WIDTHS[0]!, height: 740 } });
  await page.context().addCookies([
    { name: 'lang', value: cookieValue(await languageCookie.serialize(language)), url: baseUrl },
    { name: 'compare', value: cookieValue(await compareCookie.serialize(compare)), url: baseUrl },
  ]);
  return page;
}

/** The routes of one shop: storefront, content, PC builder, account and checkout, and its widest products. */
async function routesOf(baseUrl: string) {
  const get = async <T>(url: string) => (await (await fetch(`${baseUrl}${url}`)).json()) as T;
  const products = await get<ApiProduct[]>('/api/products/all');
  // The list's record holds the key features: the longest stands for the widest specifications.
  const size = (p: ApiProduct) => JSON.stringify(p).length;
  const byName = [...products].sort((a, b) => b.name.length - a.name.length).slice(0, PRODUCTS / 2);
  const bySpecs = [...products].sort((a, b) => size(b) - size(a)).filter((p) => !byName.includes(p));
  const walked = [...byName, ...bySpecs.slice(0, PRODUCTS - byName.length)];
  const categories = await get<{ slug: string; subCategories: { slug: string }[] }[]>('/api/categories');
  const brands = (await get<{ slug: string; hasProducts: boolean }[]>('/api/brands')).filter((b) => b.hasProducts);
  const { posts } = await get<{ posts: { slug: string }[] }>('/api/blog');
  const firstCategory = categories.find((c) => c.subCategories.length > 0) ?? categories[0]!;
  const keyword = walked[0]!.name.split(/\s+/)[0]!;
  const storefront = [
    '/',
    '/page/2',
    `/search/${encodeURIComponent(keyword)}`,
    '/search/zzzz-nothing-like-it',
    ...categories.map((c) => `/category/${c.slug}/1`),
    ...(firstCategory.subCategories[0] ? [`/category/${firstCategory.slug}/${firstCategory.subCategories[0].slug}/1`] : []),
    ...brands.slice(0, 3).map((b) => `/brand/${b.slug}`),
    '/cart',
    '/CompareScreen',
    '/PcBuilderScreen',
    '/PcBuilderChooseScreen?component=cpu',
    '/track',
    '/no-such-page',
  ];
  const content = [
    '/AboutUsScreen',
    '/TermsandCondScreen',
    '/PrivacyPolicyScreen',
    '/OnlineDeliveryScreen',
    '/RefundReturnPolicyScreen',
    '/PointPolicyScreen',
    '/ComplainAdviceScreen',
    '/OnlineServiceSupportScreen',
    '/BlogScreen',
    ...posts.slice(0, 2).map((p) => `/blog/${p.slug}`),
    '/BrandScreen',
    '/ContactUsScreen',
    '/emi-terms',
    '/login',
    '/register',
    '/ResetPasswordScreen?token=no-such-link',
  ];
  return { products: walked, paths: [...storefront, ...content, ...walked.map((p) => `/product/${p.slug}`)] };
}

/**
 * Signs a new shopper in on the page's context, with a saved address, two products in the cart, a
 * placed order and a PC-builder quote: the signed-in pages then show themselves filled.
 */
async function shopperPaths(page: Page, baseUrl: string, products: ApiProduct[]): Promise<string[]> {
  const call = async (url: string, data: unknown) => {
    const response = await page.request.post(`${baseUrl}${url}`, { data, headers: { origin: baseUrl } });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const stocked = products.filter((p) => p.countInStock > 2);
  await call('/api/users', {
    name: 'Shahriar Mahmud Chowdhury',
    email: `walk-${Date.now()}-${Math.random().toString(36).slice(2)}@haat.test`,
    password: 'a phone walk password',
  });
  const shipping = {
    address: 'House 12, Road 5, Sonadanga Residential Area',
    city: 'Khulna',
    postalCode: '9100',
    country: 'Bangladesh',
    district: 'khulna',
    phone: '01711000000',
  };
  await call('/api/addresses', shipping);
  const order = await call('/api/orders', { orderItems: [{ product: stocked[0]!._id, qty: 1 }], shippingAddress: shipping });
  for (const product of stocked.slice(0, 2)) await call('/api/cart/items', { productId: product._id, qty: 1 });
  await page.context().addCookies([{ name: 'haat_payment', value: 'cod', url: baseUrl }]);
  const cpu = ((await (await fetch(`${baseUrl}/api/pcbuilder/components/cpu`)).json()) as { products: { _id: string }[] })
    .products[0];
  const quote = cpu ? await call('/api/pcbuilder/quotes', { parts: { cpu: cpu._id } }) : undefined;
  return [
    '/cart',
    '/shipping',
    '/payment',
    '/placeorder',
    `/order/${String(order._id)}`,
    '/profile',
    ...(quote ? [`/PcBuilderQuote/${String(quote._id ?? quote.id)}`] : []),
  ];
}

describe('every page fits a phone, in English and Bengali (320, 360 and 412 px)', () => {
  const j = useBrowser();
  const shops = { electronics: inject('baseUrl'), homeopathy: inject('homeopathyUrl') };

  for (const [catalogue, baseUrl] of Object.entries(shops)) {
    for (const language of ['en', 'bn'] as const) {
      it(`walks the ${catalogue} shop in ${language === 'en' ? 'English' : 'Bengali'}: no page scrolls sideways, every control is big enough or spaced apart`, async () => {
        const { products, paths } = await routesOf(baseUrl);
        const page = await phone(
          j,
          baseUrl,
          language,
          products.slice(0, 4).map((p) => p._id),
        );
        const faults = await walk(
          j,
          page,
          [...paths, ...(await shopperPaths(page, baseUrl, products))].map((path) => `${baseUrl}${path}`),
        );
        expect(faults.map((fault) => fault.replace(baseUrl, ''))).toEqual([]);
      }, 600_000); // About a hundred pages at three widths each.
    }
  }
});
