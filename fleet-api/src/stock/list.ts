// The stock list (spec 2 §2 All Stock, §7 GET stock). The original answered every hub as a keyed set
// and filtered in the browser; at 100,000 hubs that is far too much to ship, so this route filters,
// sorts and pages in SQL. `sortby` names the field, `sortvalue` (optional) keeps only the rows whose
// field equals it, `ascdesc` orders; `limit`/`offset` page (beside the spec's parameters).
import { reportDay } from '@hub/domain';
import type { Queryable } from '../db/database.js';
import { nullable } from '../http/envelope.js';
import { badRequest } from '../http/errors.js';
import {
  INSTALLATION_STATE_ID,
  STOCK_LOCATION_ID,
  STOCK_STATUS_ID,
  hubsInInstallationStates,
  hubsInStockLocations,
  hubsInStockStatuses,
} from '../hub/hubRecord.js';

// The defaulted fields filter on the stored columns, which their indexes serve (a CASE would be computed
// for every hub), from the sets hub/hubRecord's DefaultedHubs describes: value 1 also holds the hubs with
// no record, which no index finds through the left join, and any value is counted on hub_information
// alone (every record has its hub), without joining each match to hubs.
const HUBS_IN: Readonly<Record<string, typeof hubsInInstallationStates>> = {
  installation_state_id: hubsInInstallationStates,
  stock_status_id: hubsInStockStatuses,
  stock_location_id: hubsInStockLocations,
};

/**
 * Field name in the API → the SQL it sorts and filters on. Only these names reach SQL. The installation
 * state, stock status and stock location are those the hub answers everywhere else (hub/hubRecord: 1 for
 * a hub with no record, or with no stock location and none stored), not the stored columns.
 */
export const STOCK_SORT_FIELDS: Readonly<Record<string, string>> = {
  hubid: 'h.hubid',
  shipment_number: 'i.shipment_number',
  carton_number: 'i.carton_number',
  stock_status_id: STOCK_STATUS_ID,
  stock_location_id: STOCK_LOCATION_ID,
  installer_id: 'i.installer_id',
  installation_state_id: INSTALLATION_STATE_ID,
  customer_type_id: 'i.customer_type_id',
  stock_office_status_id: 'i.stock_office_status_id',
  seai_trial_group: 'i.seai_trial_group',
  stock_docket_number: 'i.stock_docket_number',
  installed: 'i.installed',
  dispatched: 'i.dispatched',
};

const DATE_FIELDS = new Set(['installed', 'dispatched']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const STOCK_SELECT = `
  SELECT h.hubid, i.shipment_number, i.carton_number,
         ${STOCK_STATUS_ID} AS stock_status_id, ss.stock_status_text,
         ${STOCK_LOCATION_ID} AS stock_location_id, sl.stock_location_name,
         i.installer_id, ins.installer_name, ${INSTALLATION_STATE_ID} AS installation_state_id,
         st.installation_state_text,
         i.customer_type_id, ct.customer_type_text, i.stock_office_status_id, so.stock_office_status_details,
         to_char(i.installed, 'YYYY-MM-DD') AS installed, to_char(i.dispatched, 'YYYY-MM-DD') AS dispatched,
         i.seai_trial_group, i.stock_docket_number
    FROM hubs h
    LEFT JOIN hub_information i ON i.hubid = h.hubid
    LEFT JOIN stock_statuses ss ON ss.stock_status_id = ${STOCK_STATUS_ID}
    LEFT JOIN stock_locations sl ON sl.stock_location_id = ${STOCK_LOCATION_ID}
    LEFT JOIN installers ins ON ins.installer_id = i.installer_id
    LEFT JOIN installation_states st ON st.installation_state_id = ${INSTALLATION_STATE_ID}
    LEFT JOIN customer_types ct ON ct.customer_type_id = i.customer_type_id
    LEFT JOIN stock_office_status so ON so.stock_office_status_id = i.stock_office_status_id`;

export interface StockQuery {
  sortby: string;
  sortvalue?: string;
  ascdesc: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface StockPage {
  total_count: number;
  rows: Record<string, unknown>[];
}

export async function stockPage(db: Queryable, query: StockQuery): Promise<StockPage> {
  const column = STOCK_SORT_FIELDS[query.sortby] ?? 'h.hubid';
  const dir = query.ascdesc === 'desc' ? 'DESC' : 'ASC';
  const params: unknown[] = [];
  let where = '';
  if (query.sortvalue !== undefined && query.sortvalue !== '') {
    const isDate = DATE_FIELDS.has(query.sortby);
    // The schema lets through up to 9 digits or a YYYY-MM-DD; the other shape for this field (or 30 Feb)
    // is the caller's mistake, said as such rather than as the database's cast error.
    if (isDate !== DAY.test(query.sortvalue) || (isDate && reportDay(query.sortvalue) === null))
      throw badRequest(
        `sortvalue must be ${isDate ? 'a date (YYYY-MM-DD)' : 'a whole number'} for ${query.sortby}.`,
      );
    params.push(query.sortvalue);
    const hubsIn = HUBS_IN[query.sortby];
    if (hubsIn) {
      // The rows, order and total of one condition over the left join, from the records showing the value
      // (the column's index) and, for 1, the hubs with no record (an anti-join walked in hub id order).
      const hubs = hubsIn('ARRAY[$1::int]', Number(query.sortvalue) === 1);
      const counted = await db.query<{ n: number }>(`SELECT (${hubs.count})::int AS n`, params);
      // The page's hub ids first (ARRAY(…) runs once), then their rows by hubs' key: as a join, the planner
      // joined every hub to its record before it looked at the ids.
      const rows = await db.query(
        `${STOCK_SELECT} WHERE h.hubid = ANY(ARRAY(${hubs.page(dir, '$2', '$3')}))
          ORDER BY h.hubid ${dir}`,
        [...params, query.limit, query.offset],
      );
      return { total_count: counted[0]?.n ?? 0, rows };
    }
    // The value arrives as text and is cast to the column's type, never the column to the value's: "05"
    // finds carton 5, and migration 031's indexes serve the filter (a column cast to numeric reads every
    // row).
    where = `WHERE ${column} = $1::${isDate ? 'date' : 'int'}`;
  }
  // Hub id breaks ties, so pages never repeat or skip a row whose sort value is shared. Filtered, every
  // row holds the one value, so hub id alone orders them (and no CASE is sorted on).
  const order =
    column === 'h.hubid' || where !== '' ? `h.hubid ${dir}` : `${column} ${dir} NULLS LAST, h.hubid ${dir}`;
  // Unfiltered, every hub is an item: counting hubs alone skips the join.
  const counted = await db.query<{ n: number }>(
    where === ''
      ? 'SELECT count(*)::int AS n FROM hubs'
      : `SELECT count(*)::int AS n FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid ${where}`,
    params,
  );
  const rows = await db.query(
    `${STOCK_SELECT} ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  return { total_count: counted[0]?.n ?? 0, rows };
}

const int = nullable('integer');
const str = nullable('string');

export const stockItemSchema = {
  type: 'object',
  required: ['hubid'],
  properties: {
    hubid: { type: 'integer' },
    shipment_number: int,
    carton_number: int,
    stock_status_id: int,
    stock_status_text: str,
    stock_location_id: int,
    stock_location_name: str,
    installer_id: int,
    installer_name: str,
    installation_state_id: int,
    installation_state_text: str,
    customer_type_id: int,
    customer_type_text: str,
    stock_office_status_id: int,
    stock_office_status_details: str,
    installed: str,
    dispatched: str,
    seai_trial_group: int,
    stock_docket_number: int,
  },
} as const;

export const stockQuerySchema = {
  type: 'object',
  properties: {
    sortby: { type: 'string', enum: Object.keys(STOCK_SORT_FIELDS), default: 'hubid' },
    sortvalue: { type: 'string', maxLength: 20, pattern: '^(\\d{1,9}|\\d{4}-\\d{2}-\\d{2})?$' },
    ascdesc: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 200 },
    offset: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
  },
} as const;
