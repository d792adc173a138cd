import type { FastifyInstance } from 'fastify';
import type { Config } from '~/platform/config.ts';
import type { Database } from '~/platform/db/index.ts';

/**
 * Opens the built app on the configured address and stops it gracefully on SIGTERM or SIGINT:
 * in-flight requests finish, then the database closes. Booting (config, database, migrations,
 * the demo seed) happens before, in scripts/start.ts.
 */
export async function listen(app: FastifyInstance, config: Config, database: Database): Promise<void> {
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
