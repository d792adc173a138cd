import { redirect } from 'react-router';
import type { z } from 'zod';
import type { Cache } from '~/platform/cache.ts';
import type { Db } from '~/platform/db/index.ts';
import type { WebContext } from '~/web/context.ts';
import { submitForm } from './forms.server.ts';
import { orNotFound, pathParam } from './params.ts';

// The loaders and actions every admin list and edit screen shares. An edit route is one module
// for its create and edit addresses (/admin/brand/create, /admin/brand/{id}/edit): whether the
// address has an id says which. The services all take (db, cache, ...) first, so they are passed as they are.

type Stores = Pick<WebContext, 'db' | 'cache'>;
type Remove = (db: Db, cache: Cache, id: string) => Promise<unknown>;

/** A list's own forms: a row's Delete, or its status switch (offers, notices). */
type ListForm = { intent: 'delete'; id: string } | { intent: 'toggle'; id: string; isActive: boolean };

/** The record an edit screen shows: null on a create address, else the one at `id`, or a 404 (none, or a malformed id). */
export async function recordToEdit<I extends z.ZodType, T>(
  db: Db,
  idSchema: I,
  id: string | undefined,
  read: (db: Db, id: z.output<I>) => Promise<T>,
): Promise<NonNullable<T> | null> {
  return id ? orNotFound(read(db, pathParam(idSchema, id))) : null;
}

/** What a one-page list reads from its address: the row asking "Are you sure?", and whether an edit was just saved. */
export function listAddress(request: Request) {
  const { searchParams } = new URL(request.url);
  return { confirmDelete: searchParams.get('confirmDelete'), saved: searchParams.has('saved') };
}

/** A row deleted, for the list to say so. */
export async function deleteRow({ db, cache }: Stores, remove: Remove, id: string) {
  await remove(db, cache, id);
  return { deleted: true as const };
}

/** A list's action: its form read through `schema`, then the row deleted or its status switched. */
export function listAction<S extends z.ZodType<ListForm>>(
  request: Request,
  stores: Stores,
  schema: S,
  { remove, setActive }: { remove: Remove; setActive?: (db: Db, cache: Cache, id: string, input: { isActive: boolean }) => Promise<unknown> },
) {
  return submitForm(request, schema, async (input: ListForm) => {
    if (input.intent === 'delete') return deleteRow(stores, remove, input.id);
    // Only the contract of a list with a status switch lets a toggle through.
    await setActive?.(stores.db, stores.cache, input.id, { isActive: input.isActive });
    return { saved: true as const };
  });
}

/** An edit form's input once `other` has answered its other intents (a Delete posted to the screen). */
type Saved<T> = Exclude<T, { intent: 'delete' }>;

/**
 * An edit screen's action: the form read through its contract, then the record at `id` updated
 * or, on a create address, a new one made, and on to `next` (the list). A form that fails comes
 * back with each field's message and what was typed (submitForm).
 */
export async function saveRecord<S extends z.ZodType, I extends z.ZodType, Created, Other = never>(
  request: Request,
  stores: Stores,
  schema: S,
  record: {
    idSchema: I;
    id: string | undefined;
    create: (db: Db, cache: Cache, input: Saved<z.output<S>>) => Promise<Created>;
    update: (db: Db, cache: Cache, id: z.output<I>, input: Saved<z.output<S>>) => Promise<unknown>;
    next: string;
    /** Where a new record goes instead of `next` (its own edit screen, to add what it holds). */
    nextAfterCreate?: (created: Created) => string;
    /** Answers the screen's other forms (a listed row's Delete); undefined lets the form be saved. */
    other?: (input: z.output<S>) => Promise<Other> | undefined;
  },
) {
  const { db, cache } = stores;
  // A malformed id is the page's 404, as in the loader, before the form is read.
  const id = record.id ? pathParam(record.idSchema, record.id) : null;
  return submitForm(request, schema, async (input: z.output<S>) => {
    const answer = record.other?.(input);
    if (answer) return answer;
    const fields = input as Saved<z.output<S>>;
    if (id !== null) {
      await record.update(db, cache, id, fields);
      return redirect(record.next);
    }
    const created = await record.create(db, cache, fields);
    return redirect(record.nextAfterCreate?.(created) ?? record.next);
  });
}
