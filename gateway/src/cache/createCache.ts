import type { Logger } from '../logger.js';
import type { Cache } from './cache.js';
import { MemoryCache } from './memoryCache.js';
import { RedisCache } from './redisCache.js';

/** Redis when a URL is configured (shared by replicas), otherwise memory (this process only). */
export function createCache(redisUrl: string | null, prefix: string, logger: Logger): Cache {
  return redisUrl ? new RedisCache(redisUrl, prefix, logger) : new MemoryCache();
}
