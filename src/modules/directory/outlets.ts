import { asc, count, eq, sql } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import type { OutletInput } from './contracts.ts';
import { MAX_OUTLETS, outletMatches, type Outlet } from './constants.ts';
import { invalidateContentCache } from '~/modules/content/index.ts';
import { outlets } from './schema.ts';

const columns = { id: outlets.id, name: outlets.name, address: outlets.address, nameBn: outlets.nameBn, addressBn: outlets.addressBn, phone: outlets.phone, mapUrl: outlets.mapUrl };

/** Every outlet, by branch name (at most MAX_OUTLETS exist). */
export function listOutlets(db: DbOrTx): Promise<Outlet[]> {
  return db.select(columns).from(outlets).orderBy(asc(outlets.name), asc(outlets.id)).limit(MAX_OUTLETS);
}

/** The outlets a search matches (`outletMatches`, the rule the page filters by as one types). */
export async function searchOutlets(db: DbOrTx, search: string): Promise<Outlet[]> {
  return (await listOutlets(db)).filter((outlet) => outletMatches(outlet, search));
}

export async function getOutlet(db: DbOrTx, id: string): Promise<Outlet> {
  const [row] = await db.select(columns).from(outlets).where(eq(outlets.id, id)).limit(1);
  if (!row) throw notFound('Outlet not found');
  return row;
}

export const TOO_MANY_OUTLETS = `At most ${MAX_OUTLETS} outlets can be listed. Delete one first.`;

/** Adds an outlet; the contact page shows it at once. */
export async function createOutlet(db: DbOrTx, cache: Cache | null, input: OutletInput): Promise<Outlet> {
  const created = await db.transaction(async (tx) => {
    // Locked, so two admins adding the last free place at once cannot both win.
    await tx.execute(sql`lock table ${outlets} in share row exclusive mode`);
    const [{ n }] = await tx.select({ n: count() }).from(outlets);
    if (n >= MAX_OUTLETS) throw new DomainError('CONFLICT', TOO_MANY_OUTLETS);
    const [row] = await tx.insert(outlets).values(input).returning(columns);
    return row;
  });
  if (cache) invalidateContentCache(cache);
  return created;
}

export async function updateOutlet(db: DbOrTx, cache: Cache, id: string, input: OutletInput): Promise<Outlet> {
  const [row] = await db
    .update(outlets)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(outlets.id, id))
    .returning(columns);
  if (!row) throw notFound('Outlet not found');
  invalidateContentCache(cache);
  return row;
}

export async function deleteOutlet(db: DbOrTx, cache: Cache, id: string): Promise<void> {
  const [row] = await db.delete(outlets).where(eq(outlets.id, id)).returning({ id: outlets.id });
  if (!row) throw notFound('Outlet not found');
  invalidateContentCache(cache);
}
