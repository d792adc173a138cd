import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
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
