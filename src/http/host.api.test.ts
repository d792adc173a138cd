import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '~/modules/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';
import { UNKNOWN_HOST_MESSAGE } from './host.ts';

describe('the Host policy', () => {
  // PUBLIC_URL unset: links come from the configured listening address.
  const t = useTestApp({ env: { HOST: '127.0.0.1', PORT: '4321' } });

  it.each(['evil.example', 'evil.example:4321', 'localhost.evil.example', 'localhost@evil.example', 'evil.example/localhost'])(
    'refuses Host %j with a 400 and a message',
    async (host) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: UNKNOWN_HOST_MESSAGE, code: 'INVALID' });
    },
  );

  it('refuses a forged Host before a state change runs', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { host: 'evil.example' }, payload: { name: 'A', email: 'forged-host@example.com', password: 'long enough' } });
    expect(response.statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'forged-host@example.com', password: 'long enough' } });
    expect(login.statusCode).toBe(401);
  });

  it.each(['127.0.0.1:4321', '127.0.0.1:55555', 'localhost', 'LOCALHOST:3000', '[::1]:8080'])('answers the allowed host %j on any port', async (host) => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } })).statusCode).toBe(200);
  });

  it('mails a reset link on the configured address, whatever Host or X-Forwarded-Host the request named', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      headers: { host: 'localhost:9999', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:4321\/ResetPasswordScreen\?token=/);
    expect(mail.html).not.toMatch(/evil\.example|localhost:9999/);
  });
});

describe('the Host policy with PUBLIC_URL', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example.com.bd' } });

  it('allows the public host and puts it in mailed links', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', headers: { host: 'shop.example.com.bd' }, payload: { email: user.email } });
    expect(response.statusCode).toBe(202);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail.text).toContain('https://shop.example.com.bd/ResetPasswordScreen?token=');
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'evil.example' } })).statusCode).toBe(400);
  });
});
