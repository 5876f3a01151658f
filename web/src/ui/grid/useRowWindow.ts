import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  applyFetch,
  emptyWindow,
  planFetch,
  planReload,
  rowAt,
  totalAfterFetch,
  type RowWindow,
  type VisibleRange,
} from './rowWindow';
import type { GridDataSource, GridFilter } from './types';

/** How long the view must rest outside the window before a fresh window is fetched (a scrollbar drag). */
const JUMP_SETTLE_MS = 120;

export interface RowWindowState<Row> {
  /** The row at an index of the whole result; undefined while it is not loaded (shown as a placeholder). */
  rowAt(index: number): Row | undefined;
  /** Rows in the result: the count, or what has been seen of it while the count is unknown. */
  rowCount: number;
  /** The upstream's count of the search; null until it answers (or when it failed). */
  total: number | null;
  loading: boolean;
  error: Error | null;
  /** Rows held in memory now (bounded by the paging rules). */
  held: number;
  onRangeChanged(range: VisibleRange): void;
  retry(): void;
  /** Ask for the rows held now again, in place (after a write that may or may not have gone through). */
  reload(): void;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Rows of a server-paged search for a virtual list: one fetch at a time, each for what the view needs
 * next (rowWindow.ts), the rest of the result shown as placeholders. A new search (filterKey) starts again
 * from offset 0 and ignores answers to the old one.
 */
export function useRowWindow<Row>(
  source: GridDataSource<Row>,
  filters: readonly GridFilter[],
  filterKey: string,
  onLoaded?: (rows: readonly Row[]) => void,
): RowWindowState<Row> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = useRef({
    generation: 0,
    window: emptyWindow<Row>() as RowWindow<Row>,
    total: null as number | null,
    view: { startIndex: 0, endIndex: 0 } as VisibleRange,
    inFlight: false,
    /** A reload asked for while a fetch was in flight: made once that fetch has answered. */
    reloadWanted: false,
    loading: true,
    error: null as Error | null,
    jumpTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  });
  const latest = useRef({ source, filters, onLoaded });
  latest.current = { source, filters, onLoaded };

  const pump = useCallback((settled = false) => {
    const s = state.current;
    if (s.inFlight || s.error) return;
    const reload = s.reloadWanted ? planReload(s.window) : null;
    s.reloadWanted = false;
    const plan = reload ?? planFetch(s.window, s.view, s.total);
    if (!plan) {
      if (s.loading) {
        s.loading = false;
        rerender();
      }
      return;
    }
    if (plan.kind === 'jump' && !settled) {
      clearTimeout(s.jumpTimer);
      s.jumpTimer = setTimeout(() => pump(true), JUMP_SETTLE_MS);
      return;
    }
    const generation = s.generation;
    s.inFlight = true;
    s.loading = true;
    rerender();
    const { source: from, filters: search } = latest.current;
    from.fetchRows(search, plan.offset, plan.limit).then(
      (rows) => {
        if (generation !== state.current.generation) return;
        s.inFlight = false;
        s.window = applyFetch(s.window, plan, rows);
        s.total = totalAfterFetch(s.total, plan, rows.length);
        latest.current.onLoaded?.(rows);
        rerender();
        pump();
      },
      (error: unknown) => {
        if (generation !== state.current.generation) return;
        s.inFlight = false;
        s.loading = false;
        s.error = asError(error);
        rerender();
      },
    );
  }, []);

  // The search's count, asked for with a new search and again on Try again when it has not come (the count
  // of a source whose total rides on its first page failed with that page, and stayed "…").
  const askCount = useCallback(() => {
    const s = state.current;
    const generation = s.generation;
    latest.current.source.count(latest.current.filters).then(
      (count) => {
        if (generation !== state.current.generation) return;
        s.total = count;
        rerender();
        pump();
      },
      // Without a count the grid still pages: a short page marks the end (totalAfterFetch).
      () => undefined,
    );
  }, [pump]);

  useEffect(() => {
    const s = state.current;
    s.generation += 1;
    clearTimeout(s.jumpTimer);
    s.window = emptyWindow<Row>();
    s.total = null;
    s.view = { startIndex: 0, endIndex: 0 };
    s.inFlight = false;
    s.reloadWanted = false;
    s.loading = true;
    s.error = null;
    rerender();
    askCount();
    pump();
    return () => clearTimeout(s.jumpTimer);
  }, [filterKey, pump, askCount]);

  const s = state.current;
  const seen = s.window.start + s.window.rows.length;
  return {
    rowAt: (index) => rowAt(s.window, index),
    rowCount: s.total ?? seen,
    total: s.total,
    loading: s.loading,
    error: s.error,
    held: s.window.rows.length,
    onRangeChanged: useCallback(
      (range: VisibleRange) => {
        state.current.view = range;
        pump();
      },
      [pump],
    ),
    retry: useCallback(() => {
      state.current.error = null;
      rerender();
      if (state.current.total === null) askCount();
      pump(true);
    }, [pump, askCount]),
    reload: useCallback(() => {
      state.current.reloadWanted = true;
      pump(true);
    }, [pump]),
  };
}
