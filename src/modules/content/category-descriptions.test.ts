import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryDescriptions } from '../../../seed/data/category-descriptions.ts';
import { loadCatalog } from '../../../seed/catalogs.ts';
import type { Database } from '~/platform/db/index.ts';
import { slugify } from '~/platform/slug.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { CategoryDescriptionSchema } from './contracts.ts';
import { findCategoryDescription, saveCategoryDescriptions } from './service.ts';

// docs/requirements/core-shop.md §2: a block per keyword, and for listings of laptops or ACs.
const SPEC_KEYWORDS = [
  'monitor',
  'motherboard',
  'speaker',
  'graphics card',
  'headset',
  'mousepad',
  'power supply',
  'mouse',
  'printer',
  'router',
  'processor',
  'cpu cooler',
  'case',
  'pc case',
  'console',
  'gaming chair',
  'laptop',
  'ac',
];

describe('category description blocks', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await saveCategoryDescriptions(database.db, categoryDescriptions);
  });
  afterAll(() => database?.close());

  it('has a valid English block for every keyword of the spec, about a category of the electronics demo', async () => {
    const electronics = await loadCatalog('electronics');
    const slugs = new Set(electronics.categories.map((c) => slugify(c.name)));
    const english = categoryDescriptions.map((d) => CategoryDescriptionSchema.parse(d)).filter((d) => d.language === 'en');
    for (const keyword of SPEC_KEYWORDS) {
      const block = english.find((d) => d.keyword === keyword || d.aliases.includes(keyword));
      expect(block, keyword).toBeDefined();
      expect(slugs.has(block!.categorySlug), `${keyword} → ${block!.categorySlug}`).toBe(true);
      expect(block!.buyingGuide.length, keyword).toBeGreaterThanOrEqual(3);
      expect(block!.faq.length, keyword).toBeGreaterThanOrEqual(2);
      expect(block!.brands.length, keyword).toBeGreaterThan(0);
      for (const related of block!.relatedCategorySlugs) expect(slugs.has(related), `${keyword} links ${related}`).toBe(true);
    }
    expect(english.filter((d) => d.showForListedProducts).map((d) => d.keyword).sort()).toEqual(['ac', 'laptop']);
  });

  it('finds the block of a listing’s category, and maps casing to "pc case" and headphone to "headset"', async () => {
    expect((await findCategoryDescription(database.db, { categorySlug: 'monitor', language: 'en' }))?.keyword).toBe('monitor');
    expect((await findCategoryDescription(database.db, { categorySlug: 'casing', language: 'en' }))?.keyword).toBe('pc case');
    expect((await findCategoryDescription(database.db, { categorySlug: 'headphone', language: 'en' }))?.keyword).toBe('headset');
    expect((await findCategoryDescription(database.db, { keyword: 'case', language: 'en' }))?.categorySlug).toBe('casing');
    expect(await findCategoryDescription(database.db, { categorySlug: 'keyboard', language: 'en' })).toBeNull();
  });

  it('shows the laptop or AC block under a listing with a laptop or an AC, trimmed and in any case, and no other', async () => {
    const found = await findCategoryDescription(database.db, { categorySlug: 'keyboard', listedCategories: ['Keyboard', '  LAPTOP '], language: 'en' });
    expect(found?.keyword).toBe('laptop');
    expect((await findCategoryDescription(database.db, { listedCategories: ['AC'], language: 'en' }))?.keyword).toBe('ac');
    // Monitor is not one of the two: a listing of monitors elsewhere shows no block.
    expect(await findCategoryDescription(database.db, { listedCategories: ['Monitor'], language: 'en' })).toBeNull();
    // The listing's own category wins over a listed product's.
    expect((await findCategoryDescription(database.db, { categorySlug: 'monitor', listedCategories: ['Laptop'], language: 'en' }))?.keyword).toBe('monitor');
  });

  it('answers in Bengali where a Bengali block is written, else in English', async () => {
    const laptop = await findCategoryDescription(database.db, { categorySlug: 'laptop', language: 'bn' });
    expect(laptop).toMatchObject({ language: 'bn', heading: 'বাংলাদেশে ল্যাপটপ কিনুন' });
    expect((await findCategoryDescription(database.db, { categorySlug: 'router', language: 'bn' }))?.language).toBe('en');
  });

  it('replaces a block saved again under the same keyword and language', async () => {
    const [router] = categoryDescriptions.filter((d) => d.keyword === 'router');
    await saveCategoryDescriptions(database.db, [{ ...router, heading: 'Routers for every home' }]);
    expect((await findCategoryDescription(database.db, { categorySlug: 'router', language: 'en' }))?.heading).toBe('Routers for every home');
  });

  it('rejects a block with an unknown field or a bad keyword', () => {
    const [router] = categoryDescriptions;
    expect(() => CategoryDescriptionSchema.parse({ ...router, html: '<script>' })).toThrow();
    expect(() => CategoryDescriptionSchema.parse({ ...router, keyword: 'Router!' })).toThrow(/keyword/);
  });
});
