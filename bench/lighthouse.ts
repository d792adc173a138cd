/**
 * Lighthouse 12 (mobile preset, default throttling) on the storefront pages of a running shop,
 * with Debian's Chromium. Prints the four category scores and LCP, TBT, CLS and FCP per page,
 * the median of --runs runs. See bench/README.md.
 *
 *   npm run lighthouse -- --base http://127.0.0.1:3000 [--runs 3] [--only home,category] [--lang bn]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM } from '../e2e/chromium.ts';
import { languageCookie } from '../src/web/i18n/language.server.ts';
import { isLanguage } from '../src/web/i18n/messages.ts';
import { signIn } from './lib/http.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    lighthouse: { type: 'string', default: 'npx --yes lighthouse@12' },
  },
});
const base = values.base.replace(/\/$/, '');
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error(`--base must be a local shop (http://127.0.0.1:PORT), not ${base}`);
const runs = Number(values.runs);
if (!isLanguage(values.lang)) throw new Error(`--lang must be en or bn, not ${values.lang}`);
// A visitor who chose the language before: the cookie the language button sets, and nothing cached.
const languageHeader = (await languageCookie.serialize(values.lang)).split(';')[0]!;

/** The pages the Speed goals name; `signedIn` pages are measured as a shopper in the middle of checkout. */
function pages(products: { slug: string }[]): Array<{ name: string; path: string; signedIn?: boolean }> {
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/laptop/1' },
    { name: 'product', path: `/product/${products[0]!.slug}` },
    { name: 'search', path: '/search/laptop' },
    { name: 'cart', path: '/cart', signedIn: true },
    { name: 'shipping', path: '/shipping', signedIn: true },
    { name: 'payment', path: '/payment', signedIn: true },
    { name: 'placeorder', path: '/placeorder', signedIn: true },
  ];
}

/**
 * A fresh shopper with a product in the cart, a saved address and Cash on Delivery chosen, so
 * every checkout step shows itself rather than sending the browser back to an earlier one.
 */
async function checkoutShopper(productId: string): Promise<string> {
  const session = await signIn(base, productId);
  const call = async (url: string, body: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session, origin: base },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  };
  await call('/api/addresses', { address: 'House 12, Road 5', city: 'Khulna', postalCode: '9100', country: 'Bangladesh', district: 'khulna', phone: '01711000000' });
  return `${session}; haat_payment=cod`;
}

/** The parts of a Lighthouse JSON report read here. */
interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

const OUTPUT = path.resolve('bench/.output/lighthouse');
mkdirSync(OUTPUT, { recursive: true });
const only = values.only?.split(',');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const { products } = (await (await fetch(`${base}/api/products`)).json()) as { products: { _id: string; slug: string; countInStock: number }[] };
const chosen = pages(products).filter((page) => !only || only.includes(page.name));
const inStock = products.find((product) => product.countInStock > 0);
if (chosen.some((page) => page.signedIn) && !inStock) throw new Error('no product in stock to put in the cart');
const shopper = chosen.some((page) => page.signedIn) ? await checkoutShopper(inStock!._id) : '';
const cookie = shopper ? `${shopper}; ${languageHeader}` : languageHeader;
const rows: string[][] = [];
for (const page of chosen) {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < runs; run++) {
    const file = path.join(OUTPUT, `${page.name}-${values.lang}-${run}.json`);
    const [command, ...prefix] = values.lighthouse.split(' ');
    const lighthouse = () => spawnSync(
      command!,
      [
        ...prefix,
        `${base}${page.path}`,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        `--extra-headers=${JSON.stringify({ cookie })}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM } },
    );
    // Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is run again, up to 5 times in all.
    const ATTEMPTS = 5;
    let attempt = 1;
    while (lighthouse().status !== 0) {
      if (attempt++ === ATTEMPTS) throw new Error(`lighthouse failed ${ATTEMPTS} times on ${page.path}`);
    }
    reports.push(JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport);
  }
  const each = reports.map((r) => `${Math.round(r.categories.performance.score * 100)}/${Math.round(r.audits['total-blocking-time'].numericValue)} ms`);
  console.log(`${page.name}: performance/TBT of each run: ${each.join(', ')}`);
  const score = (id: string) => String(Math.round(median(reports.map((r) => r.categories[id].score)) * 100));
  const audit = (id: string, unit: number, digits: number) => (median(reports.map((r) => r.audits[id].numericValue)) / unit).toFixed(digits);
  rows.push([
    page.name,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    `${audit('largest-contentful-paint', 1000, 2)} s`,
    `${audit('total-blocking-time', 1, 0)} ms`,
    audit('cumulative-layout-shift', 1, 3),
    `${audit('first-contentful-paint', 1000, 2)} s`,
  ]);
}
const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(`Lighthouse 12, mobile preset, median of ${runs} run(s), ${base}, pages in ${values.lang === 'bn' ? 'Bengali' : 'English'}:`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`Goals: perf >= 95, a11y/best pr./SEO 100, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.05. Reports: ${path.relative(process.cwd(), OUTPUT)}`);
