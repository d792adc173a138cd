import { describe, expect, it, vi } from 'vitest';
import { createCache } from './cache.ts';

describe('createCache', () => {
  it('loads once while fresh, and shares a load between concurrent callers', async () => {
    const cache = createCache();
    const load = vi.fn(async () => 'tree');
    const [a, b] = await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)]);
    expect([a, b, await cache.get('k', 1000, load)]).toEqual(['tree', 'tree', 'tree']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after the time to live or an invalidation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCache();
    const load = vi.fn(async () => Date.now());
    await cache.get('catalog:tree', 1000, load);
    vi.setSystemTime(Date.now() + 1001);
    await cache.get('catalog:tree', 1000, load);
    cache.invalidate('catalog:');
    await cache.get('catalog:tree', 1000, load);
    expect(load).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('does not keep a failed load', async () => {
    const cache = createCache();
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1000, async () => 'up')).toBe('up');
  });
});

describe('createCache invalidation', () => {
  it('tells its listeners the prefix of every invalidation', () => {
    const cache = createCache();
    const heard: string[] = [];
    cache.onInvalidate((prefix) => heard.push(prefix));
    cache.invalidate('catalog:');
    cache.invalidate('settings:');
    expect(heard).toEqual(['catalog:', 'settings:']);
  });

  it.runIf(process.env.TEST_REDIS_URL)('carries an invalidation to another process over Redis', async () => {
    const here = createCache({ redisUrl: process.env.TEST_REDIS_URL });
    const there = createCache({ redisUrl: process.env.TEST_REDIS_URL });
    try {
      let loads = 0;
      const load = async () => ++loads;
      expect(await there.get('catalog:tree', 60_000, load)).toBe(1);
      const heard = new Promise<string>((resolve) => there.onInvalidate(resolve));
      // The other process subscribes asynchronously: repeat the invalidation until it hears one.
      const repeat = setInterval(() => here.invalidate('catalog:'), 50);
      expect(await heard.finally(() => clearInterval(repeat))).toBe('catalog:');
      expect(await there.get('catalog:tree', 60_000, load)).toBe(2);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });
});

describe('createCache bounds', () => {
  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const cache = createCache({ maxEntries: 2 });
    const load = vi.fn(async () => 'v');
    await cache.get('a', 60_000, load);
    await cache.get('b', 60_000, load);
    await cache.get('c', 60_000, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', 60_000, load);
    await cache.get('c', 60_000, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', 60_000, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
