/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements a benchmark run captured, against the same
 * benchmark database, to see where the raw SQL time goes.
 *
 *   npx tsx bench/explain.ts bench/.output/results-100000.json [scenario ...]
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { databaseUrl } from './lib/postgres.ts';

interface Results {
  database: string;
  results: { name: string; raw?: { statements: { text: string; params: unknown[] }[][] } }[];
}

const [file, ...only] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npx tsx bench/explain.ts bench/.output/results-<size>.json [scenario ...]');
  process.exit(2);
}
const results = JSON.parse(readFileSync(file, 'utf8')) as Results;
if (!/^haat_bench_[a-z0-9_]+$/.test(results.database)) throw new Error(`not a benchmark database: ${results.database}`);

const client = new pg.Client({ connectionString: databaseUrl(results.database), connectionTimeoutMillis: 5000 });
await client.connect();
try {
  // EXPLAIN ANALYZE runs the statement: keep anything it might write from sticking.
  await client.query('begin read only');
  for (const scenario of results.results) {
    if (!scenario.raw || (only.length > 0 && !only.includes(scenario.name))) continue;
    console.log(`\n##### ${scenario.name}`);
    for (const [g, group] of scenario.raw.statements.entries()) {
      for (const statement of group) {
        console.log(`\n-- group ${g + 1}: ${statement.text.replace(/\s+/g, ' ').slice(0, 300)}`);
        console.log(`-- params: ${JSON.stringify(statement.params).slice(0, 300)}`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.params,
        );
        console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
  }
  await client.query('rollback');
} finally {
  await client.end();
}
