import { and, eq, isNull } from 'drizzle-orm';
import { GlossaryInputSchema } from '~/modules/catalog/contracts.ts';
import { blogPosts, emiBanks, notices, offers, outlets, shopSettings, specGlossary } from '~/modules/schema.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { ARTICLES_BN, EMI_CONDITIONS_BN, MERCHANDISE_BN, OUTLETS_BN, SETTINGS_BN, SPEC_GLOSSARY } from './data/bengali-words.ts';

/**
 * The demo shop's own words in Bengali (docs/decisions/039): each Bengali field filled where it
 * is empty and its English one is still the demo's, and the glossary entries the shop lacks. A
 * shop seeded before Bengali versions existed gets them at its next start; nothing an admin
 * wrote is replaced.
 */
export async function seedBengaliWords(db: DbOrTx): Promise<void> {
  for (const [english, bengali] of Object.entries(SETTINGS_BN)) {
    await db.update(shopSettings).set({ addressBn: bengali }).where(and(eq(shopSettings.address, english), isNull(shopSettings.addressBn)));
    await db.update(shopSettings).set({ supportHoursBn: bengali }).where(and(eq(shopSettings.supportHours, english), isNull(shopSettings.supportHoursBn)));
    await db.update(shopSettings).set({ deliveryPromiseBn: bengali }).where(and(eq(shopSettings.deliveryPromise, english), isNull(shopSettings.deliveryPromiseBn)));
  }
  for (const [title, words] of Object.entries(MERCHANDISE_BN)) {
    await db.update(offers).set(words).where(and(eq(offers.title, title), isNull(offers.titleBn), isNull(offers.descriptionBn)));
    await db.update(notices).set(words).where(and(eq(notices.title, title), isNull(notices.titleBn), isNull(notices.descriptionBn)));
  }
  for (const [address, words] of Object.entries(OUTLETS_BN)) {
    await db.update(outlets).set(words).where(and(eq(outlets.address, address), isNull(outlets.nameBn), isNull(outlets.addressBn)));
  }
  for (const [condition, conditionBn] of Object.entries(EMI_CONDITIONS_BN)) {
    await db.update(emiBanks).set({ conditionBn }).where(and(eq(emiBanks.condition, condition), isNull(emiBanks.conditionBn)));
  }
  for (const [title, words] of Object.entries(ARTICLES_BN)) {
    await db
      .update(blogPosts)
      .set({ ...words, bodyBn: sanitizeRichText(words.bodyBn) })
      .where(and(eq(blogPosts.title, title), isNull(blogPosts.titleBn), isNull(blogPosts.introBn), isNull(blogPosts.bodyBn)));
  }
  // The unique index on the lower-cased term keeps an admin's own entry for a term.
  const entries = SPEC_GLOSSARY.map(([term, bengali]) => GlossaryInputSchema.parse({ term, bengali }));
  await db.insert(specGlossary).values(entries).onConflictDoNothing();
}
