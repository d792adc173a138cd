import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { salePrice } from './price.ts';
import { brands, categories, products, subCategories } from './schema.ts';

export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  productCode: products.productCode,
  image: products.image,
  brand: brands.name,
  category: categories.name,
  subCategory: sql<string>`coalesce(${subCategories.name}, '')`,
  feature: products.feature,
  price: products.price,
  salePrice,
  /** Regular price less the price charged (poisha). */
  discount: sql<number>`${products.price} - ${salePrice}`.mapWith(Number),
  countInStock: products.countInStock,
  availability: products.availability,
  rating: products.rating,
  numReviews: products.numReviews,
};

/** Product summaries with their brand, category and sub-category names. */
export function summaries(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId));
}

/**
 * Newest first, the id breaking ties. `nulls last` as in the indexes (drizzle-kit writes
 * `DESC NULLS LAST`): a plain `desc` means NULLS FIRST, which no index matches, and every
 * listing would then sort the whole category instead of reading 30 rows off the index.
 */
export const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];
