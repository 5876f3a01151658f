import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../../app/routing/useSearchUpdate';
import type { GridColumn } from './types';
import { GRID_SEARCH_MAX, readGridFilters, searchProblem, type UrlSearches } from './urlSearches';

export interface GridFilters extends UrlSearches {
  /**
   * Changes with every search, one that cannot be read included: keys the row window and the selection,
   * so both start again (at offset 0, with nothing ticked).
   */
  key: string;
  /**
   * Set while a search cannot be read ("Correct the UID search to see the rows."), or not yet (a lookup's
   * names are on their way): the grid then shows no rows and offers no select-all, and a toolbar offers
   * nothing that would act on the whole list.
   */
  problem: string | null;
  apply(field: string, text: string): void;
  clear(field: string): void;
}

/**
 * A grid's column searches live in the URL (`?f.city=Cork&f.serial_no=1004298`), so a filtered grid can
 * be shared and the back button steps back through searches. Each search or clear is a new history entry.
 */
export function useGridFilters<Row>(columns: readonly GridColumn<Row>[], prefix = 'f.'): GridFilters {
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const paramKey = params.toString();
  const searches = useMemo(
    () => readGridFilters(columns, params, prefix),
    // paramKey stands for params (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [paramKey, columns, prefix],
  );

  // Each search builds on the last one asked for, not on the URL drawn (useSearchUpdate), so a second
  // search typed before the first is drawn keeps it.
  const set = (field: string, text: string) =>
    updateSearch((next) => {
      if (text.trim() === '') next.delete(prefix + field);
      else next.set(prefix + field, text.trim().slice(0, GRID_SEARCH_MAX));
    });

  const { filters, errors, waiting } = searches;
  return {
    ...searches,
    key: JSON.stringify([filters, errors, waiting]),
    problem: searchProblem(columns, searches),
    apply: set,
    clear: (field) => set(field, ''),
  };
}
