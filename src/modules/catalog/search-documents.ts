import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { priceCharged } from './price.ts';
import { brands, categories, products, searchWords, subCategories } from './schema.ts';

/**
 * Columns derived from a product and the rows it refers to (brand, category, sub-category),
 * written by the catalogue service whenever products are written. Listings and search read
 * them through indexes instead of computing them per request (docs/decisions/008).
 *
 * - `search_vector`: name (A), brand, category and sub-category (their English and Bengali
 *   names) and keywords (B), key features (C), 'english' configuration. Non-Latin words
 *   (Bengali) are kept as they are; zero-width (non-)joiners are removed first, because the
 *   parser splits Bengali words at them.
 * - `sale_price`: the price charged (price.ts, ADR 003).
 * - `processor_brand`, `processor_type`, `ram_gb`: the listing filters (docs/requirements/core-shop.md §2).
 * - `search_words`: the dictionary a misspelt search word is corrected against.
 */

// Zero-width non-joiner and joiner: typed inside Bengali words, invisible, split words in the parser.
export const ZERO_WIDTH = '\u200C\u200D';

// The names a product is found under besides its own (b, c, s: its brand, category, sub-category).
const groupNames = sql`b.name || ' ' || c.name || ' ' || coalesce(c.name_bn, '') || ' ' || coalesce(s.name, '') || ' ' || coalesce(s.name_bn, '')`;

// Specification values are looked up by name, case-insensitively (names are trimmed on input).
const specValue = (specifications: SQL, name: string) =>
  sql`(jsonb_path_query_first(${specifications}, ${`$[*].values[*] ? (@.name like_regex "^${name}$" flag "i").value`}::jsonpath) #>> '{}')`;

// docs/requirements/core-shop.md §2: processor type from the model: Intel Core i3/i5/i7/i9, AMD Ryzen plus a number.
const INTEL_CORE = String.raw`(?i)\mcore[\s-]*(i[3579])\M`;
const AMD_RYZEN = String.raw`(?i)\mryzen\s+([0-9])\M`;
// Processor brands spelt one way whatever the specification says ("intel", "Intel®", "AMD Ryzen").
const PROCESSOR_BRANDS: [string, string][] = [
  [String.raw`(?i)\mintel\M`, 'Intel'],
  [String.raw`(?i)\m(amd|ryzen|athlon)\M`, 'AMD'],
  [String.raw`(?i)\mapple\M`, 'Apple'],
  [String.raw`(?i)\mmediatek\M`, 'MediaTek'],
  [String.raw`(?i)\m(qualcomm|snapdragon)\M`, 'Qualcomm'],
];
const RAM_SIZE = String.raw`(?i)([0-9]{1,4})\s*GB`;
const SEARCH_WORD_SEPARATORS = String.raw`[^[:alnum:]\u0980-\u09FF]+`;

/** Which products to refresh: some by id, a category's or a brand's, or all. */
export type ProductSelection = { productIds: string[] } | { categoryId: string } | { brandId: string } | 'all';

function selectionCondition(selection: ProductSelection): SQL {
  if (selection === 'all') return sql`true`;
  if ('productIds' in selection) {
    return selection.productIds.length ? sql`p2.id = any(${sql.param(selection.productIds)}::uuid[])` : sql`false`;
  }
  if ('categoryId' in selection) return sql`p2.category_id = ${selection.categoryId}`;
  return sql`p2.brand_id = ${selection.brandId}`;
}

export async function refreshDerivedColumns(db: DbOrTx, selection: ProductSelection): Promise<void> {
  const where = selectionCondition(selection);
  const spec = sql`p2.specifications`;
  await db.execute(sql`
    update ${products} p set
      search_vector = d.search_vector,
      sale_price = d.sale_price,
      processor_brand = case
        when d.processor is null then null
        ${sql.join(
          PROCESSOR_BRANDS.map(([pattern, brand]) => sql`when d.processor ~ ${pattern} then ${brand}`),
          sql` `,
        )}
        else initcap(left(d.processor, 60))
      end,
      processor_type = case
        when d.model ~ ${INTEL_CORE} then 'Intel Core ' || lower(substring(d.model from ${INTEL_CORE}))
        when d.model ~ ${AMD_RYZEN} then 'AMD Ryzen ' || substring(d.model from ${AMD_RYZEN})
      end,
      ram_gb = substring(d.ram from ${RAM_SIZE})::int
    from (
      select
        p2.id,
        setweight(to_tsvector('english', translate(p2.name, ${ZERO_WIDTH}, '')), 'A') ||
          setweight(to_tsvector('english', translate(${groupNames}, ${ZERO_WIDTH}, '')), 'B') ||
          setweight(to_tsvector('english', translate(array_to_string(p2.keywords, ' '), ${ZERO_WIDTH}, '')), 'B') ||
          setweight(to_tsvector('english', translate(p2.feature, ${ZERO_WIDTH}, '')), 'C') as search_vector,
        ${priceCharged(sql`p2.price`, sql`p2.discount`, sql`c.discount`)} as sale_price,
        nullif(btrim(coalesce(${specValue(spec, 'processor brand')}, ${specValue(spec, 'processor')})), '') as processor,
        coalesce(${specValue(spec, 'processor model')}, ${specValue(spec, 'processor')}) as model,
        coalesce(
          ${specValue(spec, 'ram')},
          case when lower(btrim(c.name)) = 'ram' or c.slug = 'ram' then ${specValue(spec, 'capacity')} end
        ) as ram
      from ${products} p2
      join ${brands} b on b.id = p2.brand_id
      join ${categories} c on c.id = p2.category_id
      left join ${subCategories} s on s.id = p2.sub_category_id
      where ${where}
    ) d
    where p.id = d.id
  `);
  // New words only: a word left behind by a renamed or deleted product costs nothing but a
  // correction that finds no product, after which the search says so.
  await db.execute(sql`
    insert into ${searchWords} (word)
    select distinct w
    from ${products} p2
    join ${brands} b on b.id = p2.brand_id
    join ${categories} c on c.id = p2.category_id,
    regexp_split_to_table(
      lower(translate(p2.name || ' ' || b.name || ' ' || c.name || ' ' || coalesce(c.name_bn, '') || ' ' || array_to_string(p2.keywords, ' ') || ' ' || p2.feature, ${ZERO_WIDTH}, '')),
      ${SEARCH_WORD_SEPARATORS}
    ) w
    where ${where} and char_length(w) between 3 and 40 and w ~ '[^0-9]'
    on conflict do nothing
  `);
}

/**
 * Rewrites the derived columns of the given products (all when omitted): the search document,
 * the sale price, the listing filter values, and the search-word dictionary (above).
 * Every writer of products calls it after writing; a change to a category's discount or name
 * calls refreshCategoryProducts, a brand's name refreshBrandProducts.
 */
export async function refreshSearchDocuments(db: DbOrTx, productIds?: string[]): Promise<void> {
  await refreshDerivedColumns(db, productIds ? { productIds } : 'all');
}

export const refreshCategoryProducts = (db: DbOrTx, categoryId: string) => refreshDerivedColumns(db, { categoryId });
export const refreshBrandProducts = (db: DbOrTx, brandId: string) => refreshDerivedColumns(db, { brandId });
