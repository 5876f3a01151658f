// Security headers on every response (issue 16 item 11), and the session cookie's Secure flag behind a
// trusted https proxy. The upstream is scripted: these are the gateway's own HTTP rules.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../app.js';
import { startGateway } from '../app.js';
import type { FakeUpstream } from '../test-support/fakeUpstream.js';
import { startFakeUpstream, success } from '../test-support/fakeUpstream.js';

let webDist: string;
let fake: FakeUpstream;
const gateways: RunningGateway[] = [];

async function gateway(trustProxy: boolean): Promise<RunningGateway> {
  const started = await startGateway({
    port: 0,
    upstreamUrl: fake.url,
    webDist,
    redisUrl: null,
    logger: false,
    trustProxy,
  });
  gateways.push(started);
  return started;
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'hubadmin-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(join(webDist, 'assets/app.js'), 'console.log(1);');
  fake = await startFakeUpstream();
});

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await fake.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    [
      'POST /graphql',
      '/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ok }"}' },
    ],
    [
      'a refused /graphql body',
      '/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
    ],
    ['the app', '/', {}],
    ['a route of the app', '/graphiql', {}],
    ['a static file', '/assets/app.js', {}],
    ['/healthz', '/healthz', {}],
    ['a refused method', '/healthz', { method: 'DELETE' }],
  ])('are on %s', async (_, path, init: RequestInit) => {
    const g = await (gateways[0] ? Promise.resolve(gateways[0]) : gateway(false));
    const res = await fetch(g.url + path, init);
    await res.arrayBuffer();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the session cookie behind a proxy', () => {
  async function login(g: RunningGateway, forwardedProto?: string): Promise<string> {
    fake.script(
      success({ token: 'tok-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() }),
      success({
        id: 1,
        type: 'admin',
        name: 'A',
        email: 'a@x',
        administer: true,
        rights: null,
        picture: null,
      }),
    );
    const res = await fetch(`${g.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}),
      },
      body: JSON.stringify({ query: 'mutation { login(email: "a@x", password: "p") { token } }' }),
    });
    await res.json();
    return res.headers.getSetCookie().join('\n');
  }

  it('is Secure when a trusted proxy says the browser used https', async () => {
    const g = await gateway(true);
    expect(await login(g, 'https')).toMatch(/^hub_session=tok-1;.*; Secure$/);
    expect(await login(g, 'http')).not.toMatch(/Secure/);
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted (anyone can send it)', async () => {
    const g = await gateway(false);
    expect(await login(g, 'https')).not.toMatch(/Secure/);
  });
});
