import { data } from 'react-router';
import { ListingQuerySchema, type ListingQuery, type ProductSummary } from '~/modules/catalog/contracts.ts';
import { findBrandSlugs, listCategoryHighlights } from '~/modules/catalog/index.ts';
import { findCategoryDescription, type DescriptionQuery } from '~/modules/content/index.ts';
import type { Db } from '~/platform/db/index.ts';
import type { ListingDescription } from '~/web/components/category-description.tsx';
import type { RefusedPrices } from '~/web/components/listing-filters.tsx';

/** The price bounds a shopper types: a value the page cannot read is refused, the rest kept. */
const PRICE_FIELDS = ['minPrice', 'maxPrice'] as const satisfies (keyof RefusedPrices)[];

/**
 * The filters and sort of a listing page from its query string (repeated fields are lists).
 * The page number comes from the path; price bounds come back in poisha (the contract reads
 * the shopper's taka). A price bound that cannot be read is left out and returned as written,
 * so the page shows the listing with the other filters and the value beside its message; any
 * other invalid value (one no form sends) answers 400 with the reason.
 */
export function listingQuery(url: URL, pageNumber: number): { query: ListingQuery; refused: RefusedPrices } {
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    fields[key] = values.length > 1 ? values : values[0];
  }
  let parsed = ListingQuerySchema.safeParse({ ...fields, pageNumber });
  const refused: RefusedPrices = {};
  if (!parsed.success) {
    const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    for (const field of PRICE_FIELDS) {
      if (!wrong.has(field)) continue;
      refused[field] = String(fields[field]);
      delete fields[field];
    }
    if (Object.keys(refused).length > 0) parsed = ListingQuerySchema.safeParse({ ...fields, pageNumber });
  }
  if (!parsed.success) throw data({ message: parsed.error.issues.map((i) => i.message).join('; ') }, { status: 400 });
  return { query: parsed.data, refused };
}

/**
 * The category description block for a listing, with real products of its category as
 * examples and its brand list linked to the brands the shop has.
 */
export async function loadDescription(db: Db, query: DescriptionQuery): Promise<ListingDescription | null> {
  const block = await findCategoryDescription(db, query);
  if (!block) return null;
  const [examples, brandSlugs] = await Promise.all([listCategoryHighlights(db, block.categorySlug, 4), findBrandSlugs(db, block.brands)]);
  return {
    ...block,
    brandLinks: block.brands.map((name) => ({ name, slug: brandSlugs.get(name) ?? null })),
    examples: examples.map(({ slug, name, price, salePrice }: ProductSummary) => ({ slug, name, price, salePrice })),
  };
}
