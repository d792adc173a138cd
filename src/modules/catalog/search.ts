import { asc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { MAX_KEYWORD_LENGTH } from './constants.ts';
import { MIN_SUGGEST_LENGTH, SEARCH_CANDIDATES, SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, type CategoryLink, type ProductSummary, type SearchPage, type SearchSuggestions } from './contracts.ts';
import type { Cache } from '~/platform/cache.ts';
import { catalogRead } from './cache.ts';
import { ZERO_WIDTH } from './search-documents.ts';
import { analyseKeyword, keywordTokens, lookupKeys, toTsqueryText, type KeywordAnalysis } from './query-words.ts';
import { brands, categories, products, searchSynonyms, searchWords, subCategories } from './schema.ts';
import { summaries } from './summaries.ts';
import { CONTROL_CHARACTER } from '~/platform/fields.ts';
import { pageCount } from '~/platform/paging.ts';

/** A word is corrected only when this close to a known word (trigram similarity, 0..1). */
export const CORRECTION_SIMILARITY = 0.4;
/** A keyword suggested after a search that found nothing may be further off (it is only offered). */
const SUGGESTION_SIMILARITY = 0.3;
const CATEGORY_SIMILARITY = 0.3;
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
  const analysis = await readKeyword(db, keyword);
  let result = await rankedMatches(db, analysis, query);
  let correctedKeyword: string | null = null;
  let suggestions: SearchPage['suggestions'] = null;
  if (result.total === 0 && !analysis.onlyShoppingWords) {
    const corrected = await correctKeyword(db, analysis.changed ? analysis.cleaned : keyword);
    if (corrected) {
      const retry = await rankedMatches(db, await readKeyword(db, corrected), query);
      if (retry.total > 0) {
        result = retry;
        correctedKeyword = corrected;
      }
    }
  }
  if (result.total === 0) suggestions = await suggestAfterNothing(db, analysis);
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
    suggestions,
  };
}

/** A keyword read as Bangladeshis type it (query-words.ts), its synonyms looked up in one indexed query. */
export async function readKeyword(db: DbOrTx, keyword: string): Promise<KeywordAnalysis & { keyword: string }> {
  const tokens = keywordTokens(keyword);
  return { keyword, ...analyseKeyword(tokens, await findSynonyms(db, lookupKeys(tokens))) };
}

/** The groups that list any of `keys`: each listed word with the other words of its group. */
async function findSynonyms(db: DbOrTx, keys: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (!keys.length) return found;
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(sql`${searchSynonyms.terms} && ${sql.param(keys)}::text[]`);
  for (const { terms } of rows) {
    for (const term of terms) found.set(term, terms.filter((other) => other !== term));
  }
  return found;
}

/**
 * What a search runs: a keyword no rule changed is read by `websearch_to_tsquery` as it always
 * was (ranking unchanged); otherwise the terms with their forms, each form a match.
 */
function searchQuery(analysis: KeywordAnalysis & { keyword: string }, prefix = false): SQL {
  if (!analysis.changed && !prefix) return sql`websearch_to_tsquery('english', ${analysis.keyword})`;
  return sql`to_tsquery('english', ${toTsqueryText(analysis.terms, prefix)})`;
}

/** The whole keyword as a category may be named: as typed, or any one form of a one-word keyword. */
function namings(analysis: KeywordAnalysis & { keyword: string }): string[] {
  if (!analysis.changed) return [analysis.keyword];
  if (analysis.terms.length === 1) return analysis.terms[0].forms.map((form) => form.join(' '));
  return [analysis.cleaned];
}

// A keyword that names a category or sub-category ("laptop", "Laptops", its Bengali name) lists
// its products first: a laptop memory module, named "... Laptop RAM" with "laptop" twice,
// otherwise outranked every laptop. Names compare as their stemmed words.
const stemmedWords = (text: AnyColumn | SQL) => sql`strip(to_tsvector('english', translate(${text}, ${ZERO_WIDTH}, '')))`;
function namedFirst(analysis: KeywordAnalysis & { keyword: string }, categoryId: SQL, subCategoryId: SQL): SQL {
  const named = (table: typeof categories | typeof subCategories) =>
    sql`select ${table.id} from ${table} where exists (
      select 1 from unnest(${sql.param(namings(analysis))}::text[]) as k(keyword)
      where ${stemmedWords(sql`k.keyword`)} in (${stemmedWords(table.name)}, ${stemmedWords(table.nameBn)}))`;
  return sql`(${categoryId} in (${named(categories)}) or ${subCategoryId} in (${named(subCategories)})) is true desc`;
}

interface RankedMatches {
  /** Matches ranked, at most SEARCH_CANDIDATES. */
  total: number;
  brandIds: string[];
  /** The requested page of them, best first. */
  ids: string[];
}

async function rankedMatches(db: DbOrTx, analysis: KeywordAnalysis & { keyword: string }, query: SearchQuery): Promise<RankedMatches> {
  if (!analysis.keyword || !analysis.terms.length) return { total: 0, brandIds: [], ids: [] };
  // The tsquery is written out (not shared through a CTE) so the planner sees the words and
  // picks, from their statistics, the newest-first index scan or the GIN bitmap scan.
  const tsquery = searchQuery(analysis);
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
        order by ${namedFirst(analysis, sql`category_id`, sql`sub_category_id`)},
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
export async function correctKeyword(db: DbOrTx, keyword: string, similarity = CORRECTION_SIMILARITY): Promise<string | null> {
  const words = [...new Set((keyword.toLowerCase().match(WORD) ?? []).filter(isCorrectable))].slice(0, MAX_CORRECTED_WORDS);
  if (!words.length) return null;
  const { rows } = await db.execute<{ word: string; suggestion: string | null }>(sql`
    select q.word,
      case when exists (select 1 from ${searchWords} w where w.word = q.word) then null else (
        select w.word from ${searchWords} w
        where w.word % q.word and similarity(w.word, q.word) >= ${similarity}
        order by similarity(w.word, q.word) desc, w.word
        limit 1
      ) end as suggestion
    from unnest(${sql.param(words)}::text[]) as q(word)
  `);
  const replacements = new Map(rows.filter((r) => r.suggestion).map((r) => [r.word, r.suggestion!]));
  if (!replacements.size) return null;
  return keyword.replace(WORD, (word) => replacements.get(word.toLowerCase()) ?? word);
}

/**
 * A search that found nothing points somewhere: a looser spelling that finds products, and the
 * categories whose names are closest to what was typed (trigram similarity over a few dozen
 * rows), else the first of the menu, so a shopper who typed only "price" still has a way on.
 */
async function suggestAfterNothing(db: DbOrTx, analysis: KeywordAnalysis & { keyword: string }): Promise<NonNullable<SearchPage['suggestions']>> {
  let keyword: string | null = null;
  if (!analysis.onlyShoppingWords) {
    const looser = await correctKeyword(db, analysis.cleaned, SUGGESTION_SIMILARITY);
    if (looser && (await rankedMatches(db, await readKeyword(db, looser), { keyword: looser, pageNumber: 1, limit: 1 })).total > 0) keyword = looser;
  }
  const typed = (keyword ?? analysis.cleaned).slice(0, MAX_KEYWORD_LENGTH);
  const closeness = sql`greatest(word_similarity(${typed}, lower(${categories.name})), word_similarity(${typed}, coalesce(${categories.nameBn}, '')))`;
  const columns = { name: categories.name, nameBn: categories.nameBn, slug: categories.slug };
  let closest: CategoryLink[] = analysis.onlyShoppingWords
    ? []
    : await db.select(columns).from(categories).where(sql`${closeness} >= ${CATEGORY_SIMILARITY}`).orderBy(sql`${closeness} desc`, asc(categories.menuOrder)).limit(SUGGESTED_CATEGORIES);
  if (!closest.length) closest = await db.select(columns).from(categories).orderBy(asc(categories.menuOrder), asc(categories.name)).limit(SUGGESTED_CATEGORIES);
  return { keyword, categories: closest, onlyShoppingWords: analysis.onlyShoppingWords };
}

const isCorrectable = (word: string) => [...word].length >= MIN_CORRECTED_LENGTH && [...word].length <= 40 && /\P{N}/u.test(word);

/** A suggestion ranks at most this many of the newest matches (a bounded cost, as a search's 600). */
const SUGGEST_CANDIDATES = 200;

/**
 * The header's suggestions as the shopper types (`GET /api/search/suggest`): a few products
 * and categories for the keyword so far, its last word taken as the start of a word ("lap"
 * finds laptops). Read as a search reads a keyword (shopping words, stems, model numbers,
 * synonyms). Bounded: one synonym lookup, then one statement that ranks at most
 * SUGGEST_CANDIDATES of the newest matches, and one over the categories; shared through
 * `cache` until the catalogue changes.
 */
export function suggestSearch(db: DbOrTx, q: string, cache?: Cache): Promise<SearchSuggestions> {
  const keyword = normalizeKeyword(q);
  if ([...keyword].length < MIN_SUGGEST_LENGTH) return Promise.resolve({ products: [], categories: [] });
  return catalogRead(cache, `suggest:${keyword.toLowerCase()}`, () => readSuggestions(db, keyword));
}

async function readSuggestions(db: DbOrTx, keyword: string): Promise<SearchSuggestions> {
  const analysis = await readKeyword(db, keyword);
  if (!analysis.terms.length) return { products: [], categories: [] };
  const forms = [...new Set(analysis.terms.flatMap((term) => term.forms.map((form) => form.join(' '))))];
  const patterns = forms.flatMap((form) => [`${form}%`, `% ${form}%`]);
  const [found, categoryRows] = await Promise.all([
    analysis.onlyShoppingWords ? Promise.resolve({ rows: [] }) : suggestedProducts(db, analysis),
    db
      .select({ name: categories.name, nameBn: categories.nameBn, slug: categories.slug })
      .from(categories)
      .where(sql`lower(${categories.name}) like any(${sql.param(patterns)}::text[]) or coalesce(${categories.nameBn}, '') like any(${sql.param(patterns)}::text[])`)
      .orderBy(asc(categories.menuOrder), asc(categories.name))
      .limit(SUGGESTED_CATEGORIES),
  ]);
  return {
    products: found.rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, image: r.image, salePrice: Number(r.sale_price) })),
    categories: categoryRows,
  };
}

function suggestedProducts(db: DbOrTx, analysis: KeywordAnalysis & { keyword: string }) {
  const tsquery = searchQuery(analysis, true);
  const ranking = sql`${namedFirst(analysis, sql`category_id`, sql`sub_category_id`)}, ts_rank_cd(document, ${tsquery}) desc, created_at desc, id desc`;
  return db.execute<{ id: string; slug: string; name: string; image: string; sale_price: number }>(sql`
    with candidates as materialized (
      select ${products.id} as id, ${products.categoryId} as category_id, ${products.subCategoryId} as sub_category_id,
        ${products.createdAt} as created_at, ${products.searchVector} as document
      from ${products}
      where ${products.searchVector} @@ ${tsquery}
      order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
      limit ${SUGGEST_CANDIDATES}
    )
    select p.id, p.slug, p.name, p.image, p.sale_price
    from (
      select id, row_number() over (order by ${ranking}) as position from candidates
      order by ${ranking}
      limit ${SUGGESTED_PRODUCTS}
    ) best
    join ${products} p on p.id = best.id
    order by best.position
  `);
}
