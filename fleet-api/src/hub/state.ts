import { supportsSmartTech } from '@hub/domain';
import type { Queryable } from '../db/database.js';
import { noSuchHub } from '../db/requireHub.js';
import { badRequest } from '../http/errors.js';
import { dateTime } from '../http/envelope.js';
import { staleCopy } from '../http/precondition.js';

export interface SmartTechFlags {
  duty_cycle: boolean;
  time_shaving: boolean;
  peak_temp_suppression: boolean;
}

// A hub that has never reported its state has the flags off and no power reading.
export async function hubState(db: Queryable, hubid: number) {
  const rows = await db.query(
    `SELECT h.hubid, h.last_seen, s.mains, s.battery_level,
            coalesce(s.duty_cycle, false) AS duty_cycle,
            coalesce(s.time_shaving, false) AS time_shaving,
            coalesce(s.peak_temp_suppression, false) AS peak_temp_suppression,
            coalesce(s.flags_version, 0) AS version
       FROM hubs h LEFT JOIN hub_state s ON s.hubid = h.hubid
      WHERE h.hubid = $1`,
    [hubid],
  );
  const state = rows[0];
  if (state === undefined) throw noSuchHub(hubid);
  return state;
}

export const SMART_TECH_REFUSED = 'Smart-tech flags need firmware 0.9.18 or newer.';

/**
 * Sets the flags; refused for hubs whose firmware cannot act on them (spec 1 §9). `flagsVersion`: the flags'
 * version as read (0 for a hub with no state row yet); a save from an older copy is 409.
 */
export async function updateSmartTech(
  db: Queryable,
  hubid: number,
  flags: SmartTechFlags,
  flagsVersion?: number,
) {
  const hubs = await db.query<{ major: number | null; minor: number | null; patch: number | null }>(
    'SELECT major, minor, patch FROM hubs WHERE hubid = $1',
    [hubid],
  );
  const hub = hubs[0];
  if (hub === undefined) throw noSuchHub(hubid);
  const version =
    hub.major === null || hub.minor === null || hub.patch === null
      ? null
      : { major: hub.major, minor: hub.minor, patch: hub.patch };
  if (!supportsSmartTech(version)) throw badRequest(SMART_TECH_REFUSED);
  // The version check and the write in one statement (the conflict's row lock makes it atomic): of two
  // saves from the same copy exactly one goes through.
  const written = await db.query(
    `INSERT INTO hub_state (hubid, duty_cycle, time_shaving, peak_temp_suppression, updated, flags_version)
     VALUES ($1, $2, $3, $4, now(), 1)
     ON CONFLICT (hubid) DO UPDATE SET duty_cycle = excluded.duty_cycle, time_shaving = excluded.time_shaving,
       peak_temp_suppression = excluded.peak_temp_suppression, updated = now(),
       flags_version = hub_state.flags_version + 1
      WHERE $5::integer IS NULL OR hub_state.flags_version = $5::integer
     RETURNING hubid`,
    [hubid, flags.duty_cycle, flags.time_shaving, flags.peak_temp_suppression, flagsVersion ?? null],
  );
  if (written.length === 0) throw staleCopy("this hub's smart-tech flags");
  return hubState(db, hubid);
}

export const stateSchema = {
  type: 'object',
  required: [
    'hubid',
    'last_seen',
    'mains',
    'battery_level',
    'duty_cycle',
    'time_shaving',
    'peak_temp_suppression',
    'version',
  ],
  properties: {
    hubid: { type: 'integer' },
    last_seen: dateTime,
    mains: { type: ['boolean', 'null'] },
    battery_level: { type: ['integer', 'null'] },
    duty_cycle: { type: 'boolean' },
    time_shaving: { type: 'boolean' },
    peak_temp_suppression: { type: 'boolean' },
    version: { type: 'integer', description: 'Of the smart-tech flags; send back with their save' },
  },
} as const;
