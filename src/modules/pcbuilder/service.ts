import { and, desc, eq, sql } from 'drizzle-orm';
import type { ComponentProduct, ProductSummary } from '~/modules/catalog/contracts.ts';
import { findCategory } from '~/modules/catalog/index.ts';
import { listCategoryComponents, listComponentsByIds } from '~/modules/catalog/index.ts';
import type { Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError, invalid, notFound } from '~/platform/errors.ts';
import { pageCount } from '~/platform/paging.ts';
import { byLabel, SLOT_FILTERS } from './chooser.ts';
import { checkCompatibility, estimateWattage, fits, requiredPsuWattage, type Chosen, type Conflict } from './compatibility.ts';
import type { Build, BuildItem, ChooserFacet, ChooserPage, ChooserProduct, ChooserQuery, FacetValue, FilterKey, Quote, QuoteLine, SaveBuildInput, SavedBuild, SavedBuildSummary, SavedPart, UnavailablePart } from './contracts.ts';
import { pcBuilds, pcQuotes } from './schema.ts';
import { AVAILABILITY_CODES, CHOOSER_PAGE_SIZE, DEFAULT_CHOOSER_SORT, MAX_SAVED_BUILDS, QUOTE_VALID_DAYS, REQUIRED_SLOTS, SLOTS, slotByKey, type AvailabilityCode, type BuildParts, type SlotKey } from './constants.ts';
import { readTraits } from './traits.ts';

function summaryOf({ categorySlug: _, specifications: __, ...summary }: ComponentProduct): ProductSummary {
  return summary;
}

interface ReadBuild {
  build: Build;
  chosen: Chosen;
}

/**
 * A build as it stands now: each part re-read from the catalogue (price charged and stock now),
 * checked against its slot's category, and the whole checked for compatibility. A part that is
 * gone, or names a product of another category, is reported as unavailable, not used.
 */
async function readBuild(db: DbOrTx, parts: BuildParts, savedNames: Map<string, string> = new Map()): Promise<ReadBuild> {
  const wanted = SLOTS.filter((s) => parts[s.key]);
  const products = new Map((await listComponentsByIds(db, wanted.map((s) => parts[s.key]!))).map((p) => [p.id, p]));
  const items: BuildItem[] = [];
  const unavailable: UnavailablePart[] = [];
  const chosen: Chosen = {};
  const usable: BuildParts = {};
  for (const slot of wanted) {
    const id = parts[slot.key]!;
    const product = products.get(id);
    if (!product || product.categorySlug !== slot.category) {
      unavailable.push({ slot: slot.key, productId: id, name: savedNames.get(id) ?? null });
      continue;
    }
    usable[slot.key] = id;
    items.push({ slot: slot.key, product: summaryOf(product) });
    chosen[slot.key] = { name: product.name, traits: readTraits(product.specifications) };
  }
  const build: Build = {
    parts: usable,
    items,
    unavailable,
    conflicts: checkCompatibility(chosen),
    wattage: estimateWattage(chosen),
    requiredPsuWattage: requiredPsuWattage(chosen),
    totalPrice: items.reduce((sum, item) => sum + item.product.salePrice, 0),
    itemCount: items.length,
    missing: REQUIRED_SLOTS.filter((key) => !usable[key]),
  };
  return { build, chosen };
}

/** The build of these parts, priced and checked now. */
export async function describeBuild(db: DbOrTx, parts: BuildParts): Promise<Build> {
  return (await readBuild(db, parts)).build;
}

/**
 * A build ready to be bought: every required slot filled, every part still in the catalogue.
 * Otherwise a 400 naming what is missing or gone (compatibility conflicts are shown, not
 * enforced: the shopper may know better, as a shop assistant would let them).
 */
export async function requireCompleteBuild(db: DbOrTx, parts: BuildParts): Promise<Build> {
  const build = await describeBuild(db, parts);
  if (build.unavailable.length) throw invalid(`Some parts are no longer available: ${build.unavailable.map((p) => p.name ?? p.slot).join(', ')}`);
  if (build.missing.length) throw invalid(`Choose the required components first: ${build.missing.map(slotName).join(', ')}`);
  return build;
}

/** English slot names, as the API's messages use them (the page translates its own). */
export const SLOT_NAMES: Record<SlotKey, string> = {
  cpu: 'CPU',
  'cpu-cooler': 'CPU Cooler',
  motherboard: 'Motherboard',
  ram: 'RAM',
  storage: 'Storage',
  'graphics-card': 'Graphics Card',
  'power-supply': 'Power Supply',
  casing: 'Casing',
  monitor: 'Monitor',
  'casing-cooler': 'Casing Cooler',
  keyboard: 'Keyboard',
  mouse: 'Mouse',
  'anti-virus': 'Anti Virus',
  headphone: 'Headphone',
  ups: 'UPS',
};
const slotName = (key: SlotKey) => SLOT_NAMES[key];

// ---------------------------------------------------------------- the chooser

interface Candidate {
  product: ComponentProduct;
  fits: boolean;
  conflicts: Conflict[];
  values: Map<FilterKey, Omit<FacetValue, 'count' | 'selected'>[]>;
  words: string;
}

/** Whole words, and the parts of a hyphenated one ("i5-12400" is also "i5" and "12400"). */
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}.+-]+/u).filter(Boolean);
const indexWords = (text: string) => words(text).flatMap((w) => (w.includes('-') ? [w, ...w.split('-').filter(Boolean)] : [w]));

/**
 * One page of the chooser for a slot (docs/requirements/content-pages.md §2): the products of the slot's
 * category, by default only those that fit the build, filtered by price range, availability,
 * the slot's specification filters and a search (whole words of the name, brand and key
 * features), sorted, 20 to a page. Every filter's values come with the count of products each
 * would list given the other filters.
 */
export async function listChoices(db: DbOrTx, slotKey: SlotKey, query: ChooserQuery, parts: BuildParts, cache?: Cache): Promise<ChooserPage> {
  const slot = slotByKey(slotKey);
  const [category, rows, { chosen }] = await Promise.all([
    findCategory(db, slot.category, cache),
    listCategoryComponents(db, slot.category, cache),
    readBuild(db, { ...parts, [slotKey]: undefined }),
  ]);
  const showAll = query.all === '1';
  const filters = SLOT_FILTERS[slotKey];
  const candidates: Candidate[] = rows.map((product) => {
    const traits = readTraits(product.specifications);
    const part = { name: product.name, traits };
    const ok = fits(chosen, slotKey, part);
    return {
      product,
      fits: ok,
      conflicts: ok ? [] : checkCompatibility({ ...chosen, [slotKey]: part }).filter((c) => c.kind === 'incompatible' && c.slots.includes(slotKey)),
      values: new Map(filters.map(([key, read]) => [key, read(product, traits)])),
      words: ` ${indexWords(`${product.name} ${product.brand} ${product.feature}`).join(' ')} `,
    };
  });

  const searchWords = query.search ? words(query.search) : [];
  const availability = new Set(query.availability.map((code) => AVAILABILITY_CODES[Number(code) as AvailabilityCode]));
  const selected = new Map(filters.map(([key]) => [key, new Set(query[key].map((v) => v.toLowerCase()))]));
  const filtered = Boolean(searchWords.length || availability.size || query.minPrice !== undefined || query.maxPrice !== undefined || [...selected.values()].some((s) => s.size));

  type Test = 'compat' | 'search' | 'availability' | 'price' | FilterKey;
  const passes = (c: Candidate, except?: Test): boolean => {
    if (except !== 'compat' && !showAll && !c.fits) return false;
    if (except !== 'search' && searchWords.some((w) => !c.words.includes(` ${w} `))) return false;
    if (except !== 'availability' && availability.size && !availability.has(c.product.availability)) return false;
    if (except !== 'price') {
      if (query.minPrice !== undefined && c.product.salePrice < query.minPrice) return false;
      if (query.maxPrice !== undefined && c.product.salePrice > query.maxPrice) return false;
    }
    for (const [key, wanted] of selected) {
      if (key === except || wanted.size === 0) continue;
      if (!c.values.get(key)!.some((v) => wanted.has(v.value.toLowerCase()))) return false;
    }
    return true;
  };

  const listed = candidates.filter((c) => passes(c));
  const sort = query.sort ?? DEFAULT_CHOOSER_SORT;
  listed.sort((a, b) => {
    if (sort === 'p.price-ASC') return a.product.salePrice - b.product.salePrice || a.product.name.localeCompare(b.product.name);
    if (sort === 'p.price-DESC') return b.product.salePrice - a.product.salePrice || a.product.name.localeCompare(b.product.name);
    // Default: the catalogue's order of names, brand first.
    return a.product.brand.localeCompare(b.product.brand) || a.product.name.localeCompare(b.product.name);
  });

  const facets: ChooserFacet[] = filters.map(([key]) => {
    const values = new Map<string, FacetValue>();
    const wanted = selected.get(key)!;
    for (const c of candidates) {
      const counts = passes(c, key);
      for (const v of c.values.get(key)!) {
        const id = v.value.toLowerCase();
        const entry = values.get(id) ?? { ...v, count: 0, selected: wanted.has(id) };
        if (counts) entry.count += 1;
        values.set(id, entry);
      }
    }
    return { key, values: [...values.values()].filter((v) => v.count > 0 || v.selected).sort(byLabel) };
  });

  const priced = candidates.filter((c) => passes(c, 'price'));
  const page = query.page;
  const total = listed.length;
  const start = (page - 1) * CHOOSER_PAGE_SIZE;
  const shown = listed.slice(start, start + CHOOSER_PAGE_SIZE);
  return {
    slot: slotKey,
    category: category && { name: category.name, slug: category.slug },
    products: shown.map((c): ChooserProduct => ({ ...summaryOf(c.product), fits: c.fits, conflicts: c.conflicts })),
    page,
    pages: pageCount(total, CHOOSER_PAGE_SIZE),
    totalCount: total,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    sort,
    showAll,
    hiddenIncompatible: showAll ? 0 : candidates.filter((c) => !c.fits && passes(c, 'compat')).length,
    price: priced.length ? { min: Math.min(...priced.map((c) => c.product.salePrice)), max: Math.max(...priced.map((c) => c.product.salePrice)) } : null,
    availability: (Object.keys(AVAILABILITY_CODES) as ('7' | '8' | '9')[]).map((value) => ({
      value,
      count: candidates.filter((c) => c.product.availability === AVAILABILITY_CODES[Number(value) as AvailabilityCode] && passes(c, 'availability')).length,
      selected: query.availability.includes(value),
    })),
    facets,
    filtered,
  };
}

/** Whether a product can go in a slot: it exists and is of the slot's category (404 otherwise). */
export async function assertPartForSlot(db: DbOrTx, slotKey: SlotKey, productId: string): Promise<void> {
  const [product] = await listComponentsByIds(db, [productId]);
  if (!product) throw notFound('Product not found');
  if (product.categorySlug !== slotByKey(slotKey).category) throw invalid(`This product is not a ${slotName(slotKey)}`);
}

// ---------------------------------------------------------------- saved builds

const savedPartsOf = (parts: SavedPart[]): BuildParts => Object.fromEntries(parts.map((p) => [p.slot, p.productId]));

function summary(row: typeof pcBuilds.$inferSelect): SavedBuildSummary {
  return { id: row.id, name: row.name, parts: savedPartsOf(row.parts), itemCount: row.parts.length, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/**
 * "Save PC": the build, named, to the account. Only parts that exist and fit their slot are
 * saved, with their names of now; an empty build is refused. An account keeps at most
 * MAX_SAVED_BUILDS (the row lock on the count keeps two saves at once from passing it).
 */
export async function saveBuild(db: DbOrTx, userId: string, input: SaveBuildInput): Promise<SavedBuildSummary> {
  const { build } = await readBuild(db, input.parts);
  if (build.items.length === 0) throw invalid('Choose at least one component before saving');
  const parts: SavedPart[] = build.items.map((item) => ({ slot: item.slot, productId: item.product.id, name: item.product.name }));
  return db.transaction(async (tx) => {
    // One account's saves take turns, so the limit holds under concurrent saves.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pc_builds:${userId}`}))`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(pcBuilds).where(eq(pcBuilds.userId, userId));
    if (count >= MAX_SAVED_BUILDS) throw new DomainError('CONFLICT', `You can keep up to ${MAX_SAVED_BUILDS} saved PCs; delete one first`);
    const [row] = await tx.insert(pcBuilds).values({ userId, name: input.name, parts }).returning();
    return summary(row);
  });
}

/** The account's saved builds, the latest first. */
export async function listSavedBuilds(db: DbOrTx, userId: string): Promise<SavedBuildSummary[]> {
  const rows = await db.select().from(pcBuilds).where(eq(pcBuilds.userId, userId)).orderBy(desc(pcBuilds.updatedAt), desc(pcBuilds.id)).limit(MAX_SAVED_BUILDS);
  return rows.map(summary);
}

/** One of the account's saved builds, priced and checked now; someone else's is a 404 like a missing one. */
export async function getSavedBuild(db: DbOrTx, userId: string, id: string): Promise<SavedBuild> {
  const [row] = await db.select().from(pcBuilds).where(and(eq(pcBuilds.id, id), eq(pcBuilds.userId, userId))).limit(1);
  if (!row) throw notFound('Saved PC not found');
  const { build } = await readBuild(db, savedPartsOf(row.parts), new Map(row.parts.map((p) => [p.productId, p.name])));
  return { ...summary(row), build };
}

export async function deleteSavedBuild(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(pcBuilds).where(and(eq(pcBuilds.id, id), eq(pcBuilds.userId, userId))).returning({ id: pcBuilds.id });
  if (deleted.length === 0) throw notFound('Saved PC not found');
}

// ---------------------------------------------------------------- quotes

const quoteNumber = (n: number) => `PCQ-${n}`;

function quoteOf(row: typeof pcQuotes.$inferSelect): Quote {
  return { id: row.id, number: quoteNumber(row.number), lines: row.lines, totalPrice: row.total, wattage: row.wattage, createdAt: row.createdAt, validUntil: row.validUntil };
}

/**
 * "Get a Quote": the build's parts at the prices charged now, numbered, valid for
 * QUOTE_VALID_DAYS. Any non-empty build may be quoted; unavailable parts are left out.
 */
export async function createQuote(db: DbOrTx, parts: BuildParts, userId: string | null, now = new Date()): Promise<Quote> {
  const { build } = await readBuild(db, parts);
  if (build.items.length === 0) throw invalid('Choose at least one component before asking for a quote');
  const lines: QuoteLine[] = build.items.map((item) => ({ slot: item.slot, productId: item.product.id, name: item.product.name, price: item.product.salePrice }));
  const [row] = await db
    .insert(pcQuotes)
    .values({ userId, lines, total: build.totalPrice, wattage: build.wattage, createdAt: now, validUntil: new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000) })
    .returning();
  return quoteOf(row);
}

export async function getQuote(db: DbOrTx, id: string): Promise<Quote> {
  const [row] = await db.select().from(pcQuotes).where(eq(pcQuotes.id, id)).limit(1);
  if (!row) throw notFound('Quote not found');
  return quoteOf(row);
}
