import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import {
  ALL_PRODUCTS_BOUND,
  type CategoryNode,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type ProductSummary,
} from './contracts.ts';
import { brands, categories, products, reviews, subCategories } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The price charged: the regular price less the larger of the product's and its category's discount. */
const salePrice = sql<number>`greatest(${products.price} - greatest(${products.discount}, ${categories.discount}), 0)`.mapWith(
  Number,
);

const summaryColumns = {
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
  countInStock: products.countInStock,
  availability: products.availability,
  rating: products.rating,
  numReviews: products.numReviews,
};

function summaries(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId));
}

/**
 * Full-text condition on the stored search document. `websearch_to_tsquery` never fails on
 * user input (quotes, operators, SQL fragments are just text), and matches whole words only.
 */
function matchesKeyword(keyword: string): SQL {
  return sql`${products.searchVector} @@ websearch_to_tsquery('english', ${keyword})`;
}

/** Narrows a listing to one category (and optionally one of its sub-categories). */
export interface ListingScope {
  categoryId?: string;
  subCategoryId?: string;
}

/** One page of products, newest first, or ranked by relevance when a keyword is given. */
export async function listProducts(db: DbOrTx, query: ProductListQuery, scope: ListingScope = {}): Promise<ProductPage> {
  const keyword = query.keyword.replace(/\s+/g, ' ').trim();
  const where = and(
    keyword ? matchesKeyword(keyword) : undefined,
    scope.categoryId ? eq(products.categoryId, scope.categoryId) : undefined,
    scope.subCategoryId ? eq(products.subCategoryId, scope.subCategoryId) : undefined,
  );
  const filtered = Boolean(keyword || scope.categoryId);
  const order = keyword
    ? [desc(sql`ts_rank_cd(${products.searchVector}, websearch_to_tsquery('english', ${keyword}))`), desc(products.createdAt), desc(products.id)]
    : [desc(products.createdAt), desc(products.id)];

  const [rows, [{ count }], brandRows] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.pageNumber - 1) * query.limit),
    db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(products).where(where),
    filtered
      ? db
          .selectDistinct({ name: brands.name })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(where)
          .orderBy(asc(brands.name))
      : listBrandsWithProducts(db),
  ]);
  return {
    products: rows,
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(count / query.limit)),
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
  return summaries(db).orderBy(desc(products.createdAt), desc(products.id)).limit(ALL_PRODUCTS_BOUND);
}

export async function getProduct(db: DbOrTx, slugOrId: string): Promise<ProductDetail> {
  const bySlugOrId = UUID.test(slugOrId)
    ? or(eq(products.id, slugOrId), eq(products.slug, slugOrId))
    : eq(products.slug, slugOrId);
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
    .where(bySlugOrId)
    .limit(1);
  if (!row) throw notFound('Product not found');
  const reviewRows = await db
    .select({ id: reviews.id, name: reviews.name, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.productId, row.id))
    .orderBy(desc(reviews.createdAt));
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reviews: reviewRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** A category by slug with its sub-categories, or null. */
export async function findCategory(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (!row) return null;
  const subs = await db
    .select({ id: subCategories.id, name: subCategories.name, slug: subCategories.slug })
    .from(subCategories)
    .where(eq(subCategories.categoryId, row.id))
    .orderBy(asc(subCategories.menuOrder));
  return { ...row, subCategories: subs };
}

/** The category tree in menu order, for the top menu and the home cards. */
export async function listCategoryTree(db: DbOrTx): Promise<CategoryNode[]> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.menuOrder), asc(categories.name)),
    db.select().from(subCategories).orderBy(asc(subCategories.menuOrder), asc(subCategories.name)),
  ]);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    menuOrder: c.menuOrder,
    homeCard: c.homeCard,
    subCategories: subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name, slug: s.slug })),
  }));
}

/**
 * Rewrites the stored search document of the given products (all when omitted) from their
 * name, brand, category, sub-category, keywords and key features, weighted in that order.
 */
export async function refreshSearchDocuments(db: DbOrTx, productIds?: string[]): Promise<void> {
  await db.execute(sql`
    update ${products} p set search_vector =
      setweight(to_tsvector('english', p.name), 'A') ||
      setweight(to_tsvector('english', b.name || ' ' || c.name || ' ' || coalesce(s.name, '')), 'B') ||
      setweight(to_tsvector('english', array_to_string(p.keywords, ' ')), 'B') ||
      setweight(to_tsvector('english', p.feature), 'C')
    from ${brands} b, ${categories} c, ${products} p2
    left join ${subCategories} s on s.id = p2.sub_category_id
    where p2.id = p.id and b.id = p.brand_id and c.id = p.category_id
    ${productIds ? sql`and ${inArray(sql`p.id`, productIds)}` : sql``}
  `);
}


const PRODUCT_CODE_DIGITS = 9;

/**
 * core-shop.md §5: the first three letters of the sub-category in capitals ("DEF" when there
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

/** URL-safe slug of a display name: lower case, ASCII letters and digits joined by hyphens. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120)
      .replace(/-+$/, '') || 'item'
  );
}
