import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, backoffDelay, isRetryableMethod, isRetryableStatus } from './retry.js';

describe('retry policy', () => {
  it('retries GETs only', () => {
    expect(isRetryableMethod('GET')).toBe(true);
    for (const method of ['PUT', 'POST', 'DELETE']) expect(isRetryableMethod(method)).toBe(false);
  });

  it('retries 502, 503 and 504, never 500 or a 4xx', () => {
    expect([502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([500, 400, 401, 404, 409, 429].some(isRetryableStatus)).toBe(false);
  });

  it('retries twice by default', () => {
    expect(DEFAULT_RETRY.retries).toBe(2);
  });

  it('waits a random time up to a bound that doubles per attempt and is capped', () => {
    const policy = { retries: 5, baseDelayMs: 50, maxDelayMs: 300 };
    expect(backoffDelay(0, policy, () => 0.999)).toBe(49);
    expect(backoffDelay(1, policy, () => 0.999)).toBe(99);
    expect(backoffDelay(2, policy, () => 0.999)).toBe(199);
    expect(backoffDelay(3, policy, () => 0.999)).toBe(299);
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
  });
});
