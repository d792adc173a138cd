import { randomUUID } from 'node:crypto';
import { brands, categories, products, subCategories } from '~/modules/schema.ts';
import { refreshSearchDocuments, slugify } from '~/modules/catalog/service.ts';
import type { SpecificationGroup } from '~/modules/catalog/contracts.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { taka } from '~/platform/money.ts';

const unique = () => randomUUID().slice(0, 8);

export async function makeCategory(db: DbOrTx, fields: { name?: string; discount?: number; homeCard?: number; menuOrder?: number } = {}) {
  const name = fields.name ?? `Category ${unique()}`;
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugify(name), discount: taka(fields.discount ?? 0), homeCard: fields.homeCard ?? null, menuOrder: fields.menuOrder ?? 100 })
    .returning();
  return row;
}

export async function makeSubCategory(db: DbOrTx, categoryId: string, name = `Sub ${unique()}`) {
  const [row] = await db.insert(subCategories).values({ categoryId, name, slug: slugify(name) }).returning();
  return row;
}

export async function makeBrand(db: DbOrTx, name = `Brand ${unique()}`) {
  const [row] = await db.insert(brands).values({ name, slug: slugify(name) }).returning();
  return row;
}

export interface ProductFields {
  name?: string;
  price?: number;
  discount?: number;
  countInStock?: number;
  categoryId?: string;
  subCategoryId?: string;
  brandId?: string;
  feature?: string;
  keywords?: string[];
  specifications?: SpecificationGroup[];
  createdAt?: Date;
}

/** A product with its category and brand made as needed; prices in whole taka. */
export async function makeProduct(db: DbOrTx, fields: ProductFields = {}) {
  const name = fields.name ?? `Product ${unique()}`;
  const categoryId = fields.categoryId ?? (await makeCategory(db)).id;
  const brandId = fields.brandId ?? (await makeBrand(db)).id;
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: `${slugify(name)}-${unique()}`,
      productCode: `TST${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      price: taka(fields.price ?? 1000),
      discount: taka(fields.discount ?? 0),
      countInStock: fields.countInStock ?? 5,
      categoryId,
      subCategoryId: fields.subCategoryId ?? null,
      brandId,
      feature: fields.feature ?? '',
      keywords: fields.keywords ?? [],
      specifications: fields.specifications ?? [],
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning();
  await refreshSearchDocuments(db, [row.id]);
  return row;
}
