import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '~/platform/errors.ts';

export const UNKNOWN_HOST_MESSAGE = 'This shop does not answer to that host name. Its administrator can add it to ALLOWED_HOSTS.';

/** The host name a request names (Host, or X-Forwarded-Host behind a trusted proxy), without the port. */
export function requestHostname(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host) return null;
  try {
    const url = new URL(`http://${host}`);
    // `evil.example/x` or `a@b` would parse into another host: only a bare host[:port] counts.
    return url.host === host.toLowerCase() || `${url.hostname}:80` === host.toLowerCase() ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * Refuses, on both doors and before anything else runs, a request whose Host is not one of the
 * shop's (ALLOWED_HOSTS): a forged Host must not reach code that might echo it into a page,
 * a cache or a link. Links the shop sends out come from config.publicOrigin anyway.
 */
export function registerHostPolicy(app: FastifyInstance) {
  const allowed = new Set(app.config.allowedHosts);
  app.addHook('onRequest', async (request) => {
    const hostname = requestHostname(request);
    if (!hostname || !allowed.has(hostname)) throw invalid(UNKNOWN_HOST_MESSAGE);
  });
}
