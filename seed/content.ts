import { and, count, eq } from 'drizzle-orm';
import { blogPosts, contentPages, emiBanks, outlets } from '~/modules/schema.ts';
import { ContentPageInputSchema } from '~/modules/content/contracts.ts';
import { EmiBankInputSchema, OutletInputSchema } from '~/modules/directory/contracts.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import { slugify } from '~/platform/slug.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import type { FileStorage } from '~/platform/storage.ts';
import { electronicsArticles, homeopathyArticles } from './data/content/articles.ts';
import { seedOutlets } from './data/content/outlets.ts';
import { deliveryPagesAsWritten, seedPages } from './data/content/pages.ts';
import { linkManufacturers } from '~/modules/directory/index.ts';
import { emiBanks as demoEmiBanks } from './data/content/emi.ts';
import { bankLogoUrl, demoImageUrl, ensureBankLogos } from './images.ts';

const DAY_MS = 86_400_000;

/**
 * docs/requirements/content-pages.md §2: the brand directory's manufacturer links, by id, to brands of the demo
 * catalogue; 21 is the shop's own PC builds.
 */
const MANUFACTURER_LINKS: Record<string, Record<number, string>> = {
  electronics: { 170: 'MSI', 171: 'Gigabyte', 21: 'Haat PC' },
};

/**
 * Writes the demo shop's pages and articles where they are missing, never over what an admin
 * has written: a shop seeded before pages existed gets them at its next start. An article's
 * picture is a demo picture of its category when the catalogue has that category.
 */
export async function seedContent(db: DbOrTx, catalog: string, categorySlugs: string[]): Promise<void> {
  const pages = seedPages(catalog).map(({ slug, ...page }) => {
    const parsed = ContentPageInputSchema.parse(page);
    return { slug, ...parsed, videoUrl: parsed.videoUrl ?? null, body: sanitizeRichText(parsed.body) };
  });
  await db.insert(contentPages).values(pages).onConflictDoNothing();
  await fillDeliveryCharges(db, catalog, pages);
  await linkManufacturers(db, MANUFACTURER_LINKS[catalog] ?? {});
  // Like the articles: a shop without outlets gets the demo ones.
  const [{ outletCount }] = await db.select({ outletCount: count() }).from(outlets);
  if (outletCount === 0) await db.insert(outlets).values(seedOutlets(catalog).map((outlet) => OutletInputSchema.parse(outlet)));

  const [{ n }] = await db.select({ n: count() }).from(blogPosts);
  if (n > 0) return;
  const articles = catalog === 'homeopathy' ? homeopathyArticles : electronicsArticles;
  const categories = new Set(categorySlugs);
  const now = Date.now();
  await db.insert(blogPosts).values(
    articles.map((article, i) => {
      const category = slugify(article.category);
      return {
        slug: slugify(article.title),
        title: article.title,
        author: article.author,
        intro: article.intro,
        body: sanitizeRichText(article.body),
        image: categories.has(category) ? demoImageUrl(category, i) : '',
        // Newest first, a few days apart; earlier articles have been read more.
        publishedAt: new Date(now - i * 3 * DAY_MS),
        createdAt: new Date(now - i * 3 * DAY_MS),
        views: (articles.length - i) * 7 + ((i * 13) % 11),
      };
    }),
  );
}

/**
 * A delivery page still as the demo wrote it before the delivery placeholders, its charges in
 * the text, becomes today's, whose charges follow the settings; an admin's edit is kept.
 */
async function fillDeliveryCharges(db: DbOrTx, catalog: string, pages: { slug: string; language: string; body: string }[]): Promise<void> {
  for (const old of deliveryPagesAsWritten(catalog)) {
    const today = pages.find((page) => page.slug === old.slug && page.language === old.language);
    if (!today) continue;
    await db
      .update(contentPages)
      .set({ body: today.body, updatedAt: new Date() })
      .where(and(eq(contentPages.slug, old.slug), eq(contentPages.language, old.language), eq(contentPages.body, sanitizeRichText(old.body))));
  }
}

/**
 * The demo banks of the EMI page with their logos (drawn into the shop's storage), where the
 * shop has no bank yet: a shop seeded before the EMI page existed gets them at its next start.
 */
export async function seedEmiBanks(db: DbOrTx, catalog: string, storage: FileStorage): Promise<void> {
  if (catalog !== 'electronics') return;
  const [{ n }] = await db.select({ n: count() }).from(emiBanks);
  if (n > 0) return;
  await ensureBankLogos(storage, demoEmiBanks.length);
  // Through the contract, as an admin's write: minimum purchases are taka there.
  const rows = demoEmiBanks.map((bank, i) => EmiBankInputSchema.parse({ ...bank, minimumPurchase: bank.minimumPurchase / 100, logo: bankLogoUrl(i) }));
  await db.insert(emiBanks).values(rows);
}
