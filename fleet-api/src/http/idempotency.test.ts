// Idempotency keys at the source: a repeated write is answered with the first result and applied once,
// also when the copies arrive together; a key is the caller's own and names one request.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

describe.each(databaseVariants())('Idempotency-Key on $name', (variant) => {
  let api: RunningFleetApi;
  let admin: string;
  let staff: string;
  let hubid: number;

  const send = async (token: string, key: string, body: unknown, path = '/api/private/issue/new') => {
    const reply = await fetch(`${api.url}${path}`, {
      method: 'PUT',
      headers: {
        'x-api-key': api.apiKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    return {
      status: reply.status,
      replayed: reply.headers.get('idempotent-replayed'),
      body: (await reply.json()) as { data: Record<string, unknown> },
    };
  };
  const count = async (title: string) =>
    (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM issues WHERE title = $1', [title]))[0]!
      .n;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 5 });
    admin = await login(api, 'admin@hubs.example');
    staff = await login(api, 'staff@hubs.example');
    hubid = (await api.db.query<{ hubid: number }>('SELECT hubid FROM hubs LIMIT 1'))[0]!.hubid;
  });
  afterAll(() => api?.close());

  it('applies concurrent and later copies of a write once, answering each with the first result', async () => {
    const title = `Duplicate check ${randomUUID()}`;
    const key = randomUUID();
    const copies = await Promise.all([1, 2, 3].map(() => send(admin, key, { hubid, title })));
    expect(copies.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(new Set(copies.map((c) => c.body.data['issue_id'])).size).toBe(1);
    expect(copies.filter((c) => c.replayed === 'true')).toHaveLength(2);
    const later = await send(admin, key, { hubid, title });
    expect(later.body).toEqual(copies[0]!.body);
    expect(await count(title)).toBe(1);
  });

  it("keeps each caller's keys apart, and refuses a key reused for another request", async () => {
    const title = `Per caller ${randomUUID()}`;
    const key = randomUUID();
    await send(admin, key, { hubid, title });
    expect((await send(staff, key, { hubid, title })).replayed).toBeNull();
    expect(await count(title)).toBe(2);
    const other = await send(admin, key, {}, `/api/private/hub/${hubid}/fuel_fill`);
    expect(other.status).toBe(422);
    expect(other.body.data['message']).toMatch(
      /already used for another request \(PUT \/api\/private\/issue\/new\)/,
    );
  });

  it('stores refusals too, and frees nothing but faults', async () => {
    const key = randomUUID();
    const first = await send(admin, key, { hubid, title: 'short' });
    expect(first.status).toBe(400);
    expect((await send(admin, key, { hubid, title: 'short' })).replayed).toBe('true');
  });
});
