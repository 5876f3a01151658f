import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { PROFILE_COLUMNS, toProfile } from './profiles.js';
import type { Profile, ProfileRow } from './profiles.js';

const TOKEN_BYTES = 32;
const HOUR_MS = 3_600_000;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Queryable,
  profileId: number,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * HOUR_MS);
  await db.query('INSERT INTO auth_tokens (token_hash, profile_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash(token),
    profileId,
    expiresAt.toISOString(),
  ]);
  // Expired tokens are useless; clearing them here keeps the table small without a scheduled job.
  await db.query(`DELETE FROM auth_tokens WHERE expires_at < now() - interval '7 days'`);
  return { token, expiresAt };
}

/** What a live token says about the call that carries it. */
export interface TokenGrant {
  profile: Profile;
  /** Row id of the token (personal tokens are revoked by it). */
  tokenId: number;
  kind: 'session' | 'personal';
  /** A read-only personal token may only read (GET). */
  readOnly: boolean;
  /** The token's end: a gateway must not trust a cached check of it past this moment. */
  expiresAt: Date;
}

/**
 * The profile a token belongs to, or null when it is unknown, revoked, expired or its profile is
 * disabled. Looked up on every call, so revoking a token or disabling a profile takes effect at once.
 */
export async function grantForToken(db: Queryable, token: string): Promise<TokenGrant | null> {
  const hash = tokenHash(token);
  const rows = await db.query<
    ProfileRow & {
      token_id: number;
      kind: 'session' | 'personal';
      read_only: boolean;
      token_expires_at: string | Date;
    }
  >(
    `SELECT ${PROFILE_COLUMNS}, t.id AS token_id, t.kind, t.read_only, t.expires_at AS token_expires_at
       FROM auth_tokens t JOIN user_profiles p ON p.id = t.profile_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND p.disabled_at IS NULL`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  // "Last used" to the minute is what the token list needs; writing it on every call would not be.
  if (row.kind === 'personal') {
    await db.query(
      `UPDATE auth_tokens SET last_used = now()
        WHERE token_hash = $1 AND (last_used IS NULL OR last_used < now() - interval '1 minute')`,
      [hash],
    );
  }
  return {
    profile: toProfile(row),
    tokenId: row.token_id,
    kind: row.kind,
    readOnly: row.read_only,
    expiresAt: new Date(row.token_expires_at),
  };
}

export async function revokeToken(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash',
    [tokenHash(token)],
  );
  return rows.length > 0;
}

/**
 * Ends every session (and, when asked, personal token) of a profile: its account was disabled or its
 * password reset. Answers the SHA-256 of each token it ended, so a gateway can drop them from its
 * session cache (the same hash is its cache key) without ever holding a usable token.
 */
export async function revokeSessions(
  db: Queryable,
  profileId: number,
  kinds: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE auth_tokens SET revoked_at = now()
      WHERE profile_id = $1 AND revoked_at IS NULL AND expires_at > now() AND kind = ANY($2) RETURNING token_hash`,
    [profileId, kinds],
  );
  return rows.map((r) => r.token_hash);
}
