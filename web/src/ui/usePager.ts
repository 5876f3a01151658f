import type { ErrorLike } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { storedPage, storePage } from './pagerStorage';

/** What a screen's query answered this render (Apollo's useQuery result has these fields). */
export interface PageResult {
  data: unknown;
  error?: ErrorLike | undefined;
}

export interface Pager {
  /** The cursor to query with: the end cursor of the page before the one asked for. */
  after: string | null;
  /** 0 for the first page: the number of the page whose rows are on screen, less one. */
  depth: number;
  /** A page before the one shown exists (Newer). */
  hasNewer: boolean;
  /** A page move is on its way: show it, and take no second click until it lands. */
  moving: boolean;
  /** Why the last page move failed; the rows and the page number on screen are still the page before. */
  moveError: ErrorLike | null;
  /** Go on past `endCursor` (Older, Next, Earlier). Ignored while a move is on its way. */
  older: (endCursor: string | null | undefined) => void;
  /** Back to the page before (Newer, Previous). Ignored while a move is on its way. */
  newer: () => void;
  /** Back to the first page (a filter changed). */
  reset: () => void;
  /** Call once each render with the query's result, so the pager knows when a move landed or failed. */
  observe: (result: PageResult) => void;
}

const FIRST: readonly string[] = [];

/**
 * The one Newer/Older pager over a newest-first connection (spec 2 §2, §4): Older moves on from the
 * page's end cursor and keeps the cursor it came from, so Newer returns to exactly the previous page.
 *
 * The page asked for and the page shown are kept apart: the page number changes only when the new
 * page's rows arrive, so a failed move never shows "Page 2" above page 1's rows. A failed move goes
 * back to the page shown (whose rows Apollo still holds) and says why in `moveError`.
 */
export function usePager(): Pager {
  const { key, pathname, search } = useLocation();
  const [asked, setAsked] = useState<readonly string[]>(() => storedPage({ key, pathname, search }));
  const [shown, setShown] = useState<readonly string[]>(asked);
  const [moveError, setMoveError] = useState<ErrorLike | null>(null);
  const moving = asked !== shown;

  const older = useCallback(
    (endCursor: string | null | undefined) => {
      if (moving || !endCursor) return;
      setMoveError(null);
      setAsked([...shown, endCursor]);
    },
    [moving, shown],
  );
  const newer = useCallback(() => {
    if (moving || shown.length === 0) return;
    setMoveError(null);
    setAsked(shown.slice(0, -1));
  }, [moving, shown]);
  const reset = useCallback(() => {
    setMoveError(null);
    setAsked(FIRST);
    setShown(FIRST);
  }, []);

  useEffect(() => storePage({ key, pathname, search }, shown), [key, pathname, search, shown]);

  // Settling a move is state derived from this render's query result, set while rendering (React's
  // "adjusting state when a prop changes"): the new page number and the new rows appear together.
  const observe = (result: PageResult) => {
    if (!moving) return;
    if (result.data !== undefined && !result.error) setShown(asked);
    else if (result.error) {
      setMoveError(result.error);
      setAsked(shown);
    }
  };

  return {
    after: asked.at(-1) ?? null,
    depth: shown.length,
    hasNewer: shown.length > 0,
    moving,
    moveError,
    older,
    newer,
    reset,
    observe,
  };
}
