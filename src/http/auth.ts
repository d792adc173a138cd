import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession, SessionUser } from '~/modules/users/contracts.ts';
import { authenticate, SESSION_TTL_DAYS } from '~/modules/users/service.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '~/modules/users/tokens.ts';
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

/**
 * The caller of an API route: a Bearer token (API clients) or the access cookie (the web).
 * A cookie-authenticated state change must come from this site (CSRF).
 */
export async function currentUser(request: FastifyRequest): Promise<{ user: SessionUser; sessionId: string } | null> {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const token = bearer ?? request.cookies[ACCESS_COOKIE];
  if (!token) return null;
  if (!bearer) assertSameOrigin(request);
  return authenticate(request.server.db, request.server.config.TOKEN_SECRET, token);
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  return (await requireSession(request)).user;
}

export async function requireSession(request: FastifyRequest) {
  const found = await currentUser(request);
  if (!found) throw unauthorized();
  return found;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

/** The shop's origin: PUBLIC_URL when set, else the protocol and Host the request came with. */
export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  return configured ? new URL(configured).origin : `${request.protocol}://${request.host}`;
}

/** The client's address, as Fastify sees it (set `trustProxy` behind a load balancer). */
export const clientIp = (request: FastifyRequest) => request.ip;
