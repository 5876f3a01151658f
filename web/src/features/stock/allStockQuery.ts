// All Stock's one request (the grid's first 500 rows with their total): a module of its own, so the
// route's loader starts it at navigation beside the screen's code. Kept out of the normalised cache, as
// the grid's later fetches are (no-cache).
import { graphql } from '../../__generated__';
import type { StockSortDirection, StockSortField } from '../../__generated__/graphql';
import { GRID_FIRST_ROWS } from '../../ui/grid/rowWindow';
import { filterValueProblem, sortFieldOption } from './stockColumns';

export const AllStockPage_Rows = graphql(`
  query AllStockPage_Rows(
    $sortBy: StockSortField!
    $filterValue: String
    $direction: StockSortDirection!
    $first: Int!
    $offset: Int!
    $withTotal: Boolean = false
  ) {
    stock(sortBy: $sortBy, filterValue: $filterValue, direction: $direction, first: $first, offset: $offset) {
      totalCount @include(if: $withTotal)
      nodes {
        hubId
        serial
        shipmentNumber
        cartonNumber
        stockStatus
        stockLocation
        installer
        installationState
        customerType
        officeStatus
        installed
        dispatched
        seaiTrialGroup
        stockDocketNumber
      }
    }
  }
`);

export const AllStockPage_Count = graphql(`
  query AllStockPage_Count($sortBy: StockSortField!, $filterValue: String, $direction: StockSortDirection!) {
    stock(sortBy: $sortBy, filterValue: $filterValue, direction: $direction, first: 1) {
      totalCount
    }
  }
`);

/** The screen's own search (sort field, filter value, order), kept in the address. */
export interface StockSearch {
  sortBy: StockSortField;
  filterValue: string | null;
  direction: StockSortDirection;
}

/** The search the address holds (?sort=, ?value=, ?dir=desc). */
export function stockSearch(params: URLSearchParams): StockSearch {
  const value = params.get('value') ?? '';
  return {
    sortBy: sortFieldOption(params.get('sort')).field,
    filterValue: value === '' ? null : value,
    direction: params.get('dir') === 'desc' ? 'DESC' : 'ASC',
  };
}

/**
 * The grid's first fetch (its first window of rows, with the total): what the route's loader asks. None
 * for a filter value the screen says it cannot search (filterValueProblem), as the screen asks nothing then.
 */
export const firstStockRowsVariables = (search: StockSearch) =>
  filterValueProblem(search.sortBy, search.filterValue)
    ? null
    : { ...search, offset: 0, first: GRID_FIRST_ROWS, withTotal: true };
