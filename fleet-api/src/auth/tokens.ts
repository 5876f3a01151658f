import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { PROFILE_COLUMNS, toProfile } from './profiles.js';
import type { Profile, ProfileRow } from './profiles.js';

const TOKEN_BYTES = 32;
const HOUR_MS = 3_600_000;

function tokenHash(token: string): string {
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

/** The profile a token belongs to, or null when it is unknown, revoked or expired. */
export async function profileForToken(db: Queryable, token: string): Promise<Profile | null> {
  const rows = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS}
       FROM auth_tokens t JOIN user_profiles p ON p.id = t.profile_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
    [tokenHash(token)],
  );
  const row = rows[0];
  return row ? toProfile(row) : null;
}

export async function revokeToken(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash',
    [tokenHash(token)],
  );
  return rows.length > 0;
}
