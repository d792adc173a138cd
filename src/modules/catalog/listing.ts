import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import { slugify } from '~/platform/slug.ts';
import type { FacetValue, ListingFacets, ListingFilters, ListingPage, ListingQuery, ProductSummary } from './contracts.ts';
import { PAGE_SIZE, type Sort } from './constants.ts';
import { brands, categories, products, subCategories } from './schema.ts';
import { salePrice } from './price.ts';
import { newestFirst, summaries } from './summaries.ts';
import { pageCount } from '~/platform/paging.ts';
import { catalogRead } from './cache.ts';

/** What a filtered listing lists: a category (or one of its sub-categories), or a brand. */
export type ListingScope = { categoryId: string; subCategoryId?: string } | { brandId: string };

interface Combination {
  brandId: string;
  brandName: string;
  brandSlug: string;
  processorBrand: string | null;
  processorType: string | null;
  ramGb: number | null;
  /** Products of this combination inside the price range asked for (all when none is). */
  inPriceRange: number;
  minPrice: number;
  maxPrice: number;
}

/** The filters in the form the queries use: brand ids, lower-case text, poisha. */
interface Criteria {
  brandIds: string[] | null;
  processorBrands: string[] | null;
  processorTypes: string[] | null;
  ramGbs: number[] | null;
  minPrice: number | null;
  maxPrice: number | null;
}

type Facet = 'brand' | 'processorBrand' | 'processorType' | 'ram' | 'price';

/**
 * One page of a category's or a brand's products with the filters of docs/requirements/core-shop.md §2 applied
 * on the server, and facets: for each filter, its values with the number of products each
 * would list given the other filters, and the price range of the products the other filters
 * leave. Filters: brand (name or slug, case-insensitive), processor brand, processor type, RAM
 * size, price range (sale price, poisha). Sort: asked for, else price low to high when any filter
 * is set, else newest first. 30 to a page; the count always matches the pages.
 *
 * Cost: one aggregate over the scope's rows read from a covering index (brand, processor brand
 * and type, RAM and price are all index columns) and one page read in index order.
 */
export async function listFilteredProducts(db: DbOrTx, scope: ListingScope, query: ListingQuery, cache?: Cache): Promise<ListingPage> {
  // A hot query's whole answer is shared until the catalogue changes.
  return catalogRead(cache, `filtered:${JSON.stringify([scope, query])}`, () => readFilteredProducts(db, scope, query, cache));
}

async function readFilteredProducts(db: DbOrTx, scope: ListingScope, query: ListingQuery, cache?: Cache): Promise<ListingPage> {
  const filters: ListingFilters = {
    brand: query.brand,
    processorBrand: query.processorBrand,
    processorType: query.processorType,
    ram: query.ram,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
  const filtered = Boolean(
    filters.brand.length || filters.processorBrand.length || filters.processorType.length || filters.ram.length || filters.minPrice !== undefined || filters.maxPrice !== undefined,
  );
  const sort: Sort = query.sort ?? (filtered ? 'price_asc' : 'newest');
  const criteria = await toCriteria(db, filters);
  const inScope = scopeCondition(scope);
  const offset = (query.pageNumber - 1) * PAGE_SIZE;

  // The aggregate behind counts and facets changes only when products do: shared briefly.
  const combinations = await catalogRead(cache, `combinations:${JSON.stringify([scope, criteria.minPrice, criteria.maxPrice])}`, () =>
    listCombinations(db, inScope, criteria),
  );
  const total = combinations.filter((c) => matches(c, criteria)).reduce((sum, c) => sum + c.inPriceRange, 0);
  // The page is read with the values exactly as stored ("Intel Core i5" for "intel core i5"),
  // so every filter is an index condition, and not at all when nothing matches.
  const rows =
    total > offset
      ? await summaries(db)
          .where(and(inScope, ...conditions(storedValues(criteria, combinations))))
          .orderBy(...ordering(sort))
          .limit(PAGE_SIZE)
          .offset(offset)
      : [];
  const allBrands = [...new Map(combinations.map((c) => [c.brandId, c.brandName])).values()].sort(byLabel);
  return {
    products: rows,
    page: query.pageNumber,
    pages: pageCount(total, PAGE_SIZE),
    totalCount: total,
    allBrands,
    sort,
    filtered,
    filters,
    facets: facets(combinations, criteria, filters),
  };
}

async function toCriteria(db: DbOrTx, filters: ListingFilters): Promise<Criteria> {
  const lower = (values: string[]) => (values.length ? [...new Set(values.map((v) => v.toLowerCase()))] : null);
  let brandIds: string[] | null = null;
  if (filters.brand.length) {
    // A brand's slug is its name's slug: a name in any form and the slug name the same brand.
    const rows = await db
      .select({ id: brands.id })
      .from(brands)
      .where(inArray(brands.slug, [...new Set(filters.brand.map(slugify))]));
    brandIds = rows.map((r) => r.id);
  }
  return {
    brandIds,
    processorBrands: lower(filters.processorBrand),
    processorTypes: lower(filters.processorType),
    ramGbs: filters.ram.length ? [...new Set(filters.ram)] : null,
    minPrice: filters.minPrice ?? null,
    maxPrice: filters.maxPrice ?? null,
  };
}

function scopeCondition(scope: ListingScope): SQL {
  if ('brandId' in scope) return eq(products.brandId, scope.brandId);
  return and(eq(products.categoryId, scope.categoryId), scope.subCategoryId ? eq(products.subCategoryId, scope.subCategoryId) : undefined)!;
}

// A filter given values that name nothing (an unknown brand) matches nothing.
const anyOf = <T>(column: SQL | typeof products.brandId | typeof products.ramGb, values: T[]) =>
  values.length ? sql`${column} = any(${sql.param(values)})` : sql`false`;

function conditions(criteria: Criteria): SQL[] {
  const out: SQL[] = [];
  if (criteria.brandIds) out.push(anyOf(sql`${products.brandId}`, criteria.brandIds));
  if (criteria.processorBrands) out.push(anyOf(sql`${products.processorBrand}`, criteria.processorBrands));
  if (criteria.processorTypes) out.push(anyOf(sql`${products.processorType}`, criteria.processorTypes));
  if (criteria.ramGbs) out.push(anyOf(sql`${products.ramGb}`, criteria.ramGbs));
  out.push(...priceConditions(criteria));
  return out;
}

/** The processor filters as the values stored in the scope that they name, whatever their case. */
function storedValues(criteria: Criteria, combinations: Combination[]): Criteria {
  const stored = (wanted: string[] | null, value: (c: Combination) => string | null) =>
    wanted && [...new Set(combinations.map(value).filter((v): v is string => v !== null && wanted.includes(v.toLowerCase())))];
  return {
    ...criteria,
    processorBrands: stored(criteria.processorBrands, (c) => c.processorBrand),
    processorTypes: stored(criteria.processorTypes, (c) => c.processorType),
  };
}

function priceConditions(criteria: Criteria): SQL[] {
  const out: SQL[] = [];
  if (criteria.minPrice !== null) out.push(sql`${salePrice} >= ${criteria.minPrice}`);
  if (criteria.maxPrice !== null) out.push(sql`${salePrice} <= ${criteria.maxPrice}`);
  return out;
}

function ordering(sort: Sort): SQL[] {
  if (sort === 'price_asc') return [sql`${salePrice} asc`, sql`${products.id} asc`];
  if (sort === 'price_desc') return [sql`${salePrice} desc`, sql`${products.id} desc`];
  return newestFirst;
}

/**
 * The scope's products grouped by their filter values (a few dozen groups in a category of
 * 20 000 products), each with its count inside the price range and its price range.
 */
async function listCombinations(db: DbOrTx, inScope: SQL, criteria: Criteria): Promise<Combination[]> {
  const price = priceConditions(criteria);
  const grouped = db
    .select({
      brandId: products.brandId,
      processorBrand: products.processorBrand,
      processorType: products.processorType,
      ramGb: products.ramGb,
      inPriceRange: (price.length ? sql<number>`count(*) filter (where ${and(...price)})` : sql<number>`count(*)`).as('in_price_range'),
      minPrice: sql<number>`min(${salePrice})`.as('min_price'),
      maxPrice: sql<number>`max(${salePrice})`.as('max_price'),
    })
    .from(products)
    .where(inScope)
    .groupBy(products.brandId, products.processorBrand, products.processorType, products.ramGb)
    .as('grouped');
  const rows = await db
    .select({
      brandId: grouped.brandId,
      brandName: brands.name,
      brandSlug: brands.slug,
      processorBrand: grouped.processorBrand,
      processorType: grouped.processorType,
      ramGb: grouped.ramGb,
      inPriceRange: grouped.inPriceRange,
      minPrice: grouped.minPrice,
      maxPrice: grouped.maxPrice,
    })
    .from(grouped)
    .innerJoin(brands, eq(brands.id, grouped.brandId));
  return rows.map((r) => ({ ...r, inPriceRange: Number(r.inPriceRange), minPrice: Number(r.minPrice), maxPrice: Number(r.maxPrice) }));
}

function matches(c: Combination, criteria: Criteria, except?: Facet): boolean {
  if (criteria.brandIds && except !== 'brand' && !criteria.brandIds.includes(c.brandId)) return false;
  if (criteria.processorBrands && except !== 'processorBrand' && !criteria.processorBrands.includes(c.processorBrand?.toLowerCase() ?? '')) {
    return false;
  }
  if (criteria.processorTypes && except !== 'processorType' && !criteria.processorTypes.includes(c.processorType?.toLowerCase() ?? '')) {
    return false;
  }
  if (criteria.ramGbs && except !== 'ram' && !criteria.ramGbs.includes(c.ramGb ?? -1)) return false;
  return true;
}

const byLabel = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

function facets(combinations: Combination[], criteria: Criteria, filters: ListingFilters): ListingFacets {
  const count = (facet: Exclude<Facet, 'price'>, key: (c: Combination) => { value: string; label: string } | null) => {
    const values = new Map<string, FacetValue>();
    for (const c of combinations) {
      const k = key(c);
      if (!k) continue;
      const entry = values.get(k.value.toLowerCase()) ?? { value: k.value, label: k.label, count: 0, selected: false };
      if (matches(c, criteria, facet)) entry.count += c.inPriceRange;
      values.set(k.value.toLowerCase(), entry);
    }
    return [...values.values()];
  };
  const brand = count('brand', (c) => ({ value: c.brandSlug, label: c.brandName }));
  const brandIdsBySlug = new Map(combinations.map((c) => [c.brandSlug, c.brandId]));
  for (const b of brand) b.selected = Boolean(criteria.brandIds?.includes(brandIdsBySlug.get(b.value)!));
  const processorBrand = count('processorBrand', (c) => (c.processorBrand ? { value: c.processorBrand, label: c.processorBrand } : null));
  const processorType = count('processorType', (c) => (c.processorType ? { value: c.processorType, label: c.processorType } : null));
  const ram = count('ram', (c) => (c.ramGb === null ? null : { value: String(c.ramGb), label: `${c.ramGb}GB` }));
  markSelected(processorBrand, filters.processorBrand);
  markSelected(processorType, filters.processorType);
  markSelected(ram, filters.ram.map(String));

  const priced = combinations.filter((c) => matches(c, criteria));
  return {
    // A value with no product is left out unless it is selected, so it can be cleared.
    brand: keep(brand),
    processorBrand: keep(processorBrand),
    processorType: keep(processorType),
    ram: keep(ram).sort((a, b) => Number(a.value) - Number(b.value)),
    price: priced.length
      ? { min: Math.min(...priced.map((c) => c.minPrice)), max: Math.max(...priced.map((c) => c.maxPrice)) }
      : null,
  };
}

function markSelected(values: FacetValue[], selected: string[]) {
  const wanted = new Set(selected.map((s) => s.toLowerCase()));
  for (const v of values) v.selected = wanted.has(v.value.toLowerCase());
}

const keep = (values: FacetValue[]) => values.filter((v) => v.count > 0 || v.selected).sort((a, b) => byLabel(a.label, b.label));

/** A few in-stock products of a category, newest first, for its description block. */
export function listCategoryHighlights(db: DbOrTx, categorySlug: string, limit = 4): Promise<ProductSummary[]> {
  return summaries(db)
    .where(and(eq(categories.slug, categorySlug), gt(products.countInStock, 0)))
    .orderBy(...newestFirst)
    .limit(limit);
}

// A slug a category or brand had before still finds it (its page then redirects to the current
// slug); should another hold that slug now, that one wins.
const holdsSlug = (table: typeof categories | typeof brands, slug: string) => or(eq(table.slug, slug), sql`${slug} = any(${table.formerSlugs})`);
const currentHolderFirst = (table: typeof categories | typeof brands, slug: string) => sql`${table.slug} = ${slug} desc`;

/** A brand by its name in any form ("Hyland's", "hylands", "HYLANDS"), or null; through `cache` when given. */
export function findBrand(db: DbOrTx, name: string, cache?: Cache) {
  const slug = slugify(name);
  return catalogRead(cache, `brand:${slug}`, async () => {
    const [row] = await db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo })
      .from(brands)
      .where(holdsSlug(brands, slug))
      .orderBy(currentHolderFirst(brands, slug))
      .limit(1);
    return row ?? null;
  });
}

/** A brand by its id, or null (another module's link to a brand: content's manufacturer ids). */
export async function findBrandById(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.id, id)).limit(1);
  return row ?? null;
}

/** Every brand by name, with whether it has products (one index probe per brand). */
export function listBrands(db: DbOrTx) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      logo: brands.logo,
      // Spelt out: in a select list of one table drizzle leaves column names unqualified.
      hasProducts: sql<boolean>`exists (select 1 from ${products} p where p.brand_id = "brands"."id")`,
    })
    .from(brands)
    .orderBy(asc(sql`lower(${brands.name})`));
}

/**
 * A category with its sub-categories, or null; through `cache` when given. The name may come in
 * any form: "Dilutions & Potencies", "dilutions and potencies" and "dilutions-and-potencies"
 * are one category.
 */
export function findCategory(db: DbOrTx, name: string, cache?: Cache) {
  const slug = slugify(name);
  return catalogRead(cache, `category:${slug}`, async () => {
    const [row] = await db
      .select({ id: categories.id, name: categories.name, nameBn: categories.nameBn, slug: categories.slug })
      .from(categories)
      .where(holdsSlug(categories, slug))
      .orderBy(currentHolderFirst(categories, slug))
      .limit(1);
    if (!row) return null;
    const subs = await db
      .select({ id: subCategories.id, name: subCategories.name, nameBn: subCategories.nameBn, slug: subCategories.slug, formerSlugs: subCategories.formerSlugs })
      .from(subCategories)
      .where(eq(subCategories.categoryId, row.id))
      .orderBy(asc(subCategories.menuOrder), asc(subCategories.name));
    return { ...row, subCategories: subs };
  });
}

/** One of a category's sub-categories by its name in any form (or a slug it had before), or undefined. */
export function findSubCategory<T extends { slug: string; formerSlugs?: string[] }>(category: { subCategories: T[] }, name: string): T | undefined {
  const slug = slugify(name);
  return category.subCategories.find((sub) => sub.slug === slug) ?? category.subCategories.find((sub) => sub.formerSlugs?.includes(slug));
}

/** A category (and optionally one of its sub-categories), each named in any form, or a 404 naming what is missing. */
export async function getListingCategory(db: DbOrTx, name: string, subCategoryName?: string, cache?: Cache) {
  const category = await findCategory(db, name, cache);
  if (!category) throw notFound('Category not found');
  if (!subCategoryName) return { category, subCategory: null };
  const subCategory = findSubCategory(category, subCategoryName);
  if (!subCategory) throw notFound('Sub-category not found');
  return { category, subCategory };
}

/** A brand by its name in any form, or a 404. */
export async function getBrand(db: DbOrTx, name: string, cache?: Cache) {
  const brand = await findBrand(db, name, cache);
  if (!brand) throw notFound('Brand not found');
  return brand;
}

/** The slug of each of these brand names that the shop has a brand for, by the name as given. */
export async function findBrandSlugs(db: DbOrTx, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await db.select({ slug: brands.slug }).from(brands).where(inArray(brands.slug, names.map(slugify)));
  const known = new Set(rows.map((r) => r.slug));
  return new Map(names.filter((name) => known.has(slugify(name))).map((name) => [name, slugify(name)]));
}
