// The gateway's own HTTP surface, against a scripted upstream: the web app, /healthz, GraphQL transport
// rules (CSRF, limits, body size) and how upstream failures reach the client.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from './app.js';
import { startGateway } from './app.js';
import type { FakeUpstream } from './test-support/fakeUpstream.js';
import { closedPort, failure, startFakeUpstream, success } from './test-support/fakeUpstream.js';
import { codes, graphql } from './test-support/graphqlClient.js';
import { NOT_BUILT_MESSAGE } from './http/staticFiles.js';

let webDist: string;
let fake: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'gateway-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>HUB Administration</title>');
  await writeFile(join(webDist, 'assets/index-abc123.js'), 'console.log("app")');
  await writeFile(join(webDist, 'favicon.svg'), '<svg/>');
  fake = await startFakeUpstream();
  gateway = await startGateway({ port: 0, upstreamUrl: fake.url, webDist, redisUrl: null, logger: false });
});

afterAll(async () => {
  await gateway.close();
  await fake.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A GET with the path exactly as written (fetch would normalise "..", which is the point of the test). */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the web app', () => {
  it.each(['/', '/dashboard', '/hub/12', '/graphiql', '/login?goto=%2Fhub%2F12'])(
    'serves index.html for %s',
    async (path) => {
      const res = await fetch(gateway.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('HUB Administration');
    },
  );

  it('serves hashed assets with their content type, cacheable forever', async () => {
    const res = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app")');
  });

  it('serves other files with their type', async () => {
    const res = await fetch(`${gateway.url}/favicon.svg`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 for a missing asset rather than index.html', async () => {
    expect((await fetch(`${gateway.url}/assets/index-old.js`)).status).toBe(404);
  });

  it('never serves a file outside the web app', async () => {
    for (const path of [
      '/../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await rawGet(gateway.url, path);
      expect(res.body).not.toContain('root:');
    }
  });

  it('explains how to build the app when it is not built', async () => {
    const bare = await startGateway({
      port: 0,
      upstreamUrl: fake.url,
      webDist: join(webDist, 'missing'),
      redisUrl: null,
      logger: false,
    });
    const res = await fetch(`${bare.url}/`);
    await bare.close();
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
  });
});

describe('/healthz', () => {
  it('says the upstream is ok when it answers, and how long ago that was learnt', async () => {
    fake.script(success({ openapi: '3.0.0' }));
    const res = await fetch(`${gateway.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      upstream: 'ok',
      upstreamCheckedMsAgo: expect.any(Number),
    });
  });

  it('stays 200 but says the upstream is down when it is', async () => {
    const down = await startGateway({
      port: 0,
      upstreamUrl: `http://127.0.0.1:${await closedPort()}`,
      webDist: null,
      redisUrl: null,
      logger: false,
    });
    const res = await fetch(`${down.url}/healthz`);
    const answer = await graphql(down.url, '{ hub(id: 1) { id } }', {}, { token: 'some-token' });
    await down.close();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', upstream: 'down' });
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(answer.errors?.[0]?.message).toBe('The fleet API cannot be reached.');
  });
});

describe('GraphQL transport', () => {
  it('refuses a GET query without a preflight header (CSRF)', async () => {
    const res = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ ok }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('accepts the same GET with the preflight header', async () => {
    const res = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ ok }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await res.json()).toEqual({
      data: { ok: true },
      extensions: { cost: { requested: 0, actual: 0, budget: 100 } },
    });
  });

  it('refuses a mutation posted as a plain form (CSRF)', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout { signedOut } }' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('does not serve a CDN landing page on GET /graphql: a browser is sent to the GraphiQL the app serves', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/graphiql');
    const withQuery = await fetch(`${gateway.url}/graphql?query=%7Bok%7D`, {
      headers: { accept: 'text/html' },
    });
    expect(withQuery.status).toBe(400);
    expect(await withQuery.text()).not.toMatch(/<script|cdn\./i);
  });

  it('refuses a body over the size limit', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ok } # ${'x'.repeat(1_100_000)}` }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ query',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('refuses a query deeper than 12 levels before calling the upstream', async () => {
    const nested = 'supersededBy { '.repeat(11) + 'id' + ' }'.repeat(11);
    const answer = await graphql(gateway.url, `{ hub(id: 1) { ${nested} } }`, {}, { token: 't' });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.errors?.[0]?.message).toBe('The operation is nested 13 levels deep; the limit is 12.');
    expect(answer.upstreamCalls).toBe(0);
  });

  it('refuses more than 30 aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: ok`).join(' ');
    const answer = await graphql(gateway.url, `{ ${aliases} }`);
    expect(answer.errors?.[0]?.message).toBe('The document uses more than 30 aliases; the limit is 30.');
  });
});

describe('sessions and upstream failures', () => {
  it('answers me with null and protected fields with UNAUTHENTICATED when there is no session', async () => {
    const answer = await graphql(gateway.url, '{ me { id } hub(id: 1) { id } }');
    expect(answer.data).toEqual({ me: null, hub: null });
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    expect(answer.upstreamCalls).toBe(0);
  });

  it('clears the session cookie when the upstream refuses the token', async () => {
    fake.script(failure(401, 'Unauthorized'));
    const answer = await graphql(gateway.url, '{ me { id } }', {}, { cookie: 'hub_session=expired-token' });
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    expect(answer.setCookie).toEqual(['hub_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict']);
  });

  it('reports an answer it cannot use as INTERNAL_SERVER_ERROR without internals', async () => {
    fake.script(success({ name: 'a hub without an id' }));
    const answer = await graphql(gateway.url, '{ hub(id: 1) { id name } }', {}, { token: 't' });
    expect(answer.data).toEqual({ hub: null });
    expect(answer.errors).toEqual([
      {
        message: 'Internal server error.',
        locations: [{ line: 1, column: 16 }],
        path: ['hub', 'id'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
  });

  it('keeps the upstream message and status of a failure', async () => {
    fake.script(failure(500, 'Unexpected fault'));
    const answer = await graphql(gateway.url, '{ hub(id: 1) { id } }', {}, { token: 't' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Unexpected fault',
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 500 },
    });
  });

  it('refuses a search of fewer than 3 characters without calling the upstream', async () => {
    const answer = await graphql(gateway.url, '{ searchHubs(term: " ab ") { id } }', {}, { token: 't' });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.message).toBe('Search requires more than 2 characters.');
    expect(answer.errors?.[0]?.extensions?.field).toBe('term');
    expect(answer.upstreamCalls).toBe(0);
  });

  it('refuses a Date variable that is not YYYY-MM-DD', async () => {
    const answer = await graphql(
      gateway.url,
      'mutation ($input: HubInformationInput!) { updateHubInformation(input: { hubId: 1, information: $input }) { userErrors { message } } }',
      { input: { installed: '21/11/2026' } },
      { token: 't' },
    );
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.upstreamCalls).toBe(0);
  });
});
