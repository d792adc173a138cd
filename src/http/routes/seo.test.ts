import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../../test/factories.ts';
import { SITEMAP_MAX_URLS, seoRoutes } from './seo.ts';

const HOST = 'shop.example.com.bd';

/** Strict shape of a sitemap index and a urlset, per sitemaps.org: well-formed, escaped, absolute. */
const SITEMAP_INDEX =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<sitemap><loc>https?:\/\/[^<>&"' ]+<\/loc><\/sitemap>\n)+<\/sitemapindex>\n$/;
const URLSET =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<url><loc>https?:\/\/[^<>&"' ]+<\/loc>(<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z<\/lastmod>)?<\/url>\n)*<\/urlset>\n$/;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and sitemaps', () => {
  const t = useTestApp({ env: { PUBLIC_URL: `http://${HOST}` } });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });
  const productSlugs: string[] = [];

  beforeAll(async () => {
    const laptops = await makeCategory(t.db, { name: 'Laptop' });
    await makeSubCategory(t.db, laptops.id, 'Gaming Laptop');
    const asus = await makeBrand(t.db, 'ASUS');
    await makeBrand(t.db, 'Brand Without Products');
    for (let i = 0; i < 7; i++) {
      productSlugs.push((await makeProduct(t.db, { name: `Laptop ${i}`, categoryId: laptops.id, brandId: asus.id })).slug);
    }
  });

  it('robots.txt allows the shop, keeps private pages out and points to the sitemap at the public address', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /cart/', `Sitemap: http://${HOST}/sitemap.xml`]));
    // The cart page itself may be fetched; only its add links (which write a cart) may not.
    expect(lines).not.toContain('Disallow: /cart');
  });

  it('/sitemap.xml is a valid sitemap index of the pages sitemap and one products sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(SITEMAP_INDEX);
    expect(locs(response.body)).toEqual([`http://${HOST}/sitemaps/pages.xml`, `http://${HOST}/sitemaps/products-1.xml`]);
  });

  it('the pages sitemap lists home, categories, sub-categories and brands that have products', async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(URLSET);
    const urls = locs(response.body);
    expect(urls).toEqual(
      expect.arrayContaining([`http://${HOST}/`, `http://${HOST}/category/laptop/1`, `http://${HOST}/category/laptop/gaming-laptop/1`, `http://${HOST}/brand/asus/1`]),
    );
    expect(urls).not.toContain(`http://${HOST}/brand/brand-without-products/1`);
  });

  it('the products sitemap lists every product page with its last change', async () => {
    const response = await get('/sitemaps/products-1.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(URLSET);
    expect(response.body).toContain('<lastmod>');
    expect(locs(response.body).sort()).toEqual(productSlugs.map((slug) => `http://${HOST}/product/${slug}`).sort());
  });

  it('answers 404 past the last products sitemap', async () => {
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-x.xml')).statusCode).toBe(404);
  });

  it('keeps to the protocol’s 50,000 URLs per sitemap', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('splits the products into sitemaps of at most N URLs, each product in exactly one', async () => {
    const small = Fastify();
    small.decorate('db', t.db);
    small.decorate('config', { publicOrigin: 'https://haat.example' } as never);
    await small.register(seoRoutes, { urlsPerSitemap: 3 });
    const index = (await small.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toMatch(SITEMAP_INDEX);
    const sitemaps = locs(index).filter((loc) => loc.includes('products-'));
    expect(sitemaps).toEqual([1, 2, 3].map((n) => `https://haat.example/sitemaps/products-${n}.xml`));
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const body = (await small.inject({ method: 'GET', url: `/sitemaps/products-${n}.xml` })).body;
      expect(body).toMatch(URLSET);
      const urls = locs(body);
      expect(urls.length).toBeLessThanOrEqual(3);
      seen.push(...urls);
    }
    expect(seen.sort()).toEqual(productSlugs.map((slug) => `https://haat.example/product/${slug}`).sort());
    expect((await small.inject({ method: 'GET', url: '/sitemaps/products-4.xml' })).statusCode).toBe(404);
    await small.close();
  });
});
