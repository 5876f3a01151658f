// Personal access tokens, modelled on GitHub's: named, expiring after 30, 90 or 365 days, optionally
// read-only, shown once, stored as a SHA-256 only. They carry their owner's rights at the moment of each
// call (never a copy), so withdrawing a right or disabling the owner applies to them at once.
import { randomBytes } from 'node:crypto';
import { PERSONAL_TOKEN_PREFIX } from '@hub/domain';
import type { Queryable } from '../db/database.js';
import { tokenHash } from './tokens.js';

const DAY_MS = 86_400_000;

export interface PersonalToken {
  id: number;
  name: string;
  profile_id: number;
  profile_name: string;
  read_only: boolean;
  created: string;
  expires_at: string;
  last_used: string | null;
  revoked_at: string | null;
}

const COLUMNS = `t.id, t.name, t.profile_id, p.name AS profile_name, t.read_only, t.created, t.expires_at,
  t.last_used, t.revoked_at`;

/**
 * A new personal token, or null when the owner has a listed token of that name already (case ignored):
 * two rows of one name could not be told apart, to revoke the right one.
 */
export async function createPersonalToken(
  db: Queryable,
  profileId: number,
  name: string,
  days: number,
  readOnly: boolean,
): Promise<{ token: string; record: PersonalToken } | null> {
  const token = PERSONAL_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * DAY_MS).toISOString();
  // Listed: as listPersonalTokens has them (not revoked, not expired more than a week ago).
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO auth_tokens (token_hash, profile_id, expires_at, kind, name, read_only)
     SELECT $1, $2, $3, 'personal', $4, $5
      WHERE NOT EXISTS (
        SELECT 1 FROM auth_tokens
         WHERE profile_id = $2 AND kind = 'personal' AND lower(name) = lower($4)
           AND revoked_at IS NULL AND expires_at > now() - interval '7 days')
     RETURNING id`,
    [tokenHash(token), profileId, expiresAt, name, readOnly],
  );
  if (!inserted) return null;
  const record = await findPersonalToken(db, inserted.id);
  return { token, record: record! };
}

export async function findPersonalToken(db: Queryable, id: number): Promise<PersonalToken | null> {
  const rows = await db.query<PersonalToken>(
    `SELECT ${COLUMNS} FROM auth_tokens t JOIN user_profiles p ON p.id = t.profile_id
      WHERE t.kind = 'personal' AND t.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Tokens not revoked and not expired more than a week ago, newest first; one owner's or everyone's. */
export function listPersonalTokens(db: Queryable, profileId: number | null): Promise<PersonalToken[]> {
  return db.query<PersonalToken>(
    `SELECT ${COLUMNS} FROM auth_tokens t JOIN user_profiles p ON p.id = t.profile_id
      WHERE t.kind = 'personal' AND t.revoked_at IS NULL AND t.expires_at > now() - interval '7 days'
        AND ($1::integer IS NULL OR t.profile_id = $1)
      ORDER BY t.created DESC, t.id DESC`,
    [profileId],
  );
}

/** Revokes a token (of this owner, or anyone's when ownerId is null); null when there was none. */
export async function revokePersonalToken(
  db: Queryable,
  id: number,
  ownerId: number | null,
): Promise<(PersonalToken & { token_hash: string }) | null> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE auth_tokens SET revoked_at = coalesce(revoked_at, now())
      WHERE kind = 'personal' AND id = $1 AND ($2::integer IS NULL OR profile_id = $2) RETURNING token_hash`,
    [id, ownerId],
  );
  const record = rows[0] ? await findPersonalToken(db, id) : null;
  // The hash lets a gateway drop the token from its session cache at once (see revokeSessions).
  return record && rows[0] ? { ...record, token_hash: rows[0].token_hash } : null;
}

const dateTime = { type: 'string', format: 'date-time' } as const;

export const personalTokenSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'profile_id',
    'profile_name',
    'read_only',
    'created',
    'expires_at',
    'last_used',
    'revoked_at',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    profile_id: { type: 'integer' },
    profile_name: { type: 'string' },
    read_only: { type: 'boolean' },
    created: dateTime,
    expires_at: dateTime,
    last_used: { type: ['string', 'null'], format: 'date-time' },
    revoked_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** A revoked token's answer: its record and the SHA-256 a gateway caches its session under. */
export const revokedTokenSchema = {
  ...personalTokenSchema,
  required: [...personalTokenSchema.required, 'token_hash'],
  properties: { ...personalTokenSchema.properties, token_hash: { type: 'string' } },
} as const;
