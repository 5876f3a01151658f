import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridDataSource, GridFilter, RowId } from './types';

export interface GridSelection {
  /** The ticked rows' ids (all matching the search after select-all). */
  ids: ReadonlySet<RowId>;
  /** Select-all is on: every row matching the current search is ticked. */
  all: boolean;
  loadingAll: boolean;
  error: Error | null;
  toggle(id: RowId): void;
  /** The header checkbox: select every row matching the search (ids from the source), or clear. */
  toggleAll(): void;
  clear(): void;
}

/**
 * Spec 3 §4 selection: the header checkbox selects every id matching the current search, fetched from
 * the source (not the rows loaded in the window); unticking one row clears select-all. A new search
 * clears the selection (so a bulk change never reaches rows the person cannot see in the result).
 */
export function useGridSelection<Row>(
  source: GridDataSource<Row>,
  filters: readonly GridFilter[],
  filterKey: string,
): GridSelection {
  const [state, setState] = useState({ ids: new Set<RowId>() as ReadonlySet<RowId>, all: false });
  const [loadingAll, setLoadingAll] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const currentKey = useRef(filterKey);
  currentKey.current = filterKey;
  const clear = useCallback(() => {
    setState({ ids: new Set(), all: false });
    setError(null);
  }, []);
  useEffect(clear, [filterKey, clear]);

  return {
    ...state,
    loadingAll,
    error,
    clear,
    toggle: (id) =>
      setState((current) => {
        const ids = new Set(current.ids);
        if (ids.has(id)) {
          ids.delete(id);
          return { ids, all: false };
        }
        ids.add(id);
        return { ids, all: current.all };
      }),
    toggleAll: () => {
      if (state.all) {
        clear();
        return;
      }
      setLoadingAll(true);
      setError(null);
      const key = filterKey;
      source.allIds(filters).then(
        (ids) => {
          setLoadingAll(false);
          // An answer for a search that has since changed is not this search's selection.
          if (key === currentKey.current) setState({ ids: new Set(ids), all: true });
        },
        (failure: unknown) => {
          setLoadingAll(false);
          setError(failure instanceof Error ? failure : new Error(String(failure)));
        },
      );
    },
  };
}
