import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MemoryCache } from '../cache/memoryCache.js';
import { RedisCache } from '../cache/redisCache.js';
import { createLogger } from '../logger.js';
import type { ProfileRecord } from './rest.js';
import { revokeSession, revokeSessionsOfProfile, SessionStore, tokenHash } from './session.js';

const profile = (id: number): ProfileRecord => ({
  id,
  type: 'staff',
  name: `Staff ${id}`,
  email: `staff${id}@hubs.example`,
  administer: false,
  rights: { firmwares: false, address: false },
});

describe('SessionStore in memory (one gateway)', () => {
  function store() {
    let now = 1_000_000;
    const sessions = new SessionStore(new MemoryCache(100, () => now), () => now);
    return { sessions, advance: (ms: number) => (now += ms) };
  }

  it('keeps a session no longer than the token lives, even inside the cached minute', async () => {
    const { sessions, advance } = store();
    await sessions.remember('h', profile(1), new Date(1_000_000 + 10_000));
    advance(9_000);
    expect(await sessions.get('h')).toEqual(profile(1));
    advance(1_000);
    expect(await sessions.get('h')).toBeUndefined();
  });

  it('remembers the token end from sign-in when the session is validated again later', async () => {
    const { sessions, advance } = store();
    await sessions.remember('h', profile(1), new Date(1_000_000 + 90_000));
    advance(61_000);
    expect(await sessions.get('h')).toBeUndefined();
    await sessions.remember('h', profile(1));
    advance(28_000);
    expect(await sessions.get('h')).toEqual(profile(1));
    advance(1_000);
    expect(await sessions.get('h')).toBeUndefined();
  });

  it('keeps a session of unknown end for the cached minute', async () => {
    const { sessions, advance } = store();
    await sessions.remember('h', profile(1));
    advance(59_000);
    expect(await sessions.get('h')).toEqual(profile(1));
    advance(1_000);
    expect(await sessions.get('h')).toBeUndefined();
  });

  it('revokes one token, or every session of a profile', async () => {
    const { sessions } = store();
    const ctx = { sessions };
    await sessions.remember(tokenHash('a1'), profile(1));
    await sessions.remember(tokenHash('a2'), profile(1));
    await sessions.remember(tokenHash('b1'), profile(2));
    await revokeSession(ctx, 'a1');
    expect(await sessions.get(tokenHash('a1'))).toBeUndefined();
    expect(await sessions.get(tokenHash('a2'))).toEqual(profile(1));
    await revokeSessionsOfProfile(ctx, 1);
    expect(await sessions.get(tokenHash('a2'))).toBeUndefined();
    expect(await sessions.get(tokenHash('b1'))).toEqual(profile(2));
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('SessionStore on Redis (two gateway replicas)', () => {
  const prefix = `hubadmin-test:${randomUUID()}:`;
  const caches = [0, 1].map(() => new RedisCache(redisUrl ?? '', prefix, createLogger(false)));
  const [a, b] = caches.map((cache) => new SessionStore(cache)) as [SessionStore, SessionStore];
  afterAll(async () => {
    for (const cache of caches) await cache.close();
  });

  it('a session revoked on one replica is refused at once by the other, though it kept a copy', async () => {
    await a.remember('t1', profile(7));
    expect(await b.get('t1')).toEqual(profile(7)); // now also in b's own memory
    await a.revoke('t1');
    await vi.waitFor(async () => expect(await b.get('t1')).toBeUndefined(), { timeout: 2_000, interval: 20 });
  });

  it('every session of a disabled profile is refused by every replica', async () => {
    await a.remember('t2', profile(8));
    await a.remember('t3', profile(8));
    await a.remember('t4', profile(9));
    for (const hash of ['t2', 't3', 't4']) expect(await b.get(hash)).toBeDefined();
    await b.revokeProfile('8');
    await vi.waitFor(
      async () => {
        expect(await a.get('t2')).toBeUndefined();
        expect(await b.get('t3')).toBeUndefined();
      },
      { timeout: 2_000, interval: 20 },
    );
    expect(await a.get('t4')).toEqual(profile(9));
  });
});
