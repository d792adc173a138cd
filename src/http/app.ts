import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '~/platform/config.ts';
import type { Database, Db } from '~/platform/db/index.ts';
import { cancelUnconfirmedOrders } from '~/flows/cancel-unconfirmed-orders.ts';
import { tellCustomers } from '~/flows/tell-customers.ts';
import { syncShipments } from '~/flows/ship-order.ts';
import { deliverPendingMails, outboxMailer } from '~/modules/mail/index.ts';
import { deliverPendingSms } from '~/modules/sms/index.ts';
import type { AuthDeps } from '~/modules/users/index.ts';
import { smtpMailer } from '~/platform/mail.ts';
import { bulkSmsBdSender, type SmsSender } from '~/platform/sms.ts';
import { type CourierApi, steadfastCourier } from '~/platform/courier.ts';
import { loggerOptions } from '~/platform/logger.ts';
import { createCache, type Cache } from '~/platform/cache.ts';
import type { FileStorage } from '~/platform/storage.ts';
import { createStorage } from '~/platform/storage-backend.ts';
import { backgroundJob, type BackgroundJob } from '~/platform/jobs.ts';
import { memoryRateLimiter, redisRateLimiter } from '~/platform/rate-limit.ts';
import { registerAccessControl } from './auth.ts';
import { registerErrorHandling } from './errors.ts';
import { registerHostPolicy } from './host.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { compiledSerializer } from './wire.ts';
import { addressRoutes } from './routes/addresses.ts';
import { cartRoutes } from './routes/cart.ts';
import { pcBuilderRoutes } from './routes/pcbuilder.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { contentRoutes } from './routes/content.ts';
import { directoryRoutes } from './routes/directory.ts';
import { listingRoutes } from './routes/listings.ts';
import { healthRoutes } from './routes/health.ts';
import { userRoutes } from './routes/users.ts';
import { merchandisingRoutes } from './routes/merchandising.ts';
import { orderRoutes } from './routes/orders.ts';
import { orderExportRoutes } from './routes/order-export.ts';
import { printingRoutes } from './routes/printing.ts';
import { shipmentRoutes } from './routes/shipments.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { seoRoutes } from './routes/seo.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { uploadedFileRoutes } from './routes/uploaded-files.ts';
import { productAdminRoutes } from './routes/product-admin.ts';
import { settingsRoutes } from './routes/settings.ts';
import { structureRoutes } from './routes/structure.ts';
import { searchRoutes } from './routes/search.ts';
import { glossaryRoutes } from './routes/glossary.ts';
import { registerWeb } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: AuthDeps;
    cache: Cache;
    /** Uploaded files: local disk under DATA_DIR/uploads, or an S3 bucket when configured. */
    storage: FileStorage;
    /** Sends the transactional outbox's mails (pending_mails) after their transactions commit. */
    mailQueue: BackgroundJob;
    /** Sends the SMS outbox's messages (sms_messages) after their transactions commit, retrying refusals. */
    smsQueue: BackgroundJob;
    /** Writes the SMS and mails that tell customers of their orders' changes of state (tell-customers), before the two queues send them. */
    tellingQueue: BackgroundJob;
    /** The courier booked through its API (ADR 042), or null: parcels are handed over by hand. */
    courier: CourierApi | null;
  }
}

/** Below this a compressed answer saves less than the work costs. */
const COMPRESS_MIN_BYTES = 1024;
/** How often mail left in the transactional outbox is looked for. */
const MAIL_SWEEP_MS = 30_000;
/** How often SMS due (new after a crash, or a retry whose delay ran out) are looked for. */
const SMS_SWEEP_MS = 15_000;
/** How often parcels with a courier's API are followed. */
const COURIER_SWEEP_MS = 5 * 60_000;
/** A booking unanswered this much past the courier's time-out is asked about. */
const COURIER_ANSWER_MARGIN_MS = 30_000;
/** How often orders past the confirmation window are looked for: the window is days, so minutes late is nothing. */
const UNCONFIRMED_SWEEP_MS = 10 * 60_000;
/** How often changes of orders' states are looked for to tell their customers: a few seconds after an admin's click. */
const TELL_SWEEP_MS = 5_000;
/** A run holds the SMS it sends this much longer than the gateway may take to answer. */
const SMS_CLAIM_MARGIN_MS = 30_000;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the React storefront: the built one, Vite in development, or none (API tests). */
  web: 'production' | 'development' | false;
  /** Where the log goes (standard output when absent); tests read it. */
  logStream?: DestinationStream;
  /** Sees every route as it is registered, with its schemas (the hostile-input suite walks them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server without listening, so tests can `inject` requests into it. */
export async function buildApp({ config, database, web, logStream, onRoute }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // No client holds a connection longer than REQUEST_TIMEOUT_MS, however slowly it sends its
    // headers or body (408, then the socket closes) or goes quiet. Node checks running requests
    // every `connectionsCheckingInterval` (30 s by default, which let a trickled body live three
    // times the timeout), so it checks often enough to cut one within a tenth of the timeout.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(config.REQUEST_TIMEOUT_MS / 10))),
    },
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const limiter = config.REDIS_URL ? redisRateLimiter(config.REDIS_URL) : memoryRateLimiter();
  app.addHook('onClose', () => limiter.close());
  const mailer = config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(database.db, (queued) => app.log.info({ mail: queued }, 'mail queued in the outbox'));
  // SMS take the same road (ADR 037); without a gateway the stored message is the outbox.
  const sms = config.sms;
  const smsSender: SmsSender =
    sms.kind === 'bulksmsbd' ? bulkSmsBdSender(sms) : { send: async (to) => app.log.info({ sms: { to } }, 'SMS kept in the outbox') };
  const smsQueue = backgroundJob(() => deliverPendingSms(database.db, smsSender, { claimMs: (sms.kind === 'bulksmsbd' ? sms.timeoutMs : 0) + SMS_CLAIM_MARGIN_MS }), {
    intervalMs: SMS_SWEEP_MS,
    onError: (error) => app.log.error({ err: error }, 'SMS delivery failed'),
  });
  app.addHook('onReady', async () => smsQueue.kick());
  app.addHook('onClose', () => smsQueue.stop());
  app.decorate('smsQueue', smsQueue);
  const auth: AuthDeps = { db: database.db, secret: config.TOKEN_SECRET, limiter, mailer, smsQueue };
  app.decorate('auth', auth);
  // Mail written by a transaction (an order's) is sent once it commits: at once when the use
  // case kicks the queue, else by the next sweep (a crash between commit and send).
  const mailQueue = backgroundJob(() => deliverPendingMails(database.db, mailer), {
    intervalMs: MAIL_SWEEP_MS,
    onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
  });
  app.addHook('onReady', async () => mailQueue.kick());
  app.addHook('onClose', () => mailQueue.stop());
  app.decorate('mailQueue', mailQueue);
  const cache = createCache({ redisUrl: config.REDIS_URL });
  app.addHook('onClose', () => cache.close());
  app.decorate('cache', cache);
  // Orders the shop never confirmed within its window are cancelled, their stock put back (issue 24).
  const unconfirmedOrders = backgroundJob(() => cancelUnconfirmedOrders(database.db, cache), {
    intervalMs: UNCONFIRMED_SWEEP_MS,
    onError: (error) => app.log.error({ err: error }, 'cancelling unconfirmed orders failed'),
  });
  app.addHook('onClose', () => unconfirmedOrders.stop());
  // Each change of an order's state told to its customer by SMS and mail, once (issue 24).
  const tellingQueue = backgroundJob(
    async () => {
      if ((await tellCustomers(database.db, config.publicOrigin)) === 0) return;
      smsQueue.kick();
      mailQueue.kick();
    },
    { intervalMs: TELL_SWEEP_MS, onError: (error) => app.log.error({ err: error }, 'telling customers of their orders failed') },
  );
  app.addHook('onClose', () => tellingQueue.stop());
  app.decorate('tellingQueue', tellingQueue);
  // Parcels with a courier's API: unanswered bookings asked about, failed ones booked again, each followed to the door (ADR 042).
  const courierConfig = config.courier;
  const courier = courierConfig.kind === 'steadfast' ? steadfastCourier(courierConfig) : null;
  app.decorate('courier', courier);
  if (courier) {
    const unansweredAfterMs = (courierConfig.kind === 'steadfast' ? courierConfig.timeoutMs : 0) + COURIER_ANSWER_MARGIN_MS;
    const parcels = backgroundJob(() => syncShipments(database.db, cache, courier, { unansweredAfterMs }), {
      intervalMs: COURIER_SWEEP_MS,
      onError: (error) => app.log.error({ err: error }, 'following parcels with the courier failed'),
    });
    app.addHook('onClose', () => parcels.stop());
  }
  const storage = await createStorage(config.storage);
  app.addHook('onClose', async () => storage.close?.());
  app.decorate('storage', storage);
  await registerSecurityHeaders(app, { development: web === 'development' });
  registerHostPolicy(app);
  await app.register(fastifyCookie);
  // Pages, JSON and uploads compressed per request (brotli at a quality that costs little CPU);
  // built assets come compressed from the build (scripts/compress-assets.ts).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
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
  await app.register(pcBuilderRoutes);
  await app.register(orderRoutes);
  await app.register(printingRoutes);
  await app.register(orderExportRoutes);
  await app.register(shipmentRoutes);
  await app.register(addressRoutes);
  await app.register(seoRoutes);
  await app.register(uploadRoutes);
  await app.register(productAdminRoutes);
  await app.register(settingsRoutes);
  await app.register(structureRoutes);
  await app.register(searchRoutes);
  await app.register(glossaryRoutes);
  await app.register(contentRoutes);
  await app.register(directoryRoutes);

  await app.register(uploadedFileRoutes);

  if (web) await registerWeb(app, web);
  return app;
}
