// The ECMS panel's page query and its route preload (the leads dashboard's ?panel=ecms): a module of its
// own, so the route's loader starts the statuses and the grid's first window at navigation, in one
// request beside the panel's code (docs/performance.md "How a screen loads").
import { ECMS_VIEWS, type EcmsView } from '@hub/domain';
import { graphql } from '../../__generated__';
import { preloadGridWindow } from '../../app/routing/preloadGridWindow';
import { urlView } from '../../app/routing/useUrlView';
import { ecmsFilter, ecmsGridColumns } from './ecmsGrid';

/** Where the grid keeps its column searches in the URL (DataGrid's urlPrefix). */
export const ECMS_URL_PREFIX = 'e.';

/** The view the address names (?view=, the register's "all" without it). */
export const ecmsView = (params: URLSearchParams): EcmsView => urlView(params, ECMS_VIEWS, 'all');

export const EcmsPanel_Row = graphql(`
  fragment EcmsPanel_Row on EcmsRow {
    ecmsId
    mprn
    jobId
    name
    addressLine1
    addressLine2
    phone
    status {
      id
      text
    }
    completedOn
    hubSerial
    eircode
    lastSeenOnline
    dateSent
    hubBatch
    eiBatch
    comment
    companyName
    removedAt
    removedBy
  }
`);

export const EcmsPanel_StatusList = graphql(`
  fragment EcmsPanel_StatusList on Query {
    ecmsStatuses {
      id
      text
    }
  }
`);

export const EcmsPanel_Rows = graphql(`
  query EcmsPanel_Rows($filter: EcmsFilter, $offset: Int!, $first: Int!, $withTotal: Boolean = false) {
    ecmsRows(filter: $filter, offset: $offset, first: $first) {
      totalCount @include(if: $withTotal)
      nodes {
        ...EcmsPanel_Row
      }
    }
  }
`);

export const EcmsPanel_Statuses = graphql(`
  query EcmsPanel_Statuses {
    ...EcmsPanel_StatusList
  }
`);

/** The statuses and the grid's first page in one request: what ?panel=ecms asks for at navigation. */
export const EcmsPanel_First = graphql(`
  query EcmsPanel_First($filter: EcmsFilter, $offset: Int!, $first: Int!, $withTotal: Boolean = false) {
    ...EcmsPanel_StatusList
    ecmsRows(filter: $filter, offset: $offset, first: $first) {
      totalCount @include(if: $withTotal)
      nodes {
        ...EcmsPanel_Row
      }
    }
  }
`);

/**
 * ?panel=ecms at navigation: the statuses with the grid's first window and its total, in the view and
 * with the searches the URL holds (a search by status waits for the statuses: the panel asks itself).
 */
export const preloadEcmsPanel = preloadGridWindow(
  EcmsPanel_First,
  {
    prefix: ECMS_URL_PREFIX,
    columns: () => Promise.resolve(ecmsGridColumns([])),
  },
  (filters, url) => ({ filter: ecmsFilter(ecmsView(url.searchParams), filters) }),
);
