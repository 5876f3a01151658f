import { useCallback, useLayoutEffect, useState } from 'react';
import { useAddressParts } from './InAddressPart';
import { holdUnsaved, releaseUnsaved } from './unsavedWork';

/**
 * One form's own hold on its unsaved changes, for its Cancel (ui/CancelButton), which asks about this form
 * alone: what it holds now ("the hub information"; null while it holds nothing), and its release, which
 * lets go of this form's hold and no other's.
 */
export interface UnsavedHold {
  held: string | null;
  release: () => void;
}

/**
 * Holds `what` ("the hub information") for the leave guard while it is not null: a navigation or an
 * unload asks before dropping it. `again` re-holds it when it changes (every edit: "Leave without
 * saving" dropped it, and an edit after that is held once more). Returns a release, for a save on its way.
 */
export function useHoldUnsaved(what: string | null, again?: unknown): () => void {
  const [owner] = useState(() => ({}));
  const within = useAddressParts();
  // A layout effect: React runs its cleanup when Suspense hides a screen it keeps for a moment (the one
  // left, while the next loads) and runs it again when that screen is shown once more (Back before the
  // next was drawn), so a hidden screen holds nothing and one shown again holds what it still has.
  useLayoutEffect(() => {
    if (what === null) return;
    holdUnsaved(owner, what, within);
    return () => releaseUnsaved(owner);
  }, [what, owner, within, again]);
  return useCallback(() => releaseUnsaved(owner), [owner]);
}
