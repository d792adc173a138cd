import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VIDEO_EMBED_ORIGIN } from '~/modules/content/constants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce: React Router's inline scripts carry it. */
    scriptNonce: string;
  }
}

const nonces = new WeakMap<IncomingMessage, string>();
const nonceSource = (request: IncomingMessage) => `'nonce-${nonces.get(request) ?? ''}'`;

/**
 * Security headers on every answer of both doors, pages, API, assets and uploads alike
 * (docs/decisions/011): a Content-Security-Policy whose scripts are the shop's own files plus
 * inline scripts carrying this response's nonce (no 'unsafe-inline' for scripts), no framing,
 * `nosniff`, and a referrer policy that sends other sites the origin only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { development }: { development: boolean }) {
  const https = app.config.publicOrigin.startsWith('https:');
  app.decorateRequest('scriptNonce', '');
  // Before helmet's own hooks, which read the nonce.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.scriptNonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, request.scriptNonce);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        scriptSrcAttr: ["'none'"],
        // Inline style attributes (star widths, zoom, the notice ticker) are not a way to run
        // code; allowing them keeps React's `style` prop working.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Vite's hot reload talks over a WebSocket in development (npm run dev) only.
        connectSrc: development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (the demo, a LAN) upgrading would break every asset.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something, and only binds the browser, over https.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
}

/**
 * This answer's Content-Security-Policy for a page that is sent to many visitors as it is (a
 * stored page, docs/decisions/031): its own inline scripts may run by their SHA-256 hashes
 * instead of by this answer's nonce, which the page does not carry to anyone else.
 */
export function policyForScripts(request: FastifyRequest, reply: FastifyReply, scripts: string[]): string {
  const hashes = [...new Set(scripts)].map((script) => ` 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return String(reply.getHeader('content-security-policy')).replace(` 'nonce-${request.scriptNonce}'`, hashes.join(''));
}

// The only origins a page may ask to frame (docs/decisions/035): the points page's video player.
const FRAMEABLE = new Set([VIDEO_EMBED_ORIGIN]);

/**
 * A page's policy when the page asked to frame `source` (its FRAME_SOURCE_HEADER): that origin
 * is added to `frame-src` for this page alone; an origin not in FRAMEABLE changes nothing.
 */
export function allowFrame(policy: string, source: string | undefined): string {
  return source && FRAMEABLE.has(source) ? `${policy};frame-src 'self' ${source}` : policy;
}
