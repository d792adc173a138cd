import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { SHARED_DATA_TTL_MS, type Cache } from '~/platform/cache.ts';
import { preparedStatement, type DbOrTx, type Tx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import { hasControlCharacter, isUuid } from '~/platform/fields.ts';
import { ALL_PRODUCTS_BOUND, COMPONENT_CATEGORY_BOUND, type ComponentProduct, TOP_PRODUCTS, type ProductDetail, type ProductListQuery, type ProductPage, type ProductSummary, type Purchasable, type SearchPage } from './contracts.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import { PRODUCT_CACHE_PREFIX, catalogRead } from './cache.ts';
import { normalizeKeyword, searchProducts } from './search.ts';
import { salePrice } from './price.ts';
import { newestFirst, summaries, summaryColumns } from './summaries.ts';
import { brands, categories, products, subCategories } from './schema.ts';
import { pageCount } from '~/platform/paging.ts';

/** Narrows a listing to one category (and optionally one of its sub-categories). */
export interface ListingScope {
  categoryId?: string;
  subCategoryId?: string;
}

/**
 * `GET /api/products` and the home page: one page of products, newest first; with a keyword,
 * the matches ranked by relevance (searchProducts, bounded). Category listings with filters
 * and facets are listFilteredProducts (listing.ts).
 */
export async function listProducts(db: DbOrTx, query: ProductListQuery, scope: ListingScope = {}, cache?: Cache): Promise<ProductPage | SearchPage> {
  // A hot query's whole answer is shared until the catalogue changes.
  return catalogRead(cache, `list:${JSON.stringify([query, scope])}`, () => readProducts(db, query, scope, cache));
}

async function readProducts(db: DbOrTx, query: ProductListQuery, scope: ListingScope, cache?: Cache): Promise<ProductPage | SearchPage> {
  const keyword = normalizeKeyword(query.keyword);
  if (keyword) return searchProducts(db, { keyword, pageNumber: query.pageNumber, limit: query.limit, categoryId: scope.categoryId });
  const where = and(
    scope.categoryId ? eq(products.categoryId, scope.categoryId) : undefined,
    scope.subCategoryId ? eq(products.subCategoryId, scope.subCategoryId) : undefined,
  );
  // The count and the brands read every product in scope: shared briefly, not per request.
  const shared = <T>(what: string, load: () => Promise<T>) =>
    catalogRead(cache, `${what}:${scope.categoryId ?? ''}:${scope.subCategoryId ?? ''}`, load);
  const [rows, count, brandRows] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset((query.pageNumber - 1) * query.limit),
    shared('count', async () => (await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(products).where(where))[0].count),
    shared('brands', () =>
      scope.categoryId
        ? db
            .selectDistinct({ name: brands.name })
            .from(products)
            .innerJoin(brands, eq(brands.id, products.brandId))
            .where(where)
            .orderBy(asc(brands.name))
        : listBrandsWithProducts(db),
    ),
  ]);
  return {
    products: rows,
    page: query.pageNumber,
    pages: pageCount(count, query.limit),
    totalCount: count,
    allBrands: brandRows.map((b) => b.name),
  };
}

/** Brands that have at least one product, by name; one index probe per brand. */
export function listBrandsWithProducts(db: DbOrTx) {
  return db
    .select({ name: brands.name, slug: brands.slug })
    .from(brands)
    .where(sql`exists (select 1 from ${products} where ${products.brandId} = ${brands.id})`)
    .orderBy(asc(brands.name));
}

/** `GET /api/products/all`: kept for API clients, bounded to ALL_PRODUCTS_BOUND products. */
export function listAllProducts(db: DbOrTx): Promise<ProductSummary[]> {
  return summaries(db).orderBy(...newestFirst).limit(ALL_PRODUCTS_BOUND);
}


function bySlugOrId(slugOrId: string) {
  if (hasControlCharacter(slugOrId)) throw notFound('Product not found');
  return isUuid(slugOrId) ? or(eq(products.id, slugOrId), eq(products.slug, slugOrId)) : eq(products.slug, slugOrId);
}

/**
 * One product by slug or id, its description sanitized (ADR 007) for both the page and the API;
 * its reviews come from the reviews module.
 */
export function getProduct(db: DbOrTx, slugOrId: string, cache?: Cache): Promise<ProductDetail> {
  // Shared until the catalogue changes; a missing product (404) is not kept (failed loads never are).
  return cache ? cache.get(`${PRODUCT_CACHE_PREFIX}${slugOrId}`, SHARED_DATA_TTL_MS, () => readProduct(db, slugOrId)) : readProduct(db, slugOrId);
}

async function readProduct(db: DbOrTx, slugOrId: string): Promise<ProductDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      imagePreview: products.imagePreview,
      additionalImages: products.additionalImages,
      description: products.description,
      keywords: products.keywords,
      specifications: products.specifications,
      fontCategory: products.fontCategory,
      isBold: products.isBold,
      isItalic: products.isItalic,
      isUnderline: products.isUnderline,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(bySlugOrId(slugOrId))
    .limit(1);
  if (!row) throw notFound('Product not found');
  return { ...row, description: sanitizeRichText(row.description), createdAt: row.createdAt.toISOString() };
}

/**
 * Locks a product's row until the transaction ends and returns its id (404 when there is no
 * such product). Writers that derive product fields from other rows (the rating from its
 * reviews) lock first, so concurrent writers take turns and no update is lost.
 */
export async function lockProduct(tx: Tx, slugOrId: string): Promise<string> {
  const [row] = await tx.select({ id: products.id }).from(products).where(bySlugOrId(slugOrId)).limit(1).for('update');
  if (!row) throw notFound('Product not found');
  return row.id;
}

const purchasableColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  image: products.image,
  price: products.price,
  salePrice,
  countInStock: products.countInStock,
};

/** A product as a cart or an order reads it, fresh: the price charged now and the stock now. */
export async function getPurchasable(db: DbOrTx, slugOrId: string): Promise<Purchasable> {
  const [row] = await db.select(purchasableColumns).from(products).where(bySlugOrId(slugOrId)).limit(1);
  if (!row) throw notFound('Product not found');
  return row;
}

/**
 * Several products by id, as getPurchasable reads them; ids with no product are left out.
 * With `cache`, each product's read is kept as its page is, SHARED_DATA_TTL_MS at most, and
 * dropped with it when its price or stock changes (invalidateStock, invalidateCatalogCache):
 * for a cart that is only shown (the header's preview on every signed-in page), never for one
 * that is charged. When any is not kept, all are read again in one query.
 */
export async function listPurchasables(db: DbOrTx, ids: string[], cache?: Cache): Promise<Purchasable[]> {
  if (ids.length === 0) return [];
  if (!cache) return purchasablesByIds(db).execute({ ids });
  let read: Promise<Purchasable[]> | undefined;
  const kept = await Promise.all(
    ids.map((id) =>
      cache.get(`${PRODUCT_CACHE_PREFIX}${id}:purchasable`, SHARED_DATA_TTL_MS, async () => {
        read ??= purchasablesByIds(db).execute({ ids });
        return (await read).find((product) => product.id === id) ?? null;
      }),
    ),
  );
  return kept.filter((product) => product !== null);
}

// Read for every signed-in page's cart; one statement for any number of ids.
const purchasablesByIds = preparedStatement((db) =>
  db
    .select(purchasableColumns)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('purchasables_by_ids'),
);

const componentColumns = { ...summaryColumns, categorySlug: categories.slug, specifications: products.specifications };

function components(db: DbOrTx) {
  return db
    .select(componentColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId));
}

/** Several products by id with their category's slug and specifications; ids with no product are left out. */
export function listComponentsByIds(db: DbOrTx, ids: string[]): Promise<ComponentProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return components(db).where(inArray(products.id, ids));
}

/**
 * The products of one category (by slug) with their specifications, cheapest first, at most
 * COMPONENT_CATEGORY_BOUND: the PC builder's chooser filters and checks them. Shared until the
 * catalogue changes, like every listing.
 */
export function listCategoryComponents(db: DbOrTx, categorySlug: string, cache?: Cache): Promise<ComponentProduct[]> {
  const load = () =>
    components(db)
      .where(eq(categories.slug, categorySlug))
      .orderBy(asc(salePrice), asc(products.id))
      .limit(COMPONENT_CATEGORY_BOUND);
  return catalogRead(cache, `components:${categorySlug}`, load);
}

/** Stores a product's average rating and review count, as computed by the reviews module. */
export async function updateProductRating(tx: Tx, productId: string, rating: number, numReviews: number): Promise<void> {
  await tx.update(products).set({ rating, numReviews }).where(eq(products.id, productId));
}

/** The best-rated products: by rating, then review count, then newest; reviewed ones only. */
export function listTopProducts(db: DbOrTx): Promise<ProductSummary[]> {
  return summaries(db)
    .where(gt(products.numReviews, 0))
    .orderBy(desc(products.rating), desc(products.numReviews), ...newestFirst)
    .limit(TOP_PRODUCTS);
}

const PRODUCT_CODE_DIGITS = 9;

/**
 * docs/requirements/core-shop.md §5: the first three letters of the sub-category in capitals ("DEF" when there
 * is none) followed by a random 9-digit number. Uniqueness is checked here and guaranteed by
 * the unique index; a collision (one in a billion per prefix) draws again.
 */
export async function generateProductCode(db: DbOrTx, subCategory: string): Promise<string> {
  const prefix = productCodePrefix(subCategory);
  for (;;) {
    const code = prefix + randomDigits(PRODUCT_CODE_DIGITS);
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, code)).limit(1);
    if (!taken) return code;
  }
}

export function productCodePrefix(subCategory: string): string {
  const letters = subCategory.replace(/[^a-z]/gi, '').slice(0, 3).toUpperCase();
  return letters.length === 3 ? letters : 'DEF';
}

function randomDigits(count: number): string {
  return String(randomInt(10 ** (count - 1), 10 ** count));
}

/** How many products the catalogue holds (the sitemap index needs the exact number). */
export async function countProducts(db: DbOrTx): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products);
  return total;
}

/**
 * The URLs of one slice of the catalogue, in id order: `offset` products are skipped, then up
 * to `limit` are yielded in batches read by key, so no query holds the whole slice at once.
 */
export async function* productSlugs(db: DbOrTx, offset: number, limit: number, batchSize = 5000) {
  const [first] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).offset(offset).limit(1);
  if (!first) return;
  let after: string | null = null;
  let left = limit;
  while (left > 0) {
    const rows = await db
      .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(after ? sql`${products.id} > ${after}` : sql`${products.id} >= ${first.id}`)
      .orderBy(asc(products.id))
      .limit(Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield* rows.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
    left -= rows.length;
    after = rows[rows.length - 1].id;
  }
}
