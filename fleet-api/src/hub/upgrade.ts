import { formatVersion } from '@hub/domain';
import type { Queryable } from '../db/database.js';
import { requireHub } from '../db/requireHub.js';

interface Target {
  firmware_uid: number | null;
  major: number | null;
  minor: number | null;
  patch: number | null;
}

/**
 * The firmware a hub would be offered. Its set is chosen by the first route that matches it: one
 * naming the hub, then one whose subnet holds the hub's address (the narrowest subnet wins), then one
 * naming the release the hub runs; failing those, the hub's own set. The set's target is the answer.
 */
export async function upgradeTarget(db: Queryable, hubid: number) {
  await requireHub(db, hubid);
  const rows = await db.query<Target>(
    `WITH hub AS (SELECT hubid, ip, fwsetid, swversion FROM hubs WHERE hubid = $1),
     candidates AS (
       SELECT r.fwsetid, 1 AS rank, 0 AS narrowness, r.uid FROM firmware_routes r JOIN hub ON r.hubid = hub.hubid
       UNION ALL
       SELECT r.fwsetid, 2, masklen(r.ip), r.uid FROM firmware_routes r JOIN hub ON hub.ip <<= r.ip
       UNION ALL
       SELECT r.fwsetid, 3, 0, r.uid FROM firmware_routes r
         JOIN firmwares f ON f.uid = r.firmwareid JOIN hub ON f.version_code = hub.swversion
       UNION ALL
       SELECT hub.fwsetid, 4, 0, 0 FROM hub WHERE hub.fwsetid IS NOT NULL
     ),
     chosen AS (SELECT fwsetid FROM candidates ORDER BY rank, narrowness DESC, uid LIMIT 1)
     SELECT f.uid AS firmware_uid, f.major, f.minor, f.patch
       FROM chosen JOIN firmware_sets s ON s.fwsetid = chosen.fwsetid
       LEFT JOIN firmwares f ON f.uid = s.target_firmware_uid`,
    [hubid],
  );
  const target = rows[0];
  if (target === undefined || target.firmware_uid === null || target.major === null) {
    return { version: null, firmware_uid: null };
  }
  const version = formatVersion({ major: target.major, minor: target.minor ?? 0, patch: target.patch ?? 0 });
  return { version, firmware_uid: target.firmware_uid };
}

export const upgradeSchema = {
  type: 'object',
  required: ['version', 'firmware_uid'],
  properties: {
    version: { type: ['string', 'null'] },
    firmware_uid: { type: ['integer', 'null'] },
  },
} as const;
