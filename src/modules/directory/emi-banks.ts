import { asc, count, eq, sql } from 'drizzle-orm';
import { SHARED_DATA_TTL_MS, type Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import type { EmiBankInput } from './contracts.ts';
import { MAX_EMI_BANKS, type EmiBank } from './constants.ts';
import { CONTENT_CACHE_PREFIX, invalidateContentCache } from '~/modules/content/index.ts';
import { emiBanks } from './schema.ts';

const columns = {
  id: emiBanks.id,
  name: emiBanks.name,
  logo: emiBanks.logo,
  onlineTenures: emiBanks.onlineTenures,
  offlineTenures: emiBanks.offlineTenures,
  minimumPurchase: emiBanks.minimumPurchase,
  condition: emiBanks.condition,
  conditionBn: emiBanks.conditionBn,
};

/** Every bank of the EMI page, by name (at most MAX_EMI_BANKS exist). */
export function listEmiBanks(db: DbOrTx): Promise<EmiBank[]> {
  return db.select(columns).from(emiBanks).orderBy(asc(emiBanks.name), asc(emiBanks.id)).limit(MAX_EMI_BANKS);
}

/** The banks, shared between requests (every product page reads them) until a bank changes. */
export function listEmiBanksCached(db: DbOrTx, cache: Cache): Promise<EmiBank[]> {
  return cache.get(`${CONTENT_CACHE_PREFIX}emi-banks`, SHARED_DATA_TTL_MS, () => listEmiBanks(db));
}

export async function getEmiBank(db: DbOrTx, id: string): Promise<EmiBank> {
  const [row] = await db.select(columns).from(emiBanks).where(eq(emiBanks.id, id)).limit(1);
  if (!row) throw notFound('Bank not found');
  return row;
}

export const TOO_MANY_EMI_BANKS = `At most ${MAX_EMI_BANKS} banks can be listed. Delete one first.`;

/**
 * Adds a bank. Every writer drops the content cache, and with it every shared page: the EMI
 * page and the product pages' monthly amounts change at once.
 */
export async function createEmiBank(db: DbOrTx, cache: Cache | null, input: EmiBankInput): Promise<EmiBank> {
  const created = await db.transaction(async (tx) => {
    // Locked, so two admins adding the last free place at once cannot both win.
    await tx.execute(sql`lock table ${emiBanks} in share row exclusive mode`);
    const [{ n }] = await tx.select({ n: count() }).from(emiBanks);
    if (n >= MAX_EMI_BANKS) throw new DomainError('CONFLICT', TOO_MANY_EMI_BANKS);
    const [row] = await tx.insert(emiBanks).values(input).returning(columns);
    return row;
  });
  if (cache) invalidateContentCache(cache);
  return created;
}

export async function updateEmiBank(db: DbOrTx, cache: Cache, id: string, input: EmiBankInput): Promise<EmiBank> {
  const [row] = await db
    .update(emiBanks)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(emiBanks.id, id))
    .returning(columns);
  if (!row) throw notFound('Bank not found');
  invalidateContentCache(cache);
  return row;
}

export async function deleteEmiBank(db: DbOrTx, cache: Cache, id: string): Promise<void> {
  const [row] = await db.delete(emiBanks).where(eq(emiBanks.id, id)).returning({ id: emiBanks.id });
  if (!row) throw notFound('Bank not found');
  invalidateContentCache(cache);
}
