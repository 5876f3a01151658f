// The leads grids' columns from the domain's lists (MASTER_SHEET_FIELDS, NEW_LEADS_FIELDS, spec 3 §2.2,
// §2.4), typed for the shared grid: yes/no fields shown true and false, fuel type and source picked from
// their option lists, lookup fields by name, the company as HES/IES/blank.
import { FUEL_TYPES, LEAD_SOURCES, type LeadField } from '@hub/domain';
import type { ColumnType, GridColumn, LookupOption } from '../../ui/grid';
import { contactColumnHidden } from '../../app/auth/addressRightReason';
import { widthForHeader } from '../../ui/grid/headerWidth';

/** A grid row: the lead's fields by their GraphQL (camelCase) names. */
export type LeadGridRow = Record<string, unknown> & { uid: number };

/** The lookups the grids show by name. */
export interface LeadLookups {
  heating_system: readonly LookupOption[];
  lead_status: readonly LookupOption[];
  installers: readonly LookupOption[];
}

// The option lists as lookups of the grid (ids by position), so a cell edit offers a select.
export const FUEL_OPTIONS: readonly LookupOption[] = FUEL_TYPES.map((o, i) => ({ id: i + 1, name: o.name }));
export const SOURCE_OPTIONS: readonly LookupOption[] = LEAD_SOURCES.map((o, i) => ({
  id: i + 1,
  name: o.name,
}));

const GRAPHQL_NAME: Record<string, string> = {
  installerid: 'installerId',
  installer_company_name: 'installerCompany',
  built_before_2007: 'builtBefore2007',
};
export const graphqlName = (name: string) =>
  GRAPHQL_NAME[name] ?? name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const GRID_TYPE: Record<LeadField['type'], ColumnType> = {
  number: 'number',
  text: 'text',
  boolean: 'boolean',
  date: 'date',
  dateTime: 'date',
  fuelType: 'lookup',
  source: 'lookup',
  lookup: 'lookup',
};

const WIDTH: Partial<Record<string, number>> = {
  uid: 90,
  email: 200,
  full_name: 150,
  address: 220,
  comment: 180,
  created: 140,
  last_updated_date_time: 140,
};

/** Lookups that could not be loaded: their columns show ids and name nothing a search could match. */
export const NO_LOOKUPS: LeadLookups = { lead_status: [], heating_system: [], installers: [] };

/** A field's option list; undefined for a looked-up field while `lookups` is null (not here yet). */
function optionsOf(field: LeadField, lookups: LeadLookups | null): readonly LookupOption[] | undefined {
  if (field.type === 'fuelType') return FUEL_OPTIONS;
  if (field.type === 'source') return SOURCE_OPTIONS;
  return field.lookup ? lookups?.[field.lookup] : undefined;
}

/** An option list's grid id for a stored code ("oil" → 1). */
function optionId(list: readonly { code: string }[], code: unknown): number | null {
  const index = list.findIndex((o) => o.code === String(code ?? '').toLowerCase());
  return index < 0 ? null : index + 1;
}

/**
 * The grid's columns for the fields, `lookups` null while they load (a search by a looked-up name waits for
 * them, useGridFilters). Without the "address" right (`seesContacts` false) the contact
 * details (Email, Phone, Address) come blank and can be neither searched nor edited: the API refuses both,
 * and a refused search would leave the whole grid empty.
 */
export function leadGridColumns(
  fields: readonly LeadField[],
  lookups: LeadLookups | null,
  seesContacts = true,
): GridColumn<LeadGridRow>[] {
  return fields.map((field) => {
    const name = graphqlName(field.name);
    const allowed = seesContacts || !field.contact;
    const column: GridColumn<LeadGridRow> = {
      field: field.name,
      header: field.header,
      type: GRID_TYPE[field.type],
      withTime: field.type === 'dateTime',
      editable: field.editable && allowed,
      required: field.required,
      filter: field.searchable && allowed,
      ...(allowed ? {} : { hiddenReason: contactColumnHidden(field.header) }),
      // Wide enough for its header ('Handed to Installer' was cut).
      width: widthForHeader(WIDTH[field.name] ?? (field.type === 'boolean' ? 90 : 120), field.header),
      options: optionsOf(field, lookups),
      value: (row) => row[name],
    };
    if (field.type === 'fuelType') column.value = (row) => optionId(FUEL_TYPES, row['fuelType']);
    if (field.type === 'source') column.value = (row) => optionId(LEAD_SOURCES, row['source']);
    return column;
  });
}
