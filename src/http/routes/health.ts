import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const Health = z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.object({ kind: z.string(), ok: z.boolean(), latencyMs: z.number().int().optional() }),
  });
  const schema = { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: Health, 503: Health } };
  app.get('/api/health', { schema }, async (_request, reply) => {
    const started = performance.now();
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: { kind: app.database.kind, ok: true, latencyMs: Math.round(performance.now() - started) } };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' as const, database: { kind: app.database.kind, ok: false } });
    }
  });
};
