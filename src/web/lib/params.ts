import { data } from 'react-router';
import { DomainError } from '~/platform/errors.ts';

/** A page number from the URL; absent means 1, anything but a whole number ≥ 1 is a 404. */
export function pageParam(value: string | undefined): number {
  if (value === undefined) return 1;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1) throw data(null, { status: 404 });
  return Number(value);
}

/** A page past the last one is a 404 too, except page 1 of an empty listing. */
export function assertPageExists(page: number, pages: number) {
  if (page > Math.max(pages, 1)) throw data(null, { status: 404 });
}

/** A loader's lookup: the domain's NOT_FOUND becomes the page's 404; any other failure stays an error. */
export async function orNotFound<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
