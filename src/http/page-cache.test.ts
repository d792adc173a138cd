import { createHash, randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateStock } from '~/modules/catalog/cache.ts';
import { createCache } from '~/platform/cache.ts';
import type { PersonalData } from '~/web/personal.ts';
import {
  createPageCache,
  encodedBody,
  fillPersonalParts,
  followInvalidations,
  inlineScriptsOf,
  isPersonal,
  isShareable,
  oneAtATime,
  pageEncodingFor,
  personalPartsOf,
  sharedCookieHeader,
} from './page-cache.ts';
import { policyForScripts } from './security-headers.ts';

const request = (
  over: Partial<{ method: string; url: string; cookies: Record<string, string>; headers: Record<string, string> }> = {},
) => ({ method: 'GET', url: '/category/laptop/1', cookies: {}, headers: {}, ...over }) as unknown as FastifyRequest;
const page = (body = '<html>page</html>') => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(body), encoded: {}, personalParts: null });

describe('the page cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keys the shared page of a GET by language and address; a visitor’s own cookies make them personal', () => {
    const cache = createPageCache();
    expect(cache.keyOf(request())).toBe('\n/category/laptop/1');
    expect(cache.keyOf(request({ cookies: { lang: 'bn-value' } }))).toBe('bn-value\n/category/laptop/1');
    expect(cache.keyOf(request({ cookies: { lang: 'bn-value', haat_access: 'token' } }))).toBe('bn-value\n/category/laptop/1');
    expect(cache.keyOf(request({ cookies: { lang: 'x'.repeat(65) } }))).toBeNull();
    expect(cache.keyOf(request({ method: 'POST' }))).toBeNull();
    expect(cache.keyOf(request({ method: 'HEAD' }))).toBeNull();
    expect(cache.keyOf(request({ headers: { authorization: 'Bearer x' } }))).toBeNull();
    expect(isPersonal(request())).toBe(false);
    expect(isPersonal(request({ cookies: { lang: 'bn' } }))).toBe(false);
    expect(isPersonal(request({ cookies: { haat_access: 'token' } }))).toBe(true);
    expect(isPersonal(request({ cookies: { lang: 'bn', compare: '[]' } }))).toBe(true);
    // The shared page is rendered from the language cookie alone.
    expect(sharedCookieHeader(request({ headers: { cookie: 'haat_access=secret; lang=bn-value; cart=abc' } }))).toBe('lang=bn-value');
    expect(sharedCookieHeader(request({ headers: { cookie: 'haat_access=secret' } }))).toBeUndefined();
  });

  it('fills a visitor’s own parts into a shared page, and nothing else of theirs', () => {
    // Bengali before the parts: their places are counted in bytes, not characters.
    const header = '<div data-personal="header" class="x"><a href="/login">Log in</a><div><div>Cart (০)</div></div></div>';
    const review = '<div data-personal="review"><a href="/login">Sign in to review</a></div>';
    const body =
      `<html><head><script>boot()</script></head><body><header><a>হাট</a>${header}<form></form></header>` +
      `<main><div>৳৫০০</div>${review}<div>more</div></main><script>go()</script></body></html>`;
    const parts = personalPartsOf(body)!;
    const bytes = Buffer.from(body);
    expect(parts.parts.map((part) => [part.name, bytes.subarray(part.start, part.end).toString()])).toEqual([
      ['header', header],
      ['review', review],
    ]);
    expect(personalPartsOf('<html><body><main>no header</main></body></html>')).toBeNull();
    expect(personalPartsOf('<html><body><div data-personal="header"><div>unclosed</div></body></html>')).toBeNull();
    const data: PersonalData = {
      root: { user: null, compare: [], cart: { totalItems: 1, totalPrice: 100, items: [] } },
      page: { routeId: 'product', data: { reviewed: true, note: '</script><script>alert(1)</script>' } },
    };
    const html = { header: '<div data-personal="header">Mina ▾ Cart (1)</div>', review: '<div data-personal="review">Reviewed</div>' };
    const filled = fillPersonalParts(page(body), parts, { html, data }).toString();
    expect(filled).toBe(
      '<html><head><script>boot()</script></head><body><header><a>হাট</a><div data-personal="header">Mina ▾ Cart (1)</div><form></form></header>' +
        '<main><div>৳৫০০</div><div data-personal="review">Reviewed</div><div>more</div></main><script>go()</script>' +
        `<script type="application/json" id="personal-data">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script></body></html>`,
    );
    // Gzipped from stretches compressed once and the visitor's parts: the same page.
    const stored = page(body);
    expect(gunzipSync(fillPersonalParts(stored, parts, { html, data }, 'gzip')).toString()).toBe(filled);
    expect(parts.sharedDeflated).toHaveLength(4);
    const other = { header: '<div data-personal="header">Rafi ▾ Cart (3)</div>' };
    expect(gunzipSync(fillPersonalParts(stored, parts, { html: other, data }, 'gzip')).toString()).toBe(fillPersonalParts(stored, parts, { html: other, data }).toString());
    // A part the visitor has nothing of their own for stays as it was.
    expect(fillPersonalParts(page(body), parts, { html: { header: html.header }, data }).toString()).toContain(review);
    // The data cannot end its script element early, and reads back as it was.
    const json = /id="personal-data">(.*?)<\/script>/.exec(filled)?.[1];
    expect(JSON.parse(json!)).toEqual(data);
  });

  it('sends a stored page in the encoding the visitor prefers, compressed once', () => {
    const stored = page(`<html><body>${'<p>ল্যাপটপ ৳৪৫,৫০০</p>'.repeat(200)}</body></html>`);
    const accepting = (encodings?: string) => pageEncodingFor(request({ headers: encodings === undefined ? {} : { 'accept-encoding': encodings } }));
    expect([accepting('gzip, deflate, br, zstd'), accepting('gzip'), accepting('br;q=0.5, gzip'), accepting(), accepting('identity'), accepting('zstd')]).toEqual([
      'br',
      'gzip',
      'gzip',
      null,
      null,
      null,
    ]);
    expect(encodedBody(stored, null)).toBe(stored.body);
    const br = encodedBody(stored, 'br');
    expect(br.length).toBeLessThan(stored.body.length / 10);
    expect(brotliDecompressSync(br).equals(stored.body)).toBe(true);
    expect(gunzipSync(encodedBody(stored, 'gzip')).equals(stored.body)).toBe(true);
    expect(encodedBody(stored, 'br')).toBe(br);
  });

  it('lets a stored page run its own inline scripts by their hashes, not by the nonce it was rendered with', () => {
    const boot = 'window.__context = {"a":"\\u003c/script>"};';
    const body = `<html><head><script nonce="n1">${boot}</script><script src="/assets/entry.js"></script></head><body><script type="module" nonce="n1">import "/assets/route.js";</script><script type="application/ld+json">{"@type":"Product"}</script></body></html>`;
    const scripts = inlineScriptsOf(body);
    expect(scripts).toEqual([boot, 'import "/assets/route.js";', '{"@type":"Product"}']);
    const rendered = { scriptNonce: 'n1' } as FastifyRequest;
    const reply = { getHeader: (name: string) => name === 'content-security-policy' && "default-src 'self';script-src 'self' 'nonce-n1';object-src 'none'" } as unknown as FastifyReply;
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(policyForScripts(rendered, reply, scripts)).toBe(`default-src 'self';script-src 'self' ${scripts.map(hash).join(' ')};object-src 'none'`);
  });

  it('keeps a page until its time is up', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1000 });
    cache.set('k', page());
    vi.setSystemTime(Date.now() + 999);
    expect(cache.get('k')?.body.toString()).toBe('<html>page</html>');
    vi.setSystemTime(Date.now() + 2);
    expect(cache.get('k')).toBeUndefined();
  });

  it('evicts the least recently used page beyond its entry and byte limits', () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 100, ttlMs: 60_000 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect([cache.get('a')?.body.toString(), cache.get('b'), cache.get('c')?.body.toString()]).toEqual(['a', undefined, 'c']);
    cache.set('big', page('x'.repeat(97)));
    expect([cache.get('a'), cache.get('c'), cache.get('big')?.body.length]).toEqual([undefined, undefined, 97]);
    cache.set('too-big', page('x'.repeat(200)));
    expect(cache.get('too-big')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const cache = createPageCache();
    cache.set('k', page());
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops only a sold product’s pages after a sale, and every page when it sold out or anything else changed', () => {
    const shared = createCache();
    const pages = createPageCache();
    followInvalidations(shared, pages);
    const id = '6f1c2b8e-0a4d-4c8e-9b1a-2d3e4f5a6b7c';
    const urls = ['/product/laptop-x', '/product/laptop-x?ref=home', `/product/${id}`, '/product/laptop-x-pro', '/category/laptop/1', '/'];
    const fill = () => {
      for (const url of urls) for (const language of ['', 'bn']) pages.set(`${language}\n${url}`, page(url));
    };
    const kept = () => urls.filter((url) => pages.get(`\n${url}`) && pages.get(`bn\n${url}`));

    fill();
    invalidateStock(shared, [{ id, slug: 'laptop-x', left: 3 }]);
    expect(kept()).toEqual(['/product/laptop-x-pro', '/category/laptop/1', '/']);

    fill();
    invalidateStock(shared, [
      { id, slug: 'laptop-x', left: 0 },
      { id: randomUUID(), slug: 'mouse', left: 4 },
    ]);
    expect(kept()).toEqual([]);

    fill();
    shared.invalidate('settings');
    expect(kept()).toEqual([]);
  });

  it('renders a page once for everyone who asks while it is being rendered, and again once that is done', async () => {
    const rendering = oneAtATime<string>();
    let renders = 0;
    let finish = (_page: string) => undefined as void;
    const render = () => {
      renders++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const asked = [rendering('/category/laptop/1', render), rendering('/category/laptop/1', render), rendering('/category/laptop/1', render)];
    const other = rendering('/category/monitor/1', () => Promise.resolve('monitors'));
    finish('laptops');
    expect(await Promise.all([...asked, other])).toEqual(['laptops', 'laptops', 'laptops', 'monitors']);
    expect(renders).toBe(1);
    const again = rendering('/category/laptop/1', render);
    finish('laptops again');
    expect(await again).toBe('laptops again');
    expect(renders).toBe(2);
    // A failed render fails those who waited for it, and the next ask renders afresh.
    const failed = [rendering('/x', () => Promise.reject(new Error('database away'))), rendering('/x', render)];
    await expect(Promise.all(failed)).rejects.toThrow('database away');
    const retried = rendering('/x', render);
    finish('back');
    expect(await retried).toBe('back');
  });

  it('stores only full HTML pages that set no cookie and do not forbid storing', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isShareable(new Response('x', { status: 200, headers: html }))).toBe(true);
    expect(isShareable(new Response('x', { status: 404, headers: html }))).toBe(false);
    expect(isShareable(new Response('x', { status: 200, headers: { ...html, 'set-cookie': 'a=b' } }))).toBe(false);
    expect(isShareable(new Response('x', { status: 200, headers: { 'content-type': 'text/x-script' } }))).toBe(false);
    expect(isShareable(new Response('x', { status: 200, headers: { ...html, 'cache-control': 'no-store' } }))).toBe(false);
  });
});
