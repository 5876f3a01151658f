// The routes of one hub's data answer 404 for an unknown hub rather than an empty answer; this is the
// one existence check they share (usually asked only once the data query found nothing).
import { notFound } from '../http/errors.js';
import type { Queryable } from './database.js';

/** Throws 404 "Hub <id> not found" unless the hub exists. */
export async function requireHub(db: Queryable, hubid: number): Promise<void> {
  const rows = await db.query('SELECT 1 FROM hubs WHERE hubid = $1', [hubid]);
  if (rows.length === 0) throw notFound(`Hub ${hubid} not found`);
}
