import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { CATALOGS, loadConfig, type CatalogKey } from '~/platform/config.ts';
import * as schema from '~/modules/schema.ts';
import { openDatabase } from '~/platform/db/index.ts';
import { createStorage } from '~/platform/storage-backend.ts';
import { growCatalog } from './bulk.ts';
import { loadCatalog } from './catalogs.ts';
import { seedCatalog } from './load.ts';

const USAGE = `Usage: npm run db:seed -- [--catalog electronics|homeopathy] [--products N]

Seeds the demo catalogue into an empty database (DATABASE_URL, or PGlite under DATA_DIR),
then, with --products, grows the catalogue to N products for scale tests. Running it again
changes nothing that is already there.`;

const { values } = parseArgs({
  options: { catalog: { type: 'string' }, products: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const config = loadConfig();
const catalog = (values.catalog ?? config.SEED_CATALOG) as CatalogKey;
if (!CATALOGS.includes(catalog)) throw new Error(`--catalog must be one of ${CATALOGS.join(', ')}`);
const target = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(target) || target < 0) throw new Error('--products must be a whole number');

const database = await openDatabase({ schema, databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
const storage = await createStorage(config.storage);
try {
  await database.migrate();
  const seeded = await seedCatalog(database.db, await loadCatalog(catalog), storage);
  console.log(seeded ? `Seeded the ${catalog} catalogue.` : 'The database already has a shop: catalogue left as it is.');
  if (target > 0) {
    const bar = new cliProgress.SingleBar({ format: 'Products {bar} {value}/{total} ({eta}s left)', noTTYOutput: true, notTTYSchedule: 5000 }, cliProgress.Presets.shades_classic);
    let started = false;
    const made = await growCatalog(database.db, target, (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    });
    if (started) bar.stop();
    console.log(made ? `Added ${made} products: the catalogue now has at least ${target}.` : `The catalogue already has ${target} or more products.`);
  }
} finally {
  await database.close();
  await storage.close?.();
}
