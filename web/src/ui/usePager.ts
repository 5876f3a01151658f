import type { ErrorLike } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorCode } from '../app/apollo/errors';
import { useSearchUpdate } from '../app/routing/useSearchUpdate';
import { PAGE_PARAM } from './pagerAddress';

/** What a screen's query answered this render (Apollo's useQuery result has these fields). */
export interface PageResult {
  data: unknown;
  error?: ErrorLike | undefined;
}

export interface Pager {
  /** The cursor to query with: the end cursor of the page before the one asked for. */
  after: string | null;
  /**
   * 0 for the first page: the number of the page whose rows are on screen, less one. Null for a page
   * opened from a link (?after= without the pages before it): its number is not known.
   */
  depth: number | null;
  /** A page before the one shown exists (Newer). */
  hasNewer: boolean;
  /** Newer goes to the first page, not the one before: the page came from a link, without the ones before. */
  newerToFirst: boolean;
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

/**
 * A page of the list: the cursors that led to it (none: the first page), its own last. `known` is false
 * for a page opened from a link, whose address holds only its own cursor: the pages before it are unknown.
 */
interface Place {
  cursors: readonly string[];
  known: boolean;
}

const FIRST: Place = { cursors: [], known: true };
const cursorOf = (place: Place) => place.cursors.at(-1) ?? null;
const addressCursor = (search: string) => new URLSearchParams(search).get(PAGE_PARAM) || null;

/** The page a history entry shows: the address's cursor, with the way to it the pager kept in the entry's state. */
function entryPlace(search: string, state: unknown): Place {
  const after = addressCursor(search);
  if (after === null) return FIRST;
  const kept = (state as { pager?: { cursors?: unknown; known?: unknown } } | null)?.pager;
  const cursors = kept?.cursors;
  if (Array.isArray(cursors) && cursors.every((c) => typeof c === 'string') && cursors.at(-1) === after)
    return { cursors, known: kept?.known === true };
  return { cursors: [after], known: false };
}

/**
 * The one Newer/Older pager over a newest-first connection (spec 2 §2, §4): Older moves on from the
 * page's end cursor and keeps the cursor it came from, so Newer returns to exactly the previous page.
 *
 * Each page is a history entry: a move, once its rows are here, pushes the address naming the page
 * (?after=<cursor>, which the route's loader reads: a reload or a shared link opens that page), with the
 * cursors that led to it in the entry's state (for Newer and the page number). Back and Forward step
 * through the pages, as moves of their own; a filter change goes back to the first page in the same entry.
 *
 * The page asked for and the page shown are kept apart: the page number changes only when the new
 * page's rows arrive, so a failed move never shows "Page 2" above page 1's rows. A failed move goes
 * back to the page shown (whose rows Apollo still holds), naming it in the address again when Back or
 * Forward had named the other, and says why in `moveError`. An address whose
 * cursor the list refuses (another filter's, an edited link) opens the first page and says why.
 */
export function usePager(): Pager {
  const location = useLocation();
  const updateSearch = useSearchUpdate();
  const [entryKey, setEntryKey] = useState(location.key);
  const [asked, setAsked] = useState<Place>(() => entryPlace(location.search, location.state));
  const [shown, setShown] = useState<Place>(asked);
  const [moveError, setMoveError] = useState<ErrorLike | null>(null);
  // The page the address is to name next: a settled move (pushed) or the first page (replaced). Written
  // by an effect, as a navigation is not for render.
  const [write, setWrite] = useState<{ place: Place; replace: boolean } | null>(null);
  // The cursors of the addresses written and not yet drawn: react-router draws a navigation as a
  // transition, so a person can move on (Newer) before the address of the last move is drawn.
  const [written, setWritten] = useState<readonly (string | null)[]>([]);
  const moving = asked !== shown;

  // Another history entry: one the pager wrote is followed already; Back, Forward or a link to the list
  // shows its entry's page, unless that is the page shown.
  if (entryKey !== location.key) {
    setEntryKey(location.key);
    const place = entryPlace(location.search, location.state);
    const ours = written.indexOf(cursorOf(place));
    if (ours >= 0) setWritten(written.slice(ours + 1));
    else {
      if (written.length > 0) setWritten([]);
      if (cursorOf(place) !== cursorOf(shown)) {
        setMoveError(null);
        setAsked(place);
      } else if (moving) setAsked(shown);
    }
  }

  useEffect(() => {
    if (!write) return;
    setWrite(null);
    const after = cursorOf(write.place);
    if (write.replace && after === null && addressCursor(location.search) === null) return;
    setWritten((cursors) => [...cursors, after]);
    updateSearch(
      (search) => {
        if (after) search.set(PAGE_PARAM, after);
        else search.delete(PAGE_PARAM);
      },
      { replace: write.replace, state: after ? { pager: write.place } : null },
    );
    // Only a new write moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [write]);

  const older = useCallback(
    (endCursor: string | null | undefined) => {
      if (moving || !endCursor) return;
      setMoveError(null);
      setAsked({ cursors: [...shown.cursors, endCursor], known: shown.known });
    },
    [moving, shown],
  );
  const newer = useCallback(() => {
    if (moving || shown.cursors.length === 0) return;
    setMoveError(null);
    // Before a page opened from a link, the first page (whose number is known).
    setAsked(
      shown.cursors.length === 1 ? FIRST : { cursors: shown.cursors.slice(0, -1), known: shown.known },
    );
  }, [moving, shown]);
  const reset = useCallback(() => {
    setMoveError(null);
    setAsked(FIRST);
    setShown(FIRST);
    setWrite({ place: FIRST, replace: true });
  }, []);

  // Settling a move is state derived from this render's query result, set while rendering (React's
  // "adjusting state when a prop changes"): the new page number and the new rows appear together.
  const observe = (result: PageResult) => {
    if (moving) {
      if (result.data !== undefined && !result.error) {
        setShown(asked);
        // A move of the person's (not Back or Forward, whose entry already names the page) is an entry.
        if (cursorOf(asked) !== addressCursor(location.search)) setWrite({ place: asked, replace: false });
      } else if (result.error) {
        setMoveError(result.error);
        setAsked(shown);
        // A move by Back or Forward has its entry's address already: it names the page shown again, so the
        // address never names a page whose rows are not on screen.
        if (cursorOf(shown) !== addressCursor(location.search)) setWrite({ place: shown, replace: true });
      }
    } else if (
      result.error &&
      result.data === undefined &&
      shown.cursors.length > 0 &&
      errorCode(result.error) === 'BAD_USER_INPUT'
    ) {
      // The address's cursor is not one of this list's (another filter's, an edited link): the first
      // page instead, in the same entry, saying why.
      setMoveError(result.error);
      setAsked(FIRST);
      setShown(FIRST);
      setWrite({ place: FIRST, replace: true });
    }
  };

  const unknownBefore = !shown.known && shown.cursors.length > 0;
  return {
    after: cursorOf(asked),
    depth: shown.known ? shown.cursors.length : null,
    hasNewer: shown.cursors.length > 0,
    newerToFirst: unknownBefore && shown.cursors.length === 1,
    moving,
    moveError,
    older,
    newer,
    reset,
    observe,
  };
}
