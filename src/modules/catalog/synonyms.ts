import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import type { SynonymGroup, SynonymInput } from './contracts.ts';
import { searchSynonyms } from './schema.ts';
import { invalidateCatalogCache } from './cache.ts';

/*
 * Groups of words that find the same products (laptop, ল্যাপটপ; keyboard, কিবোর্ড): data an
 * admin extends (docs/decisions/004). A word belongs to one group at most (409), so a search
 * never has to choose. A change drops the cached search answers at once, in every process.
 */

const columns = { id: searchSynonyms.id, terms: searchSynonyms.terms };

/** Every group, by its first word. */
export function listSynonymGroups(db: DbOrTx): Promise<SynonymGroup[]> {
  return db.select(columns).from(searchSynonyms).orderBy(asc(sql`${searchSynonyms.terms}[1]`), asc(searchSynonyms.id));
}

/** One group, or a 404. */
export async function getSynonymGroup(db: DbOrTx, id: string): Promise<SynonymGroup> {
  const [row] = await db.select(columns).from(searchSynonyms).where(eq(searchSynonyms.id, id));
  if (!row) throw notFound('Synonym group not found');
  return row;
}

export async function createSynonymGroup(db: DbOrTx, cache: Cache, input: SynonymInput): Promise<SynonymGroup> {
  const group = await db.transaction(async (tx) => {
    await refuseTaken(tx, input.terms);
    const [row] = await tx.insert(searchSynonyms).values({ terms: input.terms }).returning(columns);
    return row;
  });
  invalidateCatalogCache(cache);
  return group;
}

export async function updateSynonymGroup(db: DbOrTx, cache: Cache, id: string, input: SynonymInput): Promise<SynonymGroup> {
  const group = await db.transaction(async (tx) => {
    await refuseTaken(tx, input.terms, id);
    const [row] = await tx.update(searchSynonyms).set({ terms: input.terms }).where(eq(searchSynonyms.id, id)).returning(columns);
    if (!row) throw notFound('Synonym group not found');
    return row;
  });
  invalidateCatalogCache(cache);
  return group;
}

export async function deleteSynonymGroup(db: DbOrTx, cache: Cache, id: string): Promise<void> {
  const removed = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  if (!removed.length) throw notFound('Synonym group not found');
  invalidateCatalogCache(cache);
}

async function refuseTaken(db: DbOrTx, terms: string[], exceptId?: string) {
  const [taken] = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(sql`${searchSynonyms.terms} && ${sql.param(terms)}::text[] ${exceptId ? sql`and ${ne(searchSynonyms.id, exceptId)}` : sql``}`)
    .limit(1);
  if (taken) {
    const word = terms.find((term) => taken.terms.includes(term));
    throw new DomainError('CONFLICT', `“${word}” is already in another group`);
  }
}
