import { useState } from 'react';

/**
 * What a screen may show for the selection it is showing now (its filter, route parameter, tab, timeframe
 * or hub, given as a key): this load's data, or, while that load is on its way or after it failed, the last
 * data loaded for the same selection (spec 1 §8: a failed refresh keeps what is shown). Never another
 * selection's: Apollo's previousData is whatever the query last answered, and the heading already names the
 * new selection, so the old rows would read as if they belonged to it (the "small habits" audit).
 *
 * A pager's cursor is not part of the key on purpose: usePager keeps the page shown, and its label, until
 * the next page lands, so its rows are always labelled for what they are.
 */
export function useSelectionData<T>(data: T | undefined, selection: string): T | undefined {
  const [kept, setKept] = useState<{ selection: string; data: T } | null>(null);
  // Storing during render (React's "adjust state on a prop change"): no extra commit shows stale rows.
  if (data !== undefined && (kept === null || kept.data !== data || kept.selection !== selection))
    setKept({ selection, data });
  if (data !== undefined) return data;
  return kept !== null && kept.selection === selection ? kept.data : undefined;
}
