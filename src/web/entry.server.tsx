import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { isDatabaseUnavailable } from '~/platform/db/unavailable.ts';
import { NonceContext } from './lib/nonce.ts';

export const streamTimeout = 5_000;

// For the server's shared pages (src/http/web.ts): which routes they are, and a visitor's own parts of them.
export { isSharedPage, renderPersonalParts } from './personal.server.tsx';

/**
 * React Router's Node entry with the response's CSP nonce (made per request by the server,
 * src/http/security-headers.ts: every inline script React renders carries it), answering the
 * whole page at once. No page suspends (no deferred data), so streaming would only cut it into
 * many small writes, each compressed and sent on its own: one string is cheaper to compress,
 * to send, and to keep in the page cache.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  if (loadContext.databaseUnavailable && databaseAway(routerContext)) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks).toString('utf8'), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    // A render that never finishes is abandoned, with time left to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell: those before it reach React Router, which renders the error boundary.
          if (shellRendered) loadContext.log.error({ err: error }, 'page failed while rendering');
        },
      },
    );
  });
}

/** Seconds the browser is asked to wait after the database was away. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The database was away while this page was being answered (a restart): the errors it caused
 * (already reduced to "Unexpected Server Error" in production) become a 503 that the error
 * boundary shows as "try again in a moment", on the server and after hydration alike. Says
 * whether there was such an error to replace.
 */
function databaseAway(routerContext: EntryContext): boolean {
  const errors = routerContext.staticHandlerContext.errors ?? {};
  let replaced = false;
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) continue;
    errors[routeId] = new ErrorResponse(503, 'Service Unavailable', null);
    replaced = true;
  }
  return replaced;
}

/**
 * A loader's or action's error goes to the server's log, whose serializer drops a failed query's
 * parameters (React Router's default, console.error, would print them). A thrown 4xx response
 * and a request the client abandoned are not faults.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isDatabaseUnavailable(error)) (context as AppLoadContext).databaseUnavailable = true;
  (context as AppLoadContext).log.error({ err: error }, 'page failed');
};
