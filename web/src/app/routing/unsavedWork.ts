// What the open forms would lose if the person left the page: each form holding changes not yet saved
// names them ("the hub information"), and LeaveGuard asks before a navigation or an unload drops them.
// Plain module state, read when a navigation is about to happen: nothing re-renders as forms change.

/**
 * A part of a screen chosen by a parameter of the address (the leads dashboard's ?panel=, a panel's
 * ?view=): a form inside it is gone when that parameter changes, as when the path does.
 */
export interface AddressPart {
  /** The query-string parameter that chooses the part ("panel"). */
  param: string;
  /** What a person calls the part, for the question ("panel", "view"). */
  name: string;
}

interface Hold {
  what: string;
  /** The address parts the form is drawn in, outermost first (none: the path alone places it). */
  within: readonly AddressPart[];
}

const held = new Map<object, Hold>();

/** The form `owner` holds changes to `what` that are not saved; it is drawn `within` those parts. */
export function holdUnsaved(owner: object, what: string, within: readonly AddressPart[] = []): void {
  held.set(owner, { what, within });
}

/** The form `owner` holds nothing to lose (saved, cancelled, being saved, or gone). */
export function releaseUnsaved(owner: object): void {
  held.delete(owner);
}

/**
 * The person chose to leave without saving: nothing is held any more. The forms are about to go, but a
 * screen stays drawn until the next one is ready, and a Back pressed meanwhile must not ask again.
 */
export function dropUnsaved(): void {
  held.clear();
}

/** The parts of an address that decide which forms are drawn. */
export interface Place {
  pathname: string;
  search: string;
}

/** What a move would lose. */
export interface Loss {
  /** What is unsaved, each named once, in the order the forms began holding it. */
  unsaved: string[];
  /** What is left: "page", or the name of the address part ("panel") the move leaves on the page. */
  leaving: string;
}

/**
 * What would be lost by going from `from` to `to` (everything held, without them: closing the tab), or
 * null when nothing would be. A change of the query string alone (a filter, a column search) loses
 * nothing unless it chooses the part a holding form is drawn in.
 */
export function unsavedWork(from?: Place, to?: Place): Loss | null {
  const samePage = from !== undefined && from.pathname === to?.pathname;
  const before = new URLSearchParams(from?.search);
  const after = new URLSearchParams(to?.search);
  const unsaved = new Set<string>();
  let leaving = samePage ? '' : 'page';
  for (const { what, within } of held.values()) {
    if (samePage) {
      const part = within.find(({ param }) => before.get(param) !== after.get(param));
      if (!part) continue;
      leaving ||= part.name;
    }
    unsaved.add(what);
  }
  return unsaved.size > 0 ? { unsaved: [...unsaved], leaving } : null;
}
