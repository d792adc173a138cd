import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeBrand, makeCategory, makeProduct, makeProducts, makeSubCategory } from '../../../test/factories.ts';
import { forgedAdminToken } from '../../../test/multipart.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import { createProduct, deleteProduct, listAdminProducts } from './admin.ts';
import { FONT_FAMILIES } from './constants.ts';
import { products } from './schema.ts';

const t = useTestApp();
let admin: SignedIn;
let customer: SignedIn;
let category: { id: string; name: string };
let brand: { id: string; name: string };
let sub: { id: string; name: string };

beforeAll(async () => {
  admin = await signInAdmin(t.app, t.db);
  customer = await signUp(t.app);
  category = await makeCategory(t.db, { name: 'Monitors', menuOrder: 0 });
  await makeCategory(t.db, { name: 'Printers' });
  brand = await makeBrand(t.db, 'Dell');
  sub = await makeSubCategory(t.db, category.id, 'Gaming Monitor');
});

const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = bearer(admin)) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const read = (slug: string) => t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
const row = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('product writes are for admins only', () => {
  it.each([
    ['POST', '/api/products'],
    ['PUT', '/api/products/:slug'],
    ['DELETE', '/api/products/:slug'],
  ] as const)('%s %s: 401 signed out, 401 with a forged admin token, 403 for a customer; nothing changes', async (method, url) => {
    const product = await makeProduct(t.db, { name: 'Guarded Product', price: 100 });
    const path = url.replace(':slug', product.slug);
    const body = method === 'DELETE' ? undefined : { name: 'Taken over', price: 1 };
    const before = await t.db.select({ id: products.id }).from(products);
    expect((await write(method, path, body, {})).statusCode).toBe(401);
    expect((await write(method, path, body, { authorization: `Bearer ${forgedAdminToken(customer.token)}` })).statusCode).toBe(401);
    const asCustomer = await write(method, path, { ...body, isAdmin: true }, bearer(customer));
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('Not authorized as an admin');
    expect(await row(product.id)).toMatchObject({ name: 'Guarded Product', price: 10_000 });
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });
});

describe('POST /api/products', () => {
  it('creates a sample product to edit: "Sample name", price 0, a DEF code, the first category and brand', async () => {
    const response = await write('POST', '/api/products', {});
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Sample name', price: 0, countInStock: 0, subCategory: '', description: '' });
    expect(body.productCode).toMatch(/^DEF\d{9}$/);
    expect(body.slug).toMatch(/^sample-name/);
    expect((await read(body.slug)).statusCode).toBe(200);
  });

  it('creates a product from the fields given: taka to poisha, names to ids, a code from the sub-category', async () => {
    const response = await write('POST', '/api/products', {
      name: 'Dell S2721DGF 27" Monitor',
      price: '42500.50',
      discount: 500,
      category: 'monitors',
      subCategory: 'Gaming Monitor',
      brand: 'DELL',
      countInStock: '7',
      feature: '27 inch\n165 Hz',
      availability: 'pre_order',
      specifications: [{ name: 'Display', values: [{ name: 'Size', value: '27 inch' }] }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ price: 42500.5, salePrice: 42000.5, discount: 500, category: 'Monitors', subCategory: 'Gaming Monitor', brand: 'Dell', countInStock: 7 });
    expect(body.productCode).toMatch(/^GAM\d{9}$/);
    const stored = await row(body._id);
    expect(stored).toMatchObject({ price: 4_250_050, discount: 50_000, salePrice: 4_200_050, availability: 'pre_order', feature: '27 inch\n165 Hz' });
  });

  it('draws a unique product code for each of many products created at once', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => write('POST', '/api/products', { name: `Parallel ${i}`, category: category.id, subCategory: sub.id })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const codes = responses.map((r) => r.json().productCode as string);
    expect(new Set(codes).size).toBe(12);
    for (const code of codes) expect(code).toMatch(/^GAM\d{9}$/);
    const slugs = responses.map((r) => r.json().slug as string);
    expect(new Set(slugs).size).toBe(12);
  });
});

describe('PUT /api/products/{slug}', () => {
  it('changes the fields given, keeps the others, ignores unknown ones, and answers the product', async () => {
    const product = await makeProduct(t.db, { name: 'Old Name', price: 1000, categoryId: category.id, brandId: brand.id, feature: 'kept' });
    const response = await write('PUT', `/api/products/${product.slug}`, { name: 'New Name', price: 1500, productCode: 'HACKED', _id: 'x', isAdmin: true, rating: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: product.id, name: 'New Name', price: 1500, feature: 'kept', productCode: product.productCode, rating: 0 });
    expect(await row(product.id)).toMatchObject({ name: 'New Name', price: 150_000, slug: product.slug, feature: 'kept', productCode: product.productCode });
  });

  it('takes the editor’s 21 font families as a name’s font, in any case, and refuses any other', async () => {
    const product = await makeProduct(t.db, { categoryId: category.id, brandId: brand.id });
    for (const font of FONT_FAMILIES) {
      const response = await write('PUT', `/api/products/${product.slug}`, { fontCategory: font.toUpperCase() });
      expect(response.statusCode, font).toBe(200);
      expect(response.json().fontCategory).toBe(font);
    }
    expect((await read(product.slug)).json().fontCategory).toBe('Rockwell');
    for (const generic of ['serif', '']) expect((await write('PUT', `/api/products/${product.slug}`, { fontCategory: generic })).json().fontCategory).toBe(generic);
    for (const refused of ['Wingdings', 'Arial; color: red', '"Arial"', 'Arial\u0000', 5, null]) {
      const response = await write('PUT', `/api/products/${product.slug}`, { fontCategory: refused });
      expect(response.statusCode, String(refused)).toBe(400);
      expect(response.json().message).toMatch(/^fontCategory: fontCategory must be sans, serif, mono, one of the editor’s font families/);
    }
    expect((await row(product.id)).fontCategory).toBe('');
  });

  it('draws a new product code when the sub-category changes, and DEF when it is cleared', async () => {
    const product = await makeProduct(t.db, { categoryId: category.id, brandId: brand.id });
    const withSub = await write('PUT', `/api/products/${product.slug}`, { subCategory: 'gaming-monitor' });
    expect(withSub.json().productCode).toMatch(/^GAM\d{9}$/);
    const cleared = await write('PUT', `/api/products/${product.slug}`, { subCategory: '' });
    expect(cleared.json().productCode).toMatch(/^DEF\d{9}$/);
  });

  it('shows the new price in the cached listing and product at once', async () => {
    const product = await makeProduct(t.db, { name: 'Cached Price Product', price: 1000 });
    // Read twice so both answers are in the cache.
    for (let i = 0; i < 2; i++) {
      expect((await read(product.slug)).json().price).toBe(1000);
      expect((await t.app.inject({ method: 'GET', url: '/api/products?keyword=cached' })).json().products[0].price).toBe(1000);
    }
    expect((await write('PUT', `/api/products/${product.slug}`, { price: 999 })).statusCode).toBe(200);
    expect((await read(product.slug)).json().price).toBe(999);
    expect((await t.app.inject({ method: 'GET', url: '/api/products?keyword=cached' })).json().products[0].price).toBe(999);
  });

  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="/uploads/a.webp" onerror="alert(1)">', '<img src="/uploads/a.webp" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow">x</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a rel="nofollow">x</a>'],
    ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    ['<svg onload="alert(1)"><circle r="5"/></svg><p>after</p>', '<p>after</p>'],
    ['<p style="color:red;position:fixed;background:url(x)">styled</p>', '<p style="color:red">styled</p>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
  ])('stores and answers a hostile description sanitized: %s', async (description, expected) => {
    const product = await makeProduct(t.db);
    const response = await write('PUT', `/api/products/${product.slug}`, { description });
    expect(response.statusCode).toBe(200);
    expect(response.json().description).toBe(expected);
    expect((await row(product.id)).description).toBe(expected);
    expect(sanitizeRichText(expected)).toBe(expected);
  });

  it.each([
    ['an unknown category', { category: 'no-such-category' }, 400, 'Category not found'],
    ['an unknown brand', { brand: 'nobrand' }, 400, 'Brand not found'],
    ['a sub-category of another category', { category: 'printers', subCategory: 'Gaming Monitor' }, 400, 'Sub Category not found in this category'],
    ['a discount above the price', { price: 100, discount: 150 }, 400, 'Discount must not be more than the price'],
    ['a negative stock', { countInStock: -1 }, 400, 'countInStock: Count In Stock must be 0 or more'],
    ['a fractional stock', { countInStock: 1.5 }, 400, 'countInStock: Count In Stock must be a whole number'],
    ['a price that is not a number', { price: '12abc' }, 400, 'price: Price must be a number of taka'],
    ['a negative price', { price: -5 }, 400, 'price: Price must be 0 or more'],
    ['a picture on another site', { image: 'https://evil.example/x.png' }, 400, 'image: Image must be an image uploaded to the shop (/uploads/…)'],
    ['a path-traversal picture', { image: '/uploads/../../etc/passwd.png' }, 400, 'image: Image must be an image uploaded to the shop (/uploads/…)'],
    ['a javascript: picture', { additionalImages: ['javascript:alert(1)'] }, 400, 'additionalImages.0: Additional image must be an image uploaded to the shop (/uploads/…)'],
    ['a name of only spaces', { name: '   ' }, 400, 'name: Name is required'],
    ['a NUL in the name', { name: 'a\u0000b' }, 400, 'name: Name must not contain control characters'],
    ['a reserved slug', { slug: 'all' }, 400, 'Slug "all" is reserved'],
    ['a boolean as text', { isBold: 'yes' }, 400, 'isBold: isBold must be true or false'],
    ['a wrong availability', { availability: 'sold' }, 400, 'availability: Availability must be one of in_stock, pre_order, up_coming'],
    ['too many specification groups', { specifications: Array.from({ length: 31 }, (_, i) => ({ name: `G${i}`, values: [] })) }, 400, 'specifications: At most 30 specification groups'],
  ])('refuses %s and changes nothing', async (_, body, status, message) => {
    const product = await makeProduct(t.db, { name: 'Unchanged', price: 1000, categoryId: category.id, brandId: brand.id });
    const before = await row(product.id);
    const response = await write('PUT', `/api/products/${product.slug}`, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await row(product.id)).toEqual(before);
  });

  it('refuses a slug another product has (409)', async () => {
    const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
    const response = await write('PUT', `/api/products/${a.slug}`, { slug: b.slug });
    expect(response.statusCode).toBe(409);
    expect((await row(a.id)).slug).toBe(a.slug);
  });

  it('takes a new slug through the one slug rule', async () => {
    const product = await makeProduct(t.db);
    const response = await write('PUT', `/api/products/${product.slug}`, { slug: 'Brand New  Slug & More' });
    expect(response.json().slug).toBe('brand-new-slug-and-more');
    expect((await read('brand-new-slug-and-more')).statusCode).toBe(200);
  });

  it('answers 404 for a product that does not exist, and 400 for a malformed address', async () => {
    expect((await write('PUT', '/api/products/no-such-product', { price: 1 })).statusCode).toBe(404);
    expect((await write('PUT', `/api/products/${'x'.repeat(300)}`, { price: 1 })).statusCode).toBe(400);
    expect((await write('DELETE', '/api/products/no-such-product')).statusCode).toBe(404);
  });

  it('applies two admins’ simultaneous saves of different fields one after the other, losing neither', async () => {
    const product = await makeProduct(t.db, { price: 1000, countInStock: 1 });
    const [a, b] = await Promise.all([
      write('PUT', `/api/products/${product.slug}`, { price: 2000 }),
      write('PUT', `/api/products/${product.slug}`, { countInStock: 9 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await row(product.id)).toMatchObject({ price: 200_000, countInStock: 9 });
  });
});

describe('DELETE /api/products/{slug}', () => {
  it('removes the product from its page and the cached listing', async () => {
    const product = await makeProduct(t.db, { name: 'Doomed Gadget' });
    expect((await t.app.inject({ method: 'GET', url: '/api/products?keyword=doomed' })).json().totalCount).toBe(1);
    const response = await write('DELETE', `/api/products/${product.slug}`);
    expect(response.statusCode).toBe(200);
    expect((await read(product.slug)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/products?keyword=doomed' })).json().totalCount).toBe(0);
  });
});

describe('the admin product list', () => {
  it('finds products by part of the name or of the code, 30 a page, newest first', async () => {
    const made = await makeProduct(t.db, { name: 'Zebra Unique Keyboard' });
    expect((await listAdminProducts(t.db, { keyword: 'unique keyb', pageNumber: 1 })).products.map((p) => p.id)).toEqual([made.id]);
    expect((await listAdminProducts(t.db, { keyword: made.productCode.slice(3, 10), pageNumber: 1 })).products.map((p) => p.id)).toEqual([made.id]);
    expect((await listAdminProducts(t.db, { keyword: '%', pageNumber: 1 })).totalCount).toBe(0);
    const all = await listAdminProducts(t.db, { keyword: '', pageNumber: 1 });
    expect(all.products.length).toBeLessThanOrEqual(30);
    expect(all.pages).toBe(Math.max(1, Math.ceil(all.totalCount / 30)));
  });

  it('pages newest first without gap or repeat, the pages past the middle read from the oldest end', async () => {
    const start = Date.UTC(2024, 0, 1);
    const made = await makeProducts(t.db, 75, (i) => ({
      name: `Pagination Probe ${i}`,
      categoryId: category.id,
      brandId: brand.id,
      createdAt: new Date(start + Math.floor(i / 2) * 60_000), // pairs share a time: the id breaks the tie
    }));
    const newestFirst = [...made].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((p) => p.id);
    const pages = [1, 2, 3, 4].map((pageNumber) => listAdminProducts(t.db, { keyword: 'pagination probe', pageNumber }));
    const [first, second, third, beyond] = await Promise.all(pages);
    expect([first.totalCount, first.pages]).toEqual([75, 3]);
    expect(first.products.map((p) => p.id)).toEqual(newestFirst.slice(0, 30));
    expect(second.products.map((p) => p.id)).toEqual(newestFirst.slice(30, 60));
    expect(third.products.map((p) => p.id)).toEqual(newestFirst.slice(60));
    expect(beyond.products).toEqual([]);
    expect(third.products[0]).toMatchObject({ name: expect.stringMatching(/^Pagination Probe/), brand: 'Dell', category: 'Monitors' });

    // Without a keyword: every product once, in the order of the products_created index.
    const everything = (await t.db.select({ id: products.id }).from(products).orderBy(desc(products.createdAt), desc(products.id))).map((p) => p.id);
    const listed: string[] = [];
    const { pages: total } = await listAdminProducts(t.db, { keyword: '', pageNumber: 1 });
    for (let pageNumber = 1; pageNumber <= total; pageNumber++) listed.push(...(await listAdminProducts(t.db, { keyword: '', pageNumber })).products.map((p) => p.id));
    expect(listed).toEqual(everything);
  });

  it('keeps the count in the catalogue cache, and a product created or deleted changes it at once', async () => {
    const before = await listAdminProducts(t.db, { keyword: '', pageNumber: 1 }, t.app.cache);
    const created = await createProduct(t.db, t.app.cache, { name: 'Counted Once' });
    const after = await listAdminProducts(t.db, { keyword: '', pageNumber: 1 }, t.app.cache);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.products[0].id).toBe(created.id);
    await deleteProduct(t.db, t.app.cache, created.slug);
    expect((await listAdminProducts(t.db, { keyword: '', pageNumber: 1 }, t.app.cache)).totalCount).toBe(before.totalCount);
  });

  it('counts a search only so far past the page shown, says there are more, and each page further counts further', async () => {
    const start = Date.UTC(2023, 0, 1);
    const made = await makeProducts(t.db, 1031, (i) => ({ name: `Bulk Probe ${i}`, categoryId: category.id, brandId: brand.id, createdAt: new Date(start + i * 1000) }));
    const newestFirst = [...made].reverse().map((p) => p.id);
    const first = await listAdminProducts(t.db, { keyword: 'bulk probe', pageNumber: 1 });
    expect(first).toMatchObject({ totalCount: 1000, moreThanTotal: true, pages: 34 });
    expect(first.products.map((p) => p.id)).toEqual(newestFirst.slice(0, 30));
    // Page 34 counts up to 10 pages past itself: all 1,031, so the last page (35) is known.
    const later = await listAdminProducts(t.db, { keyword: 'bulk probe', pageNumber: 34 });
    expect(later).toMatchObject({ totalCount: 1031, moreThanTotal: false, pages: 35 });
    expect(later.products.map((p) => p.id)).toEqual(newestFirst.slice(990, 1020));
    const last = await listAdminProducts(t.db, { keyword: 'bulk probe', pageNumber: 35 });
    expect(last.products.map((p) => p.id)).toEqual(newestFirst.slice(1020));
  });
});
