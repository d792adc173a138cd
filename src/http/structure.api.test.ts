import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, categoryDescriptions, subCategories } from '~/modules/schema.ts';
import { createCache } from '~/platform/cache.ts';
import type { WebContext } from '~/web/context.ts';
import { languageCookie } from '~/web/i18n/language.server.ts';
import { loader as rootLoader } from '~/web/root.tsx';
import { loader as categoryLoader } from '~/web/routes/storefront/category.tsx';
import { refusedToNonAdmins } from '../../test/admin.ts';
import { useTestApp } from '../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../test/auth.ts';
import { makeBrand, makeCategory, makeProduct, makeSettings, makeSubCategory } from '../../test/factories.ts';
import { getCategoryTree } from '~/modules/catalog/structure.ts';

describe('admin catalogue structure: categories, sub-categories, brands', () => {
  const t = useTestApp({ env: process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {} });
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
    // Every page's footer shows the shop settings.
    await makeSettings(t.db);
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const rows = async () => [
    (await t.db.select({ n: count() }).from(categories))[0].n,
    (await t.db.select({ n: count() }).from(subCategories))[0].n,
    (await t.db.select({ n: count() }).from(brands))[0].n,
  ];

  /** What a storefront request's loaders see: the app's own cache, an anonymous visitor. */
  const webContext = (): WebContext =>
    ({
      db: t.db,
      config: t.app.config,
      auth: t.app.auth,
      cache: t.app.cache,
      mailQueue: t.app.mailQueue,
      smsQueue: t.app.smsQueue,
      courier: t.app.courier,
      user: null,
      sessionId: null,
      sessionExpired: false,
      clientIp: '10.0.0.1',
      cspNonce: '',
      log: t.app.log,
      origin: 'http://localhost',
      startSession: async () => undefined,
      endSession: () => undefined,
      cartOwner: () => null,
      writeCart: () => Promise.reject(new Error('no cart here')),
    }) as WebContext;
  const storefrontMenu = async (language?: 'bn') => {
    const request = new Request('http://localhost/', { headers: language ? { cookie: await languageCookie.serialize(language) } : {} });
    const data = await rootLoader({ request, context: webContext(), params: {} } as Parameters<typeof rootLoader>[0]);
    return data.categories;
  };

  it('refuses every structure write to visitors, forged tokens and customers, and writes nothing', async () => {
    const category = await makeCategory(t.db);
    const sub = await makeSubCategory(t.db, category.id);
    const brand = await makeBrand(t.db);
    const before = await rows();
    const wrong = await refusedToNonAdmins(
      t.app,
      [
        { method: 'POST', url: '/api/categories', payload: { name: 'Stolen' } },
        { method: 'PUT', url: `/api/categories/${category.id}`, payload: { name: 'Stolen' } },
        { method: 'DELETE', url: `/api/categories/${category.id}` },
        { method: 'POST', url: `/api/categories/${category.id}/subcategories`, payload: { name: 'Stolen' } },
        { method: 'PUT', url: `/api/subcategories/${sub.id}`, payload: { name: 'Stolen' } },
        { method: 'DELETE', url: `/api/subcategories/${sub.id}` },
        { method: 'POST', url: '/api/brands', payload: { name: 'Stolen' } },
        { method: 'PUT', url: `/api/brands/${brand.id}`, payload: { name: 'Stolen' } },
        { method: 'DELETE', url: `/api/brands/${brand.id}` },
      ],
      { customer, admin },
    );
    expect(wrong).toEqual([]);
    expect(await rows()).toEqual(before);
    expect((await t.db.select().from(categories).where(eq(categories.id, category.id)))[0].name).toBe(category.name);
  });

  it('creates a category with a Bengali name, a slug from the one slugify, a home card and a discount in taka', async () => {
    const created = await send('POST', '/api/categories', { name: 'Smart Watch & Bands', nameBn: 'স্মার্ট ওয়াচ', menuOrder: '7', homeCard: 4, discount: '150.50', isAdmin: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Smart Watch & Bands',
      nameBn: 'স্মার্ট ওয়াচ',
      slug: 'smart-watch-and-bands',
      formerSlugs: [],
      menuOrder: 7,
      homeCard: 4,
      discount: 150.5,
      productCount: 0,
      subCategories: [],
    });
    expect(typeof created.json()._id).toBe('string');
    const tree = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as { slug: string; nameBn: string | null }[];
    expect(tree.find((c) => c.slug === 'smart-watch-and-bands')?.nameBn).toBe('স্মার্ট ওয়াচ');
    // Returnable unless told: software and licences are marked not, and stay so through other changes.
    expect(created.json().returnable).toBe(true);
    const licences = await send('POST', '/api/categories', { name: 'Licences', returnable: false });
    expect(licences.json().returnable).toBe(false);
    const renamed = await send('PUT', `/api/categories/${licences.json()._id}`, { name: 'Software Licences' });
    expect(renamed.json()).toMatchObject({ name: 'Software Licences', returnable: false });
    expect((await send('PUT', `/api/categories/${licences.json()._id}`, { returnable: 'true' })).json().returnable).toBe(true);
  });

  it('refuses invalid fields with a 400 naming the field, and writes nothing', async () => {
    const before = await rows();
    const category = await makeCategory(t.db);
    const after = await rows();
    const cases: [string, string, Record<string, unknown>, RegExp][] = [
      ['POST', '/api/categories', { name: '' }, /Name is required/],
      ['POST', '/api/categories', { name: 'Tablets', homeCard: 5 }, /Home card must be 1, 2, 3, 4 or none/],
      ['POST', '/api/categories', { name: 'Tablets', discount: -1 }, /Discount must be 0 or more/],
      ['POST', '/api/categories', { name: 'Tablets', menuOrder: 1.5 }, /Menu order must be a whole number/],
      ['POST', '/api/categories', { name: 'Tab\u0000lets' }, /control characters/],
      ['POST', '/api/categories', { name: 'Tablets', nameBn: 'x'.repeat(101) }, /Bengali name must be at most 100 characters/],
      ['PUT', `/api/categories/${category.id}`, { homeCard: 'first' }, /Home card/],
      ['PUT', `/api/categories/${category.id}`, { returnable: 'maybe' }, /Returnable must be true or false/],
      ['PUT', '/api/categories/not-an-id', { name: 'Tablets' }, /Invalid id/],
      ['POST', `/api/categories/${category.id}/subcategories`, { name: '   ' }, /Name is required/],
      ['POST', '/api/brands', { name: 'Evil', logo: 'https://evil.example/logo.png' }, /Logo must be an image uploaded to the shop/],
      ['POST', '/api/brands', { name: 'Evil', logo: 'javascript:alert(1)' }, /Logo must be an image uploaded to the shop/],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await send(method as 'POST', url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await rows()).toEqual(after);
    expect(after[0]).toBe(before[0] + 1);
  });

  it('keeps slugs and home cards unique with a 409, and a new name alone keeps the slug', async () => {
    const laptop = await makeCategory(t.db, { name: 'Gaming Laptop' });
    const other = await makeCategory(t.db, { name: 'Office Laptop' });
    const taken = await send('PUT', `/api/categories/${other.id}`, { slug: 'Gaming Laptop' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another category has the slug "gaming-laptop"');
    expect((await send('POST', '/api/categories', { name: 'gaming laptop' })).statusCode).toBe(409);

    expect((await send('PUT', `/api/categories/${laptop.id}`, { homeCard: 2 })).statusCode).toBe(200);
    const card = await send('PUT', `/api/categories/${other.id}`, { homeCard: 2 });
    expect(card.statusCode).toBe(409);
    expect(card.json().message).toBe('Home card 2 is already "Gaming Laptop": take it off that category first');
    expect((await send('PUT', `/api/categories/${laptop.id}`, { homeCard: null })).json().homeCard).toBeNull();
    expect((await send('PUT', `/api/categories/${other.id}`, { homeCard: 2 })).json().homeCard).toBe(2);

    const renamed = await send('PUT', `/api/categories/${laptop.id}`, { name: 'Gaming Laptops' });
    expect(renamed.json()).toMatchObject({ name: 'Gaming Laptops', slug: 'gaming-laptop', formerSlugs: [] });

    const sub = await makeSubCategory(t.db, laptop.id, 'ASUS');
    await makeSubCategory(t.db, laptop.id, 'MSI');
    const subTaken = await send('PUT', `/api/subcategories/${sub.id}`, { slug: 'msi' });
    expect(subTaken.statusCode).toBe(409);
    // The same slug in another category is fine.
    expect((await send('POST', `/api/categories/${other.id}/subcategories`, { name: 'ASUS' })).statusCode).toBe(201);

    await makeBrand(t.db, 'Walton');
    expect((await send('POST', '/api/brands', { name: 'WALTON' })).statusCode).toBe(409);
  });

  it('keeps an old category, sub-category or brand slug as a redirect after a slug change', async () => {
    const category = await makeCategory(t.db, { name: 'Tablet' });
    const sub = await makeSubCategory(t.db, category.id, 'Samsung');
    const brand = await makeBrand(t.db, 'Symphony');
    await makeProduct(t.db, { categoryId: category.id, subCategoryId: sub.id, brandId: brand.id });
    // Read once before the change: the category and brand lookups are kept in the catalogue cache, which the change drops.
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/tablet/products?subCategory=samsung' })).json().category.slug).toBe('tablet');
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/symphony/products' })).json().brand.slug).toBe('symphony');
    const moved = await send('PUT', `/api/categories/${category.id}`, { slug: 'Tablets & iPads' });
    expect(moved.json()).toMatchObject({ slug: 'tablets-and-ipads', formerSlugs: ['tablet'] });
    expect((await send('PUT', `/api/subcategories/${sub.id}`, { slug: 'galaxy-tab' })).json()).toMatchObject({ slug: 'galaxy-tab', formerSlugs: ['samsung'] });
    expect((await send('PUT', `/api/brands/${brand.id}`, { slug: 'symphony-mobile' })).json()).toMatchObject({ slug: 'symphony-mobile', formerSlugs: ['symphony'] });

    // The old addresses answer with the category and brand under their new slugs.
    const listing = await t.app.inject({ method: 'GET', url: '/api/categories/tablet/products?subCategory=samsung' });
    expect(listing.statusCode).toBe(200);
    expect(listing.json()).toMatchObject({ category: { slug: 'tablets-and-ipads' }, subCategory: { slug: 'galaxy-tab' }, totalCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/symphony/products' })).json().brand.slug).toBe('symphony-mobile');
    // The shop's page at the old address redirects permanently to the new one.
    const page = await categoryLoader({
      request: new Request('http://localhost/category/tablet/samsung/1?sort=newest'),
      params: { keyword: 'tablet', subcategory: 'samsung', pageNumber: '1' },
      context: webContext(),
    } as Parameters<typeof categoryLoader>[0]).catch((thrown: unknown) => thrown);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(301);
    expect((page as Response).headers.get('location')).toBe('/category/tablets-and-ipads/galaxy-tab/1?sort=newest');

    // A new category may take an old slug: it is no longer a redirect.
    const taker = await send('POST', '/api/categories', { name: 'Tablet' });
    expect(taker.statusCode).toBe(201);
    expect((await t.db.select({ formerSlugs: categories.formerSlugs }).from(categories).where(eq(categories.id, category.id)))[0].formerSlugs).toEqual([]);
  });

  it('moves a category’s description blocks with its slug, and removes them with the category', async () => {
    const category = await makeCategory(t.db, { name: 'Drone' });
    await t.db.insert(categoryDescriptions).values({ keyword: 'drone', categorySlug: 'drone', heading: 'Drones', intro: 'Fly', closing: 'Buy' });
    await send('PUT', `/api/categories/${category.id}`, { slug: 'drones' });
    expect((await t.db.select().from(categoryDescriptions).where(eq(categoryDescriptions.keyword, 'drone')))[0].categorySlug).toBe('drones');
    expect((await send('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(categoryDescriptions).where(eq(categoryDescriptions.keyword, 'drone'))).toEqual([]);
  });

  it('refuses with a 409 to delete a category, sub-category or brand that still has products, and deletes them once empty', async () => {
    const category = await makeCategory(t.db, { name: 'Projector' });
    const sub = await makeSubCategory(t.db, category.id, 'Epson');
    const brand = await makeBrand(t.db, 'ViewSonic Pro');
    const product = await makeProduct(t.db, { categoryId: category.id, subCategoryId: sub.id, brandId: brand.id });
    const before = await rows();
    for (const [url, name] of [
      [`/api/categories/${category.id}`, 'Projector'],
      [`/api/subcategories/${sub.id}`, 'Epson'],
      [`/api/brands/${brand.id}`, 'ViewSonic Pro'],
    ]) {
      const refused = await send('DELETE', url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(`"${name}" still has 1 product: move or delete them first`);
    }
    expect(await rows()).toEqual(before);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product.slug}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/subcategories/${sub.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/brands/${brand.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(200);
    expect(await rows()).toEqual([before[0] - 1, before[1] - 1, before[2] - 1]);
    expect((await send('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(404);
  });

  it('shows a rename and a Bengali name on the next storefront request, in English and in Bengali', async () => {
    const category = (await send('POST', '/api/categories', { name: 'Camera', menuOrder: 1 })).json() as { _id: string };
    // Both menus are now cached.
    expect((await storefrontMenu()).find((c) => c.slug === 'camera')?.name).toBe('Camera');
    expect((await storefrontMenu('bn')).find((c) => c.slug === 'camera')?.name).toBe('Camera');

    await send('PUT', `/api/categories/${category._id}`, { name: 'Cameras', nameBn: 'ক্যামেরা', homeCard: 3 });
    expect((await storefrontMenu()).find((c) => c.slug === 'camera')).toEqual({ name: 'Cameras', slug: 'camera', homeCard: 3, languages: { name: 'en' } });
    expect((await storefrontMenu('bn')).find((c) => c.slug === 'camera')).toEqual({ name: 'ক্যামেরা', slug: 'camera', homeCard: 3, languages: { name: 'bn' } });

    // Without a Bengali name, Bengali pages fall back to the English one.
    await send('PUT', `/api/categories/${category._id}`, { nameBn: '' });
    expect((await storefrontMenu('bn')).find((c) => c.slug === 'camera')).toMatchObject({ name: 'Cameras', languages: { name: 'en' } });
    await send('PUT', `/api/categories/${category._id}`, { homeCard: null });
  });

  it('shows a new sub-category in the menu’s drop-down data at once, with its Bengali name', async () => {
    const category = (await send('POST', '/api/categories', { name: 'Smartphone' })).json() as { _id: string };
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).json().find((c: { slug: string }) => c.slug === 'smartphone').subCategories).toEqual([]);
    const sub = await send('POST', `/api/categories/${category._id}/subcategories`, { name: 'Xiaomi', nameBn: 'শাওমি', menuOrder: 1 });
    expect(sub.statusCode).toBe(201);
    const tree = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(tree.find((c: { slug: string }) => c.slug === 'smartphone').subCategories).toEqual([{ _id: sub.json()._id, name: 'Xiaomi', nameBn: 'শাওমি', slug: 'xiaomi' }]);
  });

  it('creates and changes a brand with an uploaded logo that the brand list answers', async () => {
    const created = await send('POST', '/api/brands', { name: 'Sony Bravia', logo: '/uploads/media/0f8e4c1a-3c7e-4d2e-9a51-2f6a3b9c8d10.webp' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Sony Bravia', slug: 'sony-bravia', logo: '/uploads/media/0f8e4c1a-3c7e-4d2e-9a51-2f6a3b9c8d10.webp', productCount: 0 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/brands' })).json() as { slug: string; logo: string }[];
    expect(list.find((b) => b.slug === 'sony-bravia')?.logo).toBe('/uploads/media/0f8e4c1a-3c7e-4d2e-9a51-2f6a3b9c8d10.webp');
    const changed = await send('PUT', `/api/brands/${created.json()._id}`, { name: 'Sony', logo: '' });
    expect(changed.json()).toMatchObject({ name: 'Sony', slug: 'sony-bravia', logo: '' });
  });

  it.runIf(process.env.TEST_REDIS_URL)('drops another process’s cached menu when a category changes here', async () => {
    const elsewhere = createCache({ redisUrl: process.env.TEST_REDIS_URL });
    try {
      const category = await makeCategory(t.db, { name: 'Scanner' });
      expect((await getCategoryTree(t.db, elsewhere)).find((c) => c.id === category.id)?.name).toBe('Scanner');
      // The other process subscribes asynchronously: wait until it hears this one.
      const listening = new Promise<void>((resolve) => elsewhere.onInvalidate((prefix) => prefix === 'structure-test:' && resolve()));
      const repeat = setInterval(() => t.app.cache.invalidate('structure-test:'), 50);
      await listening.finally(() => clearInterval(repeat));
      expect((await getCategoryTree(t.db, elsewhere)).find((c) => c.id === category.id)?.name).toBe('Scanner');
      await send('PUT', `/api/categories/${category.id}`, { name: 'Scanners' });
      await expect.poll(async () => (await getCategoryTree(t.db, elsewhere)).find((c) => c.id === category.id)?.name).toBe('Scanners');
    } finally {
      await elsewhere.close();
    }
  });
});
