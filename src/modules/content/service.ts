import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { CategoryDescriptionSchema, type CategoryDescription, type CategoryDescriptionInput } from './contracts.ts';
import { categoryDescriptions } from './schema.ts';

export interface DescriptionQuery {
  /** The listing's category (the block that describes it wins). */
  categorySlug?: string;
  /** The keyword of the listing's address, e.g. "pc case" (lower-case, spaces). */
  keyword?: string;
  /** The categories of the listed products, trimmed and lower-cased (docs/requirements/core-shop.md §2: laptop, ac). */
  listedCategories?: string[];
  language: 'en' | 'bn';
}

/**
 * The description block for a listing, in the shopper's language when written, else in English:
 * the block of the listing's own category or keyword first; otherwise the first block flagged
 * for listed products (laptop, AC) whose keyword names a listed product's category.
 */
export async function findCategoryDescription(db: DbOrTx, query: DescriptionQuery): Promise<CategoryDescription | null> {
  const t = categoryDescriptions;
  const keyword = query.keyword?.trim().toLowerCase();
  const listed = [...new Set((query.listedCategories ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean))];
  const direct = or(
    query.categorySlug ? eq(t.categorySlug, query.categorySlug) : undefined,
    keyword ? or(eq(t.keyword, keyword), sql`${keyword} = any(${t.aliases})`) : undefined,
  );
  const byListed = listed.length
    ? and(eq(t.showForListedProducts, true), or(inArray(t.keyword, listed), sql`${t.aliases} && ${sql.param(listed)}::text[]`))
    : undefined;
  const match = or(direct, byListed);
  if (!match) return null;
  const [row] = await db
    .select()
    .from(t)
    .where(and(inArray(t.language, [query.language, 'en']), match))
    .orderBy(sql`(${direct ?? sql`false`}) is true desc`, sql`${t.language} = ${query.language} desc`, t.keyword)
    .limit(1);
  if (!row) return null;
  const { updatedAt: _updatedAt, ...description } = row;
  return { ...description, language: description.language as 'en' | 'bn' };
}

/** Writes description blocks, replacing the block of the same keyword and language. */
export async function saveCategoryDescriptions(db: DbOrTx, inputs: CategoryDescriptionInput[]): Promise<void> {
  if (!inputs.length) return;
  const rows = inputs.map((input) => CategoryDescriptionSchema.parse(input));
  await db
    .insert(categoryDescriptions)
    .values(rows)
    .onConflictDoUpdate({
      target: [categoryDescriptions.keyword, categoryDescriptions.language],
      set: {
        aliases: sql`excluded.aliases`,
        categorySlug: sql`excluded.category_slug`,
        showForListedProducts: sql`excluded.show_for_listed_products`,
        heading: sql`excluded.heading`,
        intro: sql`excluded.intro`,
        brands: sql`excluded.brands`,
        buyingGuide: sql`excluded.buying_guide`,
        faq: sql`excluded.faq`,
        closing: sql`excluded.closing`,
        relatedCategorySlugs: sql`excluded.related_category_slugs`,
        updatedAt: sql`now()`,
      },
    });
}
