// One deadline per request, queueing included, and a /healthz that does not queue (issue 16 item 5).
// The upstream is a small real HTTP server that takes requests and never answers (a stalled fleet API);
// the gateway has 2 connections to it, and 24 GraphQL requests arrive at once: 2 are sent, 22 wait for a
// connection. Every one of them must end at the request deadline with UPSTREAM_TIMEOUT (before, the
// queued ones waited for their turn and then for their own timeout: up to 12 × the timeout), and
// /healthz must answer at once meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../app.js';
import { startGateway } from '../app.js';
import type { FakeUpstream } from '../test-support/fakeUpstream.js';
import { silence, startFakeUpstream } from '../test-support/fakeUpstream.js';
import { codes, graphql } from '../test-support/graphqlClient.js';

const TIMEOUT_MS = 1_500;
const IN_FLIGHT = 24;
const HUB = 'query ($id: Int!) { hub(id: $id) { id } }';

let stalled: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  stalled = await startFakeUpstream();
  stalled.script(silence);
  gateway = await startGateway({
    port: 0,
    upstreamUrl: stalled.url,
    upstreamTimeoutMs: TIMEOUT_MS,
    upstreamConnections: 2,
    redisUrl: null,
    webDist: null,
    logger: false,
  });
});

afterAll(async () => {
  await stalled.close();
  await gateway.close();
});

describe('a stalled upstream with a saturated pool', () => {
  it('ends every queued request at its deadline, while /healthz answers at once', async () => {
    // One request first, so the 24 do not also pay for the gateway's first parse and compile.
    expect((await graphql(gateway.url, '{ ok }')).data).toEqual({ ok: true });
    const started = Date.now();
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) =>
      graphql(gateway.url, HUB, { id: i + 1 }, { token: 'a-token' }).then((answer) => ({
        answer,
        ms: Date.now() - started,
      })),
    );

    await new Promise((resolve) => setTimeout(resolve, 300));
    const healthStarted = performance.now();
    const health = await fetch(`${gateway.url}/healthz`);
    const healthMs = performance.now() - healthStarted;
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(healthMs).toBeLessThan(250);

    const done = await Promise.all(requests);
    for (const { answer, ms } of done) {
      expect(codes(answer)).toEqual(['UPSTREAM_TIMEOUT']);
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      // The deadline, plus room for a loaded machine; far below the 12 × 1.5 s the queue used to cost.
      expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
    }
  });

  it('then reports the upstream down, with the age of that knowledge', async () => {
    const health = (await (await fetch(`${gateway.url}/healthz`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', upstream: 'down' });
    expect(health.upstreamCheckedMsAgo).toEqual(expect.any(Number));
  });
});
