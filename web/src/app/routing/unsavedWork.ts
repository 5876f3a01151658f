// What the open forms would lose if the person left the page: each form holding changes not yet saved
// names them ("the hub information"), and LeaveGuard asks before a navigation or an unload drops them.
// Plain module state, read when a navigation is about to happen: nothing re-renders as forms change.

const held = new Map<object, string>();

/** The form `owner` holds changes to `what` that are not saved. */
export function holdUnsaved(owner: object, what: string): void {
  held.set(owner, what);
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

/** What would be lost now, each named once, in the order the forms began holding it. */
export function unsavedWork(): string[] {
  return [...new Set(held.values())];
}
