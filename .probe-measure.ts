import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '~/modules/schema.ts';
import { listFilteredProducts, getListingCategory, getBrand } from '~/modules/catalog/listing.ts';
import { searchProducts } from '~/modules/catalog/search.ts';
import { listProducts } from '~/modules/catalog/service.ts';
import { ListingQuerySchema } from '~/modules/catalog/contracts.ts';
import type { Db } from '~/platform/db/index.ts';

const n = process.argv[2];
const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/haat_scale_${n}`, max: 4 });
let captured: { query: string; params: unknown[] }[] | null = null;
const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => captured?.push({ query, params }) } }) as unknown as Db;

const q = (o: Record<string, unknown>) => ListingQuerySchema.parse(o);
const laptop = (await getListingCategory(db, 'laptop')).category;
const asus = await getBrand(db, 'asus');
const scenarios: [string, () => Promise<unknown>][] = [
  ['category laptop, no filter', () => listFilteredProducts(db, { categoryId: laptop.id }, q({}))],
  ['category laptop, brand=asus', () => listFilteredProducts(db, { categoryId: laptop.id }, q({ brand: 'asus' }))],
  ['category laptop, i7+16GB+price', () => listFilteredProducts(db, { categoryId: laptop.id }, q({ processorType: 'Intel Core i7', ram: '16', minPrice: '80000', maxPrice: '200000' }))],
  ['category laptop, page 20 newest', () => listFilteredProducts(db, { categoryId: laptop.id }, q({ pageNumber: 20 }))],
  ['brand asus, no filter', () => listFilteredProducts(db, { brandId: asus.id }, q({}))],
  ['search "laptop" (common)', () => searchProducts(db, { keyword: 'laptop', pageNumber: 1, limit: 30 })],
  ['search "asus monitor"', () => searchProducts(db, { keyword: 'asus monitor', pageNumber: 1, limit: 30 })],
  ['search "corsair" (mid)', () => searchProducts(db, { keyword: 'corsair', pageNumber: 1, limit: 30 })],
  ['search "laptp" (typo)', () => searchProducts(db, { keyword: 'laptp', pageNumber: 1, limit: 30 })],
  ['search "moniter" (typo)', () => searchProducts(db, { keyword: 'moniter', pageNumber: 1, limit: 30 })],
  ['home listing (all, newest)', () => listProducts(db, { keyword: '', pageNumber: 1, limit: 30 })],
];
const explain = process.argv.includes('--explain');
for (const [name, run] of scenarios) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${n} | ${name.padEnd(34)} | median ${times[12].toFixed(1)} ms | p95 ${times[23].toFixed(1)} ms`);
  if (explain) {
    captured = [];
    await run();
    const statements = captured;
    captured = null;
    for (const s of statements) {
      const { rows } = await pool.query(`explain (analyze, buffers, format json) ${s.query}`, s.params as unknown[]);
      const plan = (rows[0] as { 'QUERY PLAN': [{ 'Execution Time': number; Plan: { 'Node Type': string } }] })['QUERY PLAN'][0];
      const nodes: string[] = [];
      const walk = (p: any) => { if (p['Index Name']) nodes.push(`${p['Node Type']} ${p['Index Name']}`); else if (/Scan/.test(p['Node Type'])) nodes.push(`${p['Node Type']} ${p['Relation Name'] ?? ''}`); (p.Plans ?? []).forEach(walk); };
      walk(plan.Plan);
      console.log(`     exec ${plan['Execution Time'].toFixed(2)} ms  ${s.query.replace(/\s+/g, ' ').slice(0, 70)}…  [${[...new Set(nodes)].join(', ')}]`);
    }
  }
}
await pool.end();
