import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { authenticate, refresh } from '~/modules/users/service.ts';
import type { WebContext } from '~/web/context.ts';
import { cartOwner, mergeGuestCartAtSignIn, writeCart } from './guest-cart.ts';
import { ACCESS_COOKIE, assertSameOrigin, clearSessionCookies, clientIp, REFRESH_COOKIE, setSessionCookies, siteOrigin } from './auth.ts';

/**
 * Hands every request the API did not claim to React Router (server-side rendering, loaders,
 * actions). In production the built client assets are served with long-lived cache headers;
 * in development Vite runs in middleware mode inside this same server.
 */
export async function registerWeb(app: FastifyInstance, mode: 'production' | 'development') {
  const buildDir = app.config.BUILD_DIR;
  let loadBuild: () => Promise<ServerBuild>;
  if (mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    // Fingerprinted file names: cache for a year.
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client/assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
    const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
    loadBuild = async () => build;
  }
  const handle = createRequestHandler(loadBuild, mode);

  await app.register(async (web) => {
    // Page forms post url-encoded or multipart bodies: React Router reads them from the raw stream.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        assertSameOrigin(request);
        const session = await resolveSession(request, reply);
        if (session === 'expired' && isDocumentRequest(request)) {
          const back = request.url.startsWith('/login') ? '/' : request.url;
          return reply.redirect(`/login?expired=1&redirect=${encodeURIComponent(back)}`);
        }
        const user = typeof session === 'object' && session ? session.user : null;
        const context: WebContext = {
          db: app.db,
          config: app.config,
          auth: app.auth,
          cache: app.cache,
          user,
          sessionId: typeof session === 'object' && session ? session.sessionId : null,
          sessionExpired: session === 'expired',
          clientIp: clientIp(request),
          origin: siteOrigin(request),
          startSession: async (issued) => {
            setSessionCookies(request, reply, issued);
            await mergeGuestCartAtSignIn(request, reply, issued.user.id);
          },
          endSession: () => clearSessionCookies(reply),
          cartOwner: () => cartOwner(request, user?.id ?? null),
          writeCart: (write) => writeCart(request, reply, user?.id ?? null, write),
        };
        return reply.send(await handle(toWebRequest(request, reply), context));
      },
    });
  });
}

/**
 * The user behind the session cookies. An expired access cookie is renewed with the refresh
 * cookie (rotating it); a refresh cookie that no longer works ends the session: 'expired'.
 */
async function resolveSession(request: FastifyRequest, reply: FastifyReply) {
  const access = request.cookies[ACCESS_COOKIE];
  if (access) {
    const found = await authenticate(request.server.db, request.server.config.TOKEN_SECRET, access);
    if (found) return found;
  }
  const refreshToken = request.cookies[REFRESH_COOKIE];
  if (!refreshToken) return null;
  try {
    const issued = await refresh(request.server.auth, refreshToken);
    setSessionCookies(request, reply, issued);
    return { user: issued.user, sessionId: issued.sessionId };
  } catch {
    clearSessionCookies(reply);
    return 'expired' as const;
  }
}

// A page load by the browser, as opposed to React Router's own fetches (`.data`, the route
// manifest at `/__manifest`) or a form post: those go on signed out instead of receiving the
// login page's HTML where they expect JSON.
const isDocumentRequest = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers['sec-fetch-mode'] ?? 'navigate') === 'navigate' && !/\.data$|^\/__manifest$/.test(request.url.split('?')[0]);

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Abort loaders when the client goes away. Not on the request's own 'close': that fires as
  // soon as a posted body has been read.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // @ts-expect-error -- Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    duplex: hasBody ? 'half' : undefined,
  });
}
