// Pairings of a hub with phone apps (spec 1 §2 Pairings tab, §4, §7).
import { requireHub } from '../db/requireHub.js';
import { dateTime, nullable, ok, responses } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { dbIdSchema, hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

const pairingSchema = {
  type: 'object',
  required: [
    'uid',
    'hubid',
    'created',
    'ip',
    'pairingcode',
    'userid',
    'appversion',
    'manufacturer',
    'model',
    'platform',
    'version',
    'paired',
  ],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: dateTime,
    ip: nullable('string'),
    pairingcode: nullable('string'),
    userid: { type: 'integer' },
    appversion: nullable('string'),
    manufacturer: nullable('string'),
    model: nullable('string'),
    platform: nullable('string'),
    version: nullable('string'),
    paired: { type: 'boolean' },
  },
} as const;

const COLUMNS = `uid, hubid, created, host(ip) AS ip, pairingcode, userid, appversion, manufacturer, model,
                 platform, version, paired`;

export const UNCLAIMED_PAIRING =
  'Only a pairing claimed by an app user (user id above 0) can be revoked or restored.';

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { id: number } }>(
    '/hub/:id/pairings',
    {
      schema: {
        summary: "The hub's pairings with phone apps, newest first",
        params: hubIdParams,
        response: responses({ type: 'array', items: pairingSchema }),
      },
    },
    async (request) => {
      const hubid = request.params.id;
      const rows = await app.db.query(
        `SELECT ${COLUMNS} FROM pairings WHERE hubid = $1 ORDER BY created DESC, uid DESC`,
        [hubid],
      );
      if (rows.length === 0) await requireHub(app.db, hubid);
      return ok(rows);
    },
  );

  app.post<{ Body: { hubid: number; uid: number } }>(
    '/revokepairing',
    {
      schema: {
        summary:
          'Toggle a pairing between paired and revoked (claimed pairings only); answers it as it now is',
        body: {
          type: 'object',
          required: ['hubid', 'uid'],
          properties: {
            hubid: dbIdSchema,
            uid: dbIdSchema,
          },
        },
        response: responses(pairingSchema),
      },
    },
    async (request) => {
      const { hubid, uid } = request.body;
      const found = await app.db.query<{ userid: number }>(
        'SELECT userid FROM pairings WHERE hubid = $1 AND uid = $2',
        [hubid, uid],
      );
      const pairing = found[0];
      if (pairing === undefined) throw notFound(`Hub ${hubid} has no pairing ${uid}`);
      if (pairing.userid <= 0) throw badRequest(UNCLAIMED_PAIRING);
      const rows = await app.db.query(
        `UPDATE pairings SET paired = NOT paired WHERE hubid = $1 AND uid = $2 RETURNING ${COLUMNS}`,
        [hubid, uid],
      );
      return ok(rows[0]);
    },
  );
});
