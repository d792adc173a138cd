import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], summary: 'Liveness and database reachability' } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: { kind: app.database.kind, ok: true, latencyMs: Math.round(performance.now() - started) } };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: { kind: app.database.kind, ok: false } });
    }
  });
};
