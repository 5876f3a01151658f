import { supportsSmartTech } from '@hub/domain';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { dateTime } from '../http/envelope.js';

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
            coalesce(s.peak_temp_suppression, false) AS peak_temp_suppression
       FROM hubs h LEFT JOIN hub_state s ON s.hubid = h.hubid
      WHERE h.hubid = $1`,
    [hubid],
  );
  const state = rows[0];
  if (state === undefined) throw notFound(`Hub ${hubid} not found`);
  return state;
}

export const SMART_TECH_REFUSED = 'Smart-tech flags need firmware 0.9.18 or newer.';

/** Sets the flags; refused for hubs whose firmware cannot act on them (spec 1 §9). */
export async function updateSmartTech(db: Queryable, hubid: number, flags: SmartTechFlags) {
  const hubs = await db.query<{ major: number | null; minor: number | null; patch: number | null }>(
    'SELECT major, minor, patch FROM hubs WHERE hubid = $1',
    [hubid],
  );
  const hub = hubs[0];
  if (hub === undefined) throw notFound(`Hub ${hubid} not found`);
  const version =
    hub.major === null || hub.minor === null || hub.patch === null
      ? null
      : { major: hub.major, minor: hub.minor, patch: hub.patch };
  if (!supportsSmartTech(version)) throw badRequest(SMART_TECH_REFUSED);
  await db.query(
    `INSERT INTO hub_state (hubid, duty_cycle, time_shaving, peak_temp_suppression, updated)
     VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (hubid) DO UPDATE SET duty_cycle = excluded.duty_cycle, time_shaving = excluded.time_shaving,
       peak_temp_suppression = excluded.peak_temp_suppression, updated = now()`,
    [hubid, flags.duty_cycle, flags.time_shaving, flags.peak_temp_suppression],
  );
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
  ],
  properties: {
    hubid: { type: 'integer' },
    last_seen: dateTime,
    mains: { type: ['boolean', 'null'] },
    battery_level: { type: ['integer', 'null'] },
    duty_cycle: { type: 'boolean' },
    time_shaving: { type: 'boolean' },
    peak_temp_suppression: { type: 'boolean' },
  },
} as const;
