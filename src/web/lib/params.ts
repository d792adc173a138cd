import { data } from 'react-router';
import type { z } from 'zod';
import { DomainError } from '~/platform/errors.ts';

// The one way a page answers 404; the route group's ErrorBoundary shows the not-found page.
const notFound = () => data(null, { status: 404 });

/** A page number from the URL; absent means 1, anything but a whole number ≥ 1 is a 404. */
export function pageParam(value: string | undefined): number {
  if (value === undefined) return 1;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1) throw notFound();
  return Number(value);
}

/** A page past the last one is a 404 too, except page 1 of an empty listing. */
export function assertPageExists(page: number, pages: number) {
  if (page > Math.max(pages, 1)) throw notFound();
}

/** An address segment checked by its contract (a user id is a UUID): anything else is a 404, never a database query. */
export function pathParam<S extends z.ZodType>(schema: S, value: string | undefined): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/**
 * A loader's lookup: nothing found (null, or the domain's NOT_FOUND) is the page's 404; any
 * other failure stays an error.
 */
export async function orNotFound<T>(lookup: Promise<T> | T): Promise<NonNullable<T>> {
  let found: T;
  try {
    found = await lookup;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') throw notFound();
    throw error;
  }
  if (found === null || found === undefined) throw notFound();
  return found;
}
