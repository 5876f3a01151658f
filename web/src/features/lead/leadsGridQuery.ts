// The leads grids' page query and their route preloads (the leads dashboard's ?panel=master and
// ?panel=leads): a module of its own, so the route's loader starts a grid's lookups and first window at
// navigation, in one request beside the panel's code (docs/performance.md "How a screen loads").
import { MASTER_SHEET_FIELDS, NEW_LEADS_FIELDS, type LeadField } from '@hub/domain';
import { graphql } from '../../__generated__';
import type { LeadField as LeadFieldEnum, LeadFilter, LeadView } from '../../__generated__/graphql';
import { preloadGridWindow } from '../../app/routing/preloadGridWindow';
import { urlView } from '../../app/routing/useUrlView';
import type { GridFilter, LookupOption } from '../../ui/grid/types';
import { FUEL_OPTIONS, leadGridColumns, SOURCE_OPTIONS } from './leadGridColumns';

/** A leads grid: the view the address gives it, its columns and where it keeps its searches in the URL. */
export interface LeadsGridKind {
  view(params: URLSearchParams): LeadView;
  fields: readonly LeadField[];
  urlPrefix: string;
}

/** Spec 3 §2.4 the Leads panel's views as the address names them (?view=dead); new without one. */
export const LEAD_VIEW_WORDS = ['new', 'unresolved', 'dead', 'onhold'] as const;
export type LeadViewWord = (typeof LEAD_VIEW_WORDS)[number];
export const LEAD_VIEW_OF: Readonly<Record<LeadViewWord, LeadView>> = {
  new: 'NEW',
  unresolved: 'UNRESOLVED',
  dead: 'DEAD',
  onhold: 'ON_HOLD',
};

/** Spec 3 §2.2 the Master Sheet: every lead. */
export const MASTER_SHEET_GRID: LeadsGridKind = {
  view: () => 'ALL',
  fields: MASTER_SHEET_FIELDS,
  urlPrefix: 'm.',
};
/** Spec 3 §2.4 the Leads panel, in the view its address names (new by default). */
export const NEW_LEADS_GRID: LeadsGridKind = {
  view: (params) => LEAD_VIEW_OF[urlView(params, LEAD_VIEW_WORDS, 'new')],
  fields: NEW_LEADS_FIELDS,
  urlPrefix: 'l.',
};

export const LeadsGrid_LookupLists = graphql(`
  fragment LeadsGrid_LookupLists on Query {
    leadStatus: lookup(table: LEAD_STATUS) {
      key
      description
    }
    heatingSystem: lookup(table: HEATING_SYSTEM) {
      key
      description
    }
    installers: lookup(table: INSTALLERS) {
      key
      description
    }
  }
`);

export const LeadsGrid_Lead = graphql(`
  fragment LeadsGrid_Lead on Lead {
    uid
    jobId
    serialNumber
    masterSheetIndex
    email
    duplicate
    phone
    fullName
    fuelType
    approved
    comment
    source
    address
    eircode
    city
    haveWifi
    builtBefore2007
    previousGrant
    useTimeClock
    multipleThermostats
    mprn
    gprn
    ber
    created
    installationBatch
    handedToInstaller
    heatingSystemId
    leadStatusId
    deadLead
    removed
    installerId
    installerCompany
    lastUpdatedDateTime
    geopalStatus
    exportToCompany
  }
`);

export const LeadsGrid_Lookups = graphql(`
  query LeadsGrid_Lookups {
    ...LeadsGrid_LookupLists
  }
`);

export const LeadsGrid_Rows = graphql(`
  query LeadsGrid_Rows($filter: LeadFilter, $offset: Int!, $first: Int!, $withTotal: Boolean = false) {
    leads(filter: $filter, offset: $offset, first: $first) {
      totalCount @include(if: $withTotal)
      nodes {
        ...LeadsGrid_Lead
      }
    }
  }
`);

/** The lookups and a grid's first page in one request: what ?panel=master and ?panel=leads ask for. */
export const LeadsGrid_First = graphql(`
  query LeadsGrid_First($filter: LeadFilter, $offset: Int!, $first: Int!, $withTotal: Boolean = false) {
    ...LeadsGrid_LookupLists
    leads(filter: $filter, offset: $offset, first: $first) {
      totalCount @include(if: $withTotal)
      nodes {
        ...LeadsGrid_Lead
      }
    }
  }
`);

export const fieldEnum = (field: string) => field.toUpperCase() as LeadFieldEnum;
const optionName = (options: readonly LookupOption[], id: unknown) =>
  options.find((o) => o.id === Number(id))?.name ?? String(id);

/** A grid value as the API's text: fuel type and source by name (the grid holds them as option ids). */
export function apiText(field: string, value: string | number | boolean): string {
  if (field === 'fuel_type') return optionName(FUEL_OPTIONS, value);
  if (field === 'source') return optionName(SOURCE_OPTIONS, value);
  return String(value);
}

export function leadFilter(view: LeadView, filters: readonly GridFilter[]): LeadFilter {
  return {
    view,
    columns: filters.map((f) => ({ field: fieldEnum(f.field), value: apiText(f.field, f.value) })),
  };
}

/**
 * A leads grid's preload: the lookups with its first window and total, in the view and with the searches
 * the URL holds (a search by a looked-up name waits for the lookups: the grid asks).
 */
export const preloadLeadsGrid = (grid: LeadsGridKind) =>
  preloadGridWindow(
    LeadsGrid_First,
    {
      prefix: grid.urlPrefix,
      columns: () => Promise.resolve(leadGridColumns(grid.fields, null)),
    },
    (filters, url) => ({ filter: leadFilter(grid.view(url.searchParams), filters) }),
  );
