// A lookup table's one request: started by the route's loader beside the screen's code.
import type { Params } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { LookupTable } from '../../__generated__/graphql';

// The tables a lookup route may name (spec 2 §2; /customertypes is customer_types).
export const LOOKUP_TABLES: readonly string[] = [
  'customer_types',
  'installation_states',
  'stock_statuses',
  'stock_locations',
  'installers',
  'shipment',
  'stock_office_status',
  'fuel_types',
  'issue_source',
  'issue_status',
  'issue_action_type',
  'issue_priority',
  'issue_tag',
  'issue_action',
  'issue_tag_type',
  'lead_status',
  'heating_system',
  'ecms_status',
  'companies',
];

export const LookupTablePage_Query = graphql(`
  query LookupTablePage_Query($table: LookupTable!) {
    lookup(table: $table) {
      key
      description
    }
  }
`);

/** The variables for the table in the address; null for a name that is no table (nothing to load). */
export function lookupTableVariables({ params }: { params: Params }) {
  const lookup = params['lookup'] ?? 'customer_types';
  return LOOKUP_TABLES.includes(lookup) ? { table: lookup.toUpperCase() as LookupTable } : null;
}
