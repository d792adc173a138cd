import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { countProducts, listBrandsWithProducts, listCategoryTree, productSlugs } from '~/modules/catalog/index.ts';

/** The sitemap protocol's limit: at most 50,000 URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages with fixed addresses that search engines should know. Content pages join here as they are built. */
export const STATIC_PAGES = ['/'];

// Private or per-shopper pages, and the API, are not for search engines. The cart and checkout
// pages may be fetched (a crawler sees an empty cart or the sign-in page), so they keep
// Lighthouse's SEO score; the cart's add links (/cart/{product}?qty=N) write a cart, so not those.
const DISALLOWED = [
  '/api/',
  '/admin',
  '/cart/',
  '/order/',
  '/profile',
  '/login',
  '/register',
  '/logout',
  '/CompareScreen',
  '/set-language',
];

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;


export interface SeoOptions {
  /** URLs per sub-sitemap; the protocol's limit unless a test asks for less. */
  urlsPerSitemap?: number;
}

/**
 * `/robots.txt` and the sitemaps: `/sitemap.xml` is an index of `/sitemaps/pages.xml` (home,
 * categories, sub-categories, brands, fixed pages) and `/sitemaps/products-N.xml`, each holding at
 * most `urlsPerSitemap` product URLs and streamed in batches, so a catalogue of any size stays bounded.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const perSitemap = options.urlsPerSitemap ?? SITEMAP_MAX_URLS;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${app.config.publicOrigin}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.config.publicOrigin;
    const sitemaps = Math.ceil((await countProducts(app.db)) / perSitemap);
    const entries = [
      `${origin}/sitemaps/pages.xml`,
      ...Array.from({ length: sitemaps }, (_, i) => `${origin}/sitemaps/products-${i + 1}.xml`),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      entries.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('') +
      '</sitemapindex>\n';
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.config.publicOrigin;
    const [categories, brands] = await Promise.all([listCategoryTree(app.db), listBrandsWithProducts(app.db)]);
    const paths = [
      ...STATIC_PAGES,
      ...categories.flatMap((c) => [`/category/${c.slug}/1`, ...c.subCategories.map((s) => `/category/${c.slug}/${s.slug}/1`)]),
      ...brands.map((b) => `/brand/${b.slug}/1`),
    ].slice(0, perSitemap);
    return reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(urlset(paths.map((path) => urlEntry(origin + path))));
  });

  app.get('/sitemaps/products-:n.xml', { schema: { hide: true } }, async (request, reply) => {
    const { n: given } = request.params as { n: string };
    const n = /^[1-9]\d{0,5}$/.test(given) ? Number(given) : 0;
    const origin = app.config.publicOrigin;
    const offset = (n - 1) * perSitemap;
    if (n === 0 || offset >= (await countProducts(app.db))) {
      return reply.status(404).send({ message: 'No such sitemap', code: 'NOT_FOUND' });
    }
    async function* entries() {
      for await (const { slug, updatedAt } of productSlugs(app.db, offset, perSitemap))
        yield urlEntry(`${origin}/product/${slug}`, updatedAt);
    }
    return reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(Readable.from(urlset(entries())));
  });
};

/** Wraps URL entries in a `<urlset>`; a stream in, a stream out. */
function urlset(entries: string[]): string;
function urlset(entries: AsyncIterable<string>): AsyncIterable<string>;
function urlset(entries: string[] | AsyncIterable<string>): string | AsyncIterable<string> {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  const tail = '</urlset>\n';
  if (Array.isArray(entries)) return head + entries.join('') + tail;
  return (async function* () {
    yield head;
    yield* entries;
    yield tail;
  })();
}
