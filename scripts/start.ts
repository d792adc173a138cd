import path from 'node:path';
import { buildApp } from '~/http/app.ts';
import { listen } from '~/http/server.ts';
import * as schema from '~/modules/schema.ts';
import { ConfigError, loadConfig } from '~/platform/config.ts';
import { openDatabase } from '~/platform/db/index.ts';
import { createStorage } from '~/platform/storage-backend.ts';
import { loadCatalog } from '../seed/catalogs.ts';
import { seedCatalog } from '../seed/load.ts';

/**
 * Boots the shop (`npm start`, `npm run dev` with --dev): config, the database (migrated, and
 * seeded with the demo catalogue when empty), then the HTTP server. Seeding lives here, outside
 * src/: the server and the domain never depend on the demo data.
 */
async function main() {
  const config = loadConfig();
  const dev = process.argv.includes('--dev');
  const database = await openDatabase({
    schema,
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  const storage = await createStorage(config.storage);
  const seeded = await seedCatalog(database.db, await loadCatalog(config.SEED_CATALOG), storage).finally(() => storage.close?.());

  const app = await buildApp({ config, database, web: dev ? 'development' : 'production' });
  if (seeded) app.log.info({ catalog: config.SEED_CATALOG }, 'seeded the demo catalogue into an empty database');
  await listen(app, config, database);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
