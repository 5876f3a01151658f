// Issue 16 item 4: a write that timed out can still happen upstream, and a retry must not do it twice.
// The gateway talks to a real fleet-api through a proxy that holds back fleet-api's answers: createIssue
// is applied, the gateway answers UPSTREAM_TIMEOUT, and the client's retry with the same Idempotency-Key
// is answered with the first result, so exactly one issue exists.
import { randomUUID } from 'node:crypto';
import { startFleetApi } from '@hub/fleet-api';
import type { RunningFleetApi } from '@hub/fleet-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../app.js';
import type { RunningGateway } from '../app.js';
import { codes, graphql } from '../test-support/graphqlClient.js';
import type { StallingProxy } from '../test-support/stallingProxy.js';
import { startStallingProxy } from '../test-support/stallingProxy.js';
import { ADMIN, DEMO_PASSWORD } from '../test-support/stack.js';

const CREATE = `mutation ($input: IssueInput!) {
  createIssue(input: $input) { issue { id title } userErrors { field message } }
}`;

describe('a write retried after a stalled upstream', () => {
  let fleet: RunningFleetApi;
  let proxy: StallingProxy;
  let gateway: RunningGateway;
  let token = '';

  beforeAll(async () => {
    fleet = await startFleetApi({
      port: 0,
      databaseUrl: null,
      dataDir: null,
      seedHubs: 10,
      demoPassword: DEMO_PASSWORD,
      logger: false,
      // With REDIS_URL set, the per-address sign-in count is shared with every other test's fleet-api
      // signing in from 127.0.0.1 at the same time; the limit has its own test in fleet-api.
      loginAddressLimit: 100_000,
    });
    proxy = await startStallingProxy(fleet.url);
    gateway = await startGateway({
      port: 0,
      upstreamUrl: proxy.url,
      apiKey: fleet.apiKey,
      redisUrl: null,
      webDist: null,
      logger: false,
      upstreamTimeoutMs: 1_500,
    });
    // The session comes straight from fleet-api: through the gateway the password check would run under
    // the 1.5 s upstream timeout meant for the write under test, which a busy machine can outrun.
    const signIn = await fetch(`${fleet.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': fleet.apiKey },
      body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
    });
    token = ((await signIn.json()) as { data: { token: string } }).data.token;
    expect(token).toEqual(expect.any(String));
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await fleet?.close();
  });

  const issuesTitled = async (title: string) =>
    (
      await fleet.db.query<{ n: number }>('SELECT count(*)::int AS n FROM issues WHERE title = $1', [title])
    )[0]!.n;

  it('is applied once: the retry with the same key answers the first result', async () => {
    const [hub] = await fleet.db.query<{ hubid: number }>('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1');
    const title = `Boiler not firing ${randomUUID()}`;
    const variables = { input: { hubId: String(hub!.hubid), title, source: 1, status: 1 } };
    const caller = { token, headers: { 'Idempotency-Key': randomUUID() } };

    proxy.stall();
    const timedOut = await graphql(gateway.url, CREATE, variables, caller);
    expect(codes(timedOut)).toEqual(['UPSTREAM_TIMEOUT']);
    // It timed out for the caller, yet fleet-api applied it.
    expect(await issuesTitled(title)).toBe(1);
    proxy.release();

    const retried = await graphql<{ createIssue: { issue: { id: number; title: string } } }>(
      gateway.url,
      CREATE,
      variables,
      caller,
    );
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.createIssue.issue.title).toBe(title);
    expect(await issuesTitled(title)).toBe(1);
    const [stored] = await fleet.db.query<{ issue_id: number }>(
      'SELECT issue_id FROM issues WHERE title = $1',
      [title],
    );
    expect(retried.data?.createIssue.issue.id).toBe(stored!.issue_id);

    // A new action (a new key) is a new issue.
    const again = await graphql(gateway.url, CREATE, variables, {
      token,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(again.errors).toBeUndefined();
    expect(await issuesTitled(title)).toBe(2);
  });

  it('refuses a key it could not send on, before anything is applied: a retry with it would apply twice', async () => {
    const [hub] = await fleet.db.query<{ hubid: number }>('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1');
    const title = `Boiler not firing ${randomUUID()}`;
    const variables = { input: { hubId: String(hub!.hubid), title, source: 1, status: 1 } };
    for (const key of ['retry key 42', 'k'.repeat(151), 'clé']) {
      const refused = await graphql(gateway.url, CREATE, variables, {
        token,
        headers: { 'Idempotency-Key': key },
      });
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Idempotency-Key must be 1 to 150 visible ASCII characters.',
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    expect(await issuesTitled(title)).toBe(0);
  });
});
