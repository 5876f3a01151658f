// The per-client-address limit on signing in (issue 16), with @fastify/rate-limit (maintained, counts in
// Redis when REDIS_URL is set so every replica shares them, in memory otherwise). Only routes that ask for
// it (config.rateLimit) are limited. It runs as a preHandler, after the API key check, so the
// x-client-address header it keys on comes from a caller holding the API key (the gateway).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { TooManyRequests } from '../http/errors.js';

export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers['x-client-address'];
  return typeof forwarded === 'string' && forwarded.length > 0 && forwarded.length <= 64
    ? forwarded
    : request.ip;
}

export async function registerLimiter(app: FastifyInstance, redisUrl: string | null): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    // A Redis outage must not take sign-in down: the limiter then lets requests through (skipOnError)
    // and the per-account lock in the database still holds.
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'fleet-api-rate-limit:' } : {}),
    skipOnError: true,
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequests(
        `Too many sign-in attempts from your address. Try again in ${seconds} seconds.`,
        seconds,
      );
    },
  });
}
