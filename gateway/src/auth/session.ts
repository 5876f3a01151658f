// Validated sessions. Answers served from the shared cache (lookups) never reach the upstream, so the
// upstream cannot check the token for them; the gateway does it here instead: a token counts as valid
// once the upstream has returned its profile, and that verdict is trusted for SESSION_CACHE_SECONDS,
// never past the token's own expiry (issue 16 item 8). Only a hash of the token is used as a key, so
// the cache never holds a usable token.
//
// Where the entries live (SessionStore): in the shared cache, and, when that cache is Redis, also for a
// few seconds in each replica's memory, which spares a Redis round trip per request. Revoking a
// session (logout, or an administrator through revokeSession / revokeSessionsOfProfile) deletes it
// from the shared cache and tells every replica, over Redis, to drop its own copy.
import { createHash } from 'node:crypto';
import type { Cache } from '../cache/cache.js';
import { MemoryCache } from '../cache/memoryCache.js';
import type { GatewayContext } from '../context.js';
import { requireSession } from '../context.js';
import type { ProfileRecord } from './rest.js';
import { fetchProfile } from './rest.js';

export const SESSION_CACHE_SECONDS = 60;
/** How long a replica keeps a session in its own memory (revocations reach it sooner, over Redis). */
export const LOCAL_SESSION_SECONDS = 5;
const INVALIDATIONS = 'session-invalidations';

interface CachedSession {
  profile: ProfileRecord;
  /** Epoch ms after which the entry must not be used (the earlier of the cache time and the token's end). */
  until: number;
}

type Invalidation = { hash: string } | { profileId: string };

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sessionKey = (hash: string) => `session:${hash}`;
/** The token's expiry as the gateway learnt it (at login, or from fleet-api's profile answer). */
const expiryKey = (hash: string) => `session-expiry:${hash}`;
/** One marker per cached session of a profile, so all of them can be found and revoked. */
const profilePrefix = (profileId: string) => `session-of:${profileId}:`;

export class SessionStore {
  private readonly local: MemoryCache | null;
  /** Settled once this replica hears invalidations (at once without Redis). */
  readonly listening: Promise<void>;

  constructor(
    private readonly shared: Cache,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.local = shared.subscribe ? new MemoryCache(10_000, now) : null;
    this.listening =
      shared.subscribe?.(INVALIDATIONS, (message) => this.dropLocal(message)) ?? Promise.resolve();
  }

  async get(hash: string): Promise<ProfileRecord | undefined> {
    const key = sessionKey(hash);
    let entry = await this.local?.get<CachedSession>(key);
    if (!entry) {
      entry = await this.shared.get<CachedSession>(key);
      if (entry && this.local)
        await this.local.set(key, entry, this.secondsLeft(entry.until, LOCAL_SESSION_SECONDS));
    }
    return entry && entry.until > this.now() ? entry.profile : undefined;
  }

  /** Remembers a validated session; `expiresAt` is the token's end (from login, or fleet-api's profile). */
  async remember(hash: string, profile: ProfileRecord, expiresAt?: Date): Promise<void> {
    if (expiresAt) {
      await this.shared.set(expiryKey(hash), expiresAt.getTime(), this.secondsLeft(expiresAt.getTime()));
    }
    const tokenEnd = expiresAt?.getTime() ?? (await this.shared.get<number>(expiryKey(hash)));
    const until = Math.min(this.now() + SESSION_CACHE_SECONDS * 1000, tokenEnd ?? Infinity);
    if (until <= this.now()) return;
    const ttl = this.secondsLeft(until);
    const profileId = String(profile.id);
    await Promise.all([
      this.shared.set(sessionKey(hash), { profile, until } satisfies CachedSession, ttl),
      this.shared.set(profilePrefix(profileId) + hash, 1, ttl),
    ]);
  }

  async revoke(hash: string): Promise<void> {
    await Promise.all([
      this.shared.delete(sessionKey(hash)),
      this.local?.delete(sessionKey(hash)),
      this.broadcast({ hash }),
    ]);
  }

  async revokeProfile(profileId: string): Promise<void> {
    const markers = await this.shared.keysWithPrefix(profilePrefix(profileId));
    await Promise.all(
      markers.flatMap((marker) => {
        const hash = marker.slice(profilePrefix(profileId).length);
        return [this.shared.delete(sessionKey(hash)), this.shared.delete(marker)];
      }),
    );
    await this.dropLocalProfile(profileId);
    await this.broadcast({ profileId });
  }

  private secondsLeft(until: number, cap = Infinity): number {
    // Caches count in whole seconds; rounding down (at least 1) never keeps an entry longer.
    return Math.max(1, Math.min(cap, Math.floor((until - this.now()) / 1000)));
  }

  private async broadcast(message: Invalidation): Promise<void> {
    await this.shared.publish?.(INVALIDATIONS, JSON.stringify(message));
  }

  private dropLocal(message: string): void {
    let parsed: Invalidation;
    try {
      parsed = JSON.parse(message) as Invalidation;
    } catch {
      return;
    }
    if ('hash' in parsed) void this.local?.delete(sessionKey(parsed.hash));
    else void this.dropLocalProfile(parsed.profileId);
  }

  private async dropLocalProfile(profileId: string): Promise<void> {
    if (!this.local) return;
    for (const key of await this.local.keysWithPrefix('session:')) {
      const entry = await this.local.get<CachedSession>(key);
      if (entry && String(entry.profile.id) === profileId) await this.local.delete(key);
    }
  }
}

export function rememberSession(
  ctx: GatewayContext,
  token: string,
  profile: ProfileRecord,
  expiresAt?: Date,
): Promise<void> {
  return ctx.sessions.remember(tokenHash(token), profile, expiresAt);
}

/** Ends a session in every gateway replica at once (logout; an administrator revoking a token). */
export function revokeSession(ctx: Pick<GatewayContext, 'sessions'>, token: string): Promise<void> {
  return ctx.sessions.revoke(tokenHash(token));
}

/** Ends every cached session of a profile in every replica (an administrator disabling the profile). */
export function revokeSessionsOfProfile(
  ctx: Pick<GatewayContext, 'sessions'>,
  profileId: number | string,
): Promise<void> {
  return ctx.sessions.revokeProfile(String(profileId));
}

async function loadProfile(ctx: GatewayContext): Promise<ProfileRecord> {
  const token = requireSession(ctx);
  const cached = await ctx.sessions.get(tokenHash(token));
  if (cached) return cached;
  const profile = await fetchProfile(ctx.upstream);
  // fleet-api says when the token ends, so a token the gateway did not issue (a personal access token)
  // is not trusted from the cache past its end either.
  const end = profile.token_expires_at ? new Date(profile.token_expires_at) : undefined;
  await rememberSession(ctx, token, profile, end && !Number.isNaN(end.getTime()) ? end : undefined);
  return profile;
}

// One check per GraphQL request, however many fields ask for it.
const perRequestProfile = (ctx: GatewayContext) => {
  let profile: Promise<ProfileRecord> | undefined;
  return () => (profile ??= loadProfile(ctx));
};

/** The caller's profile, checked with the upstream at most once a minute; UNAUTHENTICATED otherwise. */
export function validatedProfile(ctx: GatewayContext): Promise<ProfileRecord> {
  return ctx.loaders(perRequestProfile)();
}

/**
 * Ends the sessions of tokens fleet-api reports it has just revoked, given by their SHA-256 (fleet-api
 * stores tokens by the same hash, so a hash names the session without the gateway holding the token).
 */
export async function revokeSessionsByHash(
  ctx: Pick<GatewayContext, 'sessions'>,
  tokenHashes: readonly string[],
): Promise<void> {
  await Promise.all(tokenHashes.map((hash) => ctx.sessions.revoke(hash)));
}
