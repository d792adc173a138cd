import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../../test/factories.ts';
import { getBrand, getListingCategory } from './listing.ts';

// Both demo catalogues' kinds of names: "&" (homeopathy), spaces and capitals (electronics),
// apostrophes (homeopathy makers), and a category named in Bengali.
describe('categories, sub-categories and brands named in any form', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const dilutions = await makeCategory(t.db, { name: 'Dilutions & Potencies' });
    const lords = await makeBrand(t.db, "Lord's");
    await makeSubCategory(t.db, dilutions.id, "Lord's");
    await makeProduct(t.db, { name: 'Arnica Montana 30C', price: 150, categoryId: dilutions.id, brandId: lords.id });
    const graphics = await makeCategory(t.db, { name: 'Graphics Card' });
    const asus = await makeBrand(t.db, 'ASUS');
    await makeProduct(t.db, { name: 'ASUS Dual RTX 4060', price: 42000, categoryId: graphics.id, brandId: asus.id });
    const bengali = await makeCategory(t.db, { name: 'হোমিও ওষুধ' });
    await makeProduct(t.db, { name: 'আর্নিকা ৩০', price: 120, categoryId: bengali.id, brandId: lords.id });
  });

  it('finds a category by its name, its slug, or either in another case', async () => {
    for (const name of ['Dilutions & Potencies', 'dilutions and potencies', 'dilutions-and-potencies', 'DILUTIONS & POTENCIES']) {
      expect((await getListingCategory(t.db, name)).category.slug, name).toBe('dilutions-and-potencies');
    }
    expect((await getListingCategory(t.db, 'হোমিও ওষুধ')).category.slug).toBe('হোমিও-ওষুধ');
  });

  it('finds a sub-category and a brand by name in any form', async () => {
    const { subCategory } = await getListingCategory(t.db, 'Dilutions & Potencies', "LORD'S");
    expect(subCategory?.slug).toBe('lords');
    expect((await getBrand(t.db, "Lord's")).slug).toBe('lords');
    expect((await getBrand(t.db, 'asus')).name).toBe('ASUS');
  });

  it('lists a category named with & and spaces through the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/categories/${encodeURIComponent('Dilutions & Potencies')}/products` });
    expect(res.statusCode).toBe(200);
    expect(res.json().category.slug).toBe('dilutions-and-potencies');
    expect(res.json().products.map((p: { name: string }) => p.name)).toEqual(['Arnica Montana 30C']);
  });

  it('lists a category named in Bengali, and a sub-category by name, through the API', async () => {
    const bengali = await t.app.inject({ method: 'GET', url: `/api/categories/${encodeURIComponent('হোমিও ওষুধ')}/products` });
    expect(bengali.statusCode).toBe(200);
    expect(bengali.json().products.map((p: { name: string }) => p.name)).toEqual(['আর্নিকা ৩০']);
    const sub = await t.app.inject({ method: 'GET', url: `/api/categories/dilutions-and-potencies/products?subCategory=${encodeURIComponent("Lord's")}` });
    expect(sub.statusCode).toBe(200);
    expect(sub.json().subCategory.slug).toBe('lords');
  });

  it('filters a listing by a brand named with an apostrophe', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/categories/dilutions-and-potencies/products?brand=${encodeURIComponent("lord's")}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(1);
  });

  it('lists a brand named in another form through the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/brands/${encodeURIComponent("Lord's")}/products` });
    expect(res.statusCode).toBe(200);
    expect(res.json().brand.slug).toBe('lords');
  });
});
