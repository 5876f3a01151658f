// The stock summary's three tables (spec 2 §2 Stock summary, §3 Summary rows). Every hub counts once
// in the locations and office tables (a hub with no office status or shipment yet shows as an empty
// name; one with no location is in location 1, as its hub page and All Stock show it), so each table's
// total is the number of hubs; the installers table counts the hubs
// that have an installer, split into installed (installation states 4 to 6) and still available.
import { INSTALLED_STATE_IDS } from '@hub/domain';
import type { Queryable } from '../db/database.js';
import { nullable } from '../http/envelope.js';
import { INSTALLATION_STATE_ID, STOCK_LOCATION_ID } from '../hub/hubRecord.js';

// The state the hub answers (hub/hubRecord), so a count here is of the hubs a list by state shows.
const INSTALLED = `${INSTALLATION_STATE_ID} IN (${INSTALLED_STATE_IDS.join(', ')})`;

export function stockLocations(db: Queryable) {
  return db.query(
    `SELECT i.shipment_number, sl.stock_location_name AS name, count(*)::int AS unit_count
       FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
       LEFT JOIN stock_locations sl ON sl.stock_location_id = ${STOCK_LOCATION_ID}
      GROUP BY i.shipment_number, sl.stock_location_name
      ORDER BY i.shipment_number NULLS LAST, sl.stock_location_name NULLS LAST`,
  );
}

export function stockOffice(db: Queryable) {
  return db.query(
    `SELECT i.shipment_number, so.stock_office_status_details, count(*)::int AS unit_count
       FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
       LEFT JOIN stock_office_status so ON so.stock_office_status_id = i.stock_office_status_id
      GROUP BY i.shipment_number, so.stock_office_status_details
      ORDER BY i.shipment_number NULLS LAST, so.stock_office_status_details NULLS LAST`,
  );
}

// The spec's row names both sides ("installed_…", "available_…") because the original joined two
// counts; here one row per shipment and installer carries both, with the same installer on each side.
export function stockInstallers(db: Queryable) {
  return db.query(
    `SELECT i.shipment_number AS installed_shipment_number, c.installer_company_id AS installed_company_id,
            c.installer_company_id AS available_company_id, ins.installer_id,
            ins.installer_name AS available_installer_name, ins.installer_name AS installed_installer_name,
            count(*) FILTER (WHERE NOT coalesce(${INSTALLED}, false))::int AS available_unit_count,
            count(*) FILTER (WHERE ${INSTALLED})::int AS installed_unit_count
       FROM hub_information i
       JOIN installers ins ON ins.installer_id = i.installer_id
       JOIN companies c ON c.installer_company_id = ins.installer_company_id
      GROUP BY i.shipment_number, c.installer_company_id, ins.installer_id, ins.installer_name
      ORDER BY c.installer_company_id, i.shipment_number NULLS LAST, ins.installer_name`,
  );
}

const int = nullable('integer');
const str = nullable('string');

export const locationRowSchema = {
  type: 'object',
  required: ['shipment_number', 'name', 'unit_count'],
  properties: { shipment_number: int, name: str, unit_count: { type: 'integer' } },
} as const;

export const officeRowSchema = {
  type: 'object',
  required: ['shipment_number', 'stock_office_status_details', 'unit_count'],
  properties: { shipment_number: int, stock_office_status_details: str, unit_count: { type: 'integer' } },
} as const;

export const installerRowSchema = {
  type: 'object',
  required: [
    'installed_shipment_number',
    'installed_company_id',
    'available_company_id',
    'installer_id',
    'available_installer_name',
    'installed_installer_name',
    'available_unit_count',
    'installed_unit_count',
  ],
  properties: {
    installed_shipment_number: int,
    installed_company_id: { type: 'integer' },
    available_company_id: { type: 'integer' },
    installer_id: { type: 'integer' },
    available_installer_name: { type: 'string' },
    installed_installer_name: { type: 'string' },
    available_unit_count: { type: 'integer' },
    installed_unit_count: { type: 'integer' },
  },
} as const;
