import type { Queryable } from '../db/database.js';
import { dateTime, date, nullable } from '../http/envelope.js';

// A superseded hub's machine id carries a "_<suffix>": the record stays, the hub no longer operates. The
// hub lists and the fleet's counts are of operational hubs (hubs aliased h), so a count on the dashboard is
// the length of the list it links to.
export const OPERATIONAL = `h.machineid NOT LIKE '%\\_%'`;

// A hub's installation state as the hub and its information record answer it (spec 1 §4): a record with no
// stock location yet (or no record at all) is in state 1 unless one is set. Over hub_information aliased i.
export const INSTALLATION_STATE_ID = `CASE WHEN i.stock_location_id IS NULL THEN coalesce(i.installation_state_id, 1)
              ELSE i.installation_state_id END`;

/**
 * `INSTALLATION_STATE_ID = ANY(states)` as conditions on the stored columns, no CASE: the stored state is one
 * of them, or (only when state 1 is asked for) the hub has no state and no stock location. Without state 1
 * it is the plain column condition the list always had (hub_information_installation_state serves it).
 * `states` is a SQL int[] (a parameter); `askedForOne` says whether it holds 1.
 */
export function installationStateIn(states: string, askedForOne: boolean): string {
  const stored = `i.installation_state_id = ANY(${states})`;
  return askedForOne
    ? `(${stored} OR (i.installation_state_id IS NULL AND i.stock_location_id IS NULL))`
    : stored;
}

// A hub's address, city, postcode, customer type, installation state and installed date are kept once,
// in its information record, and joined in here. The hub lists (routes/hubList) select the same row. The
// installation state defaults as the information record's does (hub/information.ts): 1 for a hub with
// no stock location; the lists filter on it with installationStateIn.
export const HUB_SELECT = `
  SELECT h.hubid, h.serial, h.name, h.machineid, h.gap, h."interval", h.swversion, h.major, h.minor, h.patch,
         h.build, h.wifi_version, i.postcode, h.hub_health, i.address, i.city, i.customer_type_id, h.holiday,
         h.heating, h.boiler, h.wires, h.wires_changed, h.last_seen, h.avg_wake_secs, h.wake_secs, h.uptime, h.voltage, h.rssi,
         h.setpoint, h.temperature, i.installed, h.fwsetid, host(h.ip) AS ip,
         ${INSTALLATION_STATE_ID} AS installation_state_id
    FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid`;

export type HubRecord = Record<string, unknown> & { hubid: number };

export async function hubById(db: Queryable, hubid: number): Promise<HubRecord | null> {
  const rows = await db.query<HubRecord>(`${HUB_SELECT} WHERE h.hubid = $1`, [hubid]);
  return rows[0] ?? null;
}

export async function hubByMachineId(db: Queryable, machineid: string): Promise<HubRecord | null> {
  const rows = await db.query<HubRecord>(`${HUB_SELECT} WHERE h.machineid = $1`, [machineid]);
  return rows[0] ?? null;
}

const int = nullable('integer');
const num = nullable('number');
const str = nullable('string');

export const hubSchema = {
  type: 'object',
  required: ['hubid'],
  properties: {
    hubid: { type: 'integer' },
    serial: int,
    name: str,
    machineid: str,
    gap: int,
    interval: int,
    swversion: int,
    major: int,
    minor: int,
    patch: int,
    build: int,
    wifi_version: int,
    postcode: str,
    hub_health: str,
    address: str,
    city: str,
    customer_type_id: int,
    installation_state_id: int,
    holiday: { type: 'boolean' },
    heating: { type: 'integer' },
    boiler: { type: 'boolean' },
    wires: int,
    // When the wire mode last changed; the wire mode before it is not kept.
    wires_changed: dateTime,
    last_seen: dateTime,
    avg_wake_secs: num,
    wake_secs: num,
    uptime: int,
    voltage: int,
    rssi: int,
    setpoint: num,
    temperature: num,
    installed: date,
    fwsetid: int,
    ip: str,
  },
} as const;
