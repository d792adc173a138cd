import { SignJWT, base64url } from 'jose';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox, products, users } from '~/modules/schema.ts';
import { makeProduct } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/app.ts';
import { RESET_LINK_REFUSED } from './contracts.ts';
import { LIMITS } from './service.ts';
import { bearer, signIn, signInAdmin, signUp, TEST_PASSWORD } from '../../../test/auth.ts';

describe('accounts API', () => {
  const t = useTestApp();
  afterEach(() => vi.useRealTimers());

  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;
  const refreshCookieOf = (cookie: string) => cookie.split('; ').find((c) => c.startsWith('haat_refresh='))!;
  const sameSite = { origin: 'http://localhost', host: 'localhost' };

  describe('registration', () => {
    it('creates a customer, answers with the user fields and a token, and sets httpOnly cookies', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: { name: 'Rahim Uddin', email: 'Rahim@Example.com', password: 'long enough' } });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ _id: expect.any(String), name: 'Rahim Uddin', email: 'rahim@example.com', phone: null, isAdmin: false, token: expect.any(String) });
      const cookies = response.cookies.map((c) => ({ name: c.name, httpOnly: c.httpOnly, sameSite: c.sameSite }));
      expect(cookies).toEqual([
        { name: 'haat_access', httpOnly: true, sameSite: 'Lax' },
        { name: 'haat_refresh', httpOnly: true, sameSite: 'Lax' },
      ]);
    });

    it('ignores isAdmin and any other field sent by the client', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Mallory', email: 'mallory@example.com', password: 'long enough', isAdmin: true, _id: 'x' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().isAdmin).toBe(false);
      const [row] = await t.db.select().from(users).where(eq(users.email, 'mallory@example.com'));
      expect(row.isAdmin).toBe(false);
    });

    it('refuses an e-mail already registered, whatever its case, and writes nothing', async () => {
      await signUp(t.app, { email: 'taken@example.com' });
      const before = await userCount();
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: { name: 'Other', email: 'TAKEN@example.com', password: 'long enough' } });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already exists/);
      expect(await userCount()).toBe(before);
    });

    it.each(['password', '12345678', 'Password1', 'iloveyou'])('refuses the common password %j with a clear message and writes nothing', async (password) => {
      const before = await userCount();
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: { name: 'A', email: 'common@example.com', password } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This password is too common, choose another', code: 'INVALID' });
      expect(await userCount()).toBe(before);
    });

    it.each([
      [{ name: 'A', email: 'not-an-email', password: 'long enough' }, /valid email/],
      [{ name: 'A', email: 'a@example.com', password: 'short' }, /at least 8 characters/],
      [{ name: '', email: 'a@example.com', password: 'long enough' }, /Name is required/],
      [{ name: 'A', email: 'a@example.com', password: 'x'.repeat(500) }, /at most 128/],
      [{ email: 'a@example.com', password: 'long enough' }, /Name is required/],
      [{ name: 42, email: 'a@example.com', password: 'long enough' }, /name/i],
    ])('rejects %j with a 400 and writes nothing', async (payload, message) => {
      const before = await userCount();
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await userCount()).toBe(before);
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password', async () => {
      const user = await signUp(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: user.id, email: user.email, token: expect.any(String) });
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      const user = await signUp(t.app);
      const wrong = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: 'not the password' } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'nobody@example.com', password: 'not the password' } });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe('Invalid email or password');
    });

    it('limits guesses per account with 429 and Retry-After, even from many addresses', async () => {
      const user = await signUp(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: `192.0.2.${i}`, payload: { email: user.email, password: `guess ${i}` } });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          expect(response.json().message).toMatch(/Too many attempts/);
        }
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });

    it('limits attempts per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.loginPerIp.limit; i++) {
        const response = await t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '198.51.100.7', payload: { email: `someone-${i}@example.com`, password: 'whatever1' } });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginPerIp.limit);
    });
  });

  describe('access tokens', () => {
    const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers });

    it('reads the profile with a Bearer token', async () => {
      const user = await signUp(t.app, { name: 'Karim' });
      const response = await profile(bearer(user));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: user.id, name: 'Karim', email: user.email, phone: null, isAdmin: false });
    });

    it('refuses no token, an unsigned (alg: none) token, a tampered one, one signed with another key and an expired one', async () => {
      const user = await signUp(t.app);
      const [header, payload, signature] = user.token.split('.');
      const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
      const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
      const tampered = `${header}.${base64url.encode(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }))}.${signature}`;
      const otherKey = await new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('haat').setAudience('haat').setExpirationTime('5m').sign(new TextEncoder().encode('another-secret-another-secret-another'));
      const expired = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('haat')
        .setAudience('haat')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(t.app.config.TOKEN_SECRET));
      const missing = await profile({});
      expect(missing.statusCode).toBe(401);
      // docs/requirements/core-shop.md §7: the earlier version's texts, which clients check to sign the user out.
      expect(missing.json()).toEqual({ message: 'Not authorized, no token', code: 'UNAUTHORIZED' });
      for (const token of [none, tampered, otherKey, expired, 'garbage']) {
        const response = await profile({ authorization: `Bearer ${token}` });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Not authorized, token failed', code: 'UNAUTHORIZED' });
      }
    });

    it('issues access tokens that live at most 15 minutes', async () => {
      const user = await signUp(t.app);
      const claims = JSON.parse(new TextDecoder().decode(base64url.decode(user.token.split('.')[1])));
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    });
  });

  describe('refresh tokens', () => {
    const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/users/refresh', headers: { cookie, ...sameSite } });

    it('rotates: the new token works, the old one is refused', async () => {
      const user = await signUp(t.app);
      const first = await refresh(refreshCookieOf(user.cookie));
      expect(first.statusCode).toBe(200);
      expect(first.json().token).toEqual(expect.any(String));
      const rotated = first.cookies.find((c) => c.name === 'haat_refresh')!;
      expect(`haat_refresh=${rotated.value}`).not.toBe(refreshCookieOf(user.cookie));
      expect((await refresh(`haat_refresh=${rotated.value}`)).statusCode).toBe(200);
    });

    it('revokes the whole session when a used refresh token comes back', async () => {
      const user = await signUp(t.app);
      const stolen = refreshCookieOf(user.cookie);
      const first = await refresh(stolen);
      const current = `haat_refresh=${first.cookies.find((c) => c.name === 'haat_refresh')!.value}`;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      const replay = await refresh(stolen);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe('Session expired, please log in again');
      // The legitimate holder's token and the session's access tokens are dead too.
      expect((await refresh(current)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${first.json().token}` } })).statusCode).toBe(401);
    });

    it('refuses a refresh without a cookie, or from another site', async () => {
      const user = await signUp(t.app);
      expect((await t.app.inject({ method: 'POST', url: '/api/users/refresh', headers: sameSite })).statusCode).toBe(401);
      const crossSite = await t.app.inject({ method: 'POST', url: '/api/users/refresh', headers: { cookie: refreshCookieOf(user.cookie), origin: 'https://evil.example', host: 'localhost' } });
      expect(crossSite.statusCode).toBe(403);
    });

    it('logout revokes the session: its tokens stop working', async () => {
      const user = await signUp(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(user) });
      expect(response.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })).statusCode).toBe(401);
      expect((await refresh(refreshCookieOf(user.cookie))).statusCode).toBe(401);
    });

    it('refuses a sign-out by cookie from another site, and the session goes on', async () => {
      const user = await signUp(t.app);
      for (const headers of [
        { cookie: user.cookie, origin: 'http://evil.example', host: 'localhost' },
        { cookie: user.cookie, referer: 'http://evil.example/page', host: 'localhost' },
        { cookie: user.cookie, host: 'localhost' },
        { cookie: refreshCookieOf(user.cookie), origin: 'http://evil.example', host: 'localhost' },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Cross-site request refused');
        expect(response.cookies).toEqual([]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { cookie: user.cookie } })).statusCode).toBe(200);
      const same = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie: user.cookie, ...sameSite } });
      expect(same.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    });
  });

  describe('profile', () => {
    const update = (user: { token: string }, payload: object) => t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user), payload });

    it('updates the name and e-mail', async () => {
      const user = await signUp(t.app);
      const response = await update(user, { name: 'New Name', email: `new-${user.email}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'New Name', email: `new-${user.email}` });
    });

    it('refuses an e-mail another account uses', async () => {
      const other = await signUp(t.app);
      const user = await signUp(t.app);
      const response = await update(user, { email: other.email });
      expect(response.statusCode).toBe(409);
    });

    it('needs the current password to set a new one', async () => {
      const user = await signUp(t.app);
      expect((await update(user, { password: 'brand new pass' })).json().message).toMatch(/Current password is required/);
      const wrong = await update(user, { password: 'brand new pass', currentPassword: 'wrong one' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is incorrect');
      await signIn(t.app, user.email, TEST_PASSWORD);
    });

    it('refuses a common new password and keeps the old one', async () => {
      const user = await signUp(t.app);
      const response = await update(user, { password: 'qwertyuiop', currentPassword: TEST_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This password is too common, choose another');
      await signIn(t.app, user.email, TEST_PASSWORD);
    });

    it('a password change ends every other session but keeps this one', async () => {
      const user = await signUp(t.app);
      const otherDevice = await signIn(t.app, user.email);
      expect((await update(user, { password: 'brand new pass', currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(otherDevice) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })).statusCode).toBe(200);
      await signIn(t.app, user.email, 'brand new pass');
    });

    it('refuses a cookie-authenticated change from another site', async () => {
      const user = await signUp(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { cookie: user.cookie, origin: 'https://evil.example', host: 'localhost' },
        payload: { name: 'Hacked' },
      });
      expect(response.statusCode).toBe(403);
      const same = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { cookie: user.cookie, ...sameSite }, payload: { name: 'Fine' } });
      expect(same.statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string, remoteAddress = '203.0.113.1') => t.app.inject({ method: 'POST', url: '/api/users/forgot-password', remoteAddress, payload: { email } });
    const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password } });
    const lastResetToken = async (email: string) => {
      const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
      const link = mails.at(-1)!.text.match(/\/ResetPasswordScreen\?token=(\S+)/)!;
      return decodeURIComponent(link[1]);
    };

    it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
      const user = await signUp(t.app);
      const known = await forgot(user.email);
      const unknown = await forgot('ghost@example.com', '203.0.113.2');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(await t.db.select().from(outbox).where(eq(outbox.to, 'ghost@example.com'))).toEqual([]);
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
      expect(mail.text).toMatch(/60 minutes/);
      expect(mail.text).toMatch(/পাসওয়ার্ড/);
    });

    it('sets the new password once, and ends every session', async () => {
      const user = await signUp(t.app);
      await forgot(user.email, '203.0.113.3');
      const token = await lastResetToken(user.email);
      expect((await reset(token, 'a fresh password')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })).statusCode).toBe(401);
      await signIn(t.app, user.email, 'a fresh password');
      const again = await reset(token, 'another password');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/invalid or has expired/);
    });

    it('refuses a common new password without spending the link', async () => {
      const user = await signUp(t.app);
      await forgot(user.email, '203.0.113.5');
      const token = await lastResetToken(user.email);
      const common = await reset(token, 'password123');
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toBe('This password is too common, choose another');
      expect((await reset(token, 'a fresh password')).statusCode).toBe(200);
    });

    it('refuses a link older than an hour', async () => {
      const user = await signUp(t.app);
      await forgot(user.email, '203.0.113.4');
      const token = await lastResetToken(user.email);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61 * 60_000);
      expect((await reset(token, 'a fresh password')).statusCode).toBe(400);
      vi.useRealTimers();
      await signIn(t.app, user.email, TEST_PASSWORD);
    });

    it('answers every refused link with one message: made up, edited, used or superseded', async () => {
      const user = await signUp(t.app);
      await forgot(user.email, '203.0.113.6');
      const older = await lastResetToken(user.email);
      await forgot(user.email, '203.0.113.7');
      const used = await lastResetToken(user.email);
      expect((await reset(used, 'a fresh password')).statusCode).toBe(200);
      const edited = `${used.slice(0, -1)}${used.endsWith('A') ? 'B' : 'A'}`;
      const refused = [used, older, edited, used.slice(0, 10), `${used}\u0000`, 'x'.repeat(500), '', 'made-up-token-of-forty-three-characters-xyz'];
      for (const token of refused) {
        const response = await reset(token, 'another password');
        expect(response.statusCode, token).toBe(400);
        expect(response.json().message, token).toBe(RESET_LINK_REFUSED);
      }
      await signIn(t.app, user.email, 'a fresh password');
    });

    it('limits reset requests per account', async () => {
      const user = await signUp(t.app);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await forgot(user.email, `203.0.113.${50 + i}`)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
    });
  });

  describe('admin calls', () => {
    it.each([
      ['GET', '/api/users'],
      ['GET', '/api/users/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/users/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/users/00000000-0000-4000-8000-000000000000'],
    ] as const)('%s %s: 401 without a token, 403 for a customer', async (method, url) => {
      const customer = await signUp(t.app);
      const payload = method === 'PUT' ? { isAdmin: true } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      const forbidden = await t.app.inject({ method, url, payload, headers: bearer(customer) });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Not authorized as an admin');
    });

    it('lists users 20 a page and searches by name or e-mail', async () => {
      const admin = await signInAdmin(t.app, t.db);
      await signUp(t.app, { name: 'Findable Farhana' });
      const response = await t.app.inject({ method: 'GET', url: '/api/users?keyword=farhana', headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ page: 1, totalCount: 1, users: [{ name: 'Findable Farhana', isAdmin: false }] });
      const hostile = await t.app.inject({ method: 'GET', url: `/api/users?keyword=${encodeURIComponent("%' or 1=1 --")}`, headers: bearer(admin) });
      expect(hostile.json().totalCount).toBe(0);
    });

    it('promotes a customer, and the change counts on their very next request', async () => {
      const admin = await signInAdmin(t.app, t.db);
      const customer = await signUp(t.app);
      const response = await t.app.inject({ method: 'PUT', url: `/api/users/${customer.id}`, headers: bearer(admin), payload: { isAdmin: true, name: 'Promoted' } });
      expect(response.json()).toMatchObject({ _id: customer.id, name: 'Promoted', isAdmin: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(customer) })).statusCode).toBe(200);
      await t.app.inject({ method: 'PUT', url: `/api/users/${customer.id}`, headers: bearer(admin), payload: { isAdmin: false } });
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(customer) })).statusCode).toBe(403);
    });

    it('refuses to demote or delete oneself', async () => {
      const admin = await signInAdmin(t.app, t.db);
      const demote = await t.app.inject({ method: 'PUT', url: `/api/users/${admin.id}`, headers: bearer(admin), payload: { isAdmin: false } });
      expect(demote.statusCode).toBe(403);
      const remove = await t.app.inject({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: bearer(admin) });
      expect(remove.statusCode).toBe(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
      expect(row.isAdmin).toBe(true);
    });

    it('deletes a customer, whose session ends with the account', async () => {
      const admin = await signInAdmin(t.app, t.db);
      const customer = await signUp(t.app);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${customer.id}`, headers: bearer(admin) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(customer) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${customer.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    });

    it('deleting a reviewer takes their reviews out of the product rating', async () => {
      const admin = await signInAdmin(t.app, t.db);
      const [stays, goes] = [await signUp(t.app), await signUp(t.app)];
      const product = await makeProduct(t.db);
      for (const [user, rating] of [[stays, 5], [goes, 1]] as const) {
        const review = await t.app.inject({ method: 'POST', url: `/api/products/${product.id}/reviews`, headers: bearer(user), payload: { rating, comment: 'Tried it' } });
        expect(review.statusCode).toBe(201);
      }
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${goes.id}`, headers: bearer(admin) })).statusCode).toBe(200);
      const [row] = await t.db.select({ rating: products.rating, numReviews: products.numReviews }).from(products).where(eq(products.id, product.id));
      expect(row).toEqual({ rating: 5, numReviews: 1 });
    });

    it('answers a malformed id with a 400', async () => {
      const admin = await signInAdmin(t.app, t.db);
      const response = await t.app.inject({ method: 'GET', url: '/api/users/not-a-uuid', headers: bearer(admin) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Invalid user id/);
    });
  });
});
