// Issue 16 item 10 through the gateway: when its callers go, the gateway aborts their upstream calls, and
// fleet-api drops the reads it has not started, so a burst of abandoned requests leaves the next ones as
// fast as before. The bound is relative to the same query measured in the same test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, Stack } from '../test-support/stack.js';
import { ADMIN, startStack } from '../test-support/stack.js';

const BURST = 300;
const QUERY = JSON.stringify({ query: '{ newHubs { id name postcode } }' });

describe('a burst of GraphQL requests whose callers go', () => {
  let stack: Stack;
  let admin: Session;
  const post = (signal?: AbortSignal) =>
    fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: QUERY,
      ...(signal ? { signal } : {}),
    });
  const timed = async () => {
    const started = performance.now();
    const reply = await post();
    const body = (await reply.json()) as { errors?: unknown };
    expect(body.errors).toBeUndefined();
    return performance.now() - started;
  };

  beforeAll(async () => {
    stack = await startStack({ name: 'PGlite', databaseUrl: null }, { seedHubs: 600 });
    admin = await stack.login(ADMIN);
  }, 180_000);
  afterAll(() => stack?.close());

  it('leaves the requests after it as fast as before', async () => {
    await timed();
    const baseline = Math.max(await timed(), await timed());

    const callers = new AbortController();
    const burst = Array.from({ length: BURST }, () =>
      post(callers.signal)
        .then((reply) => reply.arrayBuffer())
        .catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    callers.abort();
    await Promise.all(burst);

    const after = [];
    for (let i = 0; i < 3; i++) after.push(await timed());
    // Without cancellation the first of these waits for the whole burst (~BURST × baseline); with it, for
    // the calls already started and the reconnections of an emptied pool. A third of the burst's cost is
    // generous for a loaded machine and still far below what no cancellation costs.
    const bound = Math.max(20 * baseline, (BURST * baseline) / 3) + 2_000;
    expect(Math.max(...after), `baseline ${baseline} ms, after ${after.join(', ')} ms`).toBeLessThan(bound);
  }, 120_000);
});
