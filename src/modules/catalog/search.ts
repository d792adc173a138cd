import { inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { MAX_KEYWORD_LENGTH } from './constants.ts';
import { SEARCH_CANDIDATES, type ProductSummary, type SearchPage } from './contracts.ts';
import { ZERO_WIDTH } from './derived.ts';
import { brands, categories, products, searchWords, subCategories } from './schema.ts';
import { summaries } from './summaries.ts';
import { CONTROL_CHARACTER } from '~/platform/fields.ts';
import { pageCount } from '~/platform/paging.ts';

/** A word is corrected only when this close to a known word (trigram similarity, 0..1). */
export const CORRECTION_SIMILARITY = 0.4;
const MIN_CORRECTED_LENGTH = 3;
const MAX_CORRECTED_WORDS = 8;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ZERO_WIDTH_CHARS = new RegExp(`[${ZERO_WIDTH}]`, 'g');
const CONTROL_CHARS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Spaces collapsed, invisible joiners and control characters removed, at most MAX_KEYWORD_LENGTH characters. */
export function normalizeKeyword(keyword: string): string {
  return keyword
    .replace(ZERO_WIDTH_CHARS, '')
    .replace(CONTROL_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_KEYWORD_LENGTH);
}

export interface SearchQuery {
  keyword: string;
  pageNumber: number;
  limit: number;
  categoryId?: string;
}

/**
 * Full-text search over the stored search documents, whole words only ("ac" finds air
 * conditioners, not "Mac" or "rack"); `websearch_to_tsquery` reads any input as text, so
 * quotes, `%`, `_` and SQL fragments are literal. When nothing matches, misspelt words are
 * corrected against the search-word dictionary and the search runs once more.
 *
 * Bounded cost (docs/decisions/008): the newest SEARCH_CANDIDATES matches are taken off the
 * newest-first index (or, for a rare word, all of its few matches off the GIN index) and only
 * those are ranked. A word in 20 000 products costs about what a word in 600 does; such a
 * search says `capped` and pages through the 600 best-ranked of the newest matches.
 */
export async function searchProducts(db: DbOrTx, query: SearchQuery): Promise<SearchPage> {
  const keyword = normalizeKeyword(query.keyword);
  let result = await rankedMatches(db, keyword, query);
  let correctedKeyword: string | null = null;
  if (result.total === 0) {
    const corrected = await correctKeyword(db, keyword);
    if (corrected) {
      const retry = await rankedMatches(db, corrected, query);
      if (retry.total > 0) {
        result = retry;
        correctedKeyword = corrected;
      }
    }
  }
  const [rows, brandRows] = await Promise.all([
    result.ids.length ? summaries(db).where(inArray(products.id, result.ids)) : Promise.resolve([] as ProductSummary[]),
    result.brandIds.length
      ? db.select({ name: brands.name }).from(brands).where(inArray(brands.id, result.brandIds)).orderBy(brands.name)
      : Promise.resolve([]),
  ]);
  const position = new Map(result.ids.map((id, i) => [id, i]));
  return {
    products: rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!),
    page: query.pageNumber,
    pages: pageCount(result.total, query.limit),
    totalCount: result.total,
    allBrands: brandRows.map((b) => b.name),
    correctedKeyword,
    capped: result.total >= SEARCH_CANDIDATES,
  };
}

interface RankedMatches {
  /** Matches ranked, at most SEARCH_CANDIDATES. */
  total: number;
  brandIds: string[];
  /** The requested page of them, best first. */
  ids: string[];
}

async function rankedMatches(db: DbOrTx, keyword: string, query: SearchQuery): Promise<RankedMatches> {
  if (!keyword) return { total: 0, brandIds: [], ids: [] };
  // The tsquery is written out (not shared through a CTE) so the planner sees the words and
  // picks, from their statistics, the newest-first index scan or the GIN bitmap scan.
  const tsquery = sql`websearch_to_tsquery('english', ${keyword})`;
  // A keyword that names a category or sub-category ("laptop", "Laptops", its Bengali name)
  // lists its products first: a laptop memory module, named "... Laptop RAM" with "laptop"
  // twice, otherwise outranked every laptop. Names compare as their stemmed words.
  const words = (text: AnyColumn | string) => sql`strip(to_tsvector('english', translate(${text}, ${ZERO_WIDTH}, '')))`;
  const named = (table: typeof categories | typeof subCategories) =>
    sql`select ${table.id} from ${table} where ${words(keyword)} in (${words(table.name)}, ${words(table.nameBn)})`;
  const { rows } = await db.execute<{ total: number; brand_ids: string[]; ids: string[] }>(sql`
    with candidates as materialized (
      select ${products.id} as id, ${products.brandId} as brand_id, ${products.categoryId} as category_id, ${products.subCategoryId} as sub_category_id,
        ${products.createdAt} as created_at, ${products.searchVector} as document
      from ${products}
      where ${products.searchVector} @@ ${tsquery}
      ${query.categoryId ? sql`and ${products.categoryId} = ${query.categoryId}` : sql``}
      order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
      limit ${SEARCH_CANDIDATES}
    )
    select
      (select count(*)::int from candidates) as total,
      (select coalesce(json_agg(distinct brand_id), '[]') from candidates) as brand_ids,
      (select coalesce(json_agg(id), '[]') from (
        select id from candidates
        order by (category_id in (${named(categories)}) or sub_category_id in (${named(subCategories)})) is true desc,
          ts_rank_cd(document, ${tsquery}) desc, created_at desc, id desc
        limit ${query.limit} offset ${(query.pageNumber - 1) * query.limit}
      ) page) as ids
  `);
  const [row] = rows;
  return { total: Number(row.total), brandIds: row.brand_ids, ids: row.ids };
}

/**
 * The keyword with each unknown word (not in the dictionary) replaced by the most similar known
 * word, or null when no word changes. Short words and numbers are left alone: "ac" and "4060"
 * have too few trigrams to correct safely.
 */
export async function correctKeyword(db: DbOrTx, keyword: string): Promise<string | null> {
  const words = [...new Set((keyword.toLowerCase().match(WORD) ?? []).filter(isCorrectable))].slice(0, MAX_CORRECTED_WORDS);
  if (!words.length) return null;
  const { rows } = await db.execute<{ word: string; suggestion: string | null }>(sql`
    select q.word,
      case when exists (select 1 from ${searchWords} w where w.word = q.word) then null else (
        select w.word from ${searchWords} w
        where w.word % q.word and similarity(w.word, q.word) >= ${CORRECTION_SIMILARITY}
        order by similarity(w.word, q.word) desc, w.word
        limit 1
      ) end as suggestion
    from unnest(${sql.param(words)}::text[]) as q(word)
  `);
  const replacements = new Map(rows.filter((r) => r.suggestion).map((r) => [r.word, r.suggestion!]));
  if (!replacements.size) return null;
  return keyword.replace(WORD, (word) => replacements.get(word.toLowerCase()) ?? word);
}

const isCorrectable = (word: string) => [...word].length >= MIN_CORRECTED_LENGTH && [...word].length <= 40 && /\P{N}/u.test(word);
