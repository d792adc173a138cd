import { loadConfig, ConfigError } from '~/platform/config.ts';
import { openDatabase } from '~/platform/db/index.ts';
import { loadCatalog } from '../../seed/catalogs.ts';
import { seedCatalog } from '../../seed/load.ts';
import { buildApp } from './app.ts';
import path from 'node:path';

/** Boots the shop: config, database (migrated, seeded when empty), HTTP server, graceful stop. */
async function main() {
  const config = loadConfig();
  const dev = process.argv.includes('--dev');
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  const seeded = await seedCatalog(database.db, await loadCatalog(config.SEED_CATALOG), config.uploadsDir);

  const app = await buildApp({ config, database, web: dev ? 'development' : 'production' });
  if (seeded) app.log.info({ catalog: config.SEED_CATALOG }, 'seeded the demo catalogue into an empty database');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    // Fastify stops accepting connections and waits for requests in flight before onClose hooks.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Haat is open at http://localhost:${(app.server.address() as { port: number }).port}`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
