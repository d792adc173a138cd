import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, matchRoutes, type Params, type RouteObject, type ServerBuild } from 'react-router';
import { authenticate, refresh } from '~/modules/users/index.ts';
import { FRAME_SOURCE_HEADER } from '~/modules/content/constants.ts';
import type { WebContext } from '~/web/context.ts';
import { loginPath } from '~/web/lib/safe-redirect.ts';
import { ACCESS_COOKIE, assertSameOrigin, clearSessionCookies, clientIp, REFRESH_COOKIE, setSessionCookies } from './auth.ts';
import {
  type CachedPage,
  type PageEncoding,
  createPageCache,
  encodedBody,
  fillPersonalParts,
  followInvalidations,
  inlineScriptsOf,
  isFillable,
  isPersonal,
  isShareable,
  oneAtATime,
  pageEncodingFor,
  personalPartsOf,
  sharedCookieHeader,
} from './page-cache.ts';
import { cartOwner, mergeGuestCartAtSignIn, writeCart } from './guest-cart.ts';
import { allowFrame, policyForScripts } from './security-headers.ts';

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
  const sharedPageOf = sharedPages(loadBuild);

  /** The context of a request's loaders and actions; an anonymous one (no session) has no cart either. */
  const contextOf = (request: FastifyRequest, reply: FastifyReply, session: Session, anonymous = false): WebContext => {
    const signedIn = typeof session === 'object' ? session : null;
    const user = signedIn?.user ?? null;
    return {
      db: app.db,
      config: app.config,
      auth: app.auth,
      cache: app.cache,
      mailQueue: app.mailQueue,
      smsQueue: app.smsQueue,
      courier: app.courier,
      user,
      sessionId: signedIn?.sessionId ?? null,
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
      cartOwner: () => (anonymous ? null : cartOwner(request, user?.id ?? null)),
      writeCart: (write) => writeCart(request, reply, user?.id ?? null, write),
    };
  };

  /** The page rendered for no one in particular, kept when it may be shared; else the answer as it is. */
  const renderShared = async (request: FastifyRequest, reply: FastifyReply, key: string): Promise<{ page: CachedPage } | { response: Response }> => {
    const response = await handle(toWebRequest(request, reply, true), contextOf(request, reply, null, true));
    if (!isShareable(response)) return { response };
    const { 'set-cookie': _, [FRAME_SOURCE_HEADER]: frame, ...rendered } = Object.fromEntries(response.headers);
    const body = await response.text();
    const headers = { ...rendered, 'content-security-policy': allowFrame(policyForScripts(request, reply, inlineScriptsOf(body)), frame), vary: 'accept-encoding' };
    const page: CachedPage = { status: response.status, headers, body: Buffer.from(body), encoded: {}, personalParts: personalPartsOf(body) };
    pages?.set(key, page);
    return { page };
  };
  const rendering = oneAtATime<Awaited<ReturnType<typeof renderShared>>>();

  /**
   * The page everyone gets at this key: from the cache, else rendered. Visitors who ask while it
   * is being rendered wait for that render (a popular page expiring is rendered once, not once
   * per visitor asking meanwhile); an answer that is not everyone's (an error page, one that
   * sets a cookie) is rendered for each, as is the page when the render waited for failed.
   */
  const sharedPage = async (request: FastifyRequest, reply: FastifyReply, key: string): Promise<SharedAnswer> => {
    const cached = pages?.get(key);
    if (cached) return { page: cached, from: 'hit' };
    let renderedHere = false;
    const rendered = await rendering(key, () => {
      renderedHere = true;
      return renderShared(request, reply, key);
    }).catch((error: unknown) => {
      if (renderedHere) throw error;
      return null;
    });
    if (rendered && 'page' in rendered) return { page: rendered.page, from: renderedHere ? 'miss' : 'hit' };
    if (rendered && renderedHere) return rendered;
    // Not everyone's answer, or another visitor's render that failed (they left, the database was away): this visitor's own.
    const own = await renderShared(request, reply, key);
    return 'page' in own ? { page: own.page, from: 'miss' } : own;
  };

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
        const key = pages?.keyOf(request) ?? null;
        const personal = isPersonal(request);
        // A visitor with nothing of their own gets the shared page as it is.
        if (key !== null && !personal) {
          const shared = await sharedPage(request, reply, key);
          if (!shared.page) return sendRendered(reply, shared.response);
          const encoding = pageEncodingFor(request);
          return sendPage(reply, shared.page, shared.from, encodedBody(shared.page, encoding), encoding);
        }
        assertSameOrigin(request);
        const session = await resolveSession(request, reply);
        if (session === 'expired' && isDocumentRequest(request)) {
          const back = request.url.startsWith('/login') ? '/' : request.url;
          return reply.redirect(loginPath(back, { expired: true }));
        }
        // One with a session or a cart gets the shared page of a shared route with their own
        // parts filled in.
        const route = key !== null && isDocumentRequest(request) && isFillable(request) ? await sharedPageOf(request.url) : null;
        if (key !== null && route) {
          const shared = await sharedPage(request, reply, key);
          const parts = shared.page?.personalParts;
          if (shared.page && parts) {
            const entry = (await loadBuild()).entry.module as unknown as PersonalEntry;
            const part = await entry.renderPersonalParts(partsRequest(request), contextOf(request, reply, session), route);
            // Gzip, whose shared stretches are compressed once, rather than brotli over the whole
            // copy for each visitor (ADR 031).
            const encoding = pageEncodingFor(request, ['gzip']);
            return sendPage(reply, shared.page, shared.from, fillPersonalParts(shared.page, parts, part, encoding), encoding);
          }
        }
        return sendRendered(reply, await handle(toWebRequest(request, reply), contextOf(request, reply, session)));
      },
    });
  });
}

type Session = Awaited<ReturnType<typeof resolveSession>>;
/** A shared page and whether it was stored already (`hit`) or rendered for this answer; or an answer that is not everyone's. */
type SharedAnswer = { page: CachedPage; from: 'hit' | 'miss'; response?: undefined } | { response: Response; page?: undefined };
type PersonalEntry = Pick<typeof import('~/web/personal.server.tsx'), 'renderPersonalParts' | 'isSharedPage'>;

/**
 * Sends a stored page, or a visitor's copy of it, under the page's own headers (its policy among
 * them); a body already compressed is named so, and not compressed again.
 */
function sendPage(reply: FastifyReply, page: CachedPage, from: 'hit' | 'miss', body: Buffer, encoding: PageEncoding | null = null) {
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(page.status).headers(page.headers).header(PAGE_CACHE_HEADER, from).send(body);
}

/** Sends a rendered answer: a page as one string (src/web/entry.server.tsx), compressed in one go. */
async function sendRendered(reply: FastifyReply, response: Response) {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return reply.send(response);
  const body = await response.text();
  const { 'set-cookie': _, [FRAME_SOURCE_HEADER]: frame, ...headers } = Object.fromEntries(response.headers);
  reply.code(response.status).headers(headers);
  if (frame) reply.header('content-security-policy', allowFrame(String(reply.getHeader('content-security-policy')), frame));
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(body);
}

/**
 * Which shared route (docs/decisions/030) an address is a page of, with its parameters; null
 * for any other. The build's flat route manifest is made a tree once, to match against, and
 * the answers for the last MATCHES_KEPT paths are kept (matching ranks every route each time).
 */
function sharedPages(loadBuild: () => Promise<ServerBuild>) {
  type SharedRoute = { routeId: string; params: Params };
  let routes: { build: ServerBuild; tree: RouteObject[]; matched: Map<string, SharedRoute | null> } | undefined;
  const treeOf = (build: ServerBuild, parentId?: string): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({ id: route!.id, path: route!.path, index: route!.index, caseSensitive: route!.caseSensitive, children: route!.index ? undefined : treeOf(build, route!.id) }) as RouteObject);
  return async (url: string): Promise<SharedRoute | null> => {
    const build = await loadBuild();
    if (routes?.build !== build) routes = { build, tree: treeOf(build), matched: new Map() };
    const path = url.split('?')[0];
    let shared = routes.matched.get(path);
    if (shared === undefined) {
      const leaf = matchRoutes(routes.tree, path)?.at(-1);
      const isShared = leaf?.route.id && (build.entry.module as unknown as PersonalEntry).isSharedPage(leaf.route.id);
      shared = isShared ? { routeId: leaf.route.id!, params: leaf.params } : null;
      if (routes.matched.size >= MATCHES_KEPT) routes.matched.clear();
      routes.matched.set(path, shared);
    }
    return shared;
  };
}

const MATCHES_KEPT = 10_000;

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

/** The request as a visitor's personal parts read it: the address and the cookies, nothing to abort. */
function partsRequest(request: FastifyRequest): Request {
  const { cookie } = request.headers;
  return new Request(addressOf(request), { headers: cookie ? { cookie } : undefined });
}

const addressOf = (request: FastifyRequest) => new URL(request.url, `${request.protocol}://${request.host}`);

/** The request as React Router takes it; an anonymous one carries no cookie but the language choice. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, anonymous = false): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || (anonymous && name === 'cookie')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Abort loaders when the client goes away. Not on the request's own 'close': that fires as
  // soon as a posted body has been read.
  const language = anonymous && sharedCookieHeader(request);
  if (language) headers.set('cookie', language);
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const posted = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body) ? request.body : undefined;
  // A view on the buffer Fastify read (no copy).
  const body = posted && new Uint8Array(posted.buffer as ArrayBuffer, posted.byteOffset, posted.byteLength);
  return new Request(addressOf(request), { method: request.method, headers, signal: controller.signal, body });
}
