import type { ErrorLike } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOG_PAGE_SIZE } from './logPageSize';

export interface LogPage<N> {
  nodes: N[];
  startCursor: string | null;
  endCursor: string | null;
  hasOlder: boolean;
  hasNewer: boolean;
}

export type FetchLogPage<N> = (args: {
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}) => Promise<LogPage<N>>;

export { LOG_PAGE_SIZE };

// Virtuoso's index of the first row. Prepending newer rows lowers it by their number, which keeps the
// rows on screen where they are (react-virtuoso "firstItemIndex").
const START_INDEX = 1_000_000_000;

export interface LogPages<N> {
  rows: N[];
  firstItemIndex: number;
  loading: boolean;
  error: ErrorLike | null;
  hasOlder: boolean;
  /** The last Newer found nothing newer. */
  upToDate: boolean;
  loadOlder: () => void;
  loadNewer: () => void;
  reload: () => void;
}

/**
 * A log held as one growing list: Older appends the page before the oldest row, Newer prepends the page
 * after the newest. Only one fetch runs at a time. The list is shown virtualised, so however many pages
 * are held the DOM keeps only the rows in view.
 */
export function useLogPages<N>(fetchPage: FetchLogPage<N>, resetKey: unknown): LogPages<N> {
  const [rows, setRows] = useState<N[]>([]);
  const [firstItemIndex, setFirstItemIndex] = useState(START_INDEX);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ErrorLike | null>(null);
  const [hasOlder, setHasOlder] = useState(true);
  const [upToDate, setUpToDate] = useState(false);
  const cursors = useRef<{ start: string | null; end: string | null }>({ start: null, end: null });
  const busy = useRef(false);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const run = useCallback(async (direction: 'initial' | 'older' | 'newer') => {
    if (busy.current) return;
    busy.current = true;
    const mine = generation.current;
    setLoading(true);
    setError(null);
    try {
      const page =
        direction === 'newer'
          ? await fetchRef.current({ last: LOG_PAGE_SIZE, before: cursors.current.start })
          : await fetchRef.current({
              first: LOG_PAGE_SIZE,
              after: direction === 'older' ? cursors.current.end : null,
            });
      if (mine !== generation.current) return;
      if (direction === 'newer') {
        setUpToDate(page.nodes.length === 0);
        if (page.nodes.length > 0) {
          cursors.current.start = page.startCursor;
          setFirstItemIndex((index) => index - page.nodes.length);
          setRows((held) => [...page.nodes, ...held]);
        }
      } else {
        if (direction === 'initial') cursors.current.start = page.startCursor;
        if (page.endCursor) cursors.current.end = page.endCursor;
        setHasOlder(page.hasOlder);
        setRows((held) => (direction === 'initial' ? page.nodes : [...held, ...page.nodes]));
      }
    } catch (caught) {
      if (mine === generation.current) setError(caught as ErrorLike);
    } finally {
      if (mine === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  }, []);

  const reload = useCallback(() => {
    generation.current++;
    busy.current = false;
    cursors.current = { start: null, end: null };
    setRows([]);
    setFirstItemIndex(START_INDEX);
    setHasOlder(true);
    setUpToDate(false);
    void run('initial');
  }, [run]);

  useEffect(() => {
    reload();
  }, [reload, resetKey]);

  const loadOlder = useCallback(() => {
    if (hasOlder && cursors.current.end) void run('older');
  }, [hasOlder, run]);
  const loadNewer = useCallback(() => {
    if (cursors.current.start) void run('newer');
    else reload();
  }, [run, reload]);

  return { rows, firstItemIndex, loading, error, hasOlder, upToDate, loadOlder, loadNewer, reload };
}
