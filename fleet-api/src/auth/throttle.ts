// Sign-in throttling (issue 16, docs/rest-api.md "Sign-in throttling").
// Per account: after `maxFailures` wrong passwords in a row the account is locked for `lockSeconds`; each
// further lock (failures again right after one ends) lasts twice as long, up to a day: the backoff. While
// locked every attempt is refused with 429, the right password included, and costs no password hash.
// Per client address: @fastify/rate-limit on the sign-in route (limiter.ts). The gateway passes the real
// client's address in x-client-address, trusted because only holders of the API key can call at all.
import type { Queryable } from '../db/database.js';
import { TooManyRequests } from '../http/errors.js';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
}

const MAX_LOCK_SECONDS = 86_400;

function lockedMessage(until: Date): TooManyRequests {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new TooManyRequests(
    `Too many failed sign-ins for this account. It is locked until ${until.toISOString()}: try again in ${wait}.`,
    seconds,
  );
}

const accountOf = (email: string) => email.trim().toLowerCase();

/** Throws the 429 when the account is locked now. */
export async function refuseWhileLocked(db: Queryable, email: string): Promise<void> {
  const rows = await db.query<{ locked_until: Date | string | null }>(
    'SELECT locked_until FROM login_failures WHERE email = $1 AND locked_until > now()',
    [accountOf(email)],
  );
  const until = rows[0]?.locked_until;
  if (until) throw lockedMessage(new Date(until));
}

/** Counts a failed sign-in; throws the 429 when this failure locks the account. */
export async function recordFailure(db: Queryable, email: string, settings: ThrottleSettings): Promise<void> {
  // Rows of accounts nobody has tried for a day carry nothing worth keeping.
  await db.query(`DELETE FROM login_failures WHERE last_failure < now() - interval '1 day' AND
                    (locked_until IS NULL OR locked_until < now())`);
  // One statement: concurrent failures on one account each count (the row lock serialises them).
  const rows = await db.query<{ locked_until: Date | string | null }>(
    `INSERT INTO login_failures AS f (email, failures) VALUES ($1, 1)
     ON CONFLICT (email) DO UPDATE SET failures = f.failures + 1, last_failure = now()
     RETURNING f.failures, f.locks, f.locked_until`,
    [accountOf(email)],
  );
  const row = rows[0] as { failures: number; locks: number } | undefined;
  if (!row || row.failures < settings.maxFailures) return;
  const seconds = Math.min(MAX_LOCK_SECONDS, settings.lockSeconds * 2 ** Math.min(row.locks, 20));
  const locked = await db.query<{ locked_until: Date | string }>(
    `UPDATE login_failures SET failures = 0, locks = locks + 1,
            locked_until = now() + make_interval(secs => $2)
      WHERE email = $1 RETURNING locked_until`,
    [accountOf(email), seconds],
  );
  throw lockedMessage(new Date(locked[0]!.locked_until));
}

/** A successful sign-in clears the account's count and its backoff. */
export async function clearFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email = $1', [accountOf(email)]);
}
