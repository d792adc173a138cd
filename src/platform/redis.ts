import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * A Redis client, the driver loaded on first use: a shop without REDIS_URL never loads it
 * (it is a sizeable part of an idle server's memory otherwise).
 */
export function connectRedis(url: string, options: RedisOptions): Redis {
  const { Redis: Client } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  return new Client(url, options);
}
