import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInCodes, smsMessages, users } from '~/modules/schema.ts';
import { makeProduct } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, lastCodeSentTo, signInByCode, signUp, uniquePhone } from '../../../test/auth.ts';
import { CODE_INVALID, LIMITS } from './service.ts';
import { MAX_CODE_TRIES } from './contracts.ts';

describe('signing in with a mobile number and an SMS code', () => {
  const t = useTestApp();
  let address = 0;
  // Each test asks from its own client address, so the per-address limits are the test's own.
  const newAddress = () => `198.18.${Math.floor(++address / 250)}.${address % 250}`;
  const askCode = (phone: string, remoteAddress = newAddress()) => t.app.inject({ method: 'POST', url: '/api/users/otp', remoteAddress, payload: { phone } });
  const verify = (payload: Record<string, unknown>, remoteAddress = newAddress(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/users/otp/verify', remoteAddress, payload, headers });
  const countOf = async (table: typeof users | typeof smsMessages | typeof signInCodes) => (await t.db.select({ n: count() }).from(table))[0].n;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code by SMS and answers 202 the same way whether or not the number has an account', async () => {
    const known = await signInByCode(t.app, t.db);
    const unknown = uniquePhone();
    const [forKnown, forUnknown] = [await askCode(known.phone), await askCode(unknown)];
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.json()).toEqual({ message: 'A sign-in code is on its way by SMS. It works for 5 minutes.' });
    const [sms] = await t.db.select().from(smsMessages).where(eq(smsMessages.to, unknown));
    expect(sms.text).toMatch(/^Haat: your sign-in code is \d{6}\. It works for 5 minutes\./);
    expect(sms.text).toContain('হাট: আপনার সাইন-ইন কোড');
    expect(sms).toMatchObject({ secret: true });
    expect(sms.expiresAt!.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    // Asking does not make an account: the first sign-in does.
    expect(await t.db.select().from(users).where(eq(users.phone, unknown))).toEqual([]);
  });

  it('stores the code hashed, never as sent', async () => {
    const phone = uniquePhone();
    await askCode(phone);
    const code = (await lastCodeSentTo(t.db, phone))!;
    const [stored] = await t.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
  });

  it('signs in with the right code like login, creating the account keyed by the number on first use, once', async () => {
    const phone = uniquePhone();
    await askCode(phone);
    const code = (await lastCodeSentTo(t.db, phone))!;
    const response = await verify({ phone: `0${phone.slice(4, 8)}-${phone.slice(8)}`, code, name: 'Salma Akter' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: expect.any(String), name: 'Salma Akter', email: '', phone, isAdmin: false, token: expect.any(String) });
    expect(response.cookies.map((c) => c.name)).toEqual(['haat_access', 'haat_refresh']);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(response.json()) });
    expect(profile.json()).toMatchObject({ name: 'Salma Akter', email: '', phone });
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ email: null, passwordHash: null });
    // The code is spent; a new one signs in to the same account, whose name stays.
    expect((await verify({ phone, code })).statusCode).toBe(401);
    const again = await signInByCode(t.app, t.db, phone, 'Another Name');
    expect(again.id).toBe(response.json()._id);
    expect(again.name).toBe('Salma Akter');
    expect(await t.db.select({ n: count() }).from(users).where(eq(users.phone, phone))).toEqual([{ n: 1 }]);
  });

  it('names a new account by its number when no name is given, and reads a code typed in Bengali digits', async () => {
    const phone = uniquePhone();
    await askCode(phone);
    const code = (await lastCodeSentTo(t.db, phone))!;
    const bengali = code.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
    const response = await verify({ phone, code: ` ${bengali.slice(0, 3)} ${bengali.slice(3)} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(`0${phone.slice(4, 8)}-${phone.slice(8)}`);
  });

  it('refuses a wrong code, and after 5 tries refuses even the right one until a new code is asked for', async () => {
    const phone = uniquePhone();
    await askCode(phone);
    const code = (await lastCodeSentTo(t.db, phone))!;
    for (let i = 0; i < MAX_CODE_TRIES; i++) {
      const wrong = await verify({ phone, code: wrongCode(code) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: CODE_INVALID, code: 'UNAUTHORIZED' });
    }
    expect((await verify({ phone, code })).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    await askCode(phone);
    expect((await verify({ phone, code: (await lastCodeSentTo(t.db, phone))! })).statusCode).toBe(200);
  });

  it('refuses an expired code, and a code for another number or none asked for, all alike', async () => {
    const phone = uniquePhone();
    await askCode(phone);
    const code = (await lastCodeSentTo(t.db, phone))!;
    expect((await verify({ phone: uniquePhone(), code })).json().message).toBe(CODE_INVALID);
    await t.db.update(signInCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signInCodes.phone, phone));
    const expired = await verify({ phone, code });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(CODE_INVALID);
  });

  it('a new code replaces the earlier one', async () => {
    const phone = uniquePhone();
    const remoteAddress = newAddress();
    await askCode(phone, remoteAddress);
    const first = (await lastCodeSentTo(t.db, phone))!;
    await askCode(phone, remoteAddress);
    const second = (await lastCodeSentTo(t.db, phone))!;
    if (first !== second) expect((await verify({ phone, code: first })).statusCode).toBe(401);
    expect((await verify({ phone, code: second })).statusCode).toBe(200);
  });

  it('limits codes per number (SMS flooding one phone) and per client address (many numbers), with 429 and Retry-After', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < LIMITS.codePerNumber.limit; i++) expect((await askCode(phone)).statusCode).toBe(202);
    const smsBefore = await countOf(smsMessages);
    const flooded = await askCode(phone);
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect(flooded.json().message).toMatch(/Too many attempts/);
    expect(await countOf(smsMessages)).toBe(smsBefore);

    const client = newAddress();
    for (let i = 0; i < LIMITS.codePerIp.limit; i++) expect((await askCode(uniquePhone(), client)).statusCode).toBe(202);
    const many = await askCode(uniquePhone(), client);
    expect(many.statusCode).toBe(429);
    expect(await countOf(smsMessages)).toBe(smsBefore + LIMITS.codePerIp.limit);
  });

  it('limits code checks per client address, whichever numbers they name (guessing spread over numbers)', async () => {
    const client = newAddress();
    for (let i = 0; i < LIMITS.codeCheckPerIp.limit; i++) await verify({ phone: uniquePhone(), code: '123456' }, client);
    expect((await verify({ phone: uniquePhone(), code: '123456' }, client)).statusCode).toBe(429);
  });

  it('refuses hostile numbers and malformed codes with a clear message, writing nothing', async () => {
    const [smsBefore, codesBefore] = [await countOf(smsMessages), await countOf(signInCodes)];
    for (const phone of ['০১৭১২৩৪৫৬৭', '017123456789', '+911712345678', '01712345678\u0000', '01112345678', 'x'.repeat(500), '', 17123456789]) {
      const response = await askCode(phone as string);
      expect(response.statusCode, String(phone)).toBe(400);
      expect(response.json().message, String(phone)).toMatch(/Mobile number/);
    }
    for (const code of ['12345', '1234567', 'abcdef', '12 34 5a', '1'.repeat(50)]) {
      const response = await verify({ phone: uniquePhone(), code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message, code).toBe('code: The code is the 6 digits of the SMS');
    }
    expect((await askCode('01712345678', newAddress())).statusCode).toBe(202);
    expect(await countOf(smsMessages)).toBe(smsBefore + 1);
    expect(await countOf(signInCodes)).toBe(codesBefore + 1);
  });

  it('moves a guest cart into the number’s account at sign-in', async () => {
    const product = await makeProduct(t.db, { name: 'Power Bank', countInStock: 5 });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: { productId: product.id, qty: 2 },
    });
    const guestCookie = added.cookies.find((c) => c.name === 'haat_cart')!;
    const phone = uniquePhone();
    await askCode(phone);
    const signedIn = await verify({ phone, code: await lastCodeSentTo(t.db, phone) }, newAddress(), {
      cookie: `haat_cart=${guestCookie.value}`,
      origin: 'http://localhost',
      host: 'localhost',
    });
    expect(signedIn.statusCode).toBe(200);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(signedIn.json()) });
    expect(cart.json().items).toEqual([expect.objectContaining({ product: product.id, qty: 2 })]);
  });

  it('lets an account made by number add an email, and refuses a password until it has one via a reset link', async () => {
    const user = await signInByCode(t.app, t.db);
    const email = `mobile-${Date.now()}@example.com`;
    const added = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user), payload: { email } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ email, phone: user.phone });
    const password = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user), payload: { password: 'a long new secret', currentPassword: 'x' } });
    expect(password.statusCode).toBe(400);
    expect(password.json().message).toMatch(/no password yet/);
    // E-mail sign-in never lets a password-less account in.
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'anything at all' } });
    expect(login.statusCode).toBe(401);
    // An e-mail account is untouched by all this.
    expect((await signUp(t.app)).email).toMatch(/@example.com$/);
  });
});
