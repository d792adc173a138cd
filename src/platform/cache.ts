/**
 * A small read-through cache for data every page needs and admins rarely change (the
 * category tree, shop settings). Entries live `ttlMs` at most, so several app processes
 * agree within that time; a write in this process invalidates at once. Concurrent misses
 * share one load.
 */
export interface Cache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key starts with `prefix`. */
  invalidate(prefix: string): void;
}

export function memoryCache(): Cache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      // A failed load is not cached.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    invalidate(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

/** How long shared page data may be stale in another process. */
export const SHARED_DATA_TTL_MS = 10_000;
