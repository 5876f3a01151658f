import { hubIdFromSerial, isValidSerial } from '@hub/domain';
import { containsPattern } from '../db/containsPattern.js';
import type { Queryable } from '../db/database.js';
import { badRequest } from '../http/errors.js';

export const SEARCH_LIMIT = 50;
const MIN_TERM_LENGTH = 3;

/**
 * Hubs whose id, serial, name, machine id or postcode contains the term. A valid serial also finds
 * its hub when the stored serial is missing, and exact id or serial matches come first.
 */
export async function findHubs(db: Queryable, rawTerm: string) {
  const term = rawTerm.trim();
  if (term.length < MIN_TERM_LENGTH) throw badRequest('Search requires more than 2 characters.');
  const serialHub = isValidSerial(term) ? hubIdFromSerial(Number(term)) : null;
  return db.query(
    `SELECT h.hubid, h.serial, h.name, h.machineid, i.postcode
       FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
      WHERE h.hubid::text LIKE $1 OR h.serial::text LIKE $1 OR h.name ILIKE $1 OR h.machineid ILIKE $1
         OR replace(i.postcode, ' ', '') ILIKE $2 OR h.hubid = $3
      ORDER BY CASE WHEN h.hubid = $3 OR h.hubid::text = $4 OR h.serial::text = $4 THEN 0 ELSE 1 END, h.hubid
      LIMIT ${SEARCH_LIMIT}`,
    [containsPattern(term), containsPattern(term.replace(/\s+/g, '')), serialHub, term],
  );
}

export const searchResultSchema = {
  type: 'object',
  required: ['hubid', 'serial', 'name', 'machineid', 'postcode'],
  properties: {
    hubid: { type: 'integer' },
    serial: { type: ['integer', 'null'] },
    name: { type: ['string', 'null'] },
    machineid: { type: ['string', 'null'] },
    postcode: { type: ['string', 'null'] },
  },
} as const;
