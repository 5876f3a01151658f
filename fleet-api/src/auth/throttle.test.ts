// Issue 16 item 6: sign-in is throttled per account (a lock after wrong passwords in a row, refusing even
// the right password until it ends) and per client address (@fastify/rate-limit, keyed on the address
// the gateway passes in x-client-address).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { databaseVariants } from '../test-support/databases.js';

const LOCK_SECONDS = 2;

describe.each(databaseVariants())('sign-in throttling on $name', (variant) => {
  let api: RunningFleetApi;

  const signIn = async (email: string, password: string, address: string) => {
    const reply = await fetch(`${api.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'x-api-key': api.apiKey, 'content-type': 'application/json', 'x-client-address': address },
      body: JSON.stringify({ email, password }),
    });
    const body = (await reply.json()) as { data: { message?: string; retry_after?: number; token?: string } };
    return { status: reply.status, retryAfter: reply.headers.get('retry-after'), data: body.data };
  };

  beforeAll(async () => {
    api = await variant.start({
      seedHubs: 3,
      loginMaxFailures: 10,
      loginLockSeconds: LOCK_SECONDS,
      loginAddressLimit: 25,
      redisUrl: null,
    });
  });
  afterAll(() => api?.close());

  it('locks an account after wrong passwords, refuses the right one meanwhile, and opens again', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await signIn('admin@hubs.example', `wrong-${i}`, '10.0.0.1'));
    expect(answers.slice(0, 9).map((a) => a.status)).toEqual(Array(9).fill(401));
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.data.message).toMatch(
      /^Too many failed sign-ins for this account\. It is locked until .+: try again in \d+ seconds\.$/,
    );
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    expect(last.data.retry_after).toBe(Number(last.retryAfter));

    const during = await signIn('admin@hubs.example', 'demo', '10.0.0.1');
    expect(during.status).toBe(429);
    expect(during.data.token).toBeUndefined();

    // The lock is LOCK_SECONDS long, doubling per lock in a row; wait for it, not a fixed time.
    const deadline = Date.now() + 30_000;
    let after = await signIn('admin@hubs.example', 'demo', '10.0.0.2');
    while (after.status === 429 && Date.now() < deadline) {
      await sleep(250);
      after = await signIn('admin@hubs.example', 'demo', '10.0.0.2');
    }
    expect(after.status).toBe(200);
    expect(after.data.token).toEqual(expect.any(String));
  });

  it('limits sign-in attempts per client address, not for everyone behind the gateway', async () => {
    const statuses = [];
    for (let i = 0; i < 26; i++)
      statuses.push((await signIn(`nobody${i}@example.ie`, 'x', '10.9.9.9')).status);
    expect(statuses.slice(0, 25)).toEqual(Array(25).fill(401));
    const limited = await signIn('staff@hubs.example', 'demo', '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(limited.data.message).toMatch(
      /^Too many sign-in attempts from your address\. Try again in \d+ seconds\.$/,
    );
    expect((await signIn('staff@hubs.example', 'demo', '10.9.9.10')).status).toBe(200);
  });
});
