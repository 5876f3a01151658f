// Administrators' changes to profiles: rights, adding staff, disabling, resetting passwords. Each runs
// in one transaction with the profiles locked, so two administrators acting at once cannot together
// leave the fleet without an active administrator, and each change is recorded with who made it.
import { ADMIN_MESSAGES, validateNewProfile } from '@hub/domain';
import { hashPassword } from '../auth/password.js';
import type { Profile, ProfileRow } from '../auth/profiles.js';
import { PROFILE_COLUMNS, toProfile } from '../auth/profiles.js';
import { revokeSessions } from '../auth/tokens.js';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { oneTimePassword } from './oneTimePassword.js';
import { recordChanges } from './profileChanges.js';

export interface RightsChange {
  administer?: boolean;
  rights?: { firmwares?: boolean; address?: boolean };
}

const RIGHT_LABELS = {
  administer: 'administer',
  firmwares: 'release firmware',
  address: 'view addresses',
} as const;

export async function findProfile(db: Queryable, type: string, id: number, lock = false): Promise<Profile> {
  const rows = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM user_profiles p WHERE p.type = $1 AND p.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [type, id],
  );
  if (!rows[0]) throw notFound(`Profile ${type}/${id} does not exist.`);
  return toProfile(rows[0]);
}

export async function listProfiles(db: Queryable): Promise<Profile[]> {
  const rows = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM user_profiles p ORDER BY lower(p.name), p.id`,
  );
  return rows.map(toProfile);
}

// Locks every active administrator's row, then counts: a second transaction doing the same waits here.
async function activeAdministrators(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM user_profiles WHERE administer AND disabled_at IS NULL ORDER BY id FOR UPDATE',
  );
  return rows.map((r) => r.id);
}

function keepsAnAdministrator(admins: number[], losing: number): void {
  if (admins.includes(losing) && admins.length <= 1) {
    throw badRequest(ADMIN_MESSAGES.lastAdministrator, [
      { field: 'administer', message: ADMIN_MESSAGES.lastAdministrator },
    ]);
  }
}

export function updateRights(
  db: Database,
  actor: Profile,
  type: string,
  id: number,
  change: RightsChange,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const admins = await activeAdministrators(tx);
    const before = await findProfile(tx, type, id, true);
    const after = {
      administer: change.administer ?? before.administer,
      firmwares: change.rights?.firmwares ?? before.rights.firmwares,
      address: change.rights?.address ?? before.rights.address,
    };
    if (before.administer && !after.administer) {
      if (before.id === actor.id) {
        throw badRequest(ADMIN_MESSAGES.ownAdministerRight, [
          { field: 'administer', message: ADMIN_MESSAGES.ownAdministerRight },
        ]);
      }
      if (!before.disabled) keepsAnAdministrator(admins, before.id);
    }
    const old = { administer: before.administer, ...before.rights };
    const changes = (Object.keys(RIGHT_LABELS) as (keyof typeof RIGHT_LABELS)[])
      .filter((right) => old[right] !== after[right])
      .map((right) => `${after[right] ? 'Granted' : 'Withdrew'} ${RIGHT_LABELS[right]}`);
    if (changes.length > 0) {
      // jsonb || keeps any other named rights the stored map may hold.
      await tx.query(
        `UPDATE user_profiles SET administer = $2, rights = rights || jsonb_build_object('firmwares', $3::boolean, 'address', $4::boolean)
          WHERE id = $1`,
        [id, after.administer, after.firmwares, after.address],
      );
      await recordChanges(tx, id, actor.id, changes);
    }
    return findProfile(tx, type, id);
  });
}

export interface NewProfile {
  name: string;
  email: string;
  administer?: boolean;
  rights?: { firmwares?: boolean; address?: boolean };
}

export function addProfile(
  db: Database,
  actor: Profile,
  input: NewProfile,
): Promise<{ profile: Profile; password: string }> {
  const name = input.name.trim();
  const email = input.email.trim();
  const errors = validateNewProfile({ name, email });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  return db.transaction(async (tx) => {
    const taken = await tx.query('SELECT 1 FROM user_profiles WHERE lower(email) = lower($1)', [email]);
    if (taken.length > 0)
      throw badRequest(ADMIN_MESSAGES.emailTaken, [{ field: 'email', message: ADMIN_MESSAGES.emailTaken }]);
    const password = oneTimePassword();
    const rights = { firmwares: input.rights?.firmwares === true, address: input.rights?.address === true };
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO user_profiles (type, name, email, password_hash, administer, rights, password_change_required)
       VALUES ('staff', $1, $2, $3, $4, $5, true) RETURNING id`,
      [name, email, await hashPassword(password), input.administer === true, JSON.stringify(rights)],
    );
    const id = row!.id;
    const granted = [
      ...(input.administer ? ['administer'] : []),
      ...(rights.firmwares ? ['release firmware'] : []),
      ...(rights.address ? ['view addresses'] : []),
    ];
    await recordChanges(tx, id, actor.id, [
      `Added the profile${granted.length > 0 ? ` with ${granted.join(', ')}` : ''}; one-time password issued`,
    ]);
    return { profile: await findProfile(tx, 'staff', id), password };
  });
}

/** Disabling ends every session and personal token of the profile at once (they are refused from the next call). */
export function setDisabled(
  db: Database,
  actor: Profile,
  type: string,
  id: number,
  disabled: boolean,
): Promise<Profile & { revoked_token_hashes: string[] }> {
  return db.transaction(async (tx) => {
    const admins = await activeAdministrators(tx);
    const before = await findProfile(tx, type, id, true);
    if (disabled && before.id === actor.id) {
      throw badRequest(ADMIN_MESSAGES.ownAccount, [
        { field: 'disabled', message: ADMIN_MESSAGES.ownAccount },
      ]);
    }
    if (before.disabled === disabled) return { ...before, revoked_token_hashes: [] };
    if (disabled && before.administer) keepsAnAdministrator(admins, before.id);
    await tx.query(`UPDATE user_profiles SET disabled_at = ${disabled ? 'now()' : 'NULL'} WHERE id = $1`, [
      id,
    ]);
    const revoked = disabled ? await revokeSessions(tx, id, ['session', 'personal']) : [];
    await recordChanges(tx, id, actor.id, [disabled ? 'Disabled the account' : 'Enabled the account']);
    return { ...(await findProfile(tx, type, id)), revoked_token_hashes: revoked };
  });
}

/** A new one-time password; the profile's sessions end (its personal tokens stay, as on GitHub). */
export function resetPassword(
  db: Database,
  actor: Profile,
  type: string,
  id: number,
): Promise<{ profile: Profile; password: string; revoked: string[] }> {
  return db.transaction(async (tx) => {
    const before = await findProfile(tx, type, id, true);
    // It would end the administrator's own session at once, and the one-time password with it.
    if (before.id === actor.id)
      throw badRequest(ADMIN_MESSAGES.ownPassword, [
        { field: 'password', message: ADMIN_MESSAGES.ownPassword },
      ]);
    const password = oneTimePassword();
    await tx.query(
      'UPDATE user_profiles SET password_hash = $2, password_change_required = true WHERE id = $1',
      [id, await hashPassword(password)],
    );
    const revoked = await revokeSessions(tx, id, ['session']);
    await recordChanges(tx, id, actor.id, ['Reset the password; one-time password issued']);
    return { profile: await findProfile(tx, type, id), password, revoked };
  });
}

/** The person's own new password, chosen after signing in with a one-time password. */
export async function choosePassword(db: Database, profileId: number, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE user_profiles SET password_hash = $2, password_change_required = false WHERE id = $1',
      [profileId, await hashPassword(password)],
    );
    await recordChanges(tx, profileId, profileId, ['Chose a new password']);
  });
}
