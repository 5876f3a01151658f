// The weekly heating schedule of a hub (spec 1 §2 Schedule tab, §3, §7).
import type { Queryable } from '../db/database.js';
import { requireHub } from '../db/requireHub.js';
import { ok, responses } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { hubIdParams, idParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

// Either form of spec 1 §3: start/stop minutes from Sunday 00:00, or mow "start-end" with finish.
const eventSchema = {
  type: 'object',
  required: ['uid', 'adjust'],
  properties: {
    uid: { type: 'integer' },
    start: { type: 'integer' },
    stop: { type: 'integer' },
    mow: { type: 'string' },
    finish: { type: 'integer' },
    adjust: { type: 'integer' },
  },
} as const;

const scheduleSchema = {
  type: 'object',
  required: ['hubid', 'events'],
  properties: { hubid: { type: 'integer' }, events: { type: 'array', items: eventSchema } },
} as const;

interface EventRow {
  uid: number;
  start: number;
  stop: number;
  adjust: number;
}

async function schedule(db: Queryable, hubid: number, form: 'minutes' | 'mow') {
  const rows = await db.query<EventRow>(
    'SELECT uid, start, stop, adjust FROM schedule_events WHERE hubid = $1 ORDER BY start, uid',
    [hubid],
  );
  if (rows.length === 0) await requireHub(db, hubid);
  // Older hub firmware reports the mow form; the API can answer either so clients handle both.
  const events =
    form === 'mow'
      ? rows.map(({ uid, start, stop, adjust }) => ({
          uid,
          mow: `${start}-${stop % 10_080}`,
          finish: stop,
          adjust,
        }))
      : rows;
  return { hubid, events };
}

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { id: number }; Querystring: { form?: 'minutes' | 'mow' } }>(
    '/hub/:id/schedule',
    {
      schema: {
        summary: "The hub's schedule events, in start order (form=mow answers the mow form)",
        params: hubIdParams,
        querystring: {
          type: 'object',
          properties: { form: { type: 'string', enum: ['minutes', 'mow'] } },
        },
        response: responses(scheduleSchema),
      },
    },
    async (request) => ok(await schedule(app.db, request.params.id, request.query.form ?? 'minutes')),
  );

  // A GET that changes data is the API's historical shape (spec 1 §7); kept as the contract says.
  app.get<{ Params: { id: number } }>(
    '/hub/:id/schedule/clear',
    {
      schema: {
        summary: 'Delete every event of the hub schedule; answers the (empty) schedule',
        params: hubIdParams,
        response: responses(scheduleSchema),
      },
    },
    async (request) => {
      await app.db.query('DELETE FROM schedule_events WHERE hubid = $1', [request.params.id]);
      return ok(await schedule(app.db, request.params.id, 'minutes'));
    },
  );

  app.delete<{ Params: { id: number; eventid: number } }>(
    '/hub/:id/schedule/:eventid',
    {
      schema: {
        summary: 'Delete one schedule event; answers the schedule that remains',
        params: idParams('id', 'eventid'),
        response: responses(scheduleSchema),
      },
    },
    async (request) => {
      const { id, eventid } = request.params;
      const rows = await app.db.query(
        'DELETE FROM schedule_events WHERE hubid = $1 AND uid = $2 RETURNING 1',
        [id, eventid],
      );
      if (rows.length === 0) throw notFound(`Hub ${id} has no schedule event ${eventid}`);
      return ok(await schedule(app.db, id, 'minutes'));
    },
  );
});
