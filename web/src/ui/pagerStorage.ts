// Where usePager keeps the page each history entry shows, and how a route's loader reads it back. No React
// here: the loaders run in the entry chunk, before any screen's code.

/** A history entry as react-router describes it: its key, its path and its query string. */
export interface HistoryEntry {
  key: string;
  pathname: string;
  search: string;
}

// The page shown is kept per history entry (react-router gives each its own key, as its scroll
// restoration does), so Back from a hub opened on page 9 of a list returns to page 9, not page 1. In
// sessionStorage: one tab's history, gone with the tab.
const storageKey = (entry: HistoryEntry) => `pager:${entry.key}:${entry.pathname}${entry.search}`;

/** The cursors that led to the entry's page (empty: the first page). */
export function storedPage(entry: HistoryEntry): readonly string[] {
  try {
    const cursors: unknown = JSON.parse(sessionStorage.getItem(storageKey(entry)) ?? 'null');
    return Array.isArray(cursors) && cursors.every((c) => typeof c === 'string') ? cursors : [];
  } catch {
    return [];
  }
}

export function storePage(entry: HistoryEntry, cursors: readonly string[]) {
  try {
    if (cursors.length === 0) sessionStorage.removeItem(storageKey(entry));
    else sessionStorage.setItem(storageKey(entry), JSON.stringify(cursors));
  } catch {
    // Storage full or refused (private mode): Back starts again at the first page, as it did before.
  }
}

/**
 * The cursor of the page the history entry at `url` showed (null: the first page), for a route's loader,
 * so that Back to page 9 of a list, or a reload of it, asks for page 9 at once rather than page 1 first.
 * Loaders run when the path changes or the page loads: a push to a new path is a new entry, which shows
 * the first page; Back, Forward and a reload have made the entry current before its loader runs, so the
 * address is the document's and history.state holds the entry's key (react-router's 'default' when a
 * first visit has none yet).
 */
export function entryPage(url: URL): string | null {
  if (typeof window === 'undefined' || url.href !== window.location.href) return null;
  const state = window.history.state as { key?: unknown } | null;
  const key = typeof state?.key === 'string' ? state.key : 'default';
  return storedPage({ key, pathname: url.pathname, search: url.search }).at(-1) ?? null;
}
