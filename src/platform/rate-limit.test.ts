import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// The same contract for both stores. The Redis one needs a server: CI sets TEST_REDIS_URL
// (`npm run test:pg` does too); a plain `npm test` checks the in-process store only.
const stores: [string, () => RateLimiter][] = [['in-process', memoryRateLimiter]];
if (redisUrl) stores.push(['Redis', () => redisRateLimiter(redisUrl)]);

describe.each(stores)('rate limiter (%s)', (_name, make) => {
  const limiter = make();
  afterAll(() => limiter.close());

  it('allows up to the limit, then refuses with the seconds left in the window', async () => {
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts each key on its own', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await limiter.hit(a, 1, 60_000);
    expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 60_000)).allowed).toBe(true);
  });

  it('opens again when the window ends', async () => {
    const key = randomUUID();
    await limiter.hit(key, 1, 300);
    expect((await limiter.hit(key, 1, 300)).allowed).toBe(false);
    await vi.waitFor(async () => expect((await limiter.hit(key, 1, 300)).allowed).toBe(true), { timeout: 3000, interval: 100 });
  });
});
