// Issue 16 item 6 through the gateway: 20 wrong passwords lock the account; login then fails with
// TOO_MANY_REQUESTS (message and retryAfter), the right password included, until the lock ends.
import { setTimeout as sleep } from 'node:timers/promises';
import { startFleetApi } from '@hub/fleet-api';
import type { RunningFleetApi } from '@hub/fleet-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../app.js';
import type { RunningGateway } from '../app.js';
import { codes, graphql } from '../test-support/graphqlClient.js';
import { DEMO_PASSWORD, STAFF } from '../test-support/stack.js';

const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token userErrors { message } } }`;

describe('sign-in throttling through the gateway', () => {
  let fleet: RunningFleetApi;
  let gateway: RunningGateway;

  beforeAll(async () => {
    fleet = await startFleetApi({
      port: 0,
      databaseUrl: null,
      dataDir: null,
      seedHubs: 3,
      demoPassword: DEMO_PASSWORD,
      logger: false,
      redisUrl: null,
      loginMaxFailures: 10,
      loginLockSeconds: 2,
      loginAddressLimit: 1_000,
    });
    gateway = await startGateway({
      port: 0,
      upstreamUrl: fleet.url,
      apiKey: fleet.apiKey,
      redisUrl: null,
      webDist: null,
      logger: false,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await fleet?.close();
  });

  const login = (password: string) =>
    graphql<{ login: { token: string | null } }>(gateway.url, LOGIN, { e: STAFF, p: password });

  it('locks after 20 wrong passwords with TOO_MANY_REQUESTS, and signs in once the lock ends', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await login(`wrong-${i}`));
    expect(answers[0]!.data?.login).toEqual({
      token: null,
      userErrors: [{ message: 'Wrong email or password.' }],
    });
    const locked = answers.at(-1)!;
    expect(codes(locked)).toEqual(['TOO_MANY_REQUESTS']);
    expect(locked.errors![0]!.message).toMatch(
      /^Too many failed sign-ins for this account\. .*try again in \d+ seconds\.$/,
    );
    expect(locked.errors![0]!.extensions?.retryAfter).toEqual(expect.any(Number));

    expect(codes(await login(DEMO_PASSWORD))).toEqual(['TOO_MANY_REQUESTS']);

    const deadline = Date.now() + 30_000;
    let after = await login(DEMO_PASSWORD);
    while (codes(after).includes('TOO_MANY_REQUESTS') && Date.now() < deadline) {
      await sleep(250);
      after = await login(DEMO_PASSWORD);
    }
    expect(after.errors).toBeUndefined();
    expect(after.data?.login.token).toEqual(expect.any(String));
  });
});
