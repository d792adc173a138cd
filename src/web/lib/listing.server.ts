import { data } from 'react-router';
import { ListingQuerySchema, type ListingQuery, type ProductSummary } from '~/modules/catalog/contracts.ts';
import { findBrandSlugs, listCategoryHighlights } from '~/modules/catalog/listing.ts';
import { findCategoryDescription, type DescriptionQuery } from '~/modules/content/service.ts';
import type { Db } from '~/platform/db/index.ts';
import type { ListingDescription } from '~/web/components/category-description.tsx';

/**
 * The filters and sort of a listing page from its query string (repeated fields are lists).
 * The page number comes from the path; price bounds come back in poisha (the contract reads
 * the shopper's taka). An invalid value answers 400 with the reason.
 */
export function listingQuery(url: URL, pageNumber: number): ListingQuery {
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    fields[key] = values.length > 1 ? values : values[0];
  }
  const parsed = ListingQuerySchema.safeParse({ ...fields, pageNumber });
  if (!parsed.success) throw data({ message: parsed.error.issues.map((i) => i.message).join('; ') }, { status: 400 });
  return parsed.data;
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
