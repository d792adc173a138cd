import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { SHARED_DATA_TTL_MS, type Cache } from '~/platform/cache.ts';
import type { Db, DbOrTx, Tx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import { slugify } from '~/platform/slug.ts';
import type { AdminBrand, AdminCategory, AdminSubCategory, BrandInput, BrandUpdate, CategoryInput, CategoryNode, CategoryUpdate, SubCategoryInput, SubCategoryUpdate } from './contracts.ts';
import { brands, categories, products, subCategories } from './schema.ts';
import { CATALOG_CACHE_PREFIX, invalidateCatalogCache } from './cache.ts';
import { refreshBrandProducts, refreshCategoryProducts } from './search-documents.ts';

/*
 * The catalogue's structure as admins edit it (issue 9): categories with their sub-categories,
 * and brands. Slugs come from the one slugify; a slug another row holds is a 409. A changed
 * slug keeps the old one in `former_slugs`, so links and bookmarks to it still find the row and
 * are redirected to the new address (docs/decisions/022). Deleting what still has products is
 * a 409: products are moved or deleted first. Writers call invalidateCatalogCache after commit,
 * which drops the cached reads and every shared page, in every process.
 */

const UNIQUE_VIOLATION = '23505';

const nullIfEmpty = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/** Postgres's unique violations (a slug or a home card claimed at the same moment) become 409s. */
async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === UNIQUE_VIOLATION) throw new DomainError('CONFLICT', message);
    throw error;
  }
}

/** The slugs a row will have: the wanted one current, the old one kept as former (never twice). */
function nextSlugs(current: { slug: string; formerSlugs: string[] }, wanted: string) {
  if (wanted === current.slug) return { slug: current.slug, formerSlugs: current.formerSlugs };
  return { slug: wanted, formerSlugs: [...new Set([...current.formerSlugs, current.slug])].filter((s) => s !== wanted) };
}

// ---------------------------------------------------------------- categories

/** Every category in menu order with its sub-categories and how many products each has. */
export function listAdminCategories(db: DbOrTx): Promise<AdminCategory[]> {
  return readAdminCategories(db);
}

/** One category with its sub-categories and product counts, or a 404. */
export async function getAdminCategory(db: DbOrTx, id: string): Promise<AdminCategory> {
  const [found] = await readAdminCategories(db, id);
  if (!found) throw notFound('Category not found');
  return found;
}

// The counts read the products' category and sub-category indexes (one or all categories).
async function readAdminCategories(db: DbOrTx, onlyId?: string): Promise<AdminCategory[]> {
  const [cats, subs, perCategory, perSub] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(onlyId ? eq(categories.id, onlyId) : undefined)
      .orderBy(asc(categories.menuOrder), asc(categories.name)),
    db
      .select()
      .from(subCategories)
      .where(onlyId ? eq(subCategories.categoryId, onlyId) : undefined)
      .orderBy(asc(subCategories.menuOrder), asc(subCategories.name)),
    db
      .select({ id: products.categoryId, n: count() })
      .from(products)
      .where(onlyId ? eq(products.categoryId, onlyId) : undefined)
      .groupBy(products.categoryId),
    db
      .select({ id: products.subCategoryId, n: count() })
      .from(products)
      .where(onlyId ? eq(products.categoryId, onlyId) : undefined)
      .groupBy(products.subCategoryId),
  ]);
  const categoryCounts = new Map(perCategory.map((r) => [r.id, r.n]));
  const subCounts = new Map(perSub.map((r) => [r.id, r.n]));
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    nameBn: c.nameBn,
    slug: c.slug,
    formerSlugs: c.formerSlugs,
    menuOrder: c.menuOrder,
    homeCard: c.homeCard,
    discount: c.discount,
    returnable: c.returnable,
    productCount: categoryCounts.get(c.id) ?? 0,
    subCategories: subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        categoryId: s.categoryId,
        name: s.name,
        nameBn: s.nameBn,
        slug: s.slug,
        formerSlugs: s.formerSlugs,
        menuOrder: s.menuOrder,
        productCount: subCounts.get(s.id) ?? 0,
      })),
  }));
}

async function claimCategorySlug(tx: Tx, wanted: string, categoryId: string | null) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, wanted), categoryId ? ne(categories.id, categoryId) : undefined))
    .limit(1);
  if (taken) throw new DomainError('CONFLICT', `Another category has the slug "${wanted}"`);
  // A slug another category had before now names this one: its old links follow the new owner.
  await tx
    .update(categories)
    .set({ formerSlugs: sql`array_remove(${categories.formerSlugs}, ${wanted})` })
    .where(sql`${wanted} = any(${categories.formerSlugs})`);
}

async function claimHomeCard(tx: Tx, homeCard: number | null | undefined, categoryId: string | null) {
  if (homeCard === null || homeCard === undefined) return;
  const [taken] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.homeCard, homeCard), categoryId ? ne(categories.id, categoryId) : undefined))
    .limit(1);
  if (taken) throw new DomainError('CONFLICT', `Home card ${homeCard} is already "${taken.name}": take it off that category first`);
}

const HOME_CARD_TAKEN = 'Another category has this slug or home card';

/** A new category (`POST /api/categories`); its slug from the name when none is given. */
export async function createCategory(db: Db, cache: Cache, input: CategoryInput): Promise<AdminCategory> {
  const id = await conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        const slug = slugify(input.slug || input.name);
        await claimCategorySlug(tx, slug, null);
        await claimHomeCard(tx, input.homeCard, null);
        const [row] = await tx
          .insert(categories)
          .values({ name: input.name, nameBn: nullIfEmpty(input.nameBn), slug, menuOrder: input.menuOrder, homeCard: input.homeCard, discount: input.discount, returnable: input.returnable })
          .returning({ id: categories.id });
        return row.id;
      }),
    HOME_CARD_TAKEN,
  );
  invalidateCatalogCache(cache);
  return getAdminCategory(db, id);
}

/**
 * Changes a category inside the caller's transaction (`PUT /api/categories/{id}`): the fields
 * given change, the others stay. A new name (English or Bengali) or discount rewrites its
 * products' derived columns (search document, sale price). The caller invalidates the caches
 * after commit.
 */
export async function updateCategory(tx: Tx, id: string, input: CategoryUpdate): Promise<{ previousSlug: string; slug: string }> {
  const [current] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for('update');
  if (!current) throw notFound('Category not found');
  const slugs = input.slug ? nextSlugs(current, slugify(input.slug)) : { slug: current.slug, formerSlugs: current.formerSlugs };
  if (slugs.slug !== current.slug) await claimCategorySlug(tx, slugs.slug, id);
  if (input.homeCard !== undefined) await claimHomeCard(tx, input.homeCard, id);
  const name = input.name ?? current.name;
  const nameBn = input.nameBn !== undefined ? nullIfEmpty(input.nameBn) : current.nameBn;
  const discount = input.discount ?? current.discount;
  await tx
    .update(categories)
    .set({
      name,
      nameBn,
      ...slugs,
      menuOrder: input.menuOrder ?? current.menuOrder,
      homeCard: input.homeCard !== undefined ? input.homeCard : current.homeCard,
      discount,
      returnable: input.returnable ?? current.returnable,
    })
    .where(eq(categories.id, id));
  // Both names are in the products' search documents; the discount is in their sale prices.
  if (name !== current.name || nameBn !== current.nameBn || discount !== current.discount) await refreshCategoryProducts(tx, id);
  return { previousSlug: current.slug, slug: slugs.slug };
}

/** Runs a structure write in one transaction, turning a lost race on a unique index into a 409. */
export function structureTransaction<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return conflictOnDuplicate(() => db.transaction(write), HOME_CARD_TAKEN);
}

/**
 * Deletes a category and its sub-categories inside the caller's transaction; a 409 while it
 * still has products (the row lock makes a product added meanwhile wait, then count). Answers
 * the slug it had.
 */
export async function deleteCategory(tx: Tx, id: string): Promise<{ slug: string }> {
  const [current] = await tx.select({ slug: categories.slug, name: categories.name }).from(categories).where(eq(categories.id, id)).limit(1).for('update');
  if (!current) throw notFound('Category not found');
  const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  if (n > 0) throw new DomainError('CONFLICT', `"${current.name}" still has ${n} product${n === 1 ? '' : 's'}: move or delete them first`);
  await tx.delete(categories).where(eq(categories.id, id));
  return { slug: current.slug };
}

// ---------------------------------------------------------------- sub-categories

async function getSubCategoryRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id)).limit(1);
  if (!row) throw notFound('Sub-category not found');
  return row;
}

/** One sub-category with its product count, or a 404. */
export async function getAdminSubCategory(db: DbOrTx, id: string): Promise<AdminSubCategory> {
  const row = await getSubCategoryRow(db, id);
  const [{ n }] = await db.select({ n: count() }).from(products).where(eq(products.subCategoryId, id));
  const { id: subId, categoryId, name, nameBn, slug, formerSlugs, menuOrder } = row;
  return { id: subId, categoryId, name, nameBn, slug, formerSlugs, menuOrder, productCount: n };
}

async function claimSubCategorySlug(tx: Tx, categoryId: string, wanted: string, subCategoryId: string | null) {
  const [taken] = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(and(eq(subCategories.categoryId, categoryId), eq(subCategories.slug, wanted), subCategoryId ? ne(subCategories.id, subCategoryId) : undefined))
    .limit(1);
  if (taken) throw new DomainError('CONFLICT', `Another sub-category of this category has the slug "${wanted}"`);
  await tx
    .update(subCategories)
    .set({ formerSlugs: sql`array_remove(${subCategories.formerSlugs}, ${wanted})` })
    .where(and(eq(subCategories.categoryId, categoryId), sql`${wanted} = any(${subCategories.formerSlugs})`));
}

/** A new sub-category of a category (`POST /api/categories/{id}/subcategories`). */
export async function createSubCategory(db: Db, cache: Cache, categoryId: string, input: SubCategoryInput): Promise<AdminSubCategory> {
  const id = await structureTransaction(db, async (tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1).for('share');
    if (!category) throw notFound('Category not found');
    const slug = slugify(input.slug || input.name);
    await claimSubCategorySlug(tx, categoryId, slug, null);
    const [row] = await tx
      .insert(subCategories)
      .values({ categoryId, name: input.name, nameBn: nullIfEmpty(input.nameBn), slug, menuOrder: input.menuOrder })
      .returning({ id: subCategories.id });
    return row.id;
  });
  invalidateCatalogCache(cache);
  return getAdminSubCategory(db, id);
}

/** Changes a sub-category (`PUT /api/subcategories/{id}`); a new name rewrites its category's search documents. */
export async function updateSubCategory(db: Db, cache: Cache, id: string, input: SubCategoryUpdate): Promise<AdminSubCategory> {
  await structureTransaction(db, async (tx) => {
    const [current] = await tx.select().from(subCategories).where(eq(subCategories.id, id)).limit(1).for('update');
    if (!current) throw notFound('Sub-category not found');
    const slugs = input.slug ? nextSlugs(current, slugify(input.slug)) : { slug: current.slug, formerSlugs: current.formerSlugs };
    if (slugs.slug !== current.slug) await claimSubCategorySlug(tx, current.categoryId, slugs.slug, id);
    const name = input.name ?? current.name;
    const nameBn = input.nameBn !== undefined ? nullIfEmpty(input.nameBn) : current.nameBn;
    await tx
      .update(subCategories)
      .set({ name, nameBn, ...slugs, menuOrder: input.menuOrder ?? current.menuOrder })
      .where(eq(subCategories.id, id));
    // Both names are in its products' search documents.
    if (name !== current.name || nameBn !== current.nameBn) await refreshCategoryProducts(tx, current.categoryId);
  });
  invalidateCatalogCache(cache);
  return getAdminSubCategory(db, id);
}

/** Deletes a sub-category; a 409 while products are filed under it. */
export async function deleteSubCategory(db: Db, cache: Cache, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: subCategories.name }).from(subCategories).where(eq(subCategories.id, id)).limit(1).for('update');
    if (!current) throw notFound('Sub-category not found');
    const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.subCategoryId, id));
    if (n > 0) throw new DomainError('CONFLICT', `"${current.name}" still has ${n} product${n === 1 ? '' : 's'}: move or delete them first`);
    await tx.delete(subCategories).where(eq(subCategories.id, id));
  });
  invalidateCatalogCache(cache);
}

// ---------------------------------------------------------------- brands

/** Every brand by name with its logo and product count. */
export async function listAdminBrands(db: DbOrTx): Promise<AdminBrand[]> {
  const [rows, perBrand] = await Promise.all([
    db.select().from(brands).orderBy(asc(sql`lower(${brands.name})`)),
    db.select({ id: products.brandId, n: count() }).from(products).groupBy(products.brandId),
  ]);
  const counts = new Map(perBrand.map((r) => [r.id, r.n]));
  return rows.map((b) => ({ id: b.id, name: b.name, slug: b.slug, formerSlugs: b.formerSlugs, logo: b.logo, productCount: counts.get(b.id) ?? 0 }));
}

/** One brand with its product count, or a 404. */
export async function getAdminBrand(db: DbOrTx, id: string): Promise<AdminBrand> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  if (!row) throw notFound('Brand not found');
  const [{ n }] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
  return { id: row.id, name: row.name, slug: row.slug, formerSlugs: row.formerSlugs, logo: row.logo, productCount: n };
}

async function claimBrandSlug(tx: Tx, wanted: string, brandId: string | null) {
  const [taken] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, wanted), brandId ? ne(brands.id, brandId) : undefined))
    .limit(1);
  if (taken) throw new DomainError('CONFLICT', `Another brand has the slug "${wanted}"`);
  await tx
    .update(brands)
    .set({ formerSlugs: sql`array_remove(${brands.formerSlugs}, ${wanted})` })
    .where(sql`${wanted} = any(${brands.formerSlugs})`);
}

/** A new brand (`POST /api/brands`). */
export async function createBrand(db: Db, cache: Cache, input: BrandInput): Promise<AdminBrand> {
  const id = await structureTransaction(db, async (tx) => {
    const slug = slugify(input.slug || input.name);
    await claimBrandSlug(tx, slug, null);
    const [row] = await tx.insert(brands).values({ name: input.name, slug, logo: input.logo }).returning({ id: brands.id });
    return row.id;
  });
  invalidateCatalogCache(cache);
  return getAdminBrand(db, id);
}

/** Changes a brand (`PUT /api/brands/{id}`); a new name rewrites its products' search documents. */
export async function updateBrand(db: Db, cache: Cache, id: string, input: BrandUpdate): Promise<AdminBrand> {
  await structureTransaction(db, async (tx) => {
    const [current] = await tx.select().from(brands).where(eq(brands.id, id)).limit(1).for('update');
    if (!current) throw notFound('Brand not found');
    const slugs = input.slug ? nextSlugs(current, slugify(input.slug)) : { slug: current.slug, formerSlugs: current.formerSlugs };
    if (slugs.slug !== current.slug) await claimBrandSlug(tx, slugs.slug, id);
    const name = input.name ?? current.name;
    await tx
      .update(brands)
      .set({ name, ...slugs, logo: input.logo ?? current.logo })
      .where(eq(brands.id, id));
    if (name !== current.name) await refreshBrandProducts(tx, id);
  });
  invalidateCatalogCache(cache);
  return getAdminBrand(db, id);
}

/** Deletes a brand; a 409 while it has products. */
export async function deleteBrand(db: Db, cache: Cache, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1).for('update');
    if (!current) throw notFound('Brand not found');
    const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.brandId, id));
    if (n > 0) throw new DomainError('CONFLICT', `"${current.name}" still has ${n} product${n === 1 ? '' : 's'}: move or delete them first`);
    await tx.delete(brands).where(eq(brands.id, id));
  });
  invalidateCatalogCache(cache);
}

const CATEGORY_TREE_KEY = `${CATALOG_CACHE_PREFIX}tree`;

/** The category tree, shared for SHARED_DATA_TTL_MS (ADR 009): every page's menu reads it. */
export function getCategoryTree(db: DbOrTx, cache: Cache): Promise<CategoryNode[]> {
  return cache.get(CATEGORY_TREE_KEY, SHARED_DATA_TTL_MS, () => listCategoryTree(db));
}

/** The category tree in menu order, for the top menu and the home cards (uncached). */
export async function listCategoryTree(db: DbOrTx): Promise<CategoryNode[]> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.menuOrder), asc(categories.name)),
    db.select().from(subCategories).orderBy(asc(subCategories.menuOrder), asc(subCategories.name)),
  ]);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    nameBn: c.nameBn,
    slug: c.slug,
    menuOrder: c.menuOrder,
    homeCard: c.homeCard,
    subCategories: subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name, nameBn: s.nameBn, slug: s.slug })),
  }));
}
