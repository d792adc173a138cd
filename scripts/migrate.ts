import path from 'node:path';
import { loadConfig } from '~/platform/config.ts';
import * as schema from '~/modules/schema.ts';
import { openDatabase } from '~/platform/db/index.ts';

/** `npm run db:migrate`: applies the committed migrations (the server also does at start-up). */
const config = loadConfig();
const database = await openDatabase({ schema, databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
await database.migrate();
await database.close();
console.log(`Migrated the ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database.`);
