import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { PAGE_HTML_BUDGET } from '../scripts/check-budgets.ts';
import { hydrated, useBrowser } from './browser.ts';

/** The page's bytes as they cross the network when the browser accepts brotli. */
function compressedPage(url: string): Promise<{ encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('page size budgets (docs/decisions/015-page-cache-and-compression.md)', () => {
  const baseUrl = inject('baseUrl');

  it('serves home, category, product and search pages brotli-compressed within the HTML budget', async () => {
    const [product] = ((await (await fetch(`${baseUrl}/api/products`)).json()) as { products: { slug: string }[] }).products;
    for (const path of ['/', '/category/laptop/1', `/product/${product!.slug}`, '/search/laptop']) {
      const page = await compressedPage(`${baseUrl}${path}`);
      expect(page.encoding, path).toBe('br');
      expect(page.bytes, `${path}: ${page.bytes} bytes of HTML (brotli)`).toBeLessThanOrEqual(PAGE_HTML_BUDGET);
      // Not an error page standing in for the real one.
      expect(page.bytes, path).toBeGreaterThan(2_000);
    }
  });

  it('fetches the pictures of a listing’s first row at once, a phone’s two first, and the rest as they scroll into view', async () => {
    for (const path of ['/category/laptop/1', '/search/laptop']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const pictures = [...html.slice(html.indexOf('<ul class="grid')).matchAll(/<img [^>]*>/g)].map(([img]) => img);
      expect(pictures.length, path).toBeGreaterThan(4);
      const loading = pictures.map((img) => [/loading="(\w+)"/.exec(img)?.[1], /fetchpriority="(\w+)"/i.exec(img)?.[1] ?? null]);
      expect(loading.slice(0, 5), path).toEqual([
        ['eager', 'high'],
        ['eager', 'high'],
        ['eager', null],
        ['eager', null],
        ['lazy', null],
      ]);
      expect(loading.slice(4).every(([how]) => how === 'lazy'), path).toBe(true);
    }
  });
});

describe('layout stability (Lighthouse CLS <= 0.05, issue 10)', () => {
  const j = useBrowser();

  it('keeps home, category, product, search and cart pages in place on a phone while they load and hydrate', async () => {
    const [product] = ((await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as { _id: string; slug: string; countInStock: number }[]).filter(
      (p) => p.countInStock > 0,
    );
    const page = await j.newPage({ viewport: { width: 412, height: 823 } });
    // Every shift the page makes by itself (none that a tap caused), from its first paint on.
    await page.addInitScript(() => {
      const shifts = { total: 0, observer: new PerformanceObserver((list) => count(list.getEntries())) };
      const count = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
      };
      shifts.observer.observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShift: () => (count(shifts.observer.takeRecords()), shifts.total) });
    });
    await page.goto(`/cart/${product!._id}`); // puts one in the cart, then shows it
    await page.waitForURL(`${j.baseUrl}/cart`);
    for (const path of ['/', '/category/laptop/1', `/product/${product!.slug}`, '/search/laptop', '/cart']) {
      await page.goto(path);
      await hydrated(page);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift());
      expect(shift, `${path} moved as it loaded`).toBe(0);
    }
  });
});
