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

type DefaultedColumn = 'installation_state_id' | 'stock_status_id' | 'stock_location_id';

/**
 * `DEFAULTED = ANY(ids)` for one of the defaulted columns above as conditions on the stored columns of the
 * hub_information row aliased `alias`, no CASE: the stored value is one of them, or (only when 1 is asked
 * for) the hub has no value and no stock location. Without 1 it is the plain column condition, which the
 * column's index serves. `ids` is a SQL int[] (a parameter); `askedForOne` says whether it holds 1. Over
 * `hubs h LEFT JOIN hub_information i` (alias i) a hub with no record has every column null, so it is
 * among the 1s too.
 */
function storedIn(column: DefaultedColumn, alias: string, ids: string, askedForOne: boolean): string {
  const stored = `${alias}.${column} = ANY(${ids})`;
  if (!askedForOne) return stored;
  const unset =
    column === 'stock_location_id'
      ? `${alias}.stock_location_id IS NULL`
      : `(${alias}.${column} IS NULL AND ${alias}.stock_location_id IS NULL)`;
  return `(${stored} OR ${unset})`;
}

/**
 * `INSTALLATION_STATE_ID = ANY(states)` over `hubs h LEFT JOIN hub_information i`: the hub lists' filter,
 * one condition among the others they combine. (All Stock filters on one field alone: hubsIn… below.)
 */
export const installationStateIn = (ids: string, askedForOne: boolean): string =>
  storedIn('installation_state_id', 'i', ids, askedForOne);

/**
 * The hubs showing one of `ids` in a defaulted column, for a list filtered on that column alone (All
 * Stock), as SQL that indexes serve. Written as one condition over the left join (installationStateIn
 * above), the 1s include the hubs with no record, which no index on hub_information finds: PostgreSQL
 * hashed both tables whole, for the count and again for every page (0.5–0.8 s at 100,000 hubs on a loaded
 * machine). Here they are two disjoint sets: the hubs with no record (only when 1 is asked for), and the
 * records showing one of the values (the column's index, `IS NULL` included). The hubs with no record are
 * an anti-join of the two primary keys, which a page in hub id order walks only as far as the page needs;
 * how many there are is the difference of the two tables' counts (every record belongs to a hub:
 * hub_information's key references hubs). The records are counted on hub_information alone, for the same
 * reason, not joined one by one to their hubs. `ids` is a SQL int[] (a parameter); `askedForOne` says
 * whether it holds 1.
 */
export interface DefaultedHubs {
  /** A scalar SQL expression: how many hubs show one of the values. */
  count: string;
  /**
   * `SELECT hubid` of the hubs showing one of the values, ordered by hub id `dir`, `limit` of them after
   * the first `offset` (SQL parameters). Each set is cut at limit + offset before the two are merged, so
   * neither is read further than the page.
   */
  page(dir: 'ASC' | 'DESC', limit: string, offset: string): string;
}

function defaultedHubs(column: DefaultedColumn) {
  return (ids: string, askedForOne: boolean): DefaultedHubs => {
    const shown = storedIn(column, 'x', ids, askedForOne);
    const records = `SELECT count(*) FROM hub_information x WHERE ${shown}`;
    return {
      count: askedForOne
        ? `(SELECT count(*) FROM hubs) - (SELECT count(*) FROM hub_information) + (${records})`
        : `(${records})`,
      page: (dir, limit, offset) => {
        const withRecord = `SELECT x.hubid FROM hub_information x WHERE ${shown} ORDER BY x.hubid ${dir}`;
        if (!askedForOne) return `${withRecord} LIMIT ${limit} OFFSET ${offset}`;
        return `
          SELECT hubid FROM (
            (SELECT u.hubid FROM hubs u
              WHERE NOT EXISTS (SELECT 1 FROM hub_information n WHERE n.hubid = u.hubid)
              ORDER BY u.hubid ${dir} LIMIT ${limit}::bigint + ${offset}::bigint)
            UNION ALL
            (${withRecord} LIMIT ${limit}::bigint + ${offset}::bigint)
          ) shown ORDER BY hubid ${dir} LIMIT ${limit} OFFSET ${offset}`;
      },
    };
  };
}

/** The hubs in one of the installation states `ids` (see DefaultedHubs). */
export const hubsInInstallationStates = defaultedHubs('installation_state_id');
/** The hubs in one of the stock statuses `ids` (see DefaultedHubs). */
export const hubsInStockStatuses = defaultedHubs('stock_status_id');
/** The hubs in one of the stock locations `ids` (see DefaultedHubs). */
export const hubsInStockLocations = defaultedHubs('stock_location_id');

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
