import { createCookie } from 'react-router';
import { MAX_COMPARE } from './comparison.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The products chosen for comparison: up to four ids, kept for 30 days, unreadable to scripts. */
export const compareCookie = createCookie('compare', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 30 });

export const isProductId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The ids in the shopper's compare cookie; anything malformed is ignored. */
export async function readCompareIds(request: Request): Promise<string[]> {
  const value: unknown = await compareCookie.parse(request.headers.get('Cookie'));
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isProductId))].slice(0, MAX_COMPARE);
}

export const writeCompareIds = (ids: string[]) => compareCookie.serialize(ids);
