import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import { localText, localTextLanguage, type TextLanguages } from '~/platform/local-text.ts';
import type { GlossaryEntry, GlossaryInput, SpecificationGroup } from './contracts.ts';
import { catalogRead, invalidateCatalogCache } from './cache.ts';
import { specGlossary } from './schema.ts';

/*
 * The specification glossary (docs/decisions/039): the Bengali of specification group and
 * field names ("Processor" → "প্রসেসর"), which admins keep. Product and compare pages read it
 * through the catalogue's shared cache; a change drops that cache, and with it every stored page.
 */

const columns = { id: specGlossary.id, term: specGlossary.term, bengali: specGlossary.bengali };
const lower = (term: string) => term.trim().toLowerCase();

/** Every entry, by its English name. */
export function listGlossary(db: DbOrTx): Promise<GlossaryEntry[]> {
  return db.select(columns).from(specGlossary).orderBy(asc(sql`lower(${specGlossary.term})`), asc(specGlossary.id));
}

/** One entry, or a 404. */
export async function getGlossaryEntry(db: DbOrTx, id: string): Promise<GlossaryEntry> {
  const [row] = await db.select(columns).from(specGlossary).where(eq(specGlossary.id, id));
  if (!row) throw notFound('Glossary entry not found');
  return row;
}

export async function createGlossaryEntry(db: DbOrTx, cache: Cache, input: GlossaryInput): Promise<GlossaryEntry> {
  const entry = await refusingTaken(input.term, () =>
    db.transaction(async (tx) => {
      await refuseTaken(tx, input.term);
      const [row] = await tx.insert(specGlossary).values(input).returning(columns);
      return row;
    }),
  );
  invalidateCatalogCache(cache);
  return entry;
}

export async function updateGlossaryEntry(db: DbOrTx, cache: Cache, id: string, input: GlossaryInput): Promise<GlossaryEntry> {
  const entry = await refusingTaken(input.term, () =>
    db.transaction(async (tx) => {
      await refuseTaken(tx, input.term, id);
      const [row] = await tx
        .update(specGlossary)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(specGlossary.id, id))
        .returning(columns);
      if (!row) throw notFound('Glossary entry not found');
      return row;
    }),
  );
  invalidateCatalogCache(cache);
  return entry;
}

export async function deleteGlossaryEntry(db: DbOrTx, cache: Cache, id: string): Promise<void> {
  const removed = await db.delete(specGlossary).where(eq(specGlossary.id, id)).returning({ id: specGlossary.id });
  if (!removed.length) throw notFound('Glossary entry not found');
  invalidateCatalogCache(cache);
}

const taken = (term: string) => new DomainError('CONFLICT', `“${term}” already has a glossary entry`);

async function refuseTaken(db: DbOrTx, term: string, exceptId?: string) {
  const [row] = await db
    .select({ id: specGlossary.id })
    .from(specGlossary)
    .where(sql`lower(${specGlossary.term}) = ${lower(term)} ${exceptId ? sql`and ${ne(specGlossary.id, exceptId)}` : sql``}`)
    .limit(1);
  if (row) throw taken(term);
}

// Two admins saving the same term at once: the unique index decides.
async function refusingTaken<T>(term: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
    if (code === '23505') throw taken(term);
    throw error;
  }
}

/** The glossary as pages read it: each English name, lower-case, to its Bengali. Shared until the catalogue changes. */
export function getGlossaryCached(db: DbOrTx, cache: Cache): Promise<Record<string, string>> {
  return catalogRead(cache, 'spec-glossary', async () => Object.fromEntries((await listGlossary(db)).map((entry) => [lower(entry.term), entry.bengali])));
}

/** A specification group or field name in the page's language, through the glossary (English when it has no entry). */
export function glossaryName(name: string, glossary: Record<string, string>, language: string): string {
  return localText(name, Object.hasOwn(glossary, lower(name)) ? glossary[lower(name)] : null, language);
}

/** The language of the name `glossaryName` shows: 'en' on a Bengali page for a name the glossary lacks. */
const glossaryNameLanguage = (name: string, glossary: Record<string, string>, language: string) =>
  localTextLanguage(Object.hasOwn(glossary, lower(name)) ? glossary[lower(name)] : null, language);

/** Specifications as a page shows them: each group and field name with the language it is written in. */
export type LocalSpecificationGroup = Omit<SpecificationGroup, 'values'> & TextLanguages<'name'> & { values: (SpecificationGroup['values'][number] & TextLanguages<'name'>)[] };

/** A product's specifications with their group and field names in the page's language; the values stay as written. */
export function localSpecifications(specifications: SpecificationGroup[], glossary: Record<string, string>, language: string): LocalSpecificationGroup[] {
  return specifications.map((group) => ({
    name: glossaryName(group.name, glossary, language),
    languages: { name: glossaryNameLanguage(group.name, glossary, language) },
    values: group.values.map((row) => ({
      name: glossaryName(row.name, glossary, language),
      value: row.value,
      languages: { name: glossaryNameLanguage(row.name, glossary, language) },
    })),
  }));
}
