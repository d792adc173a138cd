import { connectRedis } from './redis.ts';
import { DomainError } from './errors.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets; the Retry-After value when not allowed. */
  retryAfterSeconds: number;
}

/** Fixed-window counters: at most `limit` hits per `windowMs` for a key. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

/** Counters in this process: right for one process, wrong for several (use Redis then). */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= MAX_MEMORY_KEYS) sweep(windows, now);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
    async close() {},
  };
}

function sweep(windows: Map<string, { resetAt: number }>, now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  // Still full of live keys (a flood of distinct keys): drop the oldest rather than grow.
  for (const key of windows.keys()) {
    if (windows.size < MAX_MEMORY_KEYS) break;
    windows.delete(key);
  }
}

// Increment and set the expiry atomically, so counters never outlive their window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis, shared by every app process. */
export function redisRateLimiter(url: string): RateLimiter {
  const redis = connectRedis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `haat:rl:${key}`, windowMs)) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** A limit: at most `limit` hits per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Counts a hit on `key`; over the rule's limit it is a RATE_LIMITED error saying when to retry. */
export async function throttle(limiter: RateLimiter, key: string, rule: RateRule): Promise<void> {
  const result = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    throw new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, result.retryAfterSeconds);
  }
}
