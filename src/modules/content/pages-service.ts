import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import { districtByKey } from '~/platform/districts.ts';
import { formatTaka, type Poisha } from '~/platform/money.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import type { ContentLanguage, ContentPage, ContentPageValues } from './contracts.ts';
import type { PageSlug } from './constants.ts';
import { contentPages } from './schema.ts';

/** Shared pages that show content are dropped with this prefix (the page cache listens). */
export const CONTENT_CACHE_PREFIX = 'content:';

/** A writer of content calls this after committing: cached reads and shared pages are dropped. */
export function invalidateContentCache(cache: Cache): void {
  cache.invalidate(CONTENT_CACHE_PREFIX);
}

const toPage = (row: typeof contentPages.$inferSelect): ContentPage => ({
  id: row.id,
  slug: row.slug as PageSlug,
  language: row.language as ContentLanguage,
  title: row.title,
  metaDescription: row.metaDescription,
  body: row.body,
  videoUrl: row.videoUrl,
  videoTitle: row.videoTitle,
  videoPicture: row.videoPicture,
  updatedAt: row.updatedAt.toISOString(),
});

/** One language of a page as stored (placeholders unfilled), or null. */
export async function findPage(db: DbOrTx, slug: PageSlug, language: ContentLanguage): Promise<ContentPage | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.language, language)))
    .limit(1);
  return row ? toPage(row) : null;
}

/** A page in the visitor's language, else in English; NOT_FOUND when neither is written. */
export async function getPage(db: DbOrTx, slug: PageSlug, language: ContentLanguage): Promise<ContentPage> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.language, [language, 'en'])))
    .orderBy(sql`${contentPages.language} = ${language} desc`)
    .limit(1);
  if (!rows[0]) throw notFound('Page not found');
  return toPage(rows[0]);
}

/** Every written page and language, for the admin's list. */
export async function listPages(db: DbOrTx): Promise<Omit<ContentPage, 'body'>[]> {
  const rows = await db.select().from(contentPages).orderBy(asc(contentPages.slug), asc(contentPages.language));
  return rows.map(({ body: _body, ...row }) => {
    const { body: _b, ...page } = toPage({ ...row, body: '' });
    return page;
  });
}

/**
 * Writes one language of a page (creating it when new). The body is stored as the sanitizer
 * returns it, so every reader renders only safe HTML.
 */
export async function savePage(db: DbOrTx, cache: Cache | null, slug: PageSlug, page: ContentPageValues): Promise<ContentPage> {
  const values = { ...page, videoUrl: page.videoUrl ?? null, videoTitle: page.videoTitle ?? null, videoPicture: page.videoPicture ?? null, body: sanitizeRichText(page.body), updatedAt: new Date() };
  const [row] = await db
    .insert(contentPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: [contentPages.slug, contentPages.language], set: values })
    .returning();
  if (cache) invalidateContentCache(cache);
  return toPage(row);
}

/**
 * The shop's facts a page may name: `{shopName}`, `{phone}`, `{email}`, `{hours}`, `{address}`,
 * and the delivery charges of the settings (amounts in poisha, the district a key of
 * src/platform/districts.ts): `{deliveryCharges}`, `{deliveryFee}`, `{localDeliveryFee}`,
 * `{freeDeliveryOver}`.
 */
export interface ShopFacts {
  shopName: string;
  phone: string;
  email: string;
  supportHours: string;
  address: string;
  shippingFee: Poisha;
  /** Null: the flat fee everywhere. */
  localShippingFee: Poisha | null;
  freeShippingThreshold: Poisha;
  shopDistrict: string;
  /** The language the address and hours are written in, when it may differ from the page's (localSettings). */
  languages?: Partial<Record<'address' | 'supportHours', 'en' | 'bn'>>;
}

// The charges in a page's words: the fee inside the shop's district and elsewhere, or one fee everywhere.
const CHARGES: Record<ContentLanguage, { split: (local: string, district: string, elsewhere: string) => string; flat: (fee: string) => string }> = {
  en: {
    split: (local, district, elsewhere) => `${local} inside ${district} district, ${elsewhere} anywhere else in Bangladesh`,
    flat: (fee) => `${fee} anywhere in Bangladesh`,
  },
  bn: {
    split: (local, district, elsewhere) => `${district} জেলার ভেতরে ${local}, বাংলাদেশের অন্য যেকোনো জেলায় ${elsewhere}`,
    flat: (fee) => `বাংলাদেশের যেকোনো জেলায় ${fee}`,
  },
};

/** The delivery placeholders' values in a page's language and digits (ADR 038). */
function deliveryFacts(facts: ShopFacts, language: ContentLanguage): Record<string, string> {
  const money = (poisha: Poisha) => formatTaka(poisha, language);
  const district = districtByKey(facts.shopDistrict);
  const local = facts.localShippingFee;
  const charges =
    local === null || !district ? CHARGES[language].flat(money(facts.shippingFee)) : CHARGES[language].split(money(local), district[language], money(facts.shippingFee));
  return {
    deliveryCharges: charges,
    deliveryFee: money(facts.shippingFee),
    localDeliveryFee: money(local ?? facts.shippingFee),
    freeDeliveryOver: money(facts.freeShippingThreshold),
  };
}

const PLACEHOLDER = /\{(shopName|phone|email|hours|address|deliveryCharges|deliveryFee|localDeliveryFee|freeDeliveryOver)\}/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Fills the shop's facts into sanitized page HTML (docs/requirements/content-pages.md: the warranty page's
 * `{email}`; the delivery page's charges), escaped, so changing the settings changes every page
 * at once. Amounts are written in the page's language and digits.
 */
export function fillShopFacts(html: string, facts: ShopFacts, language: ContentLanguage): string {
  const values: Record<string, string> = {
    shopName: facts.shopName,
    phone: facts.phone,
    email: facts.email,
    hours: facts.supportHours,
    address: facts.address,
    ...deliveryFacts(facts, language),
  };
  const languages: Record<string, ContentLanguage | undefined> = { hours: facts.languages?.supportHours, address: facts.languages?.address };
  return html.replace(PLACEHOLDER, (_, key: string) => {
    const text = escapeHtml(values[key]);
    // A Bengali page showing the English address (no Bengali one is set) marks it lang="en".
    const textLanguage = languages[key] ?? language;
    return textLanguage === language ? text : `<span lang="${textLanguage}">${text}</span>`;
  });
}

