/**
 * Haat benchmark: for each catalogue size, seeds a dedicated PostgreSQL database, starts the
 * production server on 127.0.0.1, loads the JSON API and the server-rendered pages with
 * autocannon, and replays the exact SQL the catalogue service issues raw through a pg.Pool,
 * as a reference for what the database alone can do. See bench/README.md.
 *
 *   npm run bench -- --products 10000,100000 [--catalog electronics|homeopathy]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ProductListQuerySchema } from '~/modules/catalog/contracts.ts';
import { listAdminProducts } from '~/modules/catalog/admin.ts';
import { getProduct, listProducts } from '~/modules/catalog/products.ts';
import { suggestSearch } from '~/modules/catalog/search.ts';
import { CATALOGS, type CatalogKey } from '~/platform/config.ts';
import type { Db } from '~/platform/db/index.ts';
import { measure, signIn, signInAdmin, stopLoad, type HttpResult, type RequestShape } from './lib/http.ts';
import { prepareOrders } from './lib/orders.ts';
import { databaseUrl, describeDatabase, ensureDatabase, ensurePostgres, maintenanceState, vacuum } from './lib/postgres.ts';
import { ensureBuild, ROOT, run, startServer, tail, type ShopServer } from './lib/processes.ts';
import { captureStatements, replay, type RawResult, type StatementPlan } from './lib/raw-sql.ts';
import { pickTargets, type Targets } from './lib/targets.ts';

const USAGE = `Usage: npm run bench -- [options]

  --products 10000,100000   catalogue sizes, one database and one run each (default 10000)
  --catalog NAME            demo catalogue to seed: ${CATALOGS.join(' | ')} (default: SEED_CATALOG or electronics)
  --pin                     the peers' conditions: server on CPU 0, load and raw SQL on CPU 1,
                            and (unless given) 50 connections, 5 s warm-up, 20 s measured
  --duration SECONDS        measured time per scenario (default 10; 20 with --pin)
  --warmup SECONDS          discarded warm-up per scenario (default 2; 5 with --pin)
  --connections N           HTTP connections, and raw SQL workers (default 10; 50 with --pin)
  --only a,b                run only these scenarios (names below)
  --rebuild                 build even when the sources did not change since the last build
  --server-log-level LEVEL  the server's LOG_LEVEL (default warn; info logs every request)
  --fresh                   drop and re-seed the benchmark databases (after schema or seed changes)
  --no-vacuum               skip VACUUM ANALYZE of the benchmark database after seeding
  --help

Scenarios: listing, category-json, search, search-typo, suggest, suggest-typed, product, page-home, page-category, page-product,
user-home, user-category, user-product (the same pages for a signed-in shopper),
orders-10, orders-50 (POST /api/orders with 10 and 50 buyers at once: cash-on-delivery orders),
admin-list, admin-deep, admin-middle, admin-search-name, admin-search-code (the admin product list,
signed in as an admin: page 1, page 3000 or the last, the middle page, a search by a word of the
names and by a product code).
Results: a table per size on stdout, JSON in bench/.output/results-<size>.json.`;

const OUTPUT = path.join(ROOT, 'bench/.output');
const SERVER_POOL_SIZE = 10; // openDatabase's default pool size, which the server uses

const { values } = parseArgs({
  allowNegative: true,
  options: {
    products: { type: 'string', default: '10000' },
    catalog: { type: 'string' },
    pin: { type: 'boolean', default: false },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    vacuum: { type: 'boolean', default: true },
    fresh: { type: 'boolean', default: false },
    'server-log-level': { type: 'string', default: 'warn' },
    help: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return n;
}

const sizes = values.products.split(',').map((s) => wholeNumber('products', s.trim().replace(/_/g, ''), 1, 10_000_000));
const durationSeconds = wholeNumber('duration', values.duration ?? (values.pin ? '20' : '10'), 1, 600);
const warmupSeconds = wholeNumber('warmup', values.warmup ?? (values.pin ? '5' : '2'), 0, 60);
const connections = wholeNumber('connections', values.connections ?? (values.pin ? '50' : '10'), 1, 200);
/** --pin: the server on CPU 0, this process (autocannon and the raw SQL workers) on CPU 1. */
const SERVER_CPU = 0;
const LOAD_CPU = 1;

/**
 * The peers' figures (req/s) measured on this kind of machine under the --pin conditions at
 * 10,000 products (Medusa 2.21, Vendure 3.7): the best of the two, to print our ratio beside.
 */
const PEERS: Record<string, { best: number; label: string }> = {
  listing: { best: 17, label: 'Medusa 15-17, Vendure 12' },
  search: { best: 13, label: 'Medusa 7-13, Vendure 3.3' },
  product: { best: 110, label: 'Vendure 96-110, Medusa 27-35' },
};

/** Our goals (req/s) under the --pin conditions, from the Speed issue; p99 at most 100 ms each. */
const GOALS: Record<string, number> = {
  listing: 1500,
  search: 1000,
  product: 3000,
  'page-home': 1000,
  'page-category': 1000,
  'page-product': 1000,
  'user-home': 250,
  'user-category': 250,
  'user-product': 250,
};
const catalog = (values.catalog ?? process.env.SEED_CATALOG ?? 'electronics') as CatalogKey;
if (!CATALOGS.includes(catalog)) fail(`--catalog must be one of ${CATALOGS.join(', ')}`);
if (!existsSync(path.join(ROOT, `seed/data/${catalog}/index.ts`))) {
  fail(`seed/data/${catalog}/index.ts does not exist (yet): pick another catalogue, e.g. --catalog homeopathy`);
}

/** What the admin list scenarios page through and look for. */
interface AdminTargets {
  /** Pages of 30 in the admin list. */
  pages: number;
  /** A product code to search for (the product's). */
  code: string;
}
type BenchTargets = Targets & { admin: AdminTargets };

/** The admin account the admin scenarios sign in with, made in each bench database. */
const BENCH_ADMIN = { email: 'bench-admin@haat.test', password: 'bench admin password 42', name: 'Bench Admin' };
/** The deep page of the admin list the issue names (or the last page when there are fewer). */
const ADMIN_DEEP_PAGE = 3000;
const ADMIN_PAGE_SIZE = 30;

interface Scenario {
  name: string;
  what: string;
  path: (t: BenchTargets) => string | null;
  accept: string;
  /** Loaded as a signed-in shopper (session cookies), so never from the page cache. */
  signedIn?: boolean;
  /** Loaded as the bench admin (an admin page). */
  asAdmin?: boolean;
  /** The service call the route makes, for the raw SQL reference. */
  service?: (db: Db, t: BenchTargets) => Promise<unknown>;
  /** Not a GET: sets up what the requests need and says how to make each one. */
  prepare?: (baseUrl: string, databaseUrl: string) => Promise<RequestShape>;
  /** Connections for this scenario, whatever --connections says. */
  connections?: number;
}

// Buyers and stock are set up once per database, for both order scenarios.
let orderShape: Promise<RequestShape> | undefined;
const placeOrders = (baseUrl: string, databaseUrl: string) => (orderShape ??= prepareOrders(baseUrl, databaseUrl));

const suggestPrefix = (t: Targets) => [...t.word.text].slice(0, 3).join('');
const listQuery = (query: Record<string, string>) => ProductListQuerySchema.parse(query);

const SCENARIOS: Scenario[] = [
  {
    name: 'listing',
    what: 'JSON listing, page 3, newest first',
    path: () => '/api/products?pageNumber=3',
    accept: 'application/json',
    service: (db) => listProducts(db, listQuery({ pageNumber: '3' })),
  },
  {
    name: 'category-json',
    what: 'JSON listing of one category, page 1',
    // Only when the API has it (read from its OpenAPI document); otherwise the scenario is skipped.
    path: (t) =>
      t.api.has('/api/categories/{slug}/products') ? `/api/categories/${encodeURIComponent(t.category.slug)}/products` : null,
    accept: 'application/json',
  },
  {
    name: 'search',
    what: 'JSON search for a common word',
    path: (t) => `/api/products?keyword=${encodeURIComponent(t.word.text)}`,
    accept: 'application/json',
    service: (db, t) => listProducts(db, listQuery({ keyword: t.word.text })),
  },
  {
    name: 'search-typo',
    what: 'JSON search for a typo of it',
    path: (t) => `/api/products?keyword=${encodeURIComponent(t.typo.text)}`,
    accept: 'application/json',
    service: (db, t) => listProducts(db, listQuery({ keyword: t.typo.text })),
  },
  {
    // The header's suggestions as a shopper types the first letters of the common word ("lap").
    // The server shares an answer until the catalogue changes; the raw SQL line is its cost uncached.
    name: 'suggest',
    what: 'JSON suggestions for the first 3 letters of it',
    path: (t) => `/api/search/suggest?q=${encodeURIComponent(suggestPrefix(t))}`,
    accept: 'application/json',
    service: (db, t) => suggestSearch(db, suggestPrefix(t)),
  },
  {
    name: 'suggest-typed',
    what: 'JSON suggestions for it with shopping words ("laptop price in bd")',
    path: (t) => `/api/search/suggest?q=${encodeURIComponent(`${t.word.text} price in bd`)}`,
    accept: 'application/json',
    service: (db, t) => suggestSearch(db, `${t.word.text} price in bd`),
  },
  {
    name: 'product',
    what: 'JSON product with reviews',
    path: (t) => `/api/products/${encodeURIComponent(t.product.slug)}`,
    accept: 'application/json',
    service: (db, t) => getProduct(db, t.product.slug),
  },
  { name: 'page-home', what: 'SSR home page', path: () => '/', accept: 'text/html' },
  {
    name: 'page-category',
    what: 'SSR category page 1',
    path: (t) => `/category/${encodeURIComponent(t.category.slug)}/1`,
    accept: 'text/html',
  },
  {
    name: 'page-product',
    what: 'SSR product page',
    path: (t) => `/product/${encodeURIComponent(t.product.slug)}`,
    accept: 'text/html',
  },
  {
    name: 'orders-10',
    what: 'POST /api/orders, 10 buyers at once',
    path: () => '/api/orders',
    accept: 'application/json',
    prepare: placeOrders,
    connections: 10,
  },
  {
    name: 'orders-50',
    what: 'POST /api/orders, 50 buyers at once',
    path: () => '/api/orders',
    accept: 'application/json',
    prepare: placeOrders,
    connections: 50,
  },
];
// The admin product list (docs/requirements/core-shop.md §2), server-rendered for a signed-in admin.
const adminPage = (page: number, keyword = '') =>
  `/admin/productlist${page > 1 ? `/${page}` : ''}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`;
const adminDeepPage = (t: BenchTargets) => Math.min(ADMIN_DEEP_PAGE, t.admin.pages);
const adminMiddlePage = (t: BenchTargets) => Math.max(1, Math.ceil(t.admin.pages / 2));
SCENARIOS.push(
  {
    name: 'admin-list',
    what: 'SSR admin product list, page 1',
    path: () => adminPage(1),
    accept: 'text/html',
    asAdmin: true,
    service: (db) => listAdminProducts(db, { keyword: '', pageNumber: 1 }),
  },
  {
    name: 'admin-deep',
    what: `SSR admin product list, page ${ADMIN_DEEP_PAGE} (or the last)`,
    path: (t) => adminPage(adminDeepPage(t)),
    accept: 'text/html',
    asAdmin: true,
    service: (db, t) => listAdminProducts(db, { keyword: '', pageNumber: adminDeepPage(t) }),
  },
  {
    name: 'admin-middle',
    what: 'SSR admin product list, the middle page',
    path: (t) => adminPage(adminMiddlePage(t)),
    accept: 'text/html',
    asAdmin: true,
    service: (db, t) => listAdminProducts(db, { keyword: '', pageNumber: adminMiddlePage(t) }),
  },
  {
    name: 'admin-search-name',
    what: 'SSR admin product list, search by a common word of the names',
    path: (t) => adminPage(1, t.word.text),
    accept: 'text/html',
    asAdmin: true,
    service: (db, t) => listAdminProducts(db, { keyword: t.word.text, pageNumber: 1 }),
  },
  {
    name: 'admin-search-code',
    what: 'SSR admin product list, search by a product code',
    path: (t) => adminPage(1, t.admin.code),
    accept: 'text/html',
    asAdmin: true,
    service: (db, t) => listAdminProducts(db, { keyword: t.admin.code, pageNumber: 1 }),
  },
);

// The same pages for a signed-in shopper with a product in the cart: the shared page with their
// account menu, cart and compare count filled in per request (docs/decisions/030).
for (const page of ['home', 'category', 'product']) {
  const anonymous = SCENARIOS.find((s) => s.name === `page-${page}`)!;
  SCENARIOS.push({ ...anonymous, name: `user-${page}`, what: `${anonymous.what}, signed in`, signedIn: true });
}

const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((n) => !SCENARIOS.some((s) => s.name === n));
if (unknown?.length) fail(`unknown scenario(s) in --only: ${unknown.join(', ')}`);
const scenarios = only ? SCENARIOS.filter((s) => only.includes(s.name)) : SCENARIOS;

interface ScenarioResult {
  name: string;
  what: string;
  path: string | null;
  skipped?: string;
  check?: { status: number; bytes: number };
  http?: HttpResult;
  raw?: RawResult & { statements: StatementPlan };
  /** Server req/s divided by raw SQL ops/s. */
  ratio?: number;
  error?: string;
}

// ---------------------------------------------------------------------------------------------
// Clean-up: the server started here is always stopped (normal end, error, Ctrl-C).
// ---------------------------------------------------------------------------------------------

let server: ShopServer | null = null;
let interrupted = false;
process.on('exit', () => server?.killNow());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping the server and exiting`);
    stopLoad();
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
    setTimeout(() => process.exit(130), 15_000).unref();
  });
}

const log = (line: string) => console.log(line);

// ---------------------------------------------------------------------------------------------

async function benchSize(size: number): Promise<{ results: ScenarioResult[]; failed: boolean }> {
  const database = `haat_bench_${catalog}_${size}`;
  const url = databaseUrl(database);
  orderShape = undefined; // the buyers belong to one database
  const dataDir = path.join(OUTPUT, 'data');
  log(`\n=== ${size} products: database ${database} (${await ensureDatabase(database, values.fresh)}) ===`);

  log(`Seeding the ${catalog} catalogue and growing it to ${size} products (idempotent)...`);
  const seedStarted = Date.now();
  await run(
    'tsx',
    ['seed/cli.ts', '--catalog', catalog, '--products', String(size)],
    { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    60 * 60_000,
  );
  const facts = await describeDatabase(database);
  log(
    `Seed step: ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; ${facts.products} products, catalogue ${facts.catalog}, database ${facts.size}.`,
  );
  if (facts.catalog !== catalog) throw new Error(`database ${database} holds the ${facts.catalog} catalogue, not ${catalog}`);
  const maintenance = await maintenanceState(database);
  if (values.vacuum) {
    const started = Date.now();
    await vacuum(database);
    log(
      `VACUUM ANALYZE: ${((Date.now() - started) / 1000).toFixed(1)} s (autovacuum is ${maintenance.autovacuum ? 'on' : 'OFF'} on this server; ` +
        `${maintenance.deadProductRows} dead product rows before).`,
    );
  } else {
    log(
      `No VACUUM (--no-vacuum): autovacuum is ${maintenance.autovacuum ? 'on' : 'OFF'}, ${maintenance.deadProductRows} dead product rows.`,
    );
  }

  if (scenarios.some((s) => s.asAdmin)) {
    await run(
      'tsx',
      ['scripts/admin-create.ts', '--email', BENCH_ADMIN.email, '--password', BENCH_ADMIN.password, '--name', BENCH_ADMIN.name],
      { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      5 * 60_000,
    );
  }

  const logFile = path.join(OUTPUT, `server-${size}.log`);
  server = await startServer({
    databaseUrl: url,
    dataDir,
    logFile,
    catalog,
    logLevel: values['server-log-level'],
    cpu: values.pin ? SERVER_CPU : undefined,
    onSpawn: (s) => (server = s),
  });
  log(`Server up at ${server.baseUrl} (log: ${path.relative(ROOT, logFile)}).`);

  const results: ScenarioResult[] = [];
  let failed = false;
  let picked: Omit<BenchTargets, 'api'> | undefined;
  let busyBefore: number | undefined;
  try {
    const targets: BenchTargets = { ...(await pickTargets(server.baseUrl)), admin: { pages: Math.max(1, Math.ceil(facts.products / ADMIN_PAGE_SIZE)), code: '' } };
    const product = await productOf(server.baseUrl, targets.product.slug);
    targets.admin.code = product.productCode;
    picked = { category: targets.category, product: targets.product, word: targets.word, typo: targets.typo, admin: targets.admin };
    const adminCookie = scenarios.some((s) => s.asAdmin) ? await signInAdmin(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password) : undefined;
    busyBefore = await cpuBusy(2000);
    if (busyBefore !== undefined && busyBefore > 0.2) {
      log(`Note: the CPUs were ${(busyBefore * 100).toFixed(0)}% busy with nothing measured running; the numbers will be low.`);
    }
    log(
      `Targets: category "${targets.category.name}" (/${targets.category.slug}, ~${targets.category.matches} products), ` +
        `word "${targets.word.text}" (${targets.word.matches} matches), typo "${targets.typo.text}" (${targets.typo.matches} matches), ` +
        `product ${targets.product.slug}, admin list ${targets.admin.pages} pages, code "${targets.admin.code}"`,
    );

    for (const scenario of scenarios) {
      if (interrupted) break;
      const p = scenario.path(targets);
      const result: ScenarioResult = { name: scenario.name, what: scenario.what, path: p };
      results.push(result);
      if (p === null) {
        result.skipped = 'the API has no such route (not in /api/docs/json)';
        log(`- ${scenario.name}: skipped, ${result.skipped}`);
        continue;
      }
      const gone = server?.exited();
      if (gone) {
        result.error = `not run: the server stopped during the benchmark (${gone}${gone === 'exit code 0' ? ', a graceful stop: another process sent it SIGTERM or SIGINT' : ''})`;
        failed = true;
        log(`- ${scenario.name}: ${result.error}`);
        continue;
      }
      try {
        // A shopper of its own for each scenario: a session outlives the access token's 15 minutes only by refreshing.
        const session = scenario.asAdmin ? adminCookie : scenario.signedIn ? await signIn(server.baseUrl, product._id) : undefined;
        const headers: Record<string, string> = { accept: scenario.accept, ...(session ? { cookie: session } : {}) };
        const shape = scenario.prepare ? await scenario.prepare(server.baseUrl, url) : undefined;
        const method = shape?.method ?? 'GET';
        const sample = shape?.make();
        const response = await fetch(server.baseUrl + p, {
          method,
          headers: { ...headers, ...sample?.headers },
          body: sample?.body,
          signal: AbortSignal.timeout(30_000),
        });
        const body = await response.arrayBuffer();
        result.check = { status: response.status, bytes: body.byteLength };
        if (!response.ok) throw new Error(`${method} ${p} answered ${response.status}; not measuring it`);

        const scenarioConnections = scenario.connections ?? connections;
        log(`- ${scenario.name}: ${method} ${p} (${body.byteLength} bytes), ${scenarioConnections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s...`);
        result.http = await measure(server.baseUrl + p, { headers, connections: scenarioConnections, durationSeconds, warmupSeconds, shape });
        if (result.http.non2xx > 0 || result.http.errors > 0) failed = true;

        if (scenario.service && !interrupted) {
          const call = scenario.service;
          const statements = await captureStatements(url, (db) => call(db, targets));
          log(
            `  raw SQL: ${statements.map((g) => g.length).join(' then ')} statement(s), ${warmupSeconds} s warm-up + ${durationSeconds} s...`,
          );
          const raw = await replay(url, statements, {
            workers: connections,
            poolSize: SERVER_POOL_SIZE,
            durationMs: durationSeconds * 1000,
            warmupMs: warmupSeconds * 1000,
            shouldStop: () => interrupted,
          });
          result.raw = { ...raw, statements };
          result.ratio = result.http.requestsPerSecond / raw.opsPerSecond;
          if (raw.errors > 0) failed = true;
        }
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        result.error = (error as Error).message + (cause ? ` (${cause.message})` : '');
        failed = true;
        log(`  FAILED: ${result.error}`);
      }
    }
  } finally {
    const s = server;
    server = null;
    await s?.stop();
  }
  if (interrupted) return { results, failed: true }; // no table, no half-written results file
  if (failed) log(`Server log tail (${path.relative(ROOT, logFile)}):\n${tail(logFile, 15)}`);

  printTable(size, results);
  const file = path.join(OUTPUT, `results-${size}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        size,
        catalog,
        database,
        databaseFacts: { ...facts, ...maintenance, vacuumed: values.vacuum },
        targets: picked,
        cpuBusyBeforeMeasuring: busyBefore,
        finishedAt: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 2 ** 30),
          node: process.version,
        },
        options: { durationSeconds, warmupSeconds, connections, rawWorkers: connections, rawPoolSize: SERVER_POOL_SIZE },
        results,
      },
      null,
      2,
    ),
  );
  log(`Results: ${path.relative(ROOT, file)}`);
  return { results, failed };
}

/** A product's id and code, read through the API. */
async function productOf(baseUrl: string, slug: string): Promise<{ _id: string; productCode: string }> {
  const response = await fetch(`${baseUrl}/api/products/${encodeURIComponent(slug)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/products/${slug} answered ${response.status}`);
  return (await response.json()) as { _id: string; productCode: string };
}

/** Share of CPU time (all cores) spent busy over the next `ms`, from /proc/stat; undefined off Linux. */
async function cpuBusy(ms: number): Promise<number | undefined> {
  const sample = () => {
    try {
      const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
      const values = fields.map(Number);
      const idle = values[3] + (values[4] ?? 0);
      return { idle, total: values.reduce((a, b) => a + b, 0) };
    } catch {
      return undefined;
    }
  };
  const first = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const second = sample();
  if (!first || !second || second.total === first.total) return undefined;
  return 1 - (second.idle - first.idle) / (second.total - first.total);
}

function printTable(size: number, results: ScenarioResult[]) {
  const num = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));
  const rows = results.map((r) => [
    r.name,
    r.skipped ? 'skipped' : r.error && !r.http ? 'FAILED' : num(r.http?.requestsPerSecond),
    num(r.http?.p50, 1),
    num(r.http?.p99, 1),
    r.http ? String(r.http.non2xx + r.http.errors) : '-',
    num(r.raw?.opsPerSecond),
    num(r.raw?.p50, 2),
    num(r.raw?.p99, 2),
    r.ratio === undefined ? '-' : `${(r.ratio * 100).toFixed(0)}%`,
    PEERS[r.name] ? String(PEERS[r.name].best) : '-',
    PEERS[r.name] && r.http ? `${(r.http.requestsPerSecond / PEERS[r.name].best).toFixed(0)}x` : '-',
    GOALS[r.name] ? String(GOALS[r.name]) : '-',
    GOALS[r.name] && r.http ? (r.http.requestsPerSecond >= GOALS[r.name] && r.http.p99 <= 100 ? 'met' : 'NOT met') : '-',
  ]);
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'SQL ops/s',
    'p50 ms',
    'p99 ms',
    'server/SQL',
    'best peer',
    'ours/peer',
    'goal',
    'goal (p99≤100)',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const groups = `${''.padEnd(widths[0])}  ${'server (HTTP)'.padEnd(widths.slice(1, 5).reduce((a, b) => a + b + 2, -2))}  raw SQL`;
  log(`\n${size} products, ${connections} connections, ${durationSeconds} s per scenario:`);
  log(groups);
  log(line(header));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) log(line(row));
  const peers = results.filter((r) => PEERS[r.name]).map((r) => `${r.name}: ${PEERS[r.name].label}`);
  if (peers.length) log(`Peers (req/s, 10,000 products, pinned, 50 connections): ${peers.join('; ')}.`);
}

async function main() {
  mkdirSync(OUTPUT, { recursive: true });
  log(
    `Haat benchmark: ${sizes.join(', ')} products, catalogue ${catalog}; ${os.cpus().length} CPUs; ${values.pin ? 'server and load pinned apart' : 'load and server share them'}.`,
  );
  await ensurePostgres(log);
  if (values.pin) {
    if (os.cpus().length < 2) fail('--pin needs two CPUs');
    // This process runs autocannon and the raw SQL workers: keep them off the server's CPU.
    await run('taskset', ['-p', '-c', String(LOAD_CPU), String(process.pid)], process.env, 10_000, { system: true });
    log(`Pinned: server on CPU ${SERVER_CPU}, load on CPU ${LOAD_CPU}.`);
  }
  await ensureBuild(values.rebuild, log);
  let failed = false;
  for (const size of sizes) {
    if (interrupted) break;
    const outcome = await benchSize(size);
    failed ||= outcome.failed;
  }
  if (interrupted) process.exit(130);
  if (failed) {
    console.error('bench: some scenarios failed or answered non-2xx (see above)');
    process.exit(1);
  }
}

main().catch(async (error) => {
  console.error(`bench: ${(error as Error).stack ?? error}`);
  const s = server;
  server = null;
  await s?.stop().catch(() => {});
  process.exit(1);
});
