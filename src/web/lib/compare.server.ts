import { createCookie } from 'react-router';
import { z } from 'zod';
import { isUuid, UUID_PATTERN } from '~/platform/fields.ts';
import { MAX_COMPARE } from './comparison.ts';

/** The products chosen for comparison: up to four ids, kept for 30 days, unreadable to scripts. */
export const compareCookie = createCookie('compare', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 30 });

const productId = z.string().regex(UUID_PATTERN, 'Unknown product');
const redirectTo = z.string().optional();

/** The compare forms: add or remove one product, or clear the list; then back to `redirectTo`. */
export const CompareFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), productId, redirectTo }),
  z.object({ intent: z.literal('remove'), productId, redirectTo }),
  z.object({ intent: z.literal('clear'), redirectTo }),
]);

/** The ids in the shopper's compare cookie; anything malformed is ignored. */
export async function readCompareIds(request: Request): Promise<string[]> {
  const value: unknown = await compareCookie.parse(request.headers.get('Cookie'));
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isUuid))].slice(0, MAX_COMPARE);
}

export const writeCompareIds = (ids: string[]) => compareCookie.serialize(ids);
