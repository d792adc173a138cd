import { contentPages } from '~/modules/schema.ts';
import { ContentPageInputSchema } from '~/modules/content/contracts.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { seedPages } from './data/content/pages.ts';

/**
 * Writes the demo shop's pages and articles where they are missing, and never over what an
 * admin has written: a shop seeded before pages existed gets them at its next start.
 */
export async function seedContent(db: DbOrTx, catalog: string): Promise<void> {
  const pages = seedPages(catalog).map(({ slug, ...page }) => {
    const parsed = ContentPageInputSchema.parse(page);
    return { slug, ...parsed, videoUrl: parsed.videoUrl ?? null, body: sanitizeRichText(parsed.body) };
  });
  await db.insert(contentPages).values(pages).onConflictDoNothing();
}
