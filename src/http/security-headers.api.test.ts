import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const cspOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers on the API and uploads', () => {
  const t = useTestApp();

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = cspOf(headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
    expect(csp['object-src']).toEqual(["'none'"]);
  };

  it('sends them on an API answer, and on its errors', async () => {
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/health' })).headers);
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).headers);
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'evil.example' } })).headers);
  });

  it('sends them, nosniff included, on an uploaded image', async () => {
    mkdirSync(path.join(t.app.config.uploadsDir, 'test'), { recursive: true });
    writeFileSync(path.join(t.app.config.uploadsDir, 'test', 'headers-test.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const response = await t.app.inject({ method: 'GET', url: '/uploads/test/headers-test.png' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
  });

  it('never allows inline scripts without the nonce, and makes a new nonce for every answer', async () => {
    const first = cspOf((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const second = cspOf((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(first['script-src']).not.toContain("'unsafe-inline'");
    expect(first['script-src']).not.toContain("'unsafe-eval'");
    expect(first['script-src'][1]).not.toBe(second['script-src'][1]);
  });

  it('serves the API docs page under the same policy, with only script files of its own', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.body).toMatch(/<script src=/);
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });
});
