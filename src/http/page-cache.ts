import type { FastifyRequest } from 'fastify';
import { productOfInvalidation } from '~/modules/catalog/service.ts';
import type { Cache } from '~/platform/cache.ts';

/**
 * Rendered pages for anonymous visitors, shared between them. A page is shared only when
 * nothing personal can be in it: a GET with no cookie but the language choice (which is part
 * of the key), answered 200 with HTML and no Set-Cookie. Everything is dropped when shared data
 * changes (the cache's invalidations, from any process), except that one product's stock
 * changing drops only that product's pages (web.ts); entries expire after PAGE_TTL_MS whatever
 * happens, as a backstop.
 */
export interface PageCache {
  /** The key for a shareable request, or null when the request may carry personal content. */
  keyOf(request: FastifyRequest): string | null;
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Drops the pages of one path (any language, any query string). */
  dropPath(path: string): void;
  clear(): void;
}

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSP nonce the page was rendered with; each hit swaps in its own request's nonce. */
  nonce: string;
}

export const PAGE_TTL_MS = 60_000;
export const PAGE_CACHE_MAX_ENTRIES = 2_000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The only cookie an anonymous page may depend on. */
const LANGUAGE_COOKIE = 'lang';
/** A longer language cookie is not one we set: such requests are rendered, not shared. */
const MAX_LANGUAGE_COOKIE_LENGTH = 64;

export function createPageCache(
  limits = { maxEntries: PAGE_CACHE_MAX_ENTRIES, maxBytes: PAGE_CACHE_MAX_BYTES, ttlMs: PAGE_TTL_MS },
): PageCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const pages = new Map<string, CachedPage & { expiresAt: number; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  };
  return {
    keyOf(request) {
      if (request.method !== 'GET') return null;
      const names = Object.keys(request.cookies ?? {});
      if (names.some((name) => name !== LANGUAGE_COOKIE)) return null;
      if (request.headers.authorization) return null;
      const language = request.cookies?.[LANGUAGE_COOKIE] ?? '';
      if (language.length > MAX_LANGUAGE_COOKIE_LENGTH) return null;
      return `${language}\n${request.url}`;
    },
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= Date.now()) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key, page) {
      const size = Buffer.byteLength(page.body) + key.length;
      if (size > limits.maxBytes) return;
      remove(key);
      pages.set(key, { ...page, expiresAt: Date.now() + limits.ttlMs, bytes: size });
      bytes += size;
      for (const oldest of pages.keys()) {
        if (pages.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest);
      }
    },
    dropPath(path) {
      for (const key of pages.keys()) {
        const url = key.slice(key.indexOf('\n') + 1);
        const query = url.indexOf('?');
        if ((query === -1 ? url : url.slice(0, query)) === path) remove(key);
      }
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
  };
}

/** Whether a rendered answer may be shared: a full HTML page that sets no cookie. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/**
 * Keeps the pages in step with the shared data: a sale (one product's stock changed, see
 * `invalidateStock`) drops that product's pages only, by slug and by id; any other
 * invalidation, from this process or another, drops every page.
 */
export function followInvalidations(cache: Cache, pages: PageCache): void {
  cache.onInvalidate((prefix) => {
    const product = productOfInvalidation(prefix);
    if (product) pages.dropPath(`/product/${encodeURIComponent(product)}`);
    else pages.clear();
  });
}
