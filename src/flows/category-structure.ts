import type { CategoryUpdate } from '~/modules/catalog/contracts.ts';
import { invalidateCatalogCache } from '~/modules/catalog/index.ts';
import { deleteCategory, getAdminCategory, structureTransaction, updateCategory } from '~/modules/catalog/index.ts';
import { moveCategoryDescriptions, removeCategoryDescriptions } from '~/modules/content/index.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Db } from '~/platform/db/index.ts';

/**
 * An admin changes a category (catalogue → content): a new slug moves its description blocks
 * (kept by slug in the content module) in the same transaction, so the listing never shows a
 * category without its block. Once committed, shared reads and pages are dropped everywhere.
 */
export async function changeCategory(db: Db, cache: Cache, id: string, input: CategoryUpdate) {
  await structureTransaction(db, async (tx) => {
    const { previousSlug, slug } = await updateCategory(tx, id, input);
    if (slug !== previousSlug) await moveCategoryDescriptions(tx, previousSlug, slug);
  });
  invalidateCatalogCache(cache);
  return getAdminCategory(db, id);
}

/** An admin deletes a category with no products: its sub-categories and description blocks go too. */
export async function removeCategory(db: Db, cache: Cache, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { slug } = await deleteCategory(tx, id);
    await removeCategoryDescriptions(tx, slug);
  });
  invalidateCatalogCache(cache);
}
