import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import { shopSettings } from './schema.ts';

export type ShopSettings = typeof shopSettings.$inferSelect;

export async function getSettings(db: DbOrTx): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  if (!row) throw notFound('Shop settings are missing: the database has not been seeded');
  return row;
}
