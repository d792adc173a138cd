import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import { containsPattern, type Db, type DbOrTx, type Tx } from '~/platform/db/index.ts';
import { DomainError, invalid, notFound } from '~/platform/errors.ts';
import { isUuid } from '~/platform/fields.ts';
import { pageCount } from '~/platform/paging.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import { slugify } from '~/platform/slug.ts';
import { RESERVED_PRODUCT_SLUGS, type AdminProductListQuery, type ProductForEdit, type ProductSummary, type ProductWrite } from './contracts.ts';
import { catalogRead, invalidateCatalogCache } from './cache.ts';
import { brands, categories, products, subCategories } from './schema.ts';
import { generateProductCode, getProduct, lockProduct } from './products.ts';
import { refreshSearchDocuments } from './search-documents.ts';
import { newestFirst, summaries } from './summaries.ts';

/** docs/requirements/core-shop.md §2: the admin product list shows 30 a page, like every list of the shop. */
export const ADMIN_PAGE_SIZE = 30;
const SAMPLE_NAME = 'Sample name';
const UNIQUE_VIOLATION = '23505';

export interface AdminProductPage {
  products: ProductSummary[];
  page: number;
  pages: number;
  totalCount: number;
  /** A search counts its matches only so far (SEARCH_COUNT_AHEAD): there are more than totalCount. */
  moreThanTotal: boolean;
}

/**
 * A search counts its matches up to this many past the page shown (at least 1,000), not all of
 * them: counting every product named "laptop" at 100,000 products reads tens of thousands of
 * index entries to show a number. Past the bound the list says "more than N" and offers the
 * pages up to it; each page further counts further.
 */
export const SEARCH_COUNT_AHEAD = 10 * ADMIN_PAGE_SIZE;
const SEARCH_COUNT_MIN = 1_000;

/**
 * The admin product list: newest first, 30 a page (the count cached like the storefront's
 * listing counts when `cache` is given: at most SHARED_DATA_TTL_MS stale in another process
 * without Redis, at once everywhere else); a keyword matches part of the name or the
 * product code (the trigram indexes when its matches stay within the count's bound, the
 * `products_admin_list` index when there are more: 30 of them are met soon).
 *
 * Pages keep their numbers (/admin/productlist/{n}), so a page is still an OFFSET, but only over
 * an index: the page's 30 ids are read first (an index-only scan, nothing joined), then those 30
 * rows are joined to their brand and category. When the total is known, a page past the middle
 * is read from the oldest end of the same index (a backward scan), so the last pages cost what
 * the first ones do; the middle page is the dearest (ADR 021, measured at 100,000).
 */
export async function listAdminProducts(db: DbOrTx, query: AdminProductListQuery, cache?: Cache): Promise<AdminProductPage> {
  const keyword = query.keyword.trim();
  const pattern = containsPattern(keyword);
  const where = keyword ? or(ilike(products.name, pattern), ilike(products.productCode, pattern)) : undefined;
  const offset = (query.pageNumber - 1) * ADMIN_PAGE_SIZE;
  const bound = keyword ? Math.max(SEARCH_COUNT_MIN, offset + SEARCH_COUNT_AHEAD) : undefined;
  // Counted once per product change (every write invalidates the catalogue cache), not per page view.
  const counting = () => countProducts(db, where, bound);
  const count = await catalogRead(cache, `admin-count:${JSON.stringify([keyword, bound])}`, counting);
  const moreThanTotal = bound !== undefined && count > bound;
  const totalCount = moreThanTotal ? bound : count;
  // Past the bound there is at least one more page than the bound fills.
  const page = { page: query.pageNumber, pages: pageCount(count, ADMIN_PAGE_SIZE), totalCount, moreThanTotal };
  if (offset >= count) return { products: [], ...page };
  // Rows after this page, in newest-first order: when fewer than before it, count from the end.
  const after = moreThanTotal ? Infinity : count - offset - ADMIN_PAGE_SIZE;
  const ids =
    bound !== undefined && !moreThanTotal
      ? fewMatchesPage(db, where, bound, offset)
      : after < offset
        ? db
            .select({ id: products.id })
            .from(products)
            .where(where)
            .orderBy(...oldestFirst)
            .limit(count - offset - Math.max(0, after))
            .offset(Math.max(0, after))
        : db.select({ id: products.id }).from(products).where(where).orderBy(...newestFirst).limit(ADMIN_PAGE_SIZE).offset(offset);
  const rows = await summaries(db)
    .where(inArray(products.id, ids))
    .orderBy(...newestFirst);
  return { products: rows, ...page };
}

/**
 * A page of a search whose matches were counted within `bound`: every match is found through
 * the trigram indexes, then sorted. Left to itself the planner walks the newest-first index and
 * tests each row against the keyword, hoping to meet 30 matches soon: for one product code at
 * 100,000 products that read every row (735 ms, against 10-18 ms). The LIMIT, which the count
 * says cuts nothing, makes the matches a subquery that PostgreSQL plans on its own.
 */
function fewMatchesPage(db: DbOrTx, where: SQL | undefined, bound: number, offset: number) {
  const matches = db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(where)
    .limit(bound + 1)
    .as('matches');
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(sql`${matches.createdAt} desc nulls last`, sql`${matches.id} desc nulls last`)
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
}

// `newestFirst` read backwards: the same index, scanned from its other end.
const oldestFirst = [sql`${products.createdAt} asc nulls first`, sql`${products.id} asc nulls first`];

/** How many products match, all of them, or at most `bound + 1` (then there are more than `bound`). */
async function countProducts(db: DbOrTx, where: SQL | undefined, bound?: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(products).where(where);
  const counted = db.$with('counted').as(bound === undefined ? matching : matching.limit(bound + 1));
  const [{ count }] = await db.with(counted).select({ count: sql<number>`count(*)`.mapWith(Number) }).from(counted);
  return count;
}

/** A product with the ids its selects need and its own discount, for the edit screen. */
export async function getProductForEdit(db: DbOrTx, slugOrId: string): Promise<ProductForEdit> {
  const product = await getProduct(db, slugOrId);
  const [row] = await db
    .select({ brandId: products.brandId, categoryId: products.categoryId, subCategoryId: products.subCategoryId, ownDiscount: products.discount })
    .from(products)
    .where(eq(products.id, product.id));
  if (!row) throw notFound('Product not found');
  return { ...product, ...row };
}

/** The choices of the edit screen's selects: categories with their sub-categories, and brands. */
export async function listProductChoices(db: DbOrTx) {
  const [cats, subs, brandRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.menuOrder), asc(categories.name)),
    db
      .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
      .from(subCategories)
      .orderBy(asc(subCategories.menuOrder), asc(subCategories.name)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(sql`lower(${brands.name})`)),
  ]);
  return {
    categories: cats.map((c) => ({ ...c, subCategories: subs.filter((s) => s.categoryId === c.id).map(({ id, name }) => ({ id, name })) })),
    brands: brandRows,
  };
}

/**
 * `POST /api/products`: a product from what is given, the rest a sample's (docs/requirements/core-shop.md §4:
 * "admin creates a sample product, then goes to its edit screen"). Its code comes from the
 * sub-category (generateProductCode); its slug from the name, made unique.
 */
export async function createProduct(db: Db, cache: Cache, input: ProductWrite): Promise<ProductForEdit> {
  const id = await withUniqueRetry(() =>
    db.transaction(async (tx) => {
      const category = input.category ? await findCategoryRef(tx, input.category) : await firstCategory(tx);
      const brand = input.brand ? await findBrandRef(tx, input.brand) : await firstBrand(tx);
      const subCategory = input.subCategory ? await findSubCategoryRef(tx, category.id, input.subCategory) : null;
      const name = input.name ?? SAMPLE_NAME;
      const price = input.price ?? 0;
      const discount = input.discount ?? 0;
      if (discount > price) throw invalid('Discount must not be more than the price');
      const slug = input.slug ? await claimSlug(tx, slugify(input.slug), null, true) : await claimSlug(tx, slugify(name), null, false);
      const [row] = await tx
        .insert(products)
        .values({
          name,
          slug,
          productCode: await generateProductCode(tx, subCategory?.name ?? ''),
          price,
          discount,
          image: input.image ?? '',
          imagePreview: input.imagePreview ?? '',
          additionalImages: input.additionalImages ?? [],
          brandId: brand.id,
          categoryId: category.id,
          subCategoryId: subCategory?.id ?? null,
          feature: input.feature ?? '',
          description: sanitizeRichText(input.description ?? ''),
          countInStock: input.countInStock ?? 0,
          availability: input.availability ?? 'in_stock',
          specifications: input.specifications ?? [],
          fontCategory: input.fontCategory ?? '',
          isBold: input.isBold ?? false,
          isItalic: input.isItalic ?? false,
          isUnderline: input.isUnderline ?? false,
        })
        .returning({ id: products.id });
      await refreshSearchDocuments(tx, [row.id]);
      return row.id;
    }),
  );
  invalidateCatalogCache(cache);
  return getProductForEdit(db, id);
}

/**
 * `PUT /api/products/{slug}`: the fields given change, the others stay. The row is locked for
 * the transaction, so two admins saving at once take turns and neither half-applies. A new
 * sub-category draws a new product code (docs/requirements/core-shop.md §5).
 */
export async function updateProduct(db: Db, cache: Cache, slugOrId: string, input: ProductWrite): Promise<ProductForEdit> {
  const id = await withUniqueRetry(() =>
    db.transaction(async (tx) => {
      const id = await lockProduct(tx, slugOrId);
      const [current] = await tx.select().from(products).where(eq(products.id, id));
      const categoryId = input.category !== undefined ? (await findCategoryRef(tx, input.category)).id : current.categoryId;
      const brandId = input.brand !== undefined ? (await findBrandRef(tx, input.brand)).id : current.brandId;
      let subCategory: { id: string; name: string } | null | undefined;
      if (input.subCategory !== undefined) subCategory = input.subCategory ? await findSubCategoryRef(tx, categoryId, input.subCategory) : null;
      else if (categoryId !== current.categoryId) subCategory = null; // the old one belongs to the old category
      const subCategoryId = subCategory === undefined ? current.subCategoryId : (subCategory?.id ?? null);
      const price = input.price ?? current.price;
      const discount = input.discount ?? current.discount;
      if (discount > price) throw invalid('Discount must not be more than the price');
      const slug = input.slug ? await claimSlug(tx, slugify(input.slug), id, true) : current.slug;
      const productCode = subCategoryId !== current.subCategoryId ? await generateProductCode(tx, subCategory?.name ?? '') : current.productCode;
      await tx
        .update(products)
        .set({
          name: input.name ?? current.name,
          slug,
          productCode,
          price,
          discount,
          image: input.image ?? current.image,
          imagePreview: input.imagePreview ?? current.imagePreview,
          additionalImages: input.additionalImages ?? current.additionalImages,
          brandId,
          categoryId,
          subCategoryId,
          feature: input.feature ?? current.feature,
          description: input.description !== undefined ? sanitizeRichText(input.description) : current.description,
          countInStock: input.countInStock ?? current.countInStock,
          availability: input.availability ?? current.availability,
          specifications: input.specifications ?? current.specifications,
          fontCategory: input.fontCategory ?? current.fontCategory,
          isBold: input.isBold ?? current.isBold,
          isItalic: input.isItalic ?? current.isItalic,
          isUnderline: input.isUnderline ?? current.isUnderline,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      await refreshSearchDocuments(tx, [id]);
      return id;
    }),
  );
  invalidateCatalogCache(cache);
  return getProductForEdit(db, id);
}

/** `DELETE /api/products/{slug}`: the product, its reviews and its cart lines (cascade). */
export async function deleteProduct(db: Db, cache: Cache, slugOrId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await lockProduct(tx, slugOrId);
    await tx.delete(products).where(eq(products.id, id));
  });
  invalidateCatalogCache(cache);
}

// A slug is unique; the reserved words of the API are never one. An explicit slug that another
// product holds is a 409; one made from a name takes a short suffix instead.
async function claimSlug(tx: Tx, wanted: string, productId: string | null, explicit: boolean): Promise<string> {
  if (explicit && (RESERVED_PRODUCT_SLUGS as readonly string[]).includes(wanted)) throw invalid(`Slug "${wanted}" is reserved`);
  for (let slug = wanted, attempt = 0; ; slug = `${wanted}-${randomBytes(3).toString('hex')}`, attempt++) {
    if ((RESERVED_PRODUCT_SLUGS as readonly string[]).includes(slug)) continue;
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), productId ? ne(products.id, productId) : undefined))
      .limit(1);
    if (!taken) return slug;
    if (explicit) throw new DomainError('CONFLICT', 'Another product has this slug');
    if (attempt > 20) throw new Error('no free slug');
  }
}

// Two writers may claim one slug or code at once: the unique index refuses the second, which
// then tries again with fresh choices (a lost race, not an error of the caller).
async function withUniqueRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code !== UNIQUE_VIOLATION || attempt >= 2) throw error;
    }
  }
}

const byRef = (ref: string, id: typeof categories.id | typeof brands.id, slug: typeof categories.slug | typeof brands.slug) =>
  isUuid(ref) ? or(eq(id, ref), eq(slug, slugify(ref))) : eq(slug, slugify(ref));

async function findCategoryRef(tx: DbOrTx, ref: string) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(byRef(ref, categories.id, categories.slug)).limit(1);
  if (!row) throw invalid('Category not found');
  return row;
}

async function findBrandRef(tx: DbOrTx, ref: string) {
  const [row] = await tx.select({ id: brands.id }).from(brands).where(byRef(ref, brands.id, brands.slug)).limit(1);
  if (!row) throw invalid('Brand not found');
  return row;
}

async function findSubCategoryRef(tx: DbOrTx, categoryId: string, ref: string) {
  const match = isUuid(ref) ? or(eq(subCategories.id, ref), eq(subCategories.slug, slugify(ref))) : eq(subCategories.slug, slugify(ref));
  const [row] = await tx
    .select({ id: subCategories.id, name: subCategories.name })
    .from(subCategories)
    .where(and(eq(subCategories.categoryId, categoryId), match))
    .limit(1);
  if (!row) throw invalid('Sub Category not found in this category');
  return row;
}

async function firstCategory(tx: DbOrTx) {
  const [row] = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.menuOrder), asc(categories.name)).limit(1);
  if (!row) throw new DomainError('CONFLICT', 'Create a category first');
  return row;
}

async function firstBrand(tx: DbOrTx) {
  const [row] = await tx.select({ id: brands.id }).from(brands).orderBy(asc(sql`lower(${brands.name})`)).limit(1);
  if (!row) throw new DomainError('CONFLICT', 'Create a brand first');
  return row;
}
