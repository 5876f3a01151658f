import type { Queryable } from '../db/database.js';
import { dateTime, date, nullable } from '../http/envelope.js';

// A superseded hub's machine id carries a "_<suffix>": the record stays, the hub no longer operates. The
// hub lists and the fleet's counts are of operational hubs (hubs aliased h), so a count on the dashboard is
// the length of the list it links to.
export const OPERATIONAL = `h.machineid NOT LIKE '%\\_%'`;

// Spec 1 §4: a hub whose information record has no stock location yet (or that has no record at all) is
// shown in location 1, stock status 1 and installation state 1 unless one is set. These are the values the
// hub page, the hub lists, All Stock and the stock summary answer, over hub_information aliased i.
export const INSTALLATION_STATE_ID = `CASE WHEN i.stock_location_id IS NULL THEN coalesce(i.installation_state_id, 1)
              ELSE i.installation_state_id END`;
export const STOCK_STATUS_ID = `CASE WHEN i.stock_location_id IS NULL THEN coalesce(i.stock_status_id, 1)
              ELSE i.stock_status_id END`;
export const STOCK_LOCATION_ID = 'coalesce(i.stock_location_id, 1)';

/**
 * `DEFAULTED = ANY(ids)` for one of the defaulted columns above as conditions on the stored columns, no
 * CASE: the stored value is one of them, or (only when 1 is asked for) the hub has no value and no stock
 * location. Without 1 it is the plain column condition, which the column's index serves. `ids` is a SQL
 * int[] (a parameter); `askedForOne` says whether it holds 1.
 */
function shownIn(column: 'installation_state_id' | 'stock_status_id' | 'stock_location_id') {
  return (ids: string, askedForOne: boolean): string => {
    const stored = `i.${column} = ANY(${ids})`;
    if (!askedForOne) return stored;
    const unset =
      column === 'stock_location_id'
        ? 'i.stock_location_id IS NULL'
        : `(i.${column} IS NULL AND i.stock_location_id IS NULL)`;
    return `(${stored} OR ${unset})`;
  };
}

/** `INSTALLATION_STATE_ID = ANY(states)` (the hub lists' and All Stock's filter). */
export const installationStateIn = shownIn('installation_state_id');
/** `STOCK_STATUS_ID = ANY(ids)` (All Stock's filter). */
export const stockStatusIn = shownIn('stock_status_id');
/** `STOCK_LOCATION_ID = ANY(ids)` (All Stock's filter). */
export const stockLocationIn = shownIn('stock_location_id');

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
