import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import type { Db, DbOrTx } from '~/platform/db/index.ts';
import type { CategoryDescriptionForm, ContentLanguage } from './contracts.ts';
import { invalidateContentCache } from './pages-service.ts';
import { categoryDescriptions } from './schema.ts';

/**
 * A category's new slug: its description blocks describe it under the new one, and other
 * blocks' "worth a look next" links follow (blocks are kept by category slug, not id).
 */
export async function moveCategoryDescriptions(tx: DbOrTx, from: string, to: string): Promise<void> {
  await tx.update(categoryDescriptions).set({ categorySlug: to }).where(eq(categoryDescriptions.categorySlug, from));
  await tx
    .update(categoryDescriptions)
    .set({ relatedCategorySlugs: sql`array_replace(${categoryDescriptions.relatedCategorySlugs}, ${from}, ${to})` })
    .where(sql`${from} = any(${categoryDescriptions.relatedCategorySlugs})`);
}

/** A deleted category's description blocks go with it, and links to it from other blocks. */
export async function removeCategoryDescriptions(tx: DbOrTx, slug: string): Promise<void> {
  await tx.delete(categoryDescriptions).where(eq(categoryDescriptions.categorySlug, slug));
  await tx
    .update(categoryDescriptions)
    .set({ relatedCategorySlugs: sql`array_remove(${categoryDescriptions.relatedCategorySlugs}, ${slug})` })
    .where(sql`${slug} = any(${categoryDescriptions.relatedCategorySlugs})`);
}

/** A category's description block in one language as the admin edits it, and the English one it falls back to. */
export async function getDescriptionForEdit(db: DbOrTx, categorySlug: string, language: ContentLanguage) {
  const rows = await db
    .select()
    .from(categoryDescriptions)
    .where(and(eq(categoryDescriptions.categorySlug, categorySlug), inArray(categoryDescriptions.language, [language, 'en'])))
    .orderBy(asc(categoryDescriptions.keyword));
  return { block: rows.find((r) => r.language === language) ?? null, english: rows.find((r) => r.language === 'en') ?? null };
}

// A description's keyword names it in listing addresses ("graphics card"): ASCII words only.
const KEYWORD = /^[a-z0-9 -]+$/;

/**
 * Saves the admin's description block of a category in one language: the block there is
 * rewritten; a language without one gets a new block under the keyword the category's other
 * blocks use (or one made from its slug, never another category's). Shared pages are dropped.
 */
export async function saveDescriptionBlock(db: Db, cache: Cache, categorySlug: string, language: ContentLanguage, input: CategoryDescriptionForm): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(categoryDescriptions).where(eq(categoryDescriptions.categorySlug, categorySlug)).orderBy(asc(categoryDescriptions.keyword));
    const own = existing.find((r) => r.language === language);
    if (own) {
      await tx
        .update(categoryDescriptions)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(categoryDescriptions.id, own.id));
      return;
    }
    const sibling = existing.find((r) => r.language === 'en') ?? existing[0];
    const keyword = sibling?.keyword ?? (await freeKeyword(tx, categorySlug, language));
    await tx.insert(categoryDescriptions).values({
      keyword,
      aliases: sibling?.aliases ?? [],
      categorySlug,
      language,
      showForListedProducts: sibling?.showForListedProducts ?? false,
      relatedCategorySlugs: sibling?.relatedCategorySlugs ?? [],
      ...input,
    });
  });
  invalidateContentCache(cache);
}

async function freeKeyword(tx: DbOrTx, categorySlug: string, language: ContentLanguage): Promise<string> {
  const spaced = categorySlug.replace(/-/g, ' ').slice(0, 50);
  const base = KEYWORD.test(spaced) ? spaced : 'category';
  for (let n = 1; ; n++) {
    const keyword = n === 1 ? base : `${base} ${n}`;
    const [taken] = await tx
      .select({ id: categoryDescriptions.id })
      .from(categoryDescriptions)
      .where(and(eq(categoryDescriptions.keyword, keyword), eq(categoryDescriptions.language, language)))
      .limit(1);
    if (!taken) return keyword;
  }
}
