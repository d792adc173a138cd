import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The tables, as `import * as schema from '~/modules/schema.ts'` gives them. The platform is the
 * lowest layer and knows no module: the caller that opens the database passes them in.
 */
export type Schema = Record<string, unknown>;
/** The handle every service takes first. PGlite and node-postgres share this API. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A service accepts the database or a transaction it is part of. */
export type DbOrTx = Db | Tx;

/** An ILIKE pattern for "contains `text`": its wildcards and the escape character match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A query built once per database handle (or transaction) and sent as a named prepared
 * statement, for the reads behind every signed-in page (the session, the cart): building a
 * query in Drizzle cost more of the server's time than the database took to answer it.
 * `build` gets the handle and returns `query.prepare(name)`, its values `sql.placeholder`s.
 */
export function preparedStatement<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, loadable with `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
}

/** The project's `drizzle/` folder, found upward from this file: the same from src/ and from the bundled build. */
export const MIGRATIONS_DIR = findUpward(import.meta.dirname, 'drizzle/meta/_journal.json');

function findUpward(from: string, relative: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, relative))) return path.join(dir, relative.split('/')[0]);
    if (path.dirname(dir) === dir) throw new Error(`No ${relative} above ${from}`);
  }
}

export interface DatabaseOptions {
  /** Every module's tables (`~/modules/schema.ts`). */
  schema: Schema;
  databaseUrl?: string;
  /** PGlite data directory; ignored with a database URL. Undefined means in memory. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests load a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A connection the server closes (a restart, an administrator ending it) emits 'error': on
    // the pool while idle, on the client itself while checked out (a transaction whose query
    // failed first). Without a listener Node ends the whole process. The query that found the
    // server away has already failed on its own (a 503); the pool drops the broken connection
    // when it is released and connects afresh for the next query.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  // The embedded database is loaded only when it is used (a server on PostgreSQL never loads it).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // PGlite does not create missing parent folders.
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
