import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '~/platform/config.ts';
import type { Database, Db } from '~/platform/db/index.ts';
import { outboxMailer } from '~/modules/mail/service.ts';
import type { AuthDeps } from '~/modules/users/service.ts';
import { smtpMailer } from '~/platform/mail.ts';
import { memoryCache, type Cache } from '~/platform/cache.ts';
import { memoryRateLimiter, redisRateLimiter } from '~/platform/rate-limit.ts';
import { registerAccessControl } from './auth.ts';
import { registerErrorHandling } from './errors.ts';
import { compiledSerializer } from './wire.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { listingRoutes } from './routes/listings.ts';
import { healthRoutes } from './routes/health.ts';
import { userRoutes } from './routes/users.ts';
import { merchandisingRoutes } from './routes/merchandising.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { seoRoutes } from './routes/seo.ts';
import { registerWeb } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: AuthDeps;
    cache: Cache;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the React storefront: the built one, Vite in development, or none (API tests). */
  web: 'production' | 'development' | false;
}

/** Builds the whole server without listening, so tests can `inject` requests into it. */
export async function buildApp({ config, database, web }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const limiter = config.REDIS_URL ? redisRateLimiter(config.REDIS_URL) : memoryRateLimiter();
  app.addHook('onClose', () => limiter.close());
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(database.db, (m) => app.log.info(m));
  const auth: AuthDeps = { db: database.db, secret: config.TOKEN_SECRET, limiter, mailer };
  app.decorate('auth', auth);
  app.decorate('cache', memoryCache());
  await app.register(fastifyCookie);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerAccessControl(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Haat API',
        version: '1',
        description: 'The REST API of the Haat shop. Prices are in taka; ids are strings.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(listingRoutes);
  await app.register(userRoutes);
  await app.register(merchandisingRoutes);
  await app.register(reviewRoutes);
  await app.register(cartRoutes);
  await app.register(seoRoutes);

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.uploadsDir, prefix: '/uploads/', maxAge: '7d', decorateReply: false });

  if (web) await registerWeb(app, web);
  return app;
}
