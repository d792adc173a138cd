import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products } from '~/modules/schema.ts';
import { taka } from '~/platform/money.ts';
import { useTestApp } from '../../../test/app.ts';
import { makeBrand, makeCategory, makeProduct, makeProducts, makeSubCategory } from '../../../test/factories.ts';
import type { SpecificationGroup } from './contracts.ts';
import { refreshCategoryProducts } from './search-documents.ts';

const laptopSpecs = (processorBrand: string, model: string, ram: string): SpecificationGroup[] => [
  {
    name: 'Processor',
    values: [
      { name: 'Processor Brand', value: processorBrand },
      { name: 'Processor Model', value: model },
    ],
  },
  { name: 'Memory', values: [{ name: 'RAM', value: ram }] },
];

interface ApiProduct {
  name: string;
  price: number;
  salePrice: number;
  brand: string;
}
interface Facet {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

const names = (body: { products: ApiProduct[] }) => body.products.map((p) => p.name);
const counts = (facet: Facet[]) => Object.fromEntries(facet.map((f) => [f.label, f.count]));

describe('category and brand listings with filters', () => {
  const t = useTestApp();
  const minute = 60_000;
  const base = Date.now();

  beforeAll(async () => {
    const laptop = await makeCategory(t.db, { name: 'Laptop' });
    const ram = await makeCategory(t.db, { name: 'RAM' });
    const storage = await makeCategory(t.db, { name: 'Storage' });
    const ac = await makeCategory(t.db, { name: 'AC', discount: 3000 });
    const asus = await makeBrand(t.db, 'ASUS');
    const lenovo = await makeBrand(t.db, 'Lenovo');
    const hp = await makeBrand(t.db, 'HP');
    const dell = await makeBrand(t.db, 'Dell');
    const corsair = await makeBrand(t.db, 'Corsair');
    const gree = await makeBrand(t.db, 'Gree');
    const asusLaptops = await makeSubCategory(t.db, laptop.id, 'ASUS');
    const at = (minutesAgo: number) => new Date(base - minutesAgo * minute);

    // Newest first: Vivobook, ROG, IdeaPad, Legion, Pavilion, Inspiron.
    await makeProduct(t.db, { name: 'ASUS Vivobook 15 Core i5 8GB', price: 60000, categoryId: laptop.id, subCategoryId: asusLaptops.id, brandId: asus.id, specifications: laptopSpecs('Intel', 'Intel Core i5-1335U', '8GB'), createdAt: at(1) });
    await makeProduct(t.db, { name: 'ASUS ROG Strix Core i7 16GB', price: 150000, categoryId: laptop.id, subCategoryId: asusLaptops.id, brandId: asus.id, specifications: laptopSpecs('intel', 'Intel Core i7-13650HX', '16 GB'), createdAt: at(2) });
    await makeProduct(t.db, { name: 'Lenovo IdeaPad Slim 3 Ryzen 5 8GB', price: 55000, categoryId: laptop.id, brandId: lenovo.id, specifications: laptopSpecs('AMD', 'AMD Ryzen 5 7520U', '8GB'), createdAt: at(3) });
    await makeProduct(t.db, { name: 'Lenovo Legion 5 Ryzen 7 16GB', price: 140000, categoryId: laptop.id, brandId: lenovo.id, specifications: laptopSpecs('AMD', 'AMD Ryzen 7 7735HS', '16GB'), createdAt: at(4) });
    // Charged ৳75,000 after its own ৳5,000 discount.
    await makeProduct(t.db, { name: 'HP Pavilion 15 Core i5 16GB', price: 80000, discount: 5000, categoryId: laptop.id, brandId: hp.id, specifications: laptopSpecs('Intel', 'Intel Core i5-1235U', '16GB'), createdAt: at(5) });
    // Only a "Processor" value: brand and type are read from it.
    await makeProduct(t.db, {
      name: 'Dell Inspiron 3520 Core i3 4GB',
      price: 45000,
      categoryId: laptop.id,
      brandId: dell.id,
      specifications: [{ name: 'Specification', values: [{ name: 'Processor', value: 'Intel Core i3-1215U' }, { name: 'RAM', value: '4GB DDR4' }] }],
      createdAt: at(6),
    });

    await makeProduct(t.db, { name: 'Corsair Vengeance 16GB DDR5', price: 7000, categoryId: ram.id, brandId: corsair.id, specifications: [{ name: 'Basic Information', values: [{ name: 'Capacity', value: '16GB' }] }] });
    await makeProduct(t.db, { name: 'Corsair Vengeance 32GB DDR5', price: 14000, categoryId: ram.id, brandId: corsair.id, specifications: [{ name: 'Basic Information', values: [{ name: 'Capacity', value: '32GB' }] }] });
    await makeProduct(t.db, { name: 'Corsair MP600 1TB NVMe SSD', price: 9000, categoryId: storage.id, brandId: corsair.id, specifications: [{ name: 'Basic Information', values: [{ name: 'Capacity', value: '1TB' }] }] });
    await makeProduct(t.db, { name: 'Gree 1.5 Ton Inverter AC', price: 72000, categoryId: ac.id, brandId: gree.id });

    // 35 chairs for paging.
    const chairs = await makeCategory(t.db, { name: 'Gaming Chair' });
    const brand = await makeBrand(t.db, 'Fantech');
    await makeProducts(t.db, 35, (i) => ({ name: `Fantech Chair ${i + 1}`, price: 10000 + i * 100, categoryId: chairs.id, brandId: brand.id, createdAt: at(100 + i) }));
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists a category newest first with facet counts and the price range, unfiltered', async () => {
    const response = await get('/api/categories/laptop/products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pages: 1, totalCount: 6, sort: 'newest', filtered: false, category: { name: 'Laptop', slug: 'laptop' } });
    expect(names(body)).toEqual([
      'ASUS Vivobook 15 Core i5 8GB',
      'ASUS ROG Strix Core i7 16GB',
      'Lenovo IdeaPad Slim 3 Ryzen 5 8GB',
      'Lenovo Legion 5 Ryzen 7 16GB',
      'HP Pavilion 15 Core i5 16GB',
      'Dell Inspiron 3520 Core i3 4GB',
    ]);
    expect(body.allBrands).toEqual(['ASUS', 'Dell', 'HP', 'Lenovo']);
    expect(counts(body.facets.brand)).toEqual({ ASUS: 2, Dell: 1, HP: 1, Lenovo: 2 });
    expect(body.facets.brand.find((f: Facet) => f.label === 'ASUS')).toEqual({ value: 'asus', label: 'ASUS', count: 2, selected: false });
    // "intel" in a specification is the same processor brand as "Intel".
    expect(counts(body.facets.processorBrand)).toEqual({ AMD: 2, Intel: 4 });
    expect(counts(body.facets.processorType)).toEqual({ 'AMD Ryzen 5': 1, 'AMD Ryzen 7': 1, 'Intel Core i3': 1, 'Intel Core i5': 2, 'Intel Core i7': 1 });
    expect(body.facets.ram.map((f: Facet) => [f.value, f.label, f.count])).toEqual([
      ['4', '4GB', 1],
      ['8', '8GB', 2],
      ['16', '16GB', 3],
    ]);
    // Sale prices: the HP is charged ৳75,000.
    expect(body.facets.price).toEqual({ min: 45000, max: 150000 });
  });

  it('filters by brand case-insensitively, sorts by price when filtered, and keeps the other brands’ counts', async () => {
    for (const brand of ['AsUs', 'asus', 'ASUS']) {
      const body = (await get(`/api/categories/laptop/products?brand=${brand}`)).json();
      expect(body).toMatchObject({ totalCount: 2, sort: 'price_asc', filtered: true, filters: { brand: [brand] } });
      expect(names(body)).toEqual(['ASUS Vivobook 15 Core i5 8GB', 'ASUS ROG Strix Core i7 16GB']);
      // A brand's count is what choosing it too would add: the brand filter does not narrow its own facet.
      expect(counts(body.facets.brand)).toEqual({ ASUS: 2, Dell: 1, HP: 1, Lenovo: 2 });
      expect(body.facets.brand.filter((f: Facet) => f.selected).map((f: Facet) => f.label)).toEqual(['ASUS']);
      expect(counts(body.facets.processorType)).toEqual({ 'Intel Core i5': 1, 'Intel Core i7': 1 });
      expect(body.facets.price).toEqual({ min: 60000, max: 150000 });
    }
  });

  it('filters by processor brand, processor type and RAM, each case-insensitive', async () => {
    const amd = (await get('/api/categories/laptop/products?processorBrand=amd')).json();
    expect(names(amd)).toEqual(['Lenovo IdeaPad Slim 3 Ryzen 5 8GB', 'Lenovo Legion 5 Ryzen 7 16GB']);
    expect(counts(amd.facets.processorBrand)).toEqual({ AMD: 2, Intel: 4 });
    expect(counts(amd.facets.brand)).toEqual({ Lenovo: 2 });

    const i5 = (await get('/api/categories/laptop/products?processorType=intel%20core%20i5')).json();
    expect(names(i5)).toEqual(['ASUS Vivobook 15 Core i5 8GB', 'HP Pavilion 15 Core i5 16GB']);

    const i3 = (await get('/api/categories/laptop/products?processorType=Intel+Core+i3')).json();
    expect(names(i3)).toEqual(['Dell Inspiron 3520 Core i3 4GB']);
    expect(counts(i3.facets.processorBrand)).toEqual({ Intel: 1 });

    const ram16 = (await get('/api/categories/laptop/products?ram=16GB')).json();
    expect(names(ram16)).toEqual(['HP Pavilion 15 Core i5 16GB', 'Lenovo Legion 5 Ryzen 7 16GB', 'ASUS ROG Strix Core i7 16GB']);
    expect(ram16.facets.ram.find((f: Facet) => f.value === '16')).toMatchObject({ count: 3, selected: true });
  });

  it('combines filters: values of one filter widen, filters together narrow', async () => {
    const body = (await get('/api/categories/laptop/products?brand=asus&brand=Lenovo&ram=16&sort=price_desc')).json();
    expect(body).toMatchObject({ totalCount: 2, sort: 'price_desc' });
    expect(names(body)).toEqual(['ASUS ROG Strix Core i7 16GB', 'Lenovo Legion 5 Ryzen 7 16GB']);
    expect(counts(body.facets.brand)).toEqual({ ASUS: 1, HP: 1, Lenovo: 1 });
    expect(counts(body.facets.ram)).toEqual({ '8GB': 2, '16GB': 2 });
    expect(counts(body.facets.processorBrand)).toEqual({ AMD: 1, Intel: 1 });

    const none = (await get('/api/categories/laptop/products?brand=asus&processorBrand=AMD')).json();
    expect(none).toMatchObject({ totalCount: 0, pages: 1, products: [] });
    // Chosen values stay listed even at 0, so they can be cleared; counts follow the other filters.
    expect(none.facets.brand.find((f: Facet) => f.label === 'ASUS')).toMatchObject({ selected: true, count: 0 });
    expect(none.facets.brand.find((f: Facet) => f.label === 'Lenovo')).toMatchObject({ selected: false, count: 2 });
    expect(none.facets.processorBrand.find((f: Facet) => f.label === 'AMD')).toMatchObject({ selected: true, count: 0 });
    expect(none.facets.processorBrand.find((f: Facet) => f.label === 'Intel')).toMatchObject({ selected: false, count: 2 });
  });

  it('filters by a price range on the price charged, min and max', async () => {
    const body = (await get('/api/categories/laptop/products?minPrice=60000&maxPrice=76000')).json();
    // The HP's regular price is ৳80,000 but it is charged ৳75,000.
    expect(names(body)).toEqual(['ASUS Vivobook 15 Core i5 8GB', 'HP Pavilion 15 Core i5 16GB']);
    expect(body.products.map((p: ApiProduct) => p.salePrice)).toEqual([60000, 75000]);
    // The bounds go back as they came, in taka.
    expect(body.filters).toMatchObject({ minPrice: 60000, maxPrice: 76000 });
    // The range offered stays that of the products the other filters leave.
    expect(body.facets.price).toEqual({ min: 45000, max: 150000 });
    expect(counts(body.facets.brand)).toEqual({ ASUS: 1, HP: 1 });

    const onlyMin = (await get('/api/categories/laptop/products?minPrice=140000')).json();
    expect(names(onlyMin)).toEqual(['Lenovo Legion 5 Ryzen 7 16GB', 'ASUS ROG Strix Core i7 16GB']);
    const onlyMax = (await get('/api/categories/laptop/products?maxPrice=45000')).json();
    expect(names(onlyMax)).toEqual(['Dell Inspiron 3520 Core i3 4GB']);
    // An empty field from a form means no bound.
    const blank = (await get('/api/categories/laptop/products?minPrice=&maxPrice=')).json();
    expect(blank).toMatchObject({ totalCount: 6, filtered: false, sort: 'newest' });
  });

  it('filters on the price charged after a category discount', async () => {
    // ৳72,000 less the AC category's ৳3,000.
    const body = (await get('/api/categories/ac/products?maxPrice=69000')).json();
    expect(body.products).toMatchObject([{ name: 'Gree 1.5 Ton Inverter AC', price: 72000, salePrice: 69000 }]);
    expect((await get('/api/categories/ac/products?maxPrice=68999')).json().totalCount).toBe(0);
  });

  it('charges one price everywhere: a changed category discount reaches the listing, its filter, search and the product page', async () => {
    const fans = await makeCategory(t.db, { name: 'Ceiling Fan', discount: 200 });
    const brand = await makeBrand(t.db, 'Walton');
    const fan = await makeProduct(t.db, { name: 'Walton Ceiling Fan 56 inch', price: 4000, discount: 100, categoryId: fans.id, brandId: brand.id });
    await t.db.update(categories).set({ discount: taka(500) }).where(eq(categories.id, fans.id));
    await refreshCategoryProducts(t.db, fans.id);

    const listing = (await get('/api/categories/ceiling-fan/products?maxPrice=3500')).json();
    expect(listing.products).toMatchObject([{ price: 4000, salePrice: 3500 }]);
    const search = (await get('/api/products?keyword=walton%20ceiling')).json();
    expect(search.products).toMatchObject([{ price: 4000, salePrice: 3500 }]);
    expect((await get(`/api/products/${fan.slug}`)).json()).toMatchObject({ price: 4000, salePrice: 3500, discount: 500 });
  });

  it.each([
    ['newest', ['ASUS Vivobook 15 Core i5 8GB', 'ASUS ROG Strix Core i7 16GB', 'Lenovo IdeaPad Slim 3 Ryzen 5 8GB', 'Lenovo Legion 5 Ryzen 7 16GB', 'HP Pavilion 15 Core i5 16GB', 'Dell Inspiron 3520 Core i3 4GB']],
    ['price_asc', ['Dell Inspiron 3520 Core i3 4GB', 'Lenovo IdeaPad Slim 3 Ryzen 5 8GB', 'ASUS Vivobook 15 Core i5 8GB', 'HP Pavilion 15 Core i5 16GB', 'Lenovo Legion 5 Ryzen 7 16GB', 'ASUS ROG Strix Core i7 16GB']],
    ['price_desc', ['ASUS ROG Strix Core i7 16GB', 'Lenovo Legion 5 Ryzen 7 16GB', 'HP Pavilion 15 Core i5 16GB', 'ASUS Vivobook 15 Core i5 8GB', 'Lenovo IdeaPad Slim 3 Ryzen 5 8GB', 'Dell Inspiron 3520 Core i3 4GB']],
  ])('sorts by %s', async (sort, expected) => {
    const body = (await get(`/api/categories/laptop/products?sort=${sort}`)).json();
    expect(body.sort).toBe(sort);
    expect(names(body)).toEqual(expected);
  });

  it('reads RAM size from Capacity in the RAM category only', async () => {
    const ram = (await get('/api/categories/ram/products')).json();
    expect(counts(ram.facets.ram)).toEqual({ '16GB': 1, '32GB': 1 });
    expect(names((await get('/api/categories/ram/products?ram=32')).json())).toEqual(['Corsair Vengeance 32GB DDR5']);
    const storage = (await get('/api/categories/storage/products')).json();
    expect(storage.facets.ram).toEqual([]);
    expect(storage.facets.processorBrand).toEqual([]);
  });

  it('narrows to a sub-category', async () => {
    const body = (await get('/api/categories/laptop/products?subCategory=asus')).json();
    expect(body).toMatchObject({ totalCount: 2, subCategory: { slug: 'asus', name: 'ASUS' } });
    expect((await get('/api/categories/laptop/products?subCategory=nope')).statusCode).toBe(404);
  });

  it('pages 30 at a time with counts that match the pages', async () => {
    const first = (await get('/api/categories/gaming-chair/products')).json();
    expect(first).toMatchObject({ page: 1, pages: 2, totalCount: 35 });
    expect(first.products).toHaveLength(30);
    expect(first.products[0].name).toBe('Fantech Chair 1');
    const second = (await get('/api/categories/gaming-chair/products?pageNumber=2')).json();
    expect(second).toMatchObject({ page: 2, pages: 2, totalCount: 35 });
    expect(names(second)).toEqual(['Fantech Chair 31', 'Fantech Chair 32', 'Fantech Chair 33', 'Fantech Chair 34', 'Fantech Chair 35']);
    const byPrice = (await get('/api/categories/gaming-chair/products?sort=price_desc&pageNumber=2')).json();
    expect(byPrice.products.map((p: ApiProduct) => p.price)).toEqual([10400, 10300, 10200, 10100, 10000]);
    const past = await get('/api/categories/gaming-chair/products?pageNumber=3');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ page: 3, pages: 2, totalCount: 35, products: [] });
  });

  it.each([
    ['pageNumber=0', /pageNumber/],
    ['pageNumber=-1', /pageNumber/],
    ['pageNumber=abc', /pageNumber/],
    ['pageNumber=1.5', /pageNumber/],
    ['pageNumber=99999999', /pageNumber/],
    ['sort=cheapest', /sort must be one of newest, price_asc, price_desc/],
    ['minPrice=abc', /minPrice must be a number/],
    ['minPrice=-5', /minPrice must be 0 or more/],
    ['minPrice=5000&maxPrice=1000', /minPrice must not be more than maxPrice/],
    ['ram=lots', /ram values must be a size in GB/],
    ['brand=%00', /brand values must not contain control characters/],
    [`brand=${'x'.repeat(61)}`, /brand values must be at most 60 characters/],
    [Array.from({ length: 31 }, (_, i) => `brand=b${i}`).join('&'), /brand accepts at most 30 values/],
    ['colour=red', /colour/],
    ['limit=5', /limit/],
  ])('rejects %s with a 400 naming the problem', async (query, message) => {
    const response = await get(`/api/categories/laptop/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID', message: expect.stringMatching(message) });
  });

  it('answers an unknown category with 404', async () => {
    const response = await get('/api/categories/no-such-category/products');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Category not found', code: 'NOT_FOUND' });
  });

  it('treats an unknown brand as a filter that matches nothing', async () => {
    const body = (await get('/api/categories/laptop/products?brand=Apple')).json();
    expect(body).toMatchObject({ totalCount: 0, products: [] });
  });

  it('lists one brand’s products across categories, with filters', async () => {
    const corsair = (await get('/api/brands/corsair/products')).json();
    expect(corsair).toMatchObject({ totalCount: 3, brand: { name: 'Corsair', slug: 'corsair' }, allBrands: ['Corsair'] });
    expect(corsair.products.every((p: ApiProduct) => p.brand === 'Corsair')).toBe(true);
    const cheap = (await get('/api/brands/corsair/products?maxPrice=9000&sort=price_asc')).json();
    expect(names(cheap)).toEqual(['Corsair Vengeance 16GB DDR5', 'Corsair MP600 1TB NVMe SSD']);
    const asus = (await get('/api/brands/asus/products?ram=16')).json();
    expect(names(asus)).toEqual(['ASUS ROG Strix Core i7 16GB']);
    expect((await get('/api/brands/no-such-brand/products')).statusCode).toBe(404);
    expect((await get('/api/brands/asus/products?pageNumber=0')).statusCode).toBe(400);
  });

  it('lists every brand with whether it has products', async () => {
    const unused = await makeBrand(t.db, 'Zotac');
    const body = (await get('/api/brands')).json();
    expect(body.find((b: { slug: string }) => b.slug === 'asus')).toMatchObject({ name: 'ASUS', hasProducts: true, _id: expect.any(String) });
    expect(body.find((b: { slug: string }) => b.slug === unused.slug)).toMatchObject({ hasProducts: false });
  });

  it('documents the listing endpoints in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/categories/{slug}/products', '/api/brands', '/api/brands/{slug}/products']));
  });

  it('stores the filter values read from the specifications, and the price charged, on the product', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.name, 'Dell Inspiron 3520 Core i3 4GB'));
    expect(row).toMatchObject({ processorBrand: 'Intel', processorType: 'Intel Core i3', ramGb: 4, salePrice: 4_500_000 });
  });
});
