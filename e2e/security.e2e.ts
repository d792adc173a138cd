import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/** A request with headers fetch() will not send (Host), answered as status, headers and body. */
function raw(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        { hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    },
  );
}

/** Writes bytes on a socket and reads what comes back until the server closes it. */
function socketExchange(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    socket.end(bytes);
  });
}

const cspOf = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

// Scripts the browser runs: no type, a JavaScript type or a module. JSON-LD is data, never run.
// Their attributes, and their text.
const EXECUTABLE = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g;

describe('security on the web door', () => {
  const j = useBrowser();

  describe('headers', () => {
    it('sends the policy on a page rendered for one visitor, with a nonce on every inline script that differs per response', async () => {
      // A cookie of their own: the page is rendered for this visitor alone.
      const own = { headers: { cookie: 'visited=1' } };
      const [first, second] = await Promise.all([fetch(`${j.baseUrl}/login`, own), fetch(`${j.baseUrl}/login`, own)]);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-page-cache')).toBeNull();
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('x-frame-options')).toBe('DENY');
      expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = cspOf(first.headers.get('content-security-policy'));
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      const nonce = csp['script-src'].find((source: string) => source.startsWith("'nonce-"))!.slice(7, -1);
      expect(nonce.length).toBeGreaterThanOrEqual(16);

      const html = await first.text();
      const inline = [...html.matchAll(EXECUTABLE)].map((m) => m[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      const otherNonce = cspOf(second.headers.get('content-security-policy'))['script-src'].find((s: string) =>
        s.startsWith("'nonce-"),
      );
      expect(otherNonce).not.toBe(`'nonce-${nonce}'`);
      await second.text();
    });

    it('sends a stored page with the hashes of its own inline scripts, and no nonce', async () => {
      await (await fetch(`${j.baseUrl}/`)).text();
      const stored = await fetch(`${j.baseUrl}/`);
      expect(stored.headers.get('x-page-cache')).toBe('hit');
      expect(stored.headers.get('x-frame-options')).toBe('DENY');
      const csp = cspOf(stored.headers.get('content-security-policy'));
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      const html = await stored.text();
      const scripts = [...html.matchAll(EXECUTABLE)].map((m) => m[2]);
      expect(scripts.length).toBeGreaterThan(0);
      const hashes = scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", ...hashes]));
      expect(csp['script-src'].filter((source: string) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    });

    it('sends nosniff and the policy on a built asset', async () => {
      const html = await (await fetch(`${j.baseUrl}/`)).text();
      const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
      const response = await fetch(`${j.baseUrl}${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      await response.arrayBuffer();
    });

    it('runs the storefront and the API docs under the policy without a single violation', async () => {
      const violations: string[] = [];
      j.page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
      await j.page.goto('/');
      await j.page.waitForFunction(
        () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
      );
      await j.page.goto('/api/docs');
      await j.page.getByText('Haat API').first().waitFor();
      expect(violations).toEqual([]);
    });
  });

  describe('Host', () => {
    it('refuses a page request naming another host with 400 and a message', async () => {
      const forged = await raw(j.baseUrl, { path: '/', headers: { host: 'evil.example' } });
      expect(forged.status).toBe(400);
      expect(forged.body).toMatch(/does not answer to that host name/);
      const reset = await raw(j.baseUrl, {
        method: 'POST',
        path: '/ResetPasswordScreen',
        headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
        body: 'email=a%40example.com',
      });
      expect(reset.status).toBe(400);
    });
  });

  describe('body limits', () => {
    const form = (size: number) => `email=${'a'.repeat(size)}&password=x`;

    it('answers an over-limit form post to a page with 413 and a message, and stays up', async () => {
      const { host } = new URL(j.baseUrl);
      const body = form(2 * 1_048_576);
      const answer = await socketExchange(
        j.baseUrl,
        `POST /login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${j.baseUrl}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/"message":"[^"]*too large/i);
      expect((await fetch(`${j.baseUrl}/api/health`)).status).toBe(200);
    });

    it('answers a chunked over-limit form post with 413', async () => {
      const { host } = new URL(j.baseUrl);
      const chunk = 'a'.repeat(64 * 1024);
      const chunks = Array.from({ length: 20 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
      const answer = await socketExchange(
        j.baseUrl,
        `POST /login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${j.baseUrl}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    });

    it('answers a form post longer than its Content-Length with no 5xx', async () => {
      const { host } = new URL(j.baseUrl);
      const body = form(4096);
      const answer = await socketExchange(
        j.baseUrl,
        `POST /login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${j.baseUrl}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 20\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 [234]\d\d /);
      expect(answer).not.toMatch(/HTTP\/1\.1 5\d\d/);
    });
  });

  describe('sign-out', () => {
    it('refuses a sign-out from another site, by the API and by the Logout form, and the session goes on', async () => {
      const signUp = await fetch(`${j.baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Stays', email: `stays-${randomUUID().slice(0, 8)}@example.com`, password: 'a long passphrase' }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const signedIn = async () => (await fetch(`${j.baseUrl}/api/users/profile`, { headers: { cookie } })).status;
      expect(await signedIn()).toBe(200);
      const foreign = { cookie, origin: 'http://evil.example' };
      const api = await fetch(`${j.baseUrl}/api/users/logout`, { method: 'POST', headers: foreign });
      expect(api.status).toBe(403);
      expect(api.headers.getSetCookie()).toEqual([]);
      const form = await fetch(`${j.baseUrl}/logout`, { method: 'POST', redirect: 'manual', headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(form.status).toBe(403);
      expect(form.headers.getSetCookie()).toEqual([]);
      expect(await signedIn()).toBe(200);
      // From the shop itself, the form signs out.
      const own = await fetch(`${j.baseUrl}/logout`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: j.baseUrl, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(own.status).toBe(302);
      expect(await signedIn()).toBe(401);
    });
  });

  describe('redirect targets', () => {
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '%2F%2Fevil.example',
      '/%2f%2fevil.example',
      'https://evil.example',
      '/\r\nSet-Cookie: a=b',
      '/search?keyword=ফ্যান',
    ];
    const account = { email: `redirect-${randomUUID().slice(0, 8)}@example.com`, password: 'a long passphrase' };
    let cookie = '';

    beforeAll(async () => {
      const signUp = await fetch(`${j.baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'R', ...account }),
      });
      expect(signUp.status).toBe(201);
      cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    });

    const expectSameSite = (response: Response, target: string) => {
      expect(response.status).toBe(302);
      const location = response.headers.get('location')!;
      expect(new URL(location, j.baseUrl).origin).toBe(j.baseUrl);
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      if (target.startsWith('/search')) expect(location).toBe(`/search?keyword=${encodeURIComponent('ফ্যান')}`);
    };

    it.each(hostile)('signing in with redirect %j stays on the shop and never fails', async (target) => {
      const response = await fetch(`${j.baseUrl}/login?redirect=${encodeURIComponent(target)}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: j.baseUrl },
        body: new URLSearchParams(account),
      });
      expectSameSite(response, target);
    });

    it.each(hostile)('the sign-up page of a signed-in visitor with redirect %j stays on the shop', async (target) => {
      const response = await fetch(`${j.baseUrl}/register?redirect=${encodeURIComponent(target)}`, {
        redirect: 'manual',
        headers: { cookie },
      });
      expectSameSite(response, target);
    });
  });
});
