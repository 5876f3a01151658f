// Optimistic concurrency for edited records (issue 16): the record's `version` is answered with it, the
// editor sends it back with the save, and a save whose version is no longer the stored one is refused
// with 409, so a stale copy never silently overwrites another person's change. Left out, the save
// applies whatever is stored (scripts written before versions existed keep working).
import { HttpError } from './errors.js';

/** The `version` a save may carry: the one read with the record (0 when none was saved yet). */
export const versionSchema = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;

/** The 409 for a save made from an older copy of `what` ("this hub's information", "this boiler"). */
export function staleCopy(what: string): HttpError {
  return new HttpError(
    409,
    `Someone else changed ${what} after you opened it. Your change was not saved: reload and try again.`,
  );
}
