import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { productOfInvalidation } from '~/modules/catalog/index.ts';
import type { Cache } from '~/platform/cache.ts';
import { compareCookie } from '~/web/lib/compare.server.ts';
import { PERSONAL_DATA_ID, PERSONAL_PART, type PersonalData, type PersonalPartName } from '~/web/personal.ts';

/**
 * Rendered pages shared between visitors. A page is rendered for everyone when nothing personal
 * can be in it: a GET with no cookie but the language choice (which is part of the key),
 * answered 200 with HTML and no Set-Cookie. A visitor with a session, cart or compare cookie
 * gets the same page for the shared routes, with their own parts filled in
 * (`fillPersonalParts`; docs/decisions/030). Everything is dropped when shared data changes
 * (the cache's invalidations, from any process), except that one product's stock changing
 * drops only that product's pages (web.ts); entries expire after PAGE_TTL_MS whatever
 * happens, as a backstop.
 */
export interface PageCache {
  /** The key of a GET's shared page (language and address), or null when it has none. */
  keyOf(request: FastifyRequest): string | null;
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Drops the pages of one path (any language, any query string). */
  dropPath(path: string): void;
  clear(): void;
}

/**
 * A stored page is sent as it was stored, byte for byte, to every visitor: its policy lets its
 * own inline scripts run by their hashes, not by a nonce of one answer (docs/decisions/031), so
 * it is encoded to UTF-8 once and compressed once per encoding, on first demand.
 */
export interface CachedPage {
  status: number;
  /** The answer's headers, its Content-Security-Policy among them. */
  headers: Record<string, string>;
  body: Buffer;
  /** The body compressed, per encoding a visitor asked for. */
  encoded: Partial<Record<PageEncoding, Buffer>>;
  /** Where a visitor's own parts go, when the page has a header (`personalPartsOf`). */
  personalParts: PersonalParts | null;
}

/**
 * Byte offsets in a page: each personal part's (in order), and the end of the body; and, once a
 * visitor's copy was gzipped, the stretches between them compressed (`fillPersonalParts`).
 */
export type PersonalParts = { parts: { name: PersonalPartName; start: number; end: number }[]; bodyEnd: number; sharedDeflated?: Buffer[] };

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
      if (request.method !== 'GET' || request.headers.authorization) return null;
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
    // The limits count each page's uncompressed bytes; its compressed copies (one per encoding
    // asked for, and the gzipped stretches of visitors' copies) add under half as much again.
    set(key, page) {
      const size = page.body.length + key.length;
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

/** Whether a request carries a cookie of its visitor's own: anything but the language choice. */
export function isPersonal(request: FastifyRequest): boolean {
  return Object.keys(request.cookies ?? {}).some((name) => name !== LANGUAGE_COOKIE);
}

/**
 * Whether a personal request may have a shared page filled in for it: not when the visitor has
 * a compare list, which shows on every product card of the page (its buttons say which are
 * chosen, also before JavaScript).
 */
export const isFillable = (request: FastifyRequest): boolean => !request.cookies?.[compareCookie.name];

/** The request's cookie header as a shared page sees it: the language choice alone. */
export function sharedCookieHeader(request: FastifyRequest): string | undefined {
  return request.headers.cookie
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
}

const PART = new RegExp(`<div ${PERSONAL_PART}="([a-z]+)"`, 'g');
const DIV = /<div[\s>]|<\/div>/g;

/**
 * Where a rendered page's personal parts go, in bytes of its UTF-8: each element marked
 * PERSONAL_PART (its end found by matching `div`s: markup React rendered, where `<` in text and
 * attributes is escaped), and the end of the body. Null for a page without its header part (an
 * error page).
 */
export function personalPartsOf(body: string): PersonalParts | null {
  const bodyEnd = body.lastIndexOf('</body>');
  const parts: PersonalParts['parts'] = [];
  PART.lastIndex = 0;
  for (let part = PART.exec(body); part; part = PART.exec(body)) {
    const end = elementEnd(body, part.index);
    if (end === -1) return null;
    parts.push({ name: part[1] as PersonalPartName, start: part.index, end });
    PART.lastIndex = end;
  }
  if (bodyEnd === -1 || !parts.some((part) => part.name === 'header')) return null;
  const bytes = (index: number) => Buffer.byteLength(body.slice(0, index));
  return { parts: parts.map((part) => ({ ...part, start: bytes(part.start), end: bytes(part.end) })), bodyEnd: bytes(bodyEnd) };
}

/** Where the `div` opening at `start` closes (just past its end tag), or -1. */
function elementEnd(body: string, start: number): number {
  DIV.lastIndex = start;
  let depth = 0;
  for (let tag = DIV.exec(body); tag; tag = DIV.exec(body)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return DIV.lastIndex;
  }
  return -1;
}

/**
 * A shared page with one visitor's own parts in it: their markup of each part, and their
 * personal data (for the browser to hydrate with, in a data block the page's policy does not
 * run) just before the end of the body. Gzipped, it is the page's shared stretches compressed
 * once (`sharedDeflated`) with only the visitor's parts compressed per answer.
 */
export function fillPersonalParts(
  page: CachedPage,
  personalParts: PersonalParts,
  { html, data }: { html: Partial<Record<PersonalPartName, string>>; data: PersonalData },
  encoding: 'gzip' | null = null,
): Buffer {
  const { parts } = personalParts;
  const own = parts.map((part) => {
    const mine = html[part.name];
    return mine === undefined ? page.body.subarray(part.start, part.end) : Buffer.from(mine);
  });
  // JSON in a script element: only "<" could end it early (`</script>`), so it is escaped.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  own.push(Buffer.from(`<script type="application/json" id="${PERSONAL_DATA_ID}">${json}</script>`));
  const shared = sharedStretches(page, personalParts);
  if (!encoding) return Buffer.concat(shared.flatMap((stretch, i) => (i < own.length ? [stretch, own[i]!] : [stretch])));
  const deflated = (personalParts.sharedDeflated ??= shared.map((stretch, i) => deflateStretch(stretch, i === shared.length - 1)));
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const [i, stretch] of shared.entries()) {
    chunks.push(deflated[i]!);
    crc = crc32(stretch, crc);
    length += stretch.length;
    if (i === own.length) break;
    chunks.push(deflateStretch(own[i]!, false));
    crc = crc32(own[i]!, crc);
    length += own[i]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The page's stretches around its personal parts and before the end of its body. */
function sharedStretches(page: CachedPage, { parts, bodyEnd }: PersonalParts): Buffer[] {
  const stretches: Buffer[] = [];
  let at = 0;
  for (const part of parts) {
    stretches.push(page.body.subarray(at, part.start));
    at = part.end;
  }
  stretches.push(page.body.subarray(at, bodyEnd), page.body.subarray(bodyEnd));
  return stretches;
}

// A gzip member (RFC 1952) is a header, deflate data and a trailer (CRC-32 and length of the
// whole). Deflate data compressed on its own and ended with a sync flush ends on a byte
// boundary and refers to nothing before it, so such pieces can follow one another; the last
// one ends the data.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const deflateStretch = (stretch: Buffer, last: boolean) =>
  deflateRawSync(stretch, { finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });

export type PageEncoding = 'br' | 'gzip';
const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip'];
// Once per page, not per answer: a higher quality than per-answer compression (ADR 015) costs
// little more. Brotli 11 would save another tenth for a quarter of a second of a core per page.
const BROTLI_QUALITY = 6;

/** The encoding a stored page is sent in: the one of brotli and gzip (or of those given) the visitor prefers, or none. */
export function pageEncodingFor<E extends PageEncoding>(request: FastifyRequest, encodings: E[] = PAGE_ENCODINGS as E[]): E | null {
  const accepted = request.headers['accept-encoding'];
  return accepted ? negotiate(accepted, encodings) : null;
}

/** A stored page's body in an encoding, compressed the first time it is asked for. */
export function encodedBody(page: CachedPage, encoding: PageEncoding | null): Buffer {
  if (!encoding) return page.body;
  return (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
      : gzipSync(page.body));
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
/** The inline scripts of a rendered page (their text, as the browser hashes it), data blocks included. */
export const inlineScriptsOf = (body: string): string[] => [...body.matchAll(INLINE_SCRIPT)].map((script) => script[1]);

/**
 * Runs `work` for a key unless a run for that key is under way, whose result the caller then
 * gets instead.
 */
export function oneAtATime<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const underWay = running.get(key);
    if (underWay) return underWay;
    const run = work().finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}

/** Whether a rendered answer may be shared: a full HTML page that sets no cookie. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    // A page that depends on more than its address and language says so (the reset link's page).
    !(response.headers.get('cache-control') ?? '').includes('no-store') &&
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
