import type { Redis } from 'ioredis';
import { connectRedis } from './redis.ts';

/**
 * A small read-through cache for data every page needs and admins rarely change (the
 * category tree, shop settings, listing counts), and the signal that what pages show changed.
 * Entries live `ttlMs` at most. An invalidation drops matching entries here at once, tells
 * every `onInvalidate` listener (the page cache), and, with Redis, every other app process.
 * Concurrent misses share one load.
 */
export interface Cache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key starts with `prefix`, in this process and (with Redis) the others. */
  invalidate(prefix: string): void;
  /** Called with the prefix of every invalidation, local or from another process. */
  onInvalidate(listener: (prefix: string) => void): void;
  close(): Promise<void>;
}

/** The Redis channel that carries invalidations between app processes. */
export const INVALIDATION_CHANNEL = 'haat:cache:invalidate';

/** Entries kept at most: hot query results are keyed by the query, which visitors choose. */
export const MAX_CACHE_ENTRIES = 10_000;

/** One process's cache; with `redisUrl`, invalidations travel between processes over pub/sub. */
export function createCache(options: { redisUrl?: string; maxEntries?: number } = {}): Cache {
  const maxEntries = options.maxEntries ?? MAX_CACHE_ENTRIES;
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  const listeners: Array<(prefix: string) => void> = [];
  const dropLocally = (prefix: string) => {
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    for (const listener of listeners) listener(prefix);
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (options.redisUrl) {
    publisher = connectRedis(options.redisUrl, { maxRetriesPerRequest: 2 });
    subscriber = connectRedis(options.redisUrl, { maxRetriesPerRequest: 2 });
    void subscriber.subscribe(INVALIDATION_CHANNEL);
    // Our own messages come back too: dropping twice is harmless.
    subscriber.on('message', (_channel: string, prefix: string) => dropLocally(prefix));
  }

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const value = load();
      entries.delete(key);
      entries.set(key, { expiresAt: now + ttlMs, value });
      // The oldest entries go first (a Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      // A failed load is not cached.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    invalidate(prefix) {
      dropLocally(prefix);
      // Another process that misses the message still drops its entries after their TTL.
      publisher?.publish(INVALIDATION_CHANNEL, prefix).catch(() => undefined);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}

/** How long shared page data may be stale in another process. */
export const SHARED_DATA_TTL_MS = 10_000;
