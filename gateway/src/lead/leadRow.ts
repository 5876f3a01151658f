// A lead as fleet-api answers it (snake_case) and as the schema has it (camelCase, codes as enums), and
// the names of lead fields both ways.
import { installerCompanyDisplay, LEAD_FIELDS } from '@hub/domain';
import type { FuelType, Lead, LeadField, LeadSource, LeadView } from '../__generated__/resolvers-types.js';
import { camelCase } from '../common/userErrors.js';

export type LeadRow = Record<string, unknown> & { uid: number };

export interface LeadSearch {
  view: 'all' | 'new' | 'unresolved' | 'dead' | 'onhold';
  search: Record<string, string | number | boolean>;
}

export const VIEW_CODES: Record<LeadView, LeadSearch['view']> = {
  ALL: 'all',
  NEW: 'new',
  UNRESOLVED: 'unresolved',
  DEAD: 'dead',
  ON_HOLD: 'onhold',
};

/** LeadField enum value → upstream field name (INSTALLERID → installerid). */
export const fieldName = (field: LeadField) => field.toLowerCase();

// The schema's names where camel-casing the upstream name is not enough.
const SCHEMA_NAME: Record<string, string> = {
  installerid: 'installerId',
  installer_company_name: 'installerCompanyCode',
  built_before_2007: 'builtBefore2007',
};

/** The schema's (and user errors') name of an upstream lead field. */
export const leadFieldName = (name: string) => SCHEMA_NAME[name] ?? camelCase(name);

const upper = <T extends string>(value: unknown) =>
  typeof value === 'string' ? (value.toUpperCase() as T) : null;

export function toLead(row: LeadRow): Omit<Lead, 'nodeId' | 'contactDetailsHidden'> {
  const lead: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS) lead[leadFieldName(field.name)] = row[field.name] ?? null;
  return {
    ...(lead as unknown as Lead),
    fuelType: upper<FuelType>(row['fuel_type']),
    source: upper<LeadSource>(row['source']),
    installerName: (row['installer_name'] as string | null) ?? null,
    installerCompany: installerCompanyDisplay(row['installer_company_name'] as string | null),
  };
}
