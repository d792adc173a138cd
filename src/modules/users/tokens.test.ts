import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const claims = { userId: '5f0b3c1e-0000-4000-8000-000000000001', sessionId: '5f0b3c1e-0000-4000-8000-000000000002' };

describe('access tokens, verified once and remembered until they expire', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token again, and refuses it from the moment it expires, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('never takes a token accepted under one secret for one valid under another', async () => {
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken('another-secret-another-secret-another-one', token)).toBeNull();
  });

  it('refuses a token whose signature was altered after the genuine one was accepted', async () => {
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(SECRET, altered)).toBeNull();
  });
});
