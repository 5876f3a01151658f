import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridColumn } from './types';
import { readGridFilters, type UrlSearches } from './urlSearches';

export interface GridFilters extends UrlSearches {
  /** Changes with every search: keys the row window and the list, so both start again at offset 0. */
  key: string;
  apply(field: string, text: string): void;
  clear(field: string): void;
}

/**
 * A grid's column searches live in the URL (`?f.city=Cork&f.serial_no=1004298`), so a filtered grid can
 * be shared and the back button steps back through searches. Each search or clear is a new history entry.
 */
export function useGridFilters<Row>(columns: readonly GridColumn<Row>[], prefix = 'f.'): GridFilters {
  const [params, setParams] = useSearchParams();
  const paramKey = params.toString();
  const { texts, filters, errors } = useMemo(
    () => readGridFilters(columns, params, prefix),
    // paramKey stands for params (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [paramKey, columns, prefix],
  );

  // The searches asked for and not yet in the URL. Under the data router a search-param change is a
  // navigation that commits a moment later, and setSearchParams's callback gets the committed params, so a
  // second search typed meanwhile would build on the URL without the first and drop it (seen in the ECMS
  // e2e on a loaded machine). Each search builds on the last one asked for until the URL has caught up.
  // A URL that is none of the searches asked for (back, a link) ends the wait: the next search builds on it.
  const pending = useRef<{ latest: URLSearchParams; asked: Set<string> } | null>(null);
  useEffect(() => {
    const waiting = pending.current;
    if (waiting && (paramKey === waiting.latest.toString() || !waiting.asked.has(paramKey)))
      pending.current = null;
  }, [paramKey]);

  const set = (field: string, text: string) => {
    const next = new URLSearchParams(pending.current?.latest ?? params);
    if (text.trim() === '') next.delete(prefix + field);
    else next.set(prefix + field, text.trim());
    pending.current = { latest: next, asked: new Set([...(pending.current?.asked ?? []), next.toString()]) };
    setParams(next);
  };

  return {
    texts,
    filters,
    errors,
    key: JSON.stringify(filters),
    apply: set,
    clear: (field) => set(field, ''),
  };
}
