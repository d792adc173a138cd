import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createOrPromoteAdmin } from '~/modules/users/service.ts';
import type { Db } from '~/platform/db/index.ts';

export const TEST_PASSWORD = 'correct horse battery';

export interface SignedIn {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** Access token for `authorization: Bearer ...`. */
  token: string;
  /** The session cookies as a Cookie header value. */
  cookie: string;
}

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Registers a customer through the API and returns their token and cookies. */
export async function signUp(app: FastifyInstance, fields: { name?: string; email?: string; password?: string } = {}): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    // Each test user comes from its own address, so registration limits never interfere.
    remoteAddress: uniqueIp(),
    payload: { name: fields.name ?? 'Test Customer', email: fields.email ?? `customer-${randomUUID()}@example.com`, password: fields.password ?? TEST_PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return withCookies(response);
}

/** Signs in through the API. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: uniqueIp(), payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return withCookies(response);
}

/** Creates an admin directly (as `npm run admin:create` does) and signs them in. */
export async function signInAdmin(app: FastifyInstance, db: Db): Promise<SignedIn> {
  const email = `admin-${randomUUID()}@example.com`;
  await createOrPromoteAdmin(db, { name: 'Test Admin', email, password: TEST_PASSWORD });
  return signIn(app, email);
}

function withCookies(response: { json(): Record<string, unknown>; cookies: { name: string; value: string }[] }): SignedIn {
  const body = response.json() as { _id: string; name: string; email: string; isAdmin: boolean; token: string };
  return {
    id: body._id,
    name: body.name,
    email: body.email,
    isAdmin: body.isAdmin,
    token: body.token,
    cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/**
 * Signs the user in again, in place, when their access token has under a minute left: a suite
 * that runs longer than a token lives (a loaded machine) keeps its users signed in.
 */
export async function keepSignedIn(app: FastifyInstance, user: SignedIn): Promise<SignedIn> {
  const { exp } = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString()) as { exp: number };
  if (exp * 1000 - Date.now() > 60_000) return user;
  return Object.assign(user, await signIn(app, user.email));
}
