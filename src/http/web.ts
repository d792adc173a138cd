import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { authenticate, refresh } from '~/modules/users/service.ts';
import type { WebContext } from '~/web/context.ts';
import { loginPath } from '~/web/lib/safe-redirect.ts';
import { ACCESS_COOKIE, assertSameOrigin, clearSessionCookies, clientIp, REFRESH_COOKIE, setSessionCookies } from './auth.ts';
import { createPageCache, followInvalidations, isShareable } from './page-cache.ts';
import { cartOwner, mergeGuestCartAtSignIn, writeCart } from './guest-cart.ts';

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
      preCompressed: true,
      decorateReply: false,
    });
    const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
    loadBuild = async () => build;
  }
  const handle = createRequestHandler(loadBuild, mode);
  // Development renders every request afresh (the code changes under it).
  const pages = mode === 'production' ? createPageCache() : null;
  if (pages) followInvalidations(app.cache, pages);

  await app.register(async (web) => {
    // Page forms post url-encoded or multipart bodies. Fastify reads them, whatever the type, into
    // a buffer bounded by BODY_LIMIT_BYTES (a declared Content-Length over it is refused before a
    // byte is read, a chunked body as soon as it passes it: 413), and React Router reads the
    // buffer. Never the raw stream: that would read any size into memory.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: app.config.BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const pageKey = pages?.keyOf(request) ?? null;
        const cached = pageKey === null ? undefined : pages?.get(pageKey);
        if (cached) {
          // The stored page's inline scripts carry the nonce of the request that rendered it.
          const body = cached.body.replaceAll(cached.nonce, request.scriptNonce);
          return reply.code(cached.status).headers(cached.headers).header(PAGE_CACHE_HEADER, 'hit').send(body);
        }
        assertSameOrigin(request);
        const session = await resolveSession(request, reply);
        if (session === 'expired' && isDocumentRequest(request)) {
          const back = request.url.startsWith('/login') ? '/' : request.url;
          return reply.redirect(loginPath(back, { expired: true }));
        }
        const user = typeof session === 'object' && session ? session.user : null;
        const context: WebContext = {
          db: app.db,
          config: app.config,
          auth: app.auth,
          cache: app.cache,
          mailQueue: app.mailQueue,
          user,
          sessionId: typeof session === 'object' && session ? session.sessionId : null,
          sessionExpired: session === 'expired',
          clientIp: clientIp(request),
          cspNonce: request.scriptNonce,
          log: request.log,
          databaseUnavailable: false,
          origin: app.config.publicOrigin,
          startSession: async (issued) => {
            setSessionCookies(request, reply, issued);
            await mergeGuestCartAtSignIn(request, reply, issued.user.id);
          },
          endSession: () => clearSessionCookies(reply),
          cartOwner: () => cartOwner(request, user?.id ?? null),
          writeCart: (write) => writeCart(request, reply, user?.id ?? null, write),
        };
        const response = await handle(toWebRequest(request, reply), context);
        // Pages come whole (src/web/entry.server.tsx): sent as one string, compressed in one go.
        if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return reply.send(response);
        const body = await response.text();
        const { 'set-cookie': _, ...headers } = Object.fromEntries(response.headers);
        reply.code(response.status).headers(headers);
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        if (pageKey !== null && pages && isShareable(response)) {
          pages.set(pageKey, { status: response.status, headers, body, nonce: request.scriptNonce });
          reply.header(PAGE_CACHE_HEADER, 'miss');
        }
        return reply.send(body);
      },
    });
  });
}

/** Says whether a page came from the shared page cache (`hit`) or was rendered and stored (`miss`). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

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
  request.method === 'GET' &&
  (request.headers['sec-fetch-mode'] ?? 'navigate') === 'navigate' &&
  !/\.data$|^\/__manifest$/.test(request.url.split('?')[0]);

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
  const posted = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body) ? request.body : undefined;
  // A view on the buffer Fastify read (no copy).
  const body = posted && new Uint8Array(posted.buffer as ArrayBuffer, posted.byteOffset, posted.byteLength);
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal, body });
}
