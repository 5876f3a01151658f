// Firmware sets, their routes and the firmware releases (spec 1 §2 Firmware Sets and Firmwares, §5, §6).
// Writes need the "firmwares" right; the gateway checks it too, this is the last line.
import {
  FIRMWARE_MESSAGES,
  FIRMWARE_TEXT_LIMITS,
  toHubId,
  validateFirmwareDetails,
  validateFirmwareRoute,
} from '@hub/domain';
import type { Profile } from '../auth/profiles.js';
import type { Queryable } from '../db/database.js';
import { nullable } from '../http/envelope.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { staleCopy, versionSchema } from '../http/precondition.js';

export function requireFirmwaresRight(profile: Profile): void {
  if (!profile.rights.firmwares) throw forbidden(FIRMWARE_MESSAGES.right);
}

/** A firmware uid or fwsetid from the path; anything but a positive whole number is refused with `message`. */
export function pathId(value: string | undefined, message: string): number {
  const text = (value ?? '').trim();
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw badRequest(message);
  return Number(text);
}

export const firmwareSetSchema = {
  type: 'object',
  required: [
    'fwsetid',
    'name',
    'target_firmware_uid',
    'major',
    'minor',
    'patch',
    'target_name',
    'num_routes',
    'version',
  ],
  properties: {
    fwsetid: { type: 'integer' },
    name: { type: 'string' },
    target_firmware_uid: nullable('integer'),
    major: nullable('integer'),
    minor: nullable('integer'),
    patch: nullable('integer'),
    target_name: nullable('string'),
    num_routes: { type: 'integer' },
    version: { type: 'integer', description: 'Send back with the save' },
  },
} as const;

const SET_SELECT = `
  SELECT s.fwsetid, s.name, s.target_firmware_uid, f.major, f.minor, f.patch, f.name AS target_name,
         (SELECT count(*)::int FROM firmware_routes r WHERE r.fwsetid = s.fwsetid) AS num_routes, s.version
    FROM firmware_sets s LEFT JOIN firmwares f ON f.uid = s.target_firmware_uid`;

export function firmwareSets(db: Queryable) {
  return db.query(`${SET_SELECT} ORDER BY s.fwsetid`);
}

export async function updateFirmwareSet(
  db: Queryable,
  fwsetid: number,
  body: { name?: string | null; target_firmware_uid?: number | null; version?: number },
) {
  // The version check and the update in one statement: of two saves from the same copy exactly one
  // goes through (the other finds the version moved on and changes nothing).
  const rows = await db.query(
    `UPDATE firmware_sets SET name = coalesce($2, name),
            target_firmware_uid = CASE WHEN $3::boolean THEN $4::int ELSE target_firmware_uid END,
            version = version + 1
      WHERE fwsetid = $1 AND ($5::integer IS NULL OR version = $5::integer) RETURNING fwsetid`,
    [
      fwsetid,
      body.name?.trim() || null,
      body.target_firmware_uid !== undefined,
      body.target_firmware_uid ?? null,
      body.version ?? null,
    ],
  );
  if (rows.length === 0)
    await refuseUnsaved(db, 'firmware_sets', 'fwsetid', fwsetid, 'Firmware set', 'this firmware set');
  const [set] = await db.query(`${SET_SELECT} WHERE s.fwsetid = $1`, [fwsetid]);
  return set;
}

export const firmwareRouteSchema = {
  type: 'object',
  required: ['uid', 'fwsetid', 'comment', 'force', 'ip', 'hubid', 'firmwareid', 'version'],
  properties: {
    uid: { type: 'integer' },
    fwsetid: { type: 'integer' },
    comment: nullable('string'),
    force: { type: 'boolean' },
    ip: nullable('string'),
    hubid: nullable('integer'),
    firmwareid: nullable('integer'),
    version: { type: 'integer', description: 'Send back with the save' },
  },
} as const;

const ROUTE_SELECT =
  'SELECT uid, fwsetid, comment, force, ip::text AS ip, hubid, firmwareid, version FROM firmware_routes';

export async function firmwareRoutes(db: Queryable, fwsetid: number) {
  const sets = await db.query('SELECT 1 FROM firmware_sets WHERE fwsetid = $1', [fwsetid]);
  if (sets.length === 0) throw notFound(`Firmware set ${fwsetid} does not exist.`);
  return db.query(`${ROUTE_SELECT} WHERE fwsetid = $1 ORDER BY uid`, [fwsetid]);
}

export interface RouteBody {
  fwsetid: number;
  comment?: string | null;
  force?: boolean | null;
  ip?: string | null;
  /** A hub id or serial. */
  hubid?: number | null;
  firmwareid?: number | null;
  /** The route's version as read (ignored for a new route). */
  version?: number;
}

export const routeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fwsetid'],
  properties: {
    fwsetid: { type: 'integer', minimum: 1 },
    comment: { type: ['string', 'null'], maxLength: 1000 },
    force: nullable('boolean'),
    ip: { type: ['string', 'null'], maxLength: 50 },
    hubid: nullable('integer'),
    firmwareid: nullable('integer'),
    version: versionSchema,
  },
} as const;

/** Creates (uid "new") or replaces a route: exactly one of ip, hubid, firmwareid (spec 1 §5). */
export async function saveFirmwareRoute(db: Queryable, uid: number | 'new', body: RouteBody) {
  const problems = validateFirmwareRoute({ ip: body.ip, hubId: body.hubid, firmwareId: body.firmwareid });
  if (problems.length > 0) {
    throw badRequest(
      problems[0]!.message,
      problems.map((p) => ({
        field: p.field === 'hubId' ? 'hubid' : p.field === 'firmwareId' ? 'firmwareid' : p.field,
        message: p.message,
      })),
    );
  }
  const ip = body.ip?.trim() || null;
  const hubid = body.hubid === null || body.hubid === undefined ? null : toHubId(body.hubid);
  const values = [
    body.fwsetid,
    body.comment?.trim() || null,
    body.force ?? false,
    ip,
    hubid,
    body.firmwareid ?? null,
  ];
  let rows;
  if (uid === 'new') {
    rows = await db.query<{ uid: number }>(
      `INSERT INTO firmware_routes (fwsetid, comment, force, ip, hubid, firmwareid)
       VALUES ($1, $2, $3, $4::cidr, $5, $6) RETURNING uid`,
      values,
    );
  } else {
    rows = await db.query<{ uid: number }>(
      `UPDATE firmware_routes SET fwsetid = $2, comment = $3, force = $4, ip = $5::cidr, hubid = $6, firmwareid = $7,
              version = version + 1
        WHERE uid = $1 AND ($8::integer IS NULL OR version = $8::integer) RETURNING uid`,
      [uid, ...values, body.version ?? null],
    );
    if (rows.length === 0)
      await refuseUnsaved(db, 'firmware_routes', 'uid', uid, 'Firmware route', 'this firmware route');
  }
  const [route] = await db.query(`${ROUTE_SELECT} WHERE uid = $1`, [rows[0]!.uid]);
  return route;
}

export async function deleteFirmwareRoute(db: Queryable, uid: number) {
  const rows = await db.query<{ uid: number }>(`DELETE FROM firmware_routes WHERE uid = $1 RETURNING uid`, [
    uid,
  ]);
  if (rows.length === 0) throw notFound(`Firmware route ${uid} does not exist.`);
  return { uid };
}

export const firmwareSchema = {
  type: 'object',
  required: ['uid', 'major', 'minor', 'patch', 'name', 'stable', 'breakingchange', 'created', 'version'],
  properties: {
    uid: { type: 'integer' },
    major: { type: 'integer' },
    minor: { type: 'integer' },
    patch: { type: 'integer' },
    name: { type: 'string' },
    fw_name: nullable('string'),
    author: nullable('string'),
    comment: nullable('string'),
    fwsetid: nullable('integer'),
    set_name: nullable('string'),
    stable: { type: 'boolean' },
    breakingchange: { type: 'boolean' },
    created: { type: 'string', format: 'date-time' },
    uri: nullable('string'),
    hashtype: nullable('string'),
    hash: nullable('string'),
    size: nullable('integer'),
    version: { type: 'integer', description: 'Send back with the save' },
  },
} as const;

const FIRMWARE_SELECT = `
  SELECT f.uid, f.major, f.minor, f.patch, f.name, f.fw_name, f.author, f.comment, f.fwsetid, s.name AS set_name,
         f.stable, f.breakingchange, f.created, f.uri, f.hashtype, f.hash, f.size, f.version
    FROM firmwares f LEFT JOIN firmware_sets s ON s.fwsetid = f.fwsetid`;

export function firmwares(db: Queryable) {
  return db.query(`${FIRMWARE_SELECT} ORDER BY f.version_code DESC, f.uid DESC`);
}

export interface FirmwareBody {
  name?: string;
  fw_name?: string | null;
  author?: string | null;
  comment?: string | null;
  fwsetid?: number | null;
  stable?: boolean;
  breakingchange?: boolean;
  uri?: string | null;
  hashtype?: string | null;
  hash?: string | null;
  size?: number | null;
  /** The release's version as read (the record's edit counter, not the firmware's version number). */
  version?: number;
}

export const firmwareBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: FIRMWARE_TEXT_LIMITS.name[1] },
    fw_name: { type: ['string', 'null'], maxLength: FIRMWARE_TEXT_LIMITS.fwName[1] },
    author: { type: ['string', 'null'], maxLength: FIRMWARE_TEXT_LIMITS.author[1] },
    comment: { type: ['string', 'null'], maxLength: FIRMWARE_TEXT_LIMITS.comment[1] },
    fwsetid: nullable('integer'),
    stable: { type: 'boolean' },
    breakingchange: { type: 'boolean' },
    uri: { type: ['string', 'null'], maxLength: FIRMWARE_TEXT_LIMITS.uri[1] },
    hashtype: { type: ['string', 'null'], maxLength: FIRMWARE_TEXT_LIMITS.hashType[1] },
    hash: { type: ['string', 'null'], maxLength: FIRMWARE_TEXT_LIMITS.hash[1] },
    size: { type: ['integer', 'null'], minimum: 0 },
    version: versionSchema,
  },
} as const;

const EDITABLE = [
  'name',
  'fw_name',
  'author',
  'comment',
  'fwsetid',
  'stable',
  'breakingchange',
  'uri',
  'hashtype',
  'hash',
  'size',
] as const;

/**
 * Changes the fields given; the version numbers identify a release and stay as they are. A name of spaces
 * only, where hubs download it and how they check it are refused as the gateway refuses them (domain
 * rules), each on its
 * field: a size past the integer column is "Size (bytes) must be at most 2,147,483,647.", not a 500.
 */
export async function updateFirmware(db: Queryable, uid: number, body: FirmwareBody) {
  const problems = validateFirmwareDetails({
    name: body.name,
    uri: body.uri,
    hashType: body.hashtype,
    hash: body.hash,
    size: body.size,
  });
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
  const sets: string[] = [];
  const params: unknown[] = [uid];
  for (const field of EDITABLE) {
    if (body[field] === undefined) continue;
    params.push(body[field]);
    sets.push(`${field} = $${params.length}`);
  }
  params.push(body.version ?? null);
  const stillCurrent = `($${params.length}::integer IS NULL OR version = $${params.length}::integer)`;
  const rows = await db.query<{ uid: number }>(
    sets.length
      ? `UPDATE firmwares SET ${sets.join(', ')}, version = version + 1
          WHERE uid = $1 AND ${stillCurrent} RETURNING uid`
      : `SELECT uid FROM firmwares WHERE uid = $1 AND ${stillCurrent}`,
    params,
  );
  if (rows.length === 0)
    await refuseUnsaved(db, 'firmwares', 'uid', uid, 'Firmware', 'this firmware release');
  const [firmware] = await db.query(`${FIRMWARE_SELECT} WHERE f.uid = $1`, [uid]);
  return firmware;
}

/**
 * After a versioned write changed no row: 404 when the record does not exist, otherwise the 409 of a
 * stale copy (the check itself was part of the write, so this lookup only picks the message).
 */
async function refuseUnsaved(
  db: Queryable,
  table: 'firmware_sets' | 'firmware_routes' | 'firmwares',
  key: 'fwsetid' | 'uid',
  id: number,
  name: string,
  what: string,
): Promise<never> {
  const found = await db.query(`SELECT 1 FROM ${table} WHERE ${key} = $1`, [id]);
  if (found.length === 0) throw notFound(`${name} ${id} does not exist.`);
  throw staleCopy(what);
}
