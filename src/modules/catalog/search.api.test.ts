import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin } from '../../../test/auth.ts';
import { makeBrand, makeCategory, makeProduct, makeProducts, makeSubCategory } from '../../../test/factories.ts';
import { SEARCH_CANDIDATES } from './contracts.ts';

interface Found {
  name: string;
}
const names = (body: { products: Found[] }) => body.products.map((p) => p.name);

describe('product search', () => {
  const t = useTestApp();
  const base = Date.now();
  const at = (minutesAgo: number) => new Date(base - minutesAgo * 60_000);

  beforeAll(async () => {
    const laptop = await makeCategory(t.db, { name: 'Laptop' });
    const monitor = await makeCategory(t.db, { name: 'Monitor' });
    const ac = await makeCategory(t.db, { name: 'AC' });
    const furniture = await makeCategory(t.db, { name: 'Furniture' });
    const bag = await makeCategory(t.db, { name: 'Bag' });
    const apple = await makeBrand(t.db, 'Apple');
    const asus = await makeBrand(t.db, 'ASUS');
    const gree = await makeBrand(t.db, 'Gree');
    const walton = await makeBrand(t.db, 'Walton');
    const generic = await makeBrand(t.db, 'Generic');

    await makeProduct(t.db, { name: 'Apple MacBook Air M2', categoryId: laptop.id, brandId: apple.id, createdAt: at(1) });
    await makeProduct(t.db, { name: 'ASUS Vivobook 15 Laptop', categoryId: laptop.id, brandId: asus.id, keywords: ['laptop', 'notebook'], createdAt: at(2) });
    await makeProduct(t.db, { name: 'ASUS TUF Gaming Laptop', categoryId: laptop.id, brandId: asus.id, keywords: ['gaming laptop'], createdAt: at(3) });
    // "laptop" only in a key feature: ranks below products named for it, although newer.
    await makeProduct(t.db, { name: 'Targus Backpack 15.6', categoryId: bag.id, brandId: generic.id, feature: 'Fits a 15.6 inch laptop', createdAt: at(0) });
    await makeProduct(t.db, { name: 'ASUS ProArt 27 inch 4K Monitor', categoryId: monitor.id, brandId: asus.id, keywords: ['monitor', 'display'], createdAt: at(4) });
    await makeProduct(t.db, { name: 'Gree 1.5 Ton Inverter Split AC', categoryId: ac.id, brandId: gree.id, keywords: ['ac', 'air conditioner'], createdAt: at(5) });
    await makeProduct(t.db, { name: 'Steel Rack 5 Shelf', categoryId: furniture.id, brandId: generic.id, createdAt: at(6) });
    // Bengali in the name and in the keywords; the second keyword has a zero-width non-joiner.
    await makeProduct(t.db, {
      name: 'ওয়ালটন ফ্রিজ 250 লিটার',
      categoryId: furniture.id,
      brandId: walton.id,
      keywords: ['রেফ্রিজারেটর', 'ফ্রি\u200Cজ'],
      createdAt: at(7),
    });
    await makeProduct(t.db, { name: 'Walton Inverter AC 1 Ton', categoryId: ac.id, brandId: walton.id, keywords: ['এসি', 'air conditioner'], createdAt: at(8) });
  });

  const search = async (keyword: string, extra = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?keyword=${encodeURIComponent(keyword)}${extra}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('matches whole words: "ac" finds air conditioners, not the MacBook or the rack', async () => {
    const body = await search('ac');
    expect(names(body).sort()).toEqual(['Gree 1.5 Ton Inverter Split AC', 'Walton Inverter AC 1 Ton']);
    expect(body).toMatchObject({ totalCount: 2, pages: 1, allBrands: ['Gree', 'Walton'], correctedKeyword: null, capped: false });
  });

  it('ranks products named for the word above products that only mention it, then newest first', async () => {
    const body = await search('laptop');
    // Name and keywords, then the category only (the MacBook), then a key feature only (the bag).
    expect(names(body)).toEqual(['ASUS Vivobook 15 Laptop', 'ASUS TUF Gaming Laptop', 'Apple MacBook Air M2', 'Targus Backpack 15.6']);
    const both = await search('gaming laptop');
    expect(names(both)).toEqual(['ASUS TUF Gaming Laptop']);
  });

  it('searches brand and category names too', async () => {
    expect(names(await search('gree'))).toEqual(['Gree 1.5 Ton Inverter Split AC']);
    expect(names(await search('monitor'))).toEqual(['ASUS ProArt 27 inch 4K Monitor']);
    expect(names(await search('walton'))).toEqual(['Walton Inverter AC 1 Ton', 'ওয়ালটন ফ্রিজ 250 লিটার']);
  });

  it.each([
    ['laptp', 'laptop', ['ASUS Vivobook 15 Laptop', 'ASUS TUF Gaming Laptop', 'Apple MacBook Air M2', 'Targus Backpack 15.6']],
    ['moniter', 'monitor', ['ASUS ProArt 27 inch 4K Monitor']],
    ['Asus Moniter', 'Asus monitor', ['ASUS ProArt 27 inch 4K Monitor']],
    ['gamming laptp', 'gaming laptop', ['ASUS TUF Gaming Laptop']],
  ])('tolerates the typo %j, searching %j instead', async (typo, corrected, expected) => {
    const body = await search(typo);
    expect(body.correctedKeyword).toBe(corrected);
    expect(names(body)).toEqual(expected);
  });

  it('does not correct a word that is known, short or a number', async () => {
    expect(await search('macbook')).toMatchObject({ correctedKeyword: null, totalCount: 1 });
    expect(await search('xq')).toMatchObject({ correctedKeyword: null, totalCount: 0 });
    expect(await search('40601')).toMatchObject({ correctedKeyword: null, totalCount: 0 });
  });

  it('finds Bengali words in names and keywords, with or without zero-width joiners', async () => {
    expect(names(await search('ফ্রিজ'))).toEqual(['ওয়ালটন ফ্রিজ 250 লিটার']);
    expect(names(await search('রেফ্রিজারেটর'))).toEqual(['ওয়ালটন ফ্রিজ 250 লিটার']);
    expect(names(await search('ফ্রি\u200Cজ'))).toEqual(['ওয়ালটন ফ্রিজ 250 লিটার']);
    expect(names(await search('এসি'))).toEqual(['Walton Inverter AC 1 Ton']);
    // A misspelt Bengali word is corrected like any other.
    expect(await search('রেফ্রিজারেটার')).toMatchObject({ correctedKeyword: 'রেফ্রিজারেটর', totalCount: 1 });
  });

  it.each(['%', '_', '%%', "' or 1=1 --", '"unterminated', "'; drop table products; --", 'drop table products;', 'union select * from users', '\\', '!!&&||', '<script>alert(1)</script>', '(((', ':*', 'a & | ! b'])(
    'treats the hostile keyword %j as literal text and never fails',
    async (keyword) => {
      const body = await search(keyword);
      expect(Array.isArray(body.products)).toBe(true);
      if (!keyword.includes('laptop')) expect(body.products).toEqual([]);
    },
  );

  it('refuses NUL and other control characters in a keyword with a 400 naming the field (docs/decisions/012)', async () => {
    for (const keyword of ['moni\u0000tor', 'monitor\u0000', '\u0000\u0007', 'a\u202eb']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?keyword=${encodeURIComponent(keyword)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/keyword must not contain control characters/);
    }
  });

  it('still has its products after the hostile searches', async () => {
    expect((await search('laptop')).totalCount).toBe(4);
  });

  it('rejects a 10 000-character keyword with a 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?keyword=${'laptop '.repeat(1500)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID', message: expect.stringMatching(/keyword/) });
  });

  it('lists everything, newest first, for a blank keyword', async () => {
    const body = await search('   ');
    expect(body.totalCount).toBe(9);
    expect(body.products[0].name).toBe('Targus Backpack 15.6');
  });
});

describe('search over a common word', () => {
  const t = useTestApp();
  const extra = 40;

  beforeAll(async () => {
    const category = await makeCategory(t.db, { name: 'Cable' });
    const brand = await makeBrand(t.db, 'Ugreen');
    const base = Date.now();
    await makeProducts(t.db, SEARCH_CANDIDATES + extra, (i) => ({
      name: `Ugreen HDMI Cable ${i + 1}`,
      categoryId: category.id,
      brandId: brand.id,
      createdAt: new Date(base - i * 1000),
    }));
  });

  it(`ranks only the newest ${SEARCH_CANDIDATES} matches and says the result is capped`, async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?keyword=cable' });
    const body = response.json();
    expect(body).toMatchObject({ totalCount: SEARCH_CANDIDATES, pages: SEARCH_CANDIDATES / 30, capped: true, allBrands: ['Ugreen'] });
    expect(body.products).toHaveLength(30);
    expect(body.products[0].name).toBe('Ugreen HDMI Cable 1');
    const last = (await t.app.inject({ method: 'GET', url: `/api/products?keyword=cable&pageNumber=${SEARCH_CANDIDATES / 30}` })).json();
    expect(last.products.at(-1).name).toBe(`Ugreen HDMI Cable ${SEARCH_CANDIDATES}`);
    const past = (await t.app.inject({ method: 'GET', url: `/api/products?keyword=cable&pageNumber=${SEARCH_CANDIDATES / 30 + 1}` })).json();
    expect(past.products).toEqual([]);
  });
});

describe('search for a category by its name', () => {
  const t = useTestApp();
  const search = async (keyword: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products?keyword=${encodeURIComponent(keyword)}` })).json() as { products: Found[] };

  it('lists first the products of a category or sub-category the keyword names, in any form', async () => {
    const tablet = await makeCategory(t.db, { name: 'Tablet' });
    const covers = await makeCategory(t.db, { name: 'Covers' });
    const gadgets = await makeCategory(t.db, { name: 'Gadgets' });
    const watch = await makeSubCategory(t.db, gadgets.id, 'Smart Watch');
    const brand = await makeBrand(t.db, 'Tabby');
    // Newer, and named for the word twice: without the category's lead they ranked first.
    await makeProduct(t.db, { name: 'Tablet Cover for any 10 inch Tablet', categoryId: covers.id, brandId: brand.id, createdAt: new Date(2024, 0, 2) });
    await makeProduct(t.db, { name: 'Tabby Tab 10 Tablet', categoryId: tablet.id, brandId: brand.id, createdAt: new Date(2024, 0, 1) });
    await makeProduct(t.db, { name: 'Smart Watch Strap for every Smart Watch', categoryId: covers.id, brandId: brand.id, createdAt: new Date(2024, 0, 2) });
    await makeProduct(t.db, { name: 'Tabby Band Smart Watch', categoryId: gadgets.id, subCategoryId: watch.id, brandId: brand.id, createdAt: new Date(2024, 0, 1) });
    for (const keyword of ['tablet', 'Tablets', 'TABLET']) {
      expect(names(await search(keyword)), keyword).toEqual(['Tabby Tab 10 Tablet', 'Tablet Cover for any 10 inch Tablet']);
    }
    expect(names(await search('smart watches'))).toEqual(['Tabby Band Smart Watch', 'Smart Watch Strap for every Smart Watch']);
    // A word that names no category ranks as before: the name that says it twice first.
    expect(names(await search('smart'))).toEqual(['Smart Watch Strap for every Smart Watch', 'Tabby Band Smart Watch']);
  });

  it('finds a category’s and a sub-category’s products by their Bengali names, new names at once', async () => {
    const category = await makeCategory(t.db, { name: 'Refrigerator' });
    const sub = await makeSubCategory(t.db, category.id, 'Freezer');
    await makeProduct(t.db, { name: 'Walton WFC-3D8 Refrigerator', categoryId: category.id, subCategoryId: sub.id });
    const admin = await signInAdmin(t.app, t.db);
    const rename = async (url: string, nameBn: string) =>
      expect((await t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: { nameBn } })).statusCode).toBe(200);
    expect(names(await search('রেফ্রিজারেটর'))).toEqual([]);
    await rename(`/api/categories/${category.id}`, 'রেফ্রিজারেটর');
    await rename(`/api/subcategories/${sub.id}`, 'ডিপ\u200Cফ্রিজ');
    expect(names(await search('রেফ্রিজারেটর'))).toEqual(['Walton WFC-3D8 Refrigerator']);
    expect(names(await search('ডিপফ্রিজ'))).toEqual(['Walton WFC-3D8 Refrigerator']);
    await rename(`/api/categories/${category.id}`, 'ফ্রিজ');
    expect(names(await search('ফ্রিজ'))).toEqual(['Walton WFC-3D8 Refrigerator']);
    expect(names(await search('রেফ্রিজারেটর'))).toEqual([]);
  });
});
