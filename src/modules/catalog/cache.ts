import { SHARED_DATA_TTL_MS, type Cache } from '~/platform/cache.ts';

/** Every cached catalogue read starts with this; invalidateCatalogCache drops them all. Only this module spells it. */
export const CATALOG_CACHE_PREFIX = 'catalog:';

/**
 * A catalogue read shared through `cache` under `key` until the catalogue changes
 * (invalidateCatalogCache) or SHARED_DATA_TTL_MS passes; without a cache, read now.
 */
export function catalogRead<T>(cache: Cache | undefined, key: string, load: () => Promise<T>): Promise<T> {
  return cache ? cache.get(`${CATALOG_CACHE_PREFIX}${key}`, SHARED_DATA_TTL_MS, load) : load();
}

/** Every cached read of one product (by slug or id) starts with this. */
export const PRODUCT_CACHE_PREFIX = `${CATALOG_CACHE_PREFIX}product:`;

/**
 * After a sale (or stock put back) committed: drops what shows these products' stock. Each
 * product's own reads (its page shows the number in stock and offers that many) always; every
 * catalogue read and page only when a product sold out, since listings show only "out of
 * stock" (a listing's JSON count may lag SHARED_DATA_TTL_MS). An order no longer empties the
 * whole page cache.
 */
export function invalidateStock(cache: Cache, changed: { id: string; slug: string; left: number }[]): void {
  if (changed.some((product) => product.left <= 0)) return invalidateCatalogCache(cache);
  for (const product of changed) {
    cache.invalidate(`${PRODUCT_CACHE_PREFIX}${product.slug}`);
    cache.invalidate(`${PRODUCT_CACHE_PREFIX}${product.id}`);
  }
}

/**
 * The product (slug or id) whose own reads an invalidation drops, or null when it drops more
 * than one product's (the page cache then drops that product's pages only).
 */
export function productOfInvalidation(prefix: string): string | null {
  if (!prefix.startsWith(PRODUCT_CACHE_PREFIX)) return null;
  const slugOrId = prefix.slice(PRODUCT_CACHE_PREFIX.length);
  return slugOrId && !slugOrId.includes(':') ? slugOrId : null;
}

/**
 * Drops every cached catalogue read (the tree, counts, brands, facets) and every shared page:
 * in this process at once, in the others through the cache's Redis channel when configured
 * (a process that misses the message catches up within SHARED_DATA_TTL_MS). Every writer of
 * categories, brands or products calls it after its transaction commits.
 */
export function invalidateCatalogCache(cache: Cache): void {
  cache.invalidate(CATALOG_CACHE_PREFIX);
}
