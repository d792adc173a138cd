import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession, SessionUser } from '~/modules/users/contracts.ts';
import { authenticate, SESSION_TTL_DAYS } from '~/modules/users/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '~/modules/users/index.ts';
import { forbidden, unauthorized } from '~/platform/errors.ts';

export const ACCESS_COOKIE = 'haat_access';
export const REFRESH_COOKIE = 'haat_refresh';

const secure = (request: FastifyRequest) => request.protocol === 'https';

/** httpOnly, SameSite=Lax cookies: the web keeps no token where scripts can read it. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: Pick<IssuedSession, 'accessToken' | 'refreshToken'>) {
  const base = { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) } as const;
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...base, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...base, maxAge: SESSION_TTL_DAYS * 86_400 });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
}

/** Who may call a route: declared once per route (`config: { access }`), enforced by one hook. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Default 'public'. 'user': signed in; 'admin': signed in as an admin. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller of a route whose access is 'user' or 'admin'. */
    session: { user: SessionUser; sessionId: string } | null;
  }
}

/** The messages API clients of the call table check to sign the user out (docs/requirements/core-shop.md §7). */
export const NO_TOKEN = 'Not authorized, no token';
export const TOKEN_FAILED = 'Not authorized, token failed';

/**
 * One hook enforces every route's declared access before its input is validated, so a visitor
 * gets 401 (and a customer 403 on admin calls) whatever the body holds.
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access ?? 'public';
    if (access === 'public') return;
    request.session = await requireSession(request);
    if (access === 'admin' && !request.session.user.isAdmin) throw forbidden();
  });
}

/** The caller a route's access hook let through. */
export function signedIn(request: FastifyRequest): { user: SessionUser; sessionId: string } {
  if (!request.session) throw new Error(`route ${request.routeOptions.url} reads the session but declares no access`);
  return request.session;
}

function presentedToken(request: FastifyRequest): { token: string; bearer: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), bearer: true };
  const cookie = request.cookies[ACCESS_COOKIE];
  return cookie ? { token: cookie, bearer: false } : null;
}

/**
 * The caller of an API route: a Bearer token (API clients) or the access cookie (the web), or
 * null when none was presented. A presented token that fails is a 401; a cookie-authenticated
 * state change must come from this site (CSRF).
 */
export async function currentUser(request: FastifyRequest): Promise<{ user: SessionUser; sessionId: string } | null> {
  const presented = presentedToken(request);
  if (!presented) return null;
  if (!presented.bearer) assertSameOrigin(request);
  const found = await authenticate(request.server.db, request.server.config.TOKEN_SECRET, presented.token);
  if (!found) throw unauthorized(TOKEN_FAILED);
  return found;
}

async function requireSession(request: FastifyRequest) {
  const found = await currentUser(request);
  if (!found) throw unauthorized(NO_TOKEN);
  return found;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request carries this site's session cookies rather than a Bearer token. */
export function bySessionCookie(request: FastifyRequest): boolean {
  if (request.headers.authorization?.startsWith('Bearer ')) return false;
  return Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[REFRESH_COOKIE]);
}

/** Rejects an unsafe request whose Origin (or Referer) is another site. */
export function assertSameOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!isSameOrigin(request.headers.origin ?? request.headers.referer, request.host)) {
    throw forbidden('Cross-site request refused');
  }
}

export function isSameOrigin(origin: string | undefined, host: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The client's address, as Fastify sees it (set `trustProxy` behind a load balancer). */
export const clientIp = (request: FastifyRequest) => request.ip;
