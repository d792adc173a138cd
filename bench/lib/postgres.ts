import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

/** The local server the benchmark uses: 127.0.0.1 only, user postgres, trust auth. */
export const PG_HOST = '127.0.0.1';
export const PG_PORT = 5432;
export const PG_USER = 'postgres';

export function databaseUrl(database: string): string {
  return `postgres://${PG_USER}@${PG_HOST}:${PG_PORT}/${database}`;
}

export function startCommand(): string {
  return 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';
}

async function canConnect(): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres'), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Checks that PostgreSQL answers on 127.0.0.1:5432. When it does not, tries once to start the
 * local cluster with pg_ctlcluster, then checks again for up to 15 s.
 */
export async function ensurePostgres(log: (line: string) => void): Promise<void> {
  const first = await canConnect();
  if (first === null) return;
  log(`PostgreSQL is not reachable at ${PG_HOST}:${PG_PORT} (${first}).`);
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (versions.length === 1) {
    log(`Trying to start it: pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start`);
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], {
        stdio: 'inherit',
        timeout: 30_000,
      });
    } catch (error) {
      log(`  could not start it: ${(error as Error).message.split('\n')[0]}`);
    }
    for (let attempt = 0; attempt < 15; attempt++) {
      if ((await canConnect()) === null) {
        log('PostgreSQL is up.');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  throw new Error(
    `PostgreSQL is not reachable at ${PG_HOST}:${PG_PORT} as user ${PG_USER}.\n` +
      `Start the local cluster with:\n  ${startCommand()}\nthen run the benchmark again.`,
  );
}

const BENCH_DB = /^haat_bench_[a-z0-9_]+$/;

/**
 * Creates the benchmark database when missing (via the `postgres` database); with `fresh`,
 * drops it first. Only haat_bench_* names.
 */
export async function ensureDatabase(name: string, fresh = false): Promise<'created' | 'recreated' | 'exists'> {
  if (!BENCH_DB.test(name)) throw new Error(`refusing to use database "${name}": benchmark databases are named haat_bench_*`);
  const client = new pg.Client({ connectionString: databaseUrl('postgres'), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount && !fresh) return 'exists';
    if (rowCount) await client.query(`drop database "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    return rowCount ? 'recreated' : 'created';
  } finally {
    await client.end();
  }
}

/** Facts about a benchmark database that help read the numbers. */
export async function describeDatabase(name: string) {
  const client = new pg.Client({ connectionString: databaseUrl(name), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ products: string; catalog: string | null; size: string }>(
      `select (select count(*) from products)::text as products,
              (select catalog from shop_settings limit 1) as catalog,
              pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    return { products: Number(rows[0].products), catalog: rows[0].catalog, size: rows[0].size };
  } finally {
    await client.end();
  }
}

/**
 * VACUUM ANALYZE of the benchmark database, so every run measures the same steady state.
 * (With autovacuum off, the rows the seed rewrites stay dead and the GIN search index keeps
 * its pending list, which every full-text search then scans.)
 */
export async function vacuum(name: string): Promise<void> {
  if (!BENCH_DB.test(name)) throw new Error(`refusing to vacuum database "${name}"`);
  const client = new pg.Client({ connectionString: databaseUrl(name), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
}

/** Whether autovacuum is on, and the products table's dead rows (read before vacuuming). */
export async function maintenanceState(name: string) {
  const client = new pg.Client({ connectionString: databaseUrl(name), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ autovacuum: string; dead: string | null }>(
      `select current_setting('autovacuum') as autovacuum,
              (select n_dead_tup from pg_stat_user_tables where relname = 'products')::text as dead`,
    );
    return { autovacuum: rows[0].autovacuum === 'on', deadProductRows: Number(rows[0].dead ?? 0) };
  } finally {
    await client.end();
  }
}
