// Each lookup table's key and description columns (docs/rest-api.md, "Lookups"): the upstream tables name
// them differently, GraphQL gives every table the same key/description shape.
import type { LookupTable } from '../__generated__/resolvers-types.js';

interface Columns {
  key: string;
  /** The description column, or how to word one for a table that has none (shipment has only a size). */
  description: string | ((row: Record<string, unknown>) => string);
}

const ISSUE_COLUMNS: Columns = { key: 'id', description: 'description' };

export const LOOKUP_COLUMNS: Readonly<Record<LookupTable, Columns>> = {
  CUSTOMER_TYPES: { key: 'customer_type_id', description: 'customer_type_text' },
  INSTALLATION_STATES: { key: 'installation_state_id', description: 'installation_state_text' },
  STOCK_STATUSES: { key: 'stock_status_id', description: 'stock_status_text' },
  STOCK_LOCATIONS: { key: 'stock_location_id', description: 'stock_location_name' },
  INSTALLERS: { key: 'installer_id', description: 'installer_name' },
  SHIPMENT: {
    key: 'shipment_id',
    description: (row) => `Shipment ${String(row.shipment_id)} (${String(row.shipment_size)} units)`,
  },
  STOCK_OFFICE_STATUS: { key: 'stock_office_status_id', description: 'stock_office_status_details' },
  FUEL_TYPES: { key: 'fuel_type_id', description: 'fuel_type_description' },
  ISSUE_SOURCE: ISSUE_COLUMNS,
  ISSUE_STATUS: ISSUE_COLUMNS,
  ISSUE_ACTION_TYPE: ISSUE_COLUMNS,
  ISSUE_PRIORITY: ISSUE_COLUMNS,
  ISSUE_TAG: ISSUE_COLUMNS,
  ISSUE_ACTION: ISSUE_COLUMNS,
  ISSUE_TAG_TYPE: ISSUE_COLUMNS,
  LEAD_STATUS: { key: 'lead_status_id', description: 'lead_status_name' },
  HEATING_SYSTEM: { key: 'heating_system_id', description: 'heating_system_name' },
  ECMS_STATUS: { key: 'ecms_status_id', description: 'ecms_status_text' },
  COMPANIES: { key: 'installer_company_id', description: 'installer_company_name' },
};

/** The table's name in /lookups/{table} URLs: the enum value lower-cased. */
export function lookupTableName(table: LookupTable): string {
  return table.toLowerCase();
}
