import { eq } from 'drizzle-orm';
import { SHARED_DATA_TTL_MS, type Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import { localText, localTextLanguage, type TextLanguages } from '~/platform/local-text.ts';
import type { SettingsInput } from './contracts.ts';
import { shopSettings } from './schema.ts';

export type ShopSettings = typeof shopSettings.$inferSelect;

export async function getSettings(db: DbOrTx): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  if (!row) throw notFound('Shop settings are missing: the database has not been seeded');
  return row;
}

const SETTINGS_CACHE_KEY = 'settings';

/** The shop settings every page shows, shared between requests for SHARED_DATA_TTL_MS. */
export function getSettingsCached(db: DbOrTx, cache: Cache): Promise<ShopSettings> {
  return cache.get(SETTINGS_CACHE_KEY, SHARED_DATA_TTL_MS, () => getSettings(db));
}

/** A writer of the settings calls this after its transaction commits. */
export function invalidateSettingsCache(cache: Cache): void {
  cache.invalidate(SETTINGS_CACHE_KEY);
}

/** Saves the admin's settings and drops every shared read and page that shows them. */
export async function updateSettings(db: DbOrTx, cache: Cache, input: SettingsInput): Promise<ShopSettings> {
  const { taxRate, ...fields } = input;
  const [row] = await db
    .update(shopSettings)
    .set({ ...fields, taxRateBasisPoints: Math.round(taxRate * 100), updatedAt: new Date() })
    .where(eq(shopSettings.id, 1))
    .returning();
  if (!row) throw notFound('Shop settings are missing: the database has not been seeded');
  invalidateSettingsCache(cache);
  return row;
}

/**
 * The settings as a page in `language` shows them: on a Bengali page the address, hours and
 * delivery promise in Bengali where an admin wrote them, else in English (docs/decisions/039).
 */
export function localSettings<T extends Pick<ShopSettings, 'address' | 'addressBn' | 'supportHours' | 'supportHoursBn' | 'deliveryPromise' | 'deliveryPromiseBn'>>(
  settings: T,
  language: string,
): T & TextLanguages<'address' | 'supportHours' | 'deliveryPromise'> {
  return {
    ...settings,
    address: localText(settings.address, settings.addressBn, language),
    supportHours: localText(settings.supportHours, settings.supportHoursBn, language),
    deliveryPromise: localText(settings.deliveryPromise, settings.deliveryPromiseBn, language),
    languages: {
      address: localTextLanguage(settings.addressBn, language),
      supportHours: localTextLanguage(settings.supportHoursBn, language),
      deliveryPromise: localTextLanguage(settings.deliveryPromiseBn, language),
    },
  };
}
