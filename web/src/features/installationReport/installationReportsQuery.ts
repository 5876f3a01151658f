// The GeoPal Reports grid's page query and its route preload (the leads dashboard's ?panel=reports): a
// module of its own, so the route's loader starts the grid's first window at navigation beside the
// panel's code (docs/performance.md "How a screen loads").
import { graphql } from '../../__generated__';
import type { InstallationReportField, InstallationReportFilter } from '../../__generated__/graphql';
import { preloadGridWindow } from '../../app/routing/preloadGridWindow';
import type { GridFilter } from '../../ui/grid/types';

/** Where the grid keeps its column searches in the URL (DataGrid's urlPrefix). */
export const REPORTS_URL_PREFIX = 'f.';

export const InstallationReportsGrid_Rows = graphql(`
  query InstallationReportsGrid_Rows(
    $filter: InstallationReportFilter
    $offset: Int!
    $first: Int!
    $withTotal: Boolean = false
  ) {
    installationReports(filter: $filter, offset: $offset, first: $first) {
      totalCount @include(if: $withTotal)
      nodes {
        uid
        uniqueId
        serialNo
        uploaded
        createdOn
        assignedDateTime
        startTime
        endTime
        lastUpdatedDateTime
        dateCorrected
        jobId
        postCode
        firstName
        lastName
        addressLine1
        addressLine2
        addressLine3
        city
        jobPostalCode
        contactPhone
        contactMobile
        contactEmail
        status
        notes
        mprn
        eircode
        scanSerialNumberOfHub
        enteredSerialNumberOfHub
        startJob
        gprn
        geopalData
        processError
        assignedTo
        installerId
      }
    }
  }
`);

export const fieldEnum = (field: string) => field.toUpperCase() as InstallationReportField;

/** The grid's converted searches as the API takes them (the text of the converted value). */
export function reportFilter(filters: readonly GridFilter[]): InstallationReportFilter {
  return { columns: filters.map((f) => ({ field: fieldEnum(f.field), value: String(f.value) })) };
}

/** ?panel=reports at navigation: the grid's first window with its total, its URL searches applied. */
export const preloadReportsGrid = preloadGridWindow(
  InstallationReportsGrid_Rows,
  {
    prefix: REPORTS_URL_PREFIX,
    columns: () => import('./reportColumns').then((m) => m.REPORT_GRID_COLUMNS),
  },
  (filters) => ({ filter: reportFilter(filters) }),
);
