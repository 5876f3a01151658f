import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../test-support/fakeUpstream.js';
import {
  closedPort,
  failure,
  hangUp,
  json,
  raw,
  silence,
  startFakeUpstream,
  success,
} from '../test-support/fakeUpstream.js';
import { UpstreamClient } from './client.js';
import type { UpstreamError } from './errors.js';
import { TOKEN_REFUSED } from './errors.js';
import { Upstream } from './upstream.js';

const fastRetry = { retries: 2, baseDelayMs: 1, maxDelayMs: 5 };

let fake: FakeUpstream;
let upstream: Upstream;

beforeAll(async () => {
  fake = await startFakeUpstream();
  upstream = new Upstream({
    url: fake.url,
    apiKey: 'test-key',
    timeoutMs: 300,
    connections: 4,
    retry: fastRetry,
  });
});

afterAll(async () => {
  await upstream.close();
  await fake.close();
});

afterEach(() => {
  fake.requests.length = 0;
});

function caught(promise: Promise<unknown>): Promise<UpstreamError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: UpstreamError) => error,
  );
}

describe('Upstream.request', () => {
  it("returns the envelope's data and sends the API key and bearer token", async () => {
    fake.script(success({ hubid: 12 }));
    const data = await upstream.request({ method: 'GET', path: '/api/private/hub/12', token: 'tok' });
    expect(data).toEqual({ hubid: 12 });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', url: '/api/private/hub/12' });
    expect(fake.requests[0]?.headers['x-api-key']).toBe('test-key');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('sends a JSON body on writes', async () => {
    fake.script(success({ ok: true }));
    await upstream.request({ method: 'PUT', path: '/x', body: { contact_phone: '+353871234567' } });
    expect(fake.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ contact_phone: '+353871234567' });
  });

  it('retries a GET after 503 and 502 and returns the answer that follows', async () => {
    fake.script(failure(503, 'busy'), failure(502, 'bad gateway'), success('third time'));
    await expect(upstream.request({ method: 'GET', path: '/x' })).resolves.toBe('third time');
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up on a GET after two retries', async () => {
    fake.script(failure(504, 'Gateway timeout'));
    const error = await caught(upstream.request({ method: 'GET', path: '/x' }));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 504 });
    expect(fake.requests).toHaveLength(3);
  });

  it('retries a GET whose connection was dropped', async () => {
    fake.script(hangUp, success('after reconnect'));
    await expect(upstream.request({ method: 'GET', path: '/x' })).resolves.toBe('after reconnect');
    expect(fake.requests).toHaveLength(2);
  });

  it.each(['PUT', 'POST', 'DELETE'] as const)('never retries a %s', async (method) => {
    fake.script(failure(503, 'busy'), success('would be a second write'));
    const error = await caught(
      upstream.request({ method, path: '/x', body: method === 'DELETE' ? undefined : {} }),
    );
    expect(error.extensions.upstreamStatus).toBe(503);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a POST whose connection was dropped', async () => {
    fake.script(hangUp, success('second write'));
    const error = await caught(upstream.request({ method: 'POST', path: '/x', body: {} }));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a 500', async () => {
    fake.script(failure(500, 'Unexpected fault'), success('no'));
    const error = await caught(upstream.request({ method: 'GET', path: '/x' }));
    expect(error.message).toBe('Unexpected fault');
    expect(fake.requests).toHaveLength(1);
  });

  it('maps a 401 to UNAUTHENTICATED, saying why a bare "Unauthorized" refused the token', async () => {
    fake.script(failure(401, 'Unauthorized'));
    const error = await caught(upstream.request({ method: 'GET', path: '/x', token: 'forged' }));
    expect(error.message).toBe(TOKEN_REFUSED);
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED', upstreamStatus: 401 });
    fake.script(failure(401, 'Wrong email or password.'));
    const wrong = await caught(upstream.request({ method: 'POST', path: '/api/auth/token', body: {} }));
    expect(wrong.message).toBe('Wrong email or password.');
  });

  it('reports a body that is not JSON as UPSTREAM_ERROR', async () => {
    fake.script(raw(200, '<html>proxy login</html>'));
    const error = await caught(upstream.request({ method: 'GET', path: '/x' }));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 200 });
  });

  it('reports an envelope that is not "success" as UPSTREAM_ERROR', async () => {
    fake.script(json(200, { status: 'fail', data: { message: 'Half-written' } }));
    const error = await caught(upstream.request({ method: 'GET', path: '/x' }));
    expect(error.message).toBe('Half-written');
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
  });

  it('gives up after the timeout without retrying', async () => {
    fake.script(silence);
    const started = Date.now();
    const error = await caught(upstream.request({ method: 'GET', path: '/slow' }));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT', upstreamStatus: null });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a refused connection as UPSTREAM_UNAVAILABLE after retrying the GET', async () => {
    const down = new Upstream({
      url: `http://127.0.0.1:${await closedPort()}`,
      apiKey: 'k',
      timeoutMs: 300,
      connections: 1,
      retry: fastRetry,
    });
    let attempts = 0;
    const error = await caught(down.request({ method: 'GET', path: '/x', onAttempt: () => attempts++ }));
    await down.close();
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(attempts).toBe(3);
  });

  it('keeps a path prefix of the upstream URL', async () => {
    const prefixed = new Upstream({ url: `${fake.url}/fleet/`, apiKey: 'k', timeoutMs: 300, connections: 1 });
    fake.script(success(1));
    await prefixed.request({ method: 'GET', path: '/api/private/hubs/health_counts' });
    await prefixed.close();
    expect(fake.requests[0]?.url).toBe('/fleet/api/private/hubs/health_counts');
  });
});

describe('UpstreamClient', () => {
  it('counts every HTTP call of a request, retries included', async () => {
    const client = new UpstreamClient(upstream, 'tok', () => {});
    fake.script(failure(503, 'busy'), success(1));
    await client.get('/a');
    await client.withToken('other').get('/b');
    expect(client.calls).toBe(3);
  });

  it('gives all the calls of a request one deadline, kept after release() for a later call', async () => {
    const client = new UpstreamClient(upstream, 'tok', () => {});
    fake.script(success(1), silence);
    await client.get('/a');
    const started = Date.now();
    // The second call waits on the deadline made at the first (timeoutMs 300 from the client's start).
    const error = await caught(client.get('/slow'));
    expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1_000);
    // Released (its answer sent), the request's deadline still holds: a late call is not even sent.
    client.release();
    const late = await caught(client.get('/late'));
    expect(late.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(fake.requests.map((r) => r.url)).toEqual(['/a', '/slow']);
  });

  it('reports a refused token, but not a refused sign-in', async () => {
    let refused = 0;
    fake.script(failure(401, 'Unauthorized'));
    const signedIn = new UpstreamClient(upstream, 'expired', () => refused++);
    await caught(signedIn.get('/api/auth/profile'));
    expect(refused).toBe(1);
    const anonymous = new UpstreamClient(upstream, null, () => refused++);
    await caught(anonymous.anonymous('POST', '/api/auth/token', {}));
    expect(refused).toBe(1);
  });
});
