import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test-support/fakeUpstream.js';
import type { Logger } from '../logger.js';
import { RedisCache } from './redisCache.js';

function recordingLogger() {
  const warnings: string[] = [];
  const logger: Logger = { info() {}, warn: (m) => warnings.push(m), error() {} };
  return { logger, warnings };
}

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('RedisCache against REDIS_URL', () => {
  const prefix = `hubadmin-test:${randomUUID()}:`;
  const { logger } = recordingLogger();
  const cache = new RedisCache(redisUrl ?? '', prefix, logger);
  const other = new RedisCache(redisUrl ?? '', prefix, logger);

  afterAll(async () => {
    await cache.close();
    await other.close();
  });

  it('shares values between clients (gateway replicas) under the prefix', async () => {
    await cache.set('lookup:fuel_types', [{ key: 1, description: 'Oil' }], 600);
    expect(await other.get('lookup:fuel_types')).toEqual([{ key: 1, description: 'Oil' }]);
  });

  it('expires values after their time to live', async () => {
    await cache.set('short', 'x', 1);
    expect(await cache.get('short')).toBe('x');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await cache.get('short')).toBeUndefined();
  });

  it('deletes', async () => {
    await cache.set('session:y', { id: 2 }, 60);
    await cache.delete('session:y');
    expect(await other.get('session:y')).toBeUndefined();
  });
});

describe('RedisCache when Redis is down', () => {
  it('answers "absent" quickly, ignores writes, and logs the outage once', async () => {
    const { logger, warnings } = recordingLogger();
    const cache = new RedisCache(`redis://127.0.0.1:${await closedPort()}`, 'p:', logger);
    const started = Date.now();
    await cache.set('k', 1, 60);
    expect(await cache.get('k')).toBeUndefined();
    expect(await cache.get('k')).toBeUndefined();
    await cache.delete('k');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Redis cache unavailable/);
    await cache.close();
  });
});
