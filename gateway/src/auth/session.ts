// Validated sessions. Answers served from the shared cache (lookups) never reach the upstream, so the
// upstream cannot check the token for them; the gateway does it here instead: a token counts as valid
// once the upstream has returned its profile, and that verdict is trusted for SESSION_CACHE_SECONDS.
// Only a hash of the token is used as the cache key, so the cache never holds a usable token.
import { createHash } from 'node:crypto';
import type { Cache } from '../cache/cache.js';
import type { GatewayContext } from '../context.js';
import { requireSession } from '../context.js';
import type { ProfileRecord } from './rest.js';
import { fetchProfile } from './rest.js';

export const SESSION_CACHE_SECONDS = 60;

// fleet-api stores tokens by the same SHA-256 (hex), so a hash it reports for a revoked token names
// the cached session directly.
const keyOfHash = (hash: string) => `session:${hash}`;

function sessionKey(token: string): string {
  return keyOfHash(createHash('sha256').update(token).digest('hex'));
}

/**
 * Drops the cached sessions of tokens fleet-api has just revoked (given by their SHA-256), so they are
 * refused at once rather than after SESSION_CACHE_SECONDS: on every replica when the cache is Redis.
 */
export async function forgetRevokedTokens(cache: Cache, tokenHashes: readonly string[]): Promise<void> {
  await Promise.all(tokenHashes.map((hash) => cache.delete(keyOfHash(hash))));
}

export function rememberSession(cache: Cache, token: string, profile: ProfileRecord): Promise<void> {
  return cache.set(sessionKey(token), profile, SESSION_CACHE_SECONDS);
}

export function forgetSession(cache: Cache, token: string): Promise<void> {
  return cache.delete(sessionKey(token));
}

async function loadProfile(ctx: GatewayContext): Promise<ProfileRecord> {
  const token = requireSession(ctx);
  const cached = await ctx.cache.get<ProfileRecord>(sessionKey(token));
  if (cached) return cached;
  const profile = await fetchProfile(ctx.upstream);
  await rememberSession(ctx.cache, token, profile);
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
