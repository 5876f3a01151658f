import { useRef, useState } from 'react';
import type { GridSelection } from '../../ui/grid';

/** How a panel ended: said above the grid, with a link to where its result is when it is not listed here. */
export type Outcome = { ok: boolean; message: string; link?: { to: string; text: string } };

/**
 * The state the two leads panels share (spec 3 §4): which side panel is open (one at a time), the
 * ticked uids it was opened with, the outcome of the last one, and a reload counter that remounts the
 * grid when a panel closes or completes. `list` names the list the grid shows (the Leads panel's view):
 * when it changes, a panel opened from its selection (`fromSelection`, the Update Info panel with its
 * uids) closes, since those rows and that selection are gone.
 */
export function useLeadPanels<P extends string>(list = '', fromSelection: readonly P[] = []) {
  const [open, setOpen] = useState<P | null>(null);
  const [openList, setOpenList] = useState(list);
  // Adjusted while rendering, so the old list's uids are never drawn beside the new list.
  if (list !== openList) {
    setOpenList(list);
    if (open !== null && fromSelection.includes(open)) setOpen(null);
  }
  const [uids, setUids] = useState<readonly (string | number)[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reload, setReload] = useState(0);
  // The grid's current selection, read when Modify is pressed (the panel is prefilled from it).
  const selection = useRef<GridSelection | null>(null);
  const close = () => {
    setOpen(null);
    setReload((n) => n + 1);
  };
  return {
    open,
    uids,
    outcome,
    reload,
    selection,
    toggle(panel: P) {
      if (open === panel) return close();
      setUids(selection.current ? [...selection.current.ids] : []);
      setOutcome(null);
      setOpen(panel);
    },
    done(result: Outcome) {
      setOutcome(result);
      close();
    },
    close,
  };
}
