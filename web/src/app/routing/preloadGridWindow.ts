// A data grid's route preload (docs/performance.md "How a screen loads"): the grid's first window of rows
// with its total, asked for at navigation with exactly the variables the grid's first fetch will ask with
// (its searches in the URL included), out of the normalised cache as the grid's fetches are. The grid's
// source takes that answer once (gridPageQuery in usePreloadedQuery.ts, totalWithFirstPage in ui/grid).
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { GRID_FIRST_ROWS } from '../../ui/grid/rowWindow';
import type { GridColumn, GridFilter } from '../../ui/grid/types';
import { preloadScreenQuery } from './screenQuery';
import type { ScreenPreload } from './types';

/** A grid's first fetch besides its search: its first window, with the total (totalWithFirstPage). */
export const GRID_FIRST_WINDOW = { offset: 0, first: GRID_FIRST_ROWS, withTotal: true } as const;

/** Where a grid keeps its searches in the URL, and its columns as a loader knows them. */
export interface GridSearchesInUrl<Row> {
  /** The grid's urlPrefix. */
  prefix: string;
  /**
   * The grid's columns (lookups the loader does not have: none). Imported only when the URL holds one
   * of the grid's searches, with the grid's search conversion, which the grid needs anyway.
   */
  columns: () => Promise<readonly GridColumn<Row>[]>;
}

/**
 * The preload of a grid's first window: `variables` gives the search part of the page query's variables
 * (its filter) from the converted searches and the address, GRID_FIRST_WINDOW the rest. With no search in
 * the URL (the usual case) the query starts in the loader's tick; with one, once the conversion's code
 * has arrived; not at all when a search needs lookups the loader does not have (the grid asks itself).
 */
export function preloadGridWindow<Row, TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  searches: GridSearchesInUrl<Row>,
  variables: (filters: readonly GridFilter[], url: URL) => Omit<TVariables, keyof typeof GRID_FIRST_WINDOW>,
): ScreenPreload {
  return (args) => {
    const start = (filters: readonly GridFilter[] | null) =>
      filters === null
        ? null
        : preloadScreenQuery(
            document,
            ({ url }) => ({ ...variables(filters, url), ...GRID_FIRST_WINDOW }) as unknown as TVariables,
            { fetchPolicy: 'no-cache' },
          )(args);
    const params = args.url.searchParams;
    if (![...params.keys()].some((key) => key.startsWith(searches.prefix))) return start([]);
    return Promise.all([import('../../ui/grid/urlSearches'), searches.columns()]).then(
      ([m, columns]) => start(m.urlGridFilters(columns, params, searches.prefix)),
      // The code did not arrive (offline, a new deployment): the grid asks for its rows itself.
      () => null,
    );
  };
}
