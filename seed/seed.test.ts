import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { categories, notices, offers, products, shopSettings, subCategories } from '~/modules/schema.ts';
import type { Database } from '~/platform/db/index.ts';
import { slugify } from '~/platform/slug.ts';
import { localStorage } from '~/platform/storage.ts';
import { createTestDatabase } from '../test/database.ts';
import { growCatalog } from './bulk.ts';
import { loadCatalog } from './catalogs.ts';
import { seedCatalog } from './load.ts';

const uploadsDir = () => mkdtempSync(path.join(tmpdir(), 'haat-uploads-'));

// Seeding writes and resizes every demo picture: give it room on a busy machine (not a timing check).
describe('demo catalogues', { timeout: 120_000 }, () => {
  let database: Database;
  afterEach(() => database?.close());

  it('seeds the electronics catalogue with every category, codes, pictures and the AC discount', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const catalog = await loadCatalog('electronics');
    const uploads = uploadsDir();
    expect(await seedCatalog(db, catalog, localStorage(uploads))).toBe(true);

    const [{ total }] = await db.select({ total: count() }).from(products);
    expect(total).toBe(catalog.products.length);
    expect(total).toBeGreaterThanOrEqual(250);
    const names = (await db.select({ name: categories.name }).from(categories)).map((c) => c.name);
    expect(names).toHaveLength(23);
    expect(names).toEqual(expect.arrayContaining(['Laptop', 'Processor', 'Graphics Card', 'UPS', 'AC', 'Gaming Chair']));
    const [ac] = await db.select().from(categories).where(eq(categories.slug, 'ac'));
    expect(ac.discount).toBe(300_000);
    // Every category has its Bengali name (docs/decisions/022); sub-categories are brands, written as the brand does.
    const bengali = await db.select({ name: categories.name, nameBn: categories.nameBn }).from(categories);
    expect(bengali.filter((c) => !c.nameBn)).toEqual([]);
    expect(bengali.find((c) => c.name === 'Graphics Card')?.nameBn).toBe('গ্রাফিক্স কার্ড');

    const codes = await db.select({ code: products.productCode }).from(products);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    for (const { code } of codes) expect(code).toMatch(/^[A-Z]{3}\d{9}$/);

    const [{ outOfStock }] = await db.select({ outOfStock: count() }).from(products).where(eq(products.countInStock, 0));
    expect(outOfStock).toBeGreaterThan(0);
    const [{ unsearchable }] = await db.select({ unsearchable: count() }).from(products).where(sql`${products.searchVector} is null`);
    expect(unsearchable).toBe(0);

    const pictures = await readdir(path.join(uploads, 'demo'));
    expect(pictures.length).toBeGreaterThanOrEqual(23);
    const [settings] = await db.select().from(shopSettings);
    expect(settings).toMatchObject({ catalog: 'electronics', freeShippingThreshold: 500_000, shippingFee: 12_000, localShippingFee: 6_000, shopDistrict: 'khulna', taxRateBasisPoints: 0 });
    expect(settings.address).toMatch(/Khulna/);
    expect((await db.select().from(offers)).length).toBeGreaterThan(0);
    expect((await db.select().from(notices)).length).toBeGreaterThan(0);
  });

  it('seeds the homeopathy catalogue with its four home cards', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedCatalog(db, await loadCatalog('homeopathy'), localStorage(uploadsDir()));
    const cards = await db.select({ name: categories.name, homeCard: categories.homeCard }).from(categories).orderBy(categories.homeCard);
    expect(cards).toEqual([
      { name: 'Dilutions & Potencies', homeCard: 1 },
      { name: 'Mother Tinctures', homeCard: 2 },
      { name: 'Biochemics', homeCard: 3 },
      { name: 'Special Items', homeCard: 4 },
    ]);
    const bengali = await db.select({ name: categories.name, nameBn: categories.nameBn }).from(categories).orderBy(categories.homeCard);
    expect(bengali.map((c) => c.nameBn)).toEqual(['ডাইলিউশন ও পোটেন্সি', 'মাদার টিংচার', 'বায়োকেমিক', 'বিশেষ পণ্য']);
    const makers = await db.select({ name: subCategories.name, nameBn: subCategories.nameBn }).from(subCategories);
    expect(makers.filter((m) => !m.nameBn)).toEqual([]);
    expect(makers.find((m) => m.name === 'Dr. Reckeweg')?.nameBn).toBe('ডা. রেকেওয়েগ');
    const [{ total }] = await db.select({ total: count() }).from(products);
    expect(total).toBeGreaterThanOrEqual(90);
  });

  it('slugs the demo categories with the shop’s one slugify, so /category/Dilutions & Potencies/1 finds its category', async () => {
    database = await createTestDatabase();
    await seedCatalog(database.db, await loadCatalog('homeopathy'), localStorage(uploadsDir()));
    const rows = await database.db.select({ name: categories.name, slug: categories.slug }).from(categories);
    for (const row of rows) expect(row.slug).toBe(slugify(row.name));
    expect(rows.find((r) => r.name === 'Dilutions & Potencies')?.slug).toBe('dilutions-and-potencies');
  });

  it('leaves a seeded database alone when seeded again', async () => {
    database = await createTestDatabase();
    const catalog = await loadCatalog('homeopathy');
    await seedCatalog(database.db, catalog, localStorage(uploadsDir()));
    expect(await seedCatalog(database.db, await loadCatalog('electronics'), localStorage(uploadsDir()))).toBe(false);
    const [{ total }] = await database.db.select({ total: count() }).from(products);
    expect(total).toBe(catalog.products.length);
  });

  it('grows the catalogue to a target for scale tests, idempotently', async () => {
    database = await createTestDatabase();
    const catalog = await loadCatalog('homeopathy');
    await seedCatalog(database.db, catalog, localStorage(uploadsDir()));
    const progress: number[] = [];
    await growCatalog(database.db, 2500, (done) => progress.push(done));
    const [{ total }] = await database.db.select({ total: count() }).from(products);
    expect(total).toBe(2500);
    expect(progress.at(-1)).toBe(2500 - catalog.products.length);
    expect(await growCatalog(database.db, 2000)).toBe(0);
    const [{ unsearchable }] = await database.db.select({ unsearchable: count() }).from(products).where(sql`${products.searchVector} is null`);
    expect(unsearchable).toBe(0);
  });
});
