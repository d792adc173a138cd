import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '~/modules/users/tokens.ts';
import { bearer, type SignedIn } from './auth.ts';

export interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

/**
 * What every admin call answers to a caller who is not an admin: 401 with no token, 401 with a
 * token signed by someone else for the admin's own id (a forged role), 403 for a customer, even
 * one who claims `isAdmin` in the body. Returns one line per wrong answer (empty when all hold).
 */
export async function refusedToNonAdmins(app: FastifyInstance, calls: AdminCall[], who: { customer: SignedIn; admin: SignedIn }): Promise<string[]> {
  const forged = await signAccessToken('a key that is not the shop’s own, long enough', { userId: who.admin.id, sessionId: randomUUID() });
  const wrong: string[] = [];
  for (const call of calls) {
    const payload = call.payload && { ...call.payload, isAdmin: true };
    const cases = [
      { as: 'nobody', headers: {}, status: 401 },
      { as: 'a forged token', headers: { authorization: `Bearer ${forged}` }, status: 401 },
      { as: 'a customer', headers: bearer(who.customer), status: 403 },
    ];
    for (const c of cases) {
      const response = await app.inject({ method: call.method, url: call.url, headers: c.headers, ...(payload ? { payload } : {}) });
      if (response.statusCode !== c.status) wrong.push(`${call.method} ${call.url} as ${c.as}: ${response.statusCode}, expected ${c.status}`);
    }
  }
  return wrong;
}
