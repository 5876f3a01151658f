import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { configFromEnv } from '../config.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

describe.each(databaseVariants())('auth on $name', (variant) => {
  let api: RunningFleetApi;
  beforeAll(async () => {
    api = await variant.start({ seedHubs: 60 });
  });
  afterAll(() => api?.close());

  it('signs the administrator in and answers the profile with every right', async () => {
    const reply = await call<{ token: string; expires_at: string }>(api, '/api/auth/token', {
      method: 'POST',
      body: { email: 'admin@hubs.example', password: 'demo' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hoursValid = (Date.parse(reply.body.data.expires_at) - Date.now()) / 3_600_000;
    const ttl = configFromEnv().tokenTtlHours;
    expect(hoursValid).toBeGreaterThan(ttl - 0.1);
    expect(hoursValid).toBeLessThanOrEqual(ttl);

    const profile = await call(api, '/api/auth/profile', { token: reply.body.data.token });
    expect(profile).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: {
          id: 1,
          type: 'staff',
          name: 'Demo Administrator',
          email: 'admin@hubs.example',
          administer: true,
          rights: { firmwares: true, address: true },
          picture: null,
          disabled: false,
          password_change_required: false,
          token_kind: 'session',
          token_read_only: false,
          token_expires_at: reply.body.data.expires_at,
        },
      },
    });
  });

  it('gives the staff login no rights, whatever the case of the email', async () => {
    const token = await login(api, 'Staff@Hubs.Example');
    const profile = await call<{ administer: boolean; rights: unknown }>(api, '/api/auth/profile', { token });
    expect(profile.body.data.administer).toBe(false);
    expect(profile.body.data.rights).toEqual({ firmwares: false, address: false });
  });

  it.each([
    ['a wrong password', 'admin@hubs.example', 'nope'],
    ['an unknown email', 'nobody@hubs.example', 'demo'],
    ['a profile without a password', 'siobhan.kelly@hubs.example', ''],
  ])('refuses %s with 401', async (_, email, password) => {
    const reply = await call(api, '/api/auth/token', {
      method: 'POST',
      body: { email, password: password || 'x' },
    });
    expect(reply).toEqual({
      status: 401,
      body: { status: 'error', data: { message: 'Wrong email or password.' } },
    });
  });

  it('answers 400 with the field when the login body is incomplete', async () => {
    const reply = await call<{ errors: Array<{ field: string }> }>(api, '/api/auth/token', {
      method: 'POST',
      body: { email: 'admin@hubs.example' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors).toEqual([expect.objectContaining({ field: 'password' })]);
  });

  it('answers a body that is not JSON with 400 in the error envelope', async () => {
    const reply = await fetch(`${api.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'x-api-key': api.apiKey, 'content-type': 'application/json' },
      body: '{"email": "admin@hubs.example",',
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      status: 'error',
      data: { message: expect.stringContaining('JSON') },
    });
  });

  it('refuses every call without the right API key, even a sign-in', async () => {
    const token = await login(api, 'admin@hubs.example');
    for (const apiKey of [null, 'wrong-key']) {
      expect(await call(api, '/api/auth/profile', { token, apiKey })).toEqual({
        status: 403,
        body: { status: 'error', data: { message: 'Invalid API key' } },
      });
      const signIn = await call(api, '/api/auth/token', {
        method: 'POST',
        apiKey,
        body: { email: 'admin@hubs.example', password: 'demo' },
      });
      expect(signIn.status).toBe(403);
    }
  });

  it('refuses a missing, forged or expired token with 401 "Unauthorized"', async () => {
    const unauthorized = { status: 401, body: { status: 'error', data: { message: 'Unauthorized' } } };
    expect(await call(api, '/api/private/hubs/health_counts')).toEqual(unauthorized);
    expect(
      await call(api, '/api/private/hubs/health_counts', { token: randomBytes(32).toString('base64url') }),
    ).toEqual(unauthorized);

    const expired = randomBytes(32).toString('base64url');
    await api.db.query(
      `INSERT INTO auth_tokens (token_hash, profile_id, created, expires_at)
       VALUES ($1, 1, now() - interval '13 hours', now() - interval '1 hour')`,
      [createHash('sha256').update(expired).digest('hex')],
    );
    expect(await call(api, '/api/private/hubs/health_counts', { token: expired })).toEqual(unauthorized);
  });

  it('stores only a hash of each token', async () => {
    const token = await login(api, 'admin@hubs.example');
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await api.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [hash])).toHaveLength(1);
    expect(await api.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [token])).toHaveLength(0);
  });

  it('revokes the token on logout, and only that token', async () => {
    const token = await login(api, 'admin@hubs.example');
    const other = await login(api, 'admin@hubs.example');
    expect(await call(api, '/api/auth/logout', { method: 'POST', token })).toEqual({
      status: 200,
      body: { status: 'success', data: { revoked: true } },
    });
    expect((await call(api, '/api/auth/profile', { token })).status).toBe(401);
    expect((await call(api, '/api/auth/profile', { token: other })).status).toBe(200);
  });

  it('keeps /api/admin/ for administrators', async () => {
    const staff = await login(api, 'staff@hubs.example');
    expect(await call(api, '/api/admin/profiles/all', { token: staff })).toEqual({
      status: 403,
      body: { status: 'error', data: { message: 'Not an administrator.' } },
    });
  });

  it('serves the OpenAPI document with the API key alone', async () => {
    const reply = await fetch(`${api.url}/openapi.json`, { headers: { 'x-api-key': api.apiKey } });
    const document = (await reply.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/token',
        '/api/private/hub/{id}/information',
        '/api/private/lookups/{table}',
      ]),
    );
  });

  it('answers unknown endpoints with 404 in the error envelope', async () => {
    const token = await login(api, 'staff@hubs.example');
    expect(await call(api, '/api/private/no/such/thing', { token })).toEqual({
      status: 404,
      body: { status: 'error', data: { message: 'No such endpoint: GET /api/private/no/such/thing' } },
    });
  });
});
