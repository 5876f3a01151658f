import type { Queryable } from '../db/database.js';

/** The profile as the API answers it (docs/rest-api.md). */
export interface Profile {
  id: number;
  type: string;
  name: string;
  email: string;
  administer: boolean;
  rights: { firmwares: boolean; address: boolean };
  picture: string | null;
  /** A disabled profile cannot sign in and its tokens are refused. */
  disabled: boolean;
  /** Signed in with a one-time password that must be changed first. */
  password_change_required: boolean;
}

interface ProfileRow {
  id: number;
  type: string;
  name: string;
  email: string;
  administer: boolean;
  rights: Record<string, unknown> | null;
  picture: string | null;
  disabled_at: Date | string | null;
  password_change_required: boolean;
}

export const PROFILE_COLUMNS =
  'p.id, p.type, p.name, p.email, p.administer, p.rights, p.picture, p.disabled_at, p.password_change_required';

// Rights missing from the stored map are false (spec 3 §3).
export function toProfile(row: ProfileRow): Profile {
  const rights = row.rights ?? {};
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    administer: row.administer,
    rights: { firmwares: rights['firmwares'] === true, address: rights['address'] === true },
    picture: row.picture,
    disabled: row.disabled_at !== null,
    password_change_required: row.password_change_required,
  };
}

export async function findLoginByEmail(
  db: Queryable,
  email: string,
): Promise<{ profile: Profile; passwordHash: string | null } | null> {
  const rows = await db.query<ProfileRow & { password_hash: string | null }>(
    `SELECT ${PROFILE_COLUMNS}, p.password_hash FROM user_profiles p WHERE lower(p.email) = lower($1)`,
    [email.trim()],
  );
  const row = rows[0];
  return row ? { profile: toProfile(row), passwordHash: row.password_hash } : null;
}

export const profileSchema = {
  type: 'object',
  required: [
    'id',
    'type',
    'name',
    'email',
    'administer',
    'rights',
    'picture',
    'disabled',
    'password_change_required',
  ],
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    administer: { type: 'boolean' },
    rights: {
      type: 'object',
      required: ['firmwares', 'address'],
      properties: { firmwares: { type: 'boolean' }, address: { type: 'boolean' } },
    },
    picture: { type: ['string', 'null'] },
    disabled: { type: 'boolean' },
    password_change_required: { type: 'boolean' },
  },
} as const;

export type { ProfileRow };
