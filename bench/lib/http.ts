import autocannon from 'autocannon';

export interface HttpResult {
  requests: number;
  requestsPerSecond: number;
  /** Milliseconds, as autocannon records them. */
  p50: number;
  p99: number;
  mean: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
  durationSeconds: number;
}

let current: autocannon.Instance | null = null;

/** Stops the run in progress (Ctrl-C). */
export function stopLoad() {
  current?.stop();
}

/** A request other than a plain GET: its method, and headers and body made afresh for each request. */
export interface RequestShape {
  method: 'POST' | 'PUT';
  make: () => { headers: Record<string, string>; body: string };
}

function once(url: string, headers: Record<string, string>, connections: number, seconds: number, shape?: RequestShape): Promise<autocannon.Result> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load ${url}: 127.0.0.1 only`);
  const requests = shape
    ? [
        {
          method: shape.method,
          setupRequest: (request: autocannon.Request) => {
            const made = shape.make();
            return { ...request, headers: { ...request.headers, ...made.headers }, body: made.body };
          },
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    current = autocannon(
      { url, connections, duration: seconds, timeout: 10, headers, excludeErrorStats: false, ...(requests ? { requests } : {}) },
      (error, result) => {
        current = null;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}

/** A warm-up run (discarded), then the measured run, with autocannon's programmatic API. */
export async function measure(
  url: string,
  options: { headers: Record<string, string>; connections: number; durationSeconds: number; warmupSeconds: number; shape?: RequestShape },
): Promise<HttpResult> {
  if (options.warmupSeconds > 0) await once(url, options.headers, options.connections, options.warmupSeconds, options.shape);
  const r = await once(url, options.headers, options.connections, options.durationSeconds, options.shape);
  return {
    requests: r.requests.total,
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.average,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: r.throughput.average,
    durationSeconds: r.duration,
  };
}

/**
 * Registers a shopper of its own (as a person would, through the API) and returns the session
 * cookies, for the pages a signed-in shopper sees: rendered per request, never from the page cache.
 */
export async function signIn(baseUrl: string, cartProductId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Shopper', email: `bench-${Date.now()}@haat.test`, password: 'bench shopper password 42' }),
  });
  if (response.status !== 201) throw new Error(`registering the bench shopper answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // A shopper's header shows their cart: one product in it, read on every page.
  const added = await fetch(`${baseUrl}/api/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({ productId: cartProductId, qty: 1 }),
  });
  if (!added.ok) throw new Error(`putting a product in the bench shopper's cart answered ${added.status}: ${await added.text()}`);
  return cookie;
}

/**
 * Signs an admin in (the account `scripts/admin-create.ts` made in the bench database) and
 * returns the session cookies, for the admin pages.
 */
export async function signInAdmin(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing the bench admin in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
