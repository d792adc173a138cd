import { describe, expect, it, vi } from 'vitest';
import { memoryCache } from './cache.ts';

describe('memoryCache', () => {
  it('loads once while fresh, and shares a load between concurrent callers', async () => {
    const cache = memoryCache();
    const load = vi.fn(async () => 'tree');
    const [a, b] = await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)]);
    expect([a, b, await cache.get('k', 1000, load)]).toEqual(['tree', 'tree', 'tree']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after the time to live or an invalidation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = memoryCache();
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
    const cache = memoryCache();
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1000, async () => 'up')).toBe('up');
  });
});
