import { asc, eq } from 'drizzle-orm';
import { findBrand, findBrandById } from '~/modules/catalog/index.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { manufacturerLinks } from './schema.ts';

/** The brand an old manufacturer link names (docs/requirements/content-pages.md §2: 170, 171, 21), or null. */
export async function findManufacturerBrand(db: DbOrTx, manufacturerId: number) {
  const [link] = await db.select({ brandId: manufacturerLinks.brandId }).from(manufacturerLinks).where(eq(manufacturerLinks.manufacturerId, manufacturerId)).limit(1);
  return link ? findBrandById(db, link.brandId) : null;
}

/**
 * The manufacturer id each linked brand is listed under in the brand directory (docs/requirements/content-pages.md
 * §2: its entry links to the manufacturer-info route), by brand id; the lowest when several.
 */
export async function manufacturerIdsByBrand(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select().from(manufacturerLinks).orderBy(asc(manufacturerLinks.manufacturerId));
  const byBrand = new Map<string, number>();
  for (const row of rows) if (!byBrand.has(row.brandId)) byBrand.set(row.brandId, row.manufacturerId);
  return byBrand;
}

/**
 * Points manufacturer ids at the brands of these names, where the catalogue has the brand and
 * the id is not linked yet (an admin's or an earlier start's link stays). Returns the ids linked.
 */
export async function linkManufacturers(db: DbOrTx, links: Record<number, string>): Promise<number[]> {
  const linked: number[] = [];
  for (const [id, name] of Object.entries(links)) {
    const brand = await findBrand(db, name);
    if (!brand) continue;
    const rows = await db
      .insert(manufacturerLinks)
      .values({ manufacturerId: Number(id), brandId: brand.id })
      .onConflictDoNothing()
      .returning({ id: manufacturerLinks.manufacturerId });
    if (rows.length) linked.push(Number(id));
  }
  return linked;
}
