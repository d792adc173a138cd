import { randomInt } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { products, subCategories } from '~/modules/schema.ts';
import { productCodePrefix, refreshSearchDocuments } from '~/modules/catalog/index.ts';
import type { Db } from '~/platform/db/index.ts';
import { slugify } from '~/platform/slug.ts';

const BATCH = 1000;
const EDITIONS = ['Black', 'Silver', 'Blue', 'White', 'Grey', 'Red', 'Green', 'Gold', 'Pro', 'Plus', 'Lite', 'Max', 'Ultra', 'Neo', 'Air', 'Prime'];

/**
 * Grows the catalogue to `target` products for scale tests, by making variants of the
 * products already there (same category, brand and specifications, another name, code and
 * price). Idempotent: a catalogue already at or above the target is left alone.
 */
export async function growCatalog(db: Db, target: number, onProgress: (done: number, total: number) => void = () => {}) {
  const [{ existing }] = await db.select({ existing: count() }).from(products);
  const missing = target - existing;
  if (missing <= 0) return 0;

  const bases = await db
    .select({
      name: products.name,
      price: products.price,
      brandId: products.brandId,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      subCategory: subCategories.name,
      image: products.image,
      additionalImages: products.additionalImages,
      feature: products.feature,
      description: products.description,
      keywords: products.keywords,
      specifications: products.specifications,
    })
    .from(products)
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .orderBy(products.createdAt)
    .limit(2000);
  if (bases.length === 0) throw new Error('Seed a demo catalogue before growing it');

  const [{ oldest }] = await db.select({ oldest: sql<string>`min(${products.createdAt})` }).from(products);
  const start = new Date(oldest).getTime();
  let made = 0;
  // Each row's number is new, also after skipped rows: reusing one would reuse its slug.
  let next = existing;
  while (made < missing) {
    const size = Math.min(BATCH, missing - made);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = next + i;
      const base = bases[n % bases.length];
      const name = `${base.name} ${EDITIONS[n % EDITIONS.length]} V${Math.floor(n / bases.length)}`;
      const stock = n % 9 === 0 ? 0 : (n % 37) + 1;
      return {
        ...base,
        name,
        slug: `${slugify(name).slice(0, 100)}-${n}`,
        productCode: productCodePrefix(base.subCategory ?? '') + String(randomInt(100_000_000, 1_000_000_000)),
        price: Math.round((base.price * (90 + (n % 21))) / 100 / 100) * 100,
        imagePreview: base.image,
        countInStock: stock,
        availability: stock > 0 ? ('in_stock' as const) : ('up_coming' as const),
        createdAt: new Date(start - (n + 1) * 1000),
      };
    });
    const inserted = await db.transaction(async (tx) => {
      // A product-code collision skips the row; the loop makes up for it in the next batch.
      const ids = await tx.insert(products).values(rows).onConflictDoNothing().returning({ id: products.id });
      await refreshSearchDocuments(tx, ids.map((r) => r.id));
      return ids.length;
    });
    next += size;
    made += inserted;
    onProgress(made, missing);
  }
  await db.execute(sql`analyze ${products}`);
  return made;
}
