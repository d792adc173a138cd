import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import * as schema from '~/modules/schema.ts';
import { openDatabase, type Database } from '~/platform/db/index.ts';

export const TEMPLATE_DATABASE = `haat_test_template_${process.ppid}`;

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Databases are created and dropped from the server's maintenance database. */
export const adminUrl = (url: string) => withDatabase(url, 'postgres');

/**
 * A migrated, empty database of this test file's own: a copy of the run's template, on
 * PostgreSQL when TEST_DATABASE_URL is set, in-memory PGlite otherwise. Closing drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL && inject('postgresTemplate')) return createPostgresTestDatabase();
  const dump = await readFile(inject('pgliteTemplate'));
  return openDatabase({ schema, loadDataDir: new Blob([dump]) });
}

/**
 * A copy of the run's template on the PostgreSQL server of TEST_DATABASE_URL, with its URL (for
 * a shop process of the test's own). Only in a PostgreSQL run (`npm run test:pg`).
 */
export async function createPostgresTestDatabase(): Promise<Database & { url: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL (npm run test:pg)');
  const name = `haat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const databaseUrl = withDatabase(url, name);
  const database = await openDatabase({ schema, databaseUrl, poolSize: 5 });
  return {
    ...database,
    url: databaseUrl,
    close: async () => {
      await database.close();
      // The pool's end resolves before the server has closed every backend; dropping WITH
      // (FORCE) then kills a closing connection, whose client reports 57P01 as an unhandled
      // error. Wait (bounded) until the database has no sessions left.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
