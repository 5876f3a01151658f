// Meter readings (spec 2 §2, §5, §7): newest first for one hub or all hubs, saving a reading, and the
// reading's image.
import { validateMeterReading } from '@hub/domain';
import { dateTime, nullable, ok, responses } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { dbIdSchema, hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';
import { signedIn } from '../auth/hook.js';
import { timeKeyQuerySchema, timeKeyedPage } from '../db/keysetPage.js';
import { requireHub } from '../db/requireHub.js';
import type { TimeKeyQuery } from '../db/keysetPage.js';
import { logCountRoute } from '../db/logCount.js';

const COLUMNS = `uid, hubid, created, reading, saved_reading, duration, kwhdelta, image IS NOT NULL AS has_image`;

const readingSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'created', 'has_image'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: { ...dateTime, type: 'string' },
    reading: nullable('number'),
    saved_reading: dateTime,
    duration: nullable('integer'),
    kwhdelta: nullable('number'),
    has_image: { type: 'boolean' },
  },
} as const;

// The image itself (a Buffer, sent as it is stored), or with ?as=json the usual envelope around it.
const imageBytes = { schema: { type: 'string', format: 'binary' } };
const { 200: imageEnvelope, ...imageFailures } = responses({
  type: 'object',
  required: ['mime', 'base64'],
  properties: { mime: { type: 'string' }, base64: { type: 'string', contentEncoding: 'base64' } },
});
const imageResponses = {
  200: {
    content: {
      'application/json': { schema: imageEnvelope },
      'image/png': imageBytes,
      'image/jpeg': imageBytes,
    },
  },
  ...imageFailures,
};

const uidParams = {
  type: 'object',
  required: ['id', 'uid'],
  properties: {
    id: dbIdSchema,
    uid: { type: 'integer', minimum: 1 },
  },
} as const;

export default defineRoutes('/api/private', async (app) => {
  const list = async (hubid: number | null, page: TimeKeyQuery) => {
    const scope = hubid === null ? {} : { where: ['hubid = $1'], params: [hubid] };
    const rows = await timeKeyedPage(
      app.db,
      { table: 'meter_readings', columns: COLUMNS, ...scope },
      page,
      50,
    );
    // Like every route of one hub's data: an unknown hub is a 404, not an empty list.
    if (rows.length === 0 && hubid !== null) await requireHub(app.db, hubid);
    return rows;
  };
  const readings = responses({ type: 'array', items: readingSchema });

  app.get<{ Params: { id: number }; Querystring: TimeKeyQuery }>(
    '/hub/:id/meter_readings',
    {
      schema: {
        summary: "The hub's meter readings, newest first",
        params: hubIdParams,
        querystring: timeKeyQuerySchema(1000, 50),
        response: readings,
      },
    },
    async (request) => ok(await list(request.params.id, request.query)),
  );

  app.get<{ Querystring: TimeKeyQuery }>(
    '/meter_readings',
    {
      schema: {
        summary: 'Every hub’s meter readings, newest first',
        querystring: timeKeyQuerySchema(1000, 50),
        response: readings,
      },
    },
    async (request) => ok(await list(null, request.query)),
  );

  logCountRoute(app, {
    path: '/hub/:id/meter_readings/count',
    table: 'meter_readings',
    perHub: true,
    summary: 'How many meter readings the hub has',
  });
  logCountRoute(app, {
    path: '/meter_readings/count',
    table: 'meter_readings',
    perHub: false,
    summary: 'How many meter readings every hub has in all',
  });

  app.put<{ Params: { id: number; uid: number }; Body: { reading: number } }>(
    '/hub/:id/meter_readings/:uid',
    {
      schema: {
        summary: 'Save the reading staff read off the image (above 0)',
        params: uidParams,
        body: {
          type: 'object',
          required: ['reading'],
          properties: { reading: { type: 'number' } },
        },
        response: responses(readingSchema),
      },
    },
    async (request) => {
      const errors = validateMeterReading(request.body.reading);
      if (errors.length) throw badRequest(errors[0]!.message, errors);
      const { id, uid } = request.params;
      const reading = request.body.reading;
      const profile = signedIn(request);
      // A reading saved before is corrected: the hub's action log keeps who changed it, when, and the
      // old and new values, in the same transaction as the change.
      const row = await app.db.transaction(async (tx) => {
        const before = await tx.query<{ reading: string | number | null }>(
          'SELECT reading FROM meter_readings WHERE hubid = $1 AND uid = $2 FOR UPDATE',
          [id, uid],
        );
        if (!before[0]) return null;
        const rows = await tx.query(
          `UPDATE meter_readings SET reading = $3, saved_reading = now()
            WHERE hubid = $1 AND uid = $2 RETURNING ${COLUMNS}`,
          [id, uid, reading],
        );
        const old = before[0].reading === null ? null : Number(before[0].reading);
        const stored = Number((rows[0] as { reading: number }).reading);
        if (old !== null && old > 0 && old !== stored) {
          await tx.query(
            `INSERT INTO hub_action_log (hubid, type, action, userid, setting) VALUES ($1, 'meter_reading', $2, $3, $4)`,
            [
              id,
              `Meter reading ${uid} corrected from ${old} to ${stored} by ${profile.email}`,
              profile.id,
              stored,
            ],
          );
        }
        return rows[0];
      });
      if (!row) throw notFound(`Hub ${id} has no meter reading ${uid}`);
      return ok(row);
    },
  );

  app.get<{ Params: { uid: number }; Querystring: { as?: 'json' } }>(
    '/meters/images/:uid',
    {
      schema: {
        summary: "The meter reading's image (its own content type); 404 when it has none",
        description:
          'With ?as=json the answer is the usual envelope with data { mime, base64 }, for callers that read JSON only (the gateway).',
        params: {
          type: 'object',
          required: ['uid'],
          properties: { uid: { type: 'integer', minimum: 1 } },
        },
        querystring: { type: 'object', properties: { as: { type: 'string', enum: ['json'] } } },
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const [row] = await app.db.query<{ image: Uint8Array; image_mime: string }>(
        'SELECT image, image_mime FROM meter_readings WHERE uid = $1 AND image IS NOT NULL',
        [request.params.uid],
      );
      if (!row) throw notFound(`Meter reading ${request.params.uid} has no image`);
      if (request.query.as === 'json')
        return ok({ mime: row.image_mime, base64: Buffer.from(row.image).toString('base64') });
      return reply
        .header('content-type', row.image_mime)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(row.image));
    },
  );
});
