import path from 'node:path';
import { parseArgs } from 'node:util';
import { RegisterSchema } from '~/modules/users/contracts.ts';
import { createOrPromoteAdmin } from '~/modules/users/index.ts';
import { loadConfig } from '~/platform/config.ts';
import * as schema from '~/modules/schema.ts';
import { openDatabase } from '~/platform/db/index.ts';

/**
 * `npm run admin:create -- --email E --password P --name N`: creates an admin account, or
 * promotes an existing one and sets its password (its sessions end). There is no default admin.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
const parsed = RegisterSchema.safeParse({ name: values.name ?? 'Admin', email: values.email, password: values.password });
if (!parsed.success) {
  console.error(
    `Usage: npm run admin:create -- --email E --password P [--name N]\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ schema, databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
try {
  await database.migrate();
  const { created, user } = await createOrPromoteAdmin(database.db, parsed.data);
  console.log(`${created ? 'Created' : 'Promoted'} the admin ${user.email}.`);
} finally {
  await database.close();
}
