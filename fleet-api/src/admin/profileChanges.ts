// The record of who changed what on a profile, and when: rights, account state and passwords.
import type { Queryable } from '../db/database.js';

export interface ProfileChange {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  change: string;
}

export async function recordChanges(
  db: Queryable,
  profileId: number,
  actorId: number | null,
  changes: readonly string[],
): Promise<void> {
  for (const change of changes) {
    await db.query('INSERT INTO profile_changes (profile_id, actor_id, change) VALUES ($1, $2, $3)', [
      profileId,
      actorId,
      change,
    ]);
  }
}

/** Newest first, `limit` rows after `offset`. */
export function listChanges(
  db: Queryable,
  profileId: number,
  offset: number,
  limit: number,
): Promise<ProfileChange[]> {
  return db.query<ProfileChange>(
    `SELECT c.id, c.at, c.actor_id, a.name AS actor_name, c.change
       FROM profile_changes c LEFT JOIN user_profiles a ON a.id = c.actor_id
      WHERE c.profile_id = $1 ORDER BY c.at DESC, c.id DESC OFFSET $2 LIMIT $3`,
    [profileId, offset, limit],
  );
}

export async function countChanges(db: Queryable, profileId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM profile_changes WHERE profile_id = $1',
    [profileId],
  );
  return row?.n ?? 0;
}

export const profileChangeSchema = {
  type: 'object',
  required: ['id', 'at', 'actor_id', 'actor_name', 'change'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actor_id: { type: ['integer', 'null'] },
    actor_name: { type: ['string', 'null'] },
    change: { type: 'string' },
  },
} as const;
