import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeBrand, makeCategory, makeProduct } from '../../../test/factories.ts';

describe('catalogue API', () => {
  const t = useTestApp();
  let acSlug: string;
  let laptopId: string;

  beforeAll(async () => {
    const ac = await makeCategory(t.db, { name: 'AC', discount: 3000, menuOrder: 2 });
    const laptops = await makeCategory(t.db, { name: 'Laptop', menuOrder: 1, homeCard: 1 });
    const apple = await makeBrand(t.db, 'Apple');
    const gree = await makeBrand(t.db, 'Gree');
    const base = Date.now();
    // 35 products so that there are two pages of 30.
    for (let i = 0; i < 32; i++) {
      await makeProduct(t.db, { name: `Rack Shelf ${i}`, price: 500 + i, createdAt: new Date(base - (i + 10) * 1000) });
    }
    const mac = await makeProduct(t.db, { name: 'Apple MacBook Air M2', price: 150000, categoryId: laptops.id, brandId: apple.id, keywords: ['laptop'], createdAt: new Date(base) });
    laptopId = mac.id;
    const acUnit = await makeProduct(t.db, {
      name: 'Gree 1.5 Ton Inverter Split AC',
      price: 72000,
      categoryId: ac.id,
      brandId: gree.id,
      keywords: ['ac', 'air conditioner'],
      createdAt: new Date(base - 1000),
    });
    acSlug = acUnit.slug;
    await makeProduct(t.db, { name: 'Discounted Mouse', price: 1200, discount: 200, createdAt: new Date(base - 2000) });
  });

  it('lists 30 products per page, newest first, with paging fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pages: 2, totalCount: 35 });
    expect(body.products).toHaveLength(30);
    expect(body.products[0]).toMatchObject({ _id: laptopId, name: 'Apple MacBook Air M2', brand: 'Apple', category: 'Laptop' });
    expect(typeof body.products[0]._id).toBe('string');
    expect(body.allBrands).toEqual(expect.arrayContaining(['Apple', 'Gree']));
  });

  it('returns the rest on the last page and an empty page past it', async () => {
    const last = (await t.app.inject({ method: 'GET', url: '/api/products?pageNumber=2' })).json();
    expect(last.products).toHaveLength(5);
    const past = (await t.app.inject({ method: 'GET', url: '/api/products?pageNumber=9' })).json();
    expect(past).toMatchObject({ page: 9, pages: 2, totalCount: 35, products: [] });
  });

  it.each([
    ['pageNumber=0', /pageNumber/],
    ['pageNumber=-1', /pageNumber/],
    ['pageNumber=abc', /pageNumber/],
    ['pageNumber=1.5', /pageNumber/],
    ['limit=1000', /limit/],
    [`keyword=${'a'.repeat(10_000)}`, /keyword/],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
  });

  it('matches whole words: "ac" finds the air conditioner, not the MacBook or the racks', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products?keyword=ac' })).json();
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Gree 1.5 Ton Inverter Split AC']);
    expect(body.totalCount).toBe(1);
    expect(body.allBrands).toEqual(['Gree']);
  });

  it.each(['%', '_', "' or 1=1 --", '"unterminated', 'drop table products;', '\\', '!!&&||', '<script>'])(
    'treats the hostile keyword %j as plain text',
    async (keyword) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?keyword=${encodeURIComponent(keyword)}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().products).toEqual([]);
    },
  );

  it('charges the category discount: ৳3,000 off an air conditioner', async () => {
    const body = (await t.app.inject({ method: 'GET', url: `/api/products/${acSlug}` })).json();
    expect(body).toMatchObject({ price: 72000, salePrice: 69000, discount: 3000 });
  });

  it('charges a product’s own discount', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products?keyword=mouse' })).json();
    expect(body.products[0]).toMatchObject({ price: 1200, salePrice: 1000, discount: 200 });
  });

  it('finds a product by id as well as by slug', async () => {
    const byId = await t.app.inject({ method: 'GET', url: `/api/products/${laptopId}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ _id: laptopId, reviews: [], specifications: [] });
  });

  it('refuses a product address with a NUL character with a 400, not a database error (docs/decisions/012)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/slugOrId must not contain control characters/);
  });

  it('answers an unknown product with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it('bounds /api/products/all', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products/all' })).json();
    expect(body).toHaveLength(35);
  });

  it('returns the category tree in menu order', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(body.slice(0, 2).map((c: { name: string }) => c.name)).toEqual(['Laptop', 'AC']);
    expect(body[0]).toMatchObject({ slug: 'laptop', homeCard: 1, subCategories: [] });
  });
});
