// The routes of one hub's data answer 404 for an unknown hub rather than an empty answer; this is the
// one existence check they share (usually asked only once the data query found nothing).
import { notFound } from '../http/errors.js';
import type { Queryable } from './database.js';

/**
 * The 404 for a hub that does not exist, in the words a refused reference to one has ("Hub 5 does not
 * exist.", http/errorHandler): one wording for a missing hub, whichever route meets it.
 */
export const noSuchHub = (hubid: number | string) => notFound(`Hub ${hubid} does not exist.`);

/** Throws 404 "Hub <id> does not exist." unless the hub exists. */
export async function requireHub(db: Queryable, hubid: number): Promise<void> {
  const rows = await db.query('SELECT 1 FROM hubs WHERE hubid = $1', [hubid]);
  if (rows.length === 0) throw noSuchHub(hubid);
}
