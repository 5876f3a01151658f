// When a failed upstream call is tried again. Only GETs are retried: they change nothing, so a repeat is
// harmless, while a repeated PUT or POST could apply a change twice when the first attempt did arrive.
// Timeouts are not retried either: a slow upstream only gets slower when asked again.
import { isConnectionFailure } from './errors.js';

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Upper bound of the first backoff; each further one doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 50, maxDelayMs: 400 };

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

export function isRetryableMethod(method: string): boolean {
  return method === 'GET';
}

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

export function isRetryableError(error: unknown): boolean {
  return isConnectionFailure(error);
}

/**
 * "Full jitter" backoff: a random wait between 0 and the exponential bound, so gateway replicas that
 * failed together do not retry together.
 */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const bound = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * bound);
}
