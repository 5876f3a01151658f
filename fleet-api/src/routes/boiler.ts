// Boiler and fuel fills of one hub (spec 1 §2 "Boiler and fuel fills", §5, §7).
import {
  BOILER_TEXT_LIMITS,
  boilerForSave,
  FUEL_FILL_EXISTS,
  validateBoiler,
  validateFuelFill,
} from '@hub/domain';
import type { Queryable } from '../db/database.js';
import { requireHub } from '../db/requireHub.js';
import { date, dateTime, nullable, ok, responses } from '../http/envelope.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { dbIdSchema, hubIdParams } from '../http/idParams.js';
import type { HubIdParams } from '../http/idParams.js';
import { staleCopy, versionSchema } from '../http/precondition.js';
import { defineRoutes } from '../http/routeArea.js';

const num = nullable('number');

const boilerSchema = {
  type: ['object', 'null'],
  required: [
    'hubid',
    'fuel_type_id',
    'fuel_type_description',
    'energy_output',
    'fuel_rate',
    'tank_capacity',
    'manufacturer',
    'model',
    'last_measured_date',
    'last_measured_level',
    'aga_flow_rate',
    'version',
  ],
  properties: {
    hubid: { type: 'integer' },
    fuel_type_id: { type: 'integer' },
    fuel_type_description: nullable('string'),
    energy_output: num,
    fuel_rate: { type: 'number' },
    tank_capacity: num,
    manufacturer: nullable('string'),
    model: nullable('string'),
    last_measured_date: date,
    last_measured_level: num,
    aga_flow_rate: num,
    version: { type: 'integer', description: 'Send back with the save' },
  },
} as const;

const numberish = { type: ['number', 'string', 'null'], maxLength: 20 } as const;

const boilerBodySchema = {
  type: 'object',
  properties: {
    fuel_type_id: numberish,
    energy_output: numberish,
    fuel_rate: numberish,
    tank_capacity: numberish,
    // The domain's limits, which the form says beside the field while typing.
    manufacturer: { type: ['string', 'null'], maxLength: BOILER_TEXT_LIMITS.manufacturer[1] },
    model: { type: ['string', 'null'], maxLength: BOILER_TEXT_LIMITS.model[1] },
    last_measured_date: { type: ['string', 'null'], maxLength: 30 },
    last_measured_level: numberish,
    aga_flow_rate: numberish,
    version: versionSchema,
  },
} as const;

type BoilerBody = Partial<
  Record<Exclude<keyof (typeof boilerBodySchema)['properties'], 'version'>, string | number | null>
> & { version?: number };

const fillSchema = {
  type: 'object',
  required: ['hubid', 'fill_timestamp', 'fill_amount', 'tank_filled'],
  properties: {
    hubid: { type: 'integer' },
    fill_timestamp: { type: 'string', format: 'date-time' },
    fill_amount: { type: 'number' },
    tank_filled: { type: 'boolean' },
  },
} as const;

interface FillBody {
  fill_timestamp?: string | null;
  fill_amount?: number | string | null;
  tank_filled?: boolean | null;
}

const BOILER_SELECT = `
  SELECT b.hubid, b.fuel_type_id, f.fuel_type_description, b.energy_output::float8 AS energy_output,
         b.fuel_rate::float8 AS fuel_rate, b.tank_capacity::float8 AS tank_capacity, b.manufacturer, b.model,
         to_char(b.last_measured_date, 'YYYY-MM-DD') AS last_measured_date,
         b.last_measured_level::float8 AS last_measured_level, b.aga_flow_rate::float8 AS aga_flow_rate,
         b.version
    FROM boilers b LEFT JOIN fuel_types f USING (fuel_type_id)
   WHERE b.hubid = $1`;

async function boiler(db: Queryable, hubid: number) {
  const rows = await db.query(BOILER_SELECT, [hubid]);
  if (rows[0] !== undefined) return rows[0];
  await requireHub(db, hubid);
  // No boiler saved yet: the console opens straight in edit with defaults (spec 1 §4).
  return null;
}

const FILLS_SELECT = `
  SELECT hubid, fill_timestamp, fill_amount::float8 AS fill_amount, tank_filled
    FROM fuel_fills WHERE hubid = $1 ORDER BY fill_timestamp DESC`;

export default defineRoutes('/api/private', async (app) => {
  app.get<HubIdParams>(
    '/hub/:id/boiler',
    {
      schema: {
        summary: "The hub's boiler; null when none is saved",
        params: hubIdParams,
        response: responses(boilerSchema),
      },
    },
    async (request) => ok(await boiler(app.db, request.params.id)),
  );

  app.put<HubIdParams & { Body: BoilerBody }>(
    '/hub/:id/boiler',
    {
      schema: {
        summary: 'Save the boiler (spec 1 §5: fuel type and fuel rate required; numbers coerced)',
        params: hubIdParams,
        body: boilerBodySchema,
        response: responses(boilerSchema),
      },
    },
    async (request) => {
      const hubid = request.params.id;
      const body = request.body ?? {};
      const fields = {
        fuelTypeId: body.fuel_type_id,
        energyOutput: body.energy_output,
        fuelRate: body.fuel_rate,
        tankCapacity: body.tank_capacity,
        manufacturer: body.manufacturer as string | null | undefined,
        model: body.model as string | null | undefined,
        lastMeasuredDate: body.last_measured_date as string | null | undefined,
        lastMeasuredLevel: body.last_measured_level,
        agaFlowRate: body.aga_flow_rate,
      };
      await requireHub(app.db, hubid);
      const errors = validateBoiler(fields).map((e) => ({
        field: e.field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        message: e.message,
      }));
      if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(' '), errors);
      const b = boilerForSave(fields);
      // The version check and the update in one statement (the conflict's row lock makes it atomic):
      // of two saves from the same copy exactly one goes through. A new boiler is saved from version 0.
      const saved = await app.db.query(
        `INSERT INTO boilers (hubid, fuel_type_id, energy_output, fuel_rate, tank_capacity, manufacturer, model,
                              last_measured_date, last_measured_level, aga_flow_rate, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1)
         ON CONFLICT (hubid) DO UPDATE SET fuel_type_id = excluded.fuel_type_id,
           energy_output = excluded.energy_output, fuel_rate = excluded.fuel_rate,
           tank_capacity = excluded.tank_capacity, manufacturer = excluded.manufacturer, model = excluded.model,
           last_measured_date = excluded.last_measured_date, last_measured_level = excluded.last_measured_level,
           aga_flow_rate = excluded.aga_flow_rate, version = boilers.version + 1
          WHERE $11::integer IS NULL OR boilers.version = $11::integer
         RETURNING hubid`,
        [
          hubid,
          b.fuelTypeId,
          b.energyOutput,
          b.fuelRate,
          b.tankCapacity,
          b.manufacturer,
          b.model,
          b.lastMeasuredDate,
          b.lastMeasuredLevel,
          b.agaFlowRate,
          body.version ?? null,
        ],
      );
      if (saved.length === 0) throw staleCopy('this boiler');
      return ok(await boiler(app.db, hubid));
    },
  );

  app.get<HubIdParams>(
    '/hub/:id/fuel_fills',
    {
      schema: {
        summary: "The hub's fuel fills, newest first",
        params: hubIdParams,
        response: responses({ type: 'array', items: fillSchema }),
      },
    },
    async (request) => {
      const rows = await app.db.query(FILLS_SELECT, [request.params.id]);
      if (rows.length === 0) await requireHub(app.db, request.params.id);
      return ok(rows);
    },
  );

  app.put<HubIdParams & { Body: FillBody }>(
    '/hub/:id/fuel_fill',
    {
      schema: {
        summary: 'Add a fuel fill; one at the same timestamp already is 409 (spec 1 §5 messages)',
        params: hubIdParams,
        body: {
          type: 'object',
          properties: {
            fill_timestamp: { type: ['string', 'null'], maxLength: 40 },
            fill_amount: numberish,
            tank_filled: { type: ['boolean', 'null'] },
          },
        },
        response: responses(fillSchema),
      },
    },
    async (request) => {
      const hubid = request.params.id;
      const body = request.body ?? {};
      await requireHub(app.db, hubid);
      const [tank] = await app.db.query<{ tank_capacity: number | null }>(
        'SELECT tank_capacity::float8 AS tank_capacity FROM boilers WHERE hubid = $1',
        [hubid],
      );
      const errors = validateFuelFill({
        hubId: hubid,
        fillAmount: body.fill_amount,
        fillTimestamp: body.fill_timestamp,
        tankCapacity: tank?.tank_capacity,
      }).map((e) => ({
        field: e.field === 'fillAmount' ? 'fill_amount' : 'fill_timestamp',
        message: e.message,
      }));
      if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(' '), errors);
      // The timestamp is the fill's identity: a second fill at the same instant is refused, never written
      // over the first (docs/domain.md). DO NOTHING keeps that race-free between concurrent saves.
      const rows = await app.db.query(
        `INSERT INTO fuel_fills (hubid, fill_timestamp, fill_amount, tank_filled) VALUES ($1, $2, $3, $4)
         ON CONFLICT (hubid, fill_timestamp) DO NOTHING
         RETURNING hubid, fill_timestamp, fill_amount::float8 AS fill_amount, tank_filled`,
        [
          hubid,
          new Date(body.fill_timestamp ?? ''),
          Number(String(body.fill_amount).replace(',', '.')),
          body.tank_filled ?? false,
        ],
      );
      if (rows.length === 0) {
        const message = FUEL_FILL_EXISTS;
        throw new HttpError(409, message, [{ field: 'fill_timestamp', message }]);
      }
      return ok(rows[0]);
    },
  );

  app.delete<{ Params: { id: number; fill_timestamp: string } }>(
    '/hub/:id/fuel_fill/:fill_timestamp',
    {
      schema: {
        summary: 'Delete the fuel fill with this timestamp (ISO-8601)',
        params: {
          type: 'object',
          required: ['id', 'fill_timestamp'],
          properties: {
            id: dbIdSchema,
            fill_timestamp: { type: 'string', format: 'date-time' },
          },
        },
        response: responses({
          type: 'object',
          required: ['hubid', 'fill_timestamp', 'deleted'],
          properties: { hubid: { type: 'integer' }, fill_timestamp: dateTime, deleted: { type: 'boolean' } },
        }),
      },
    },
    async (request) => {
      const { id, fill_timestamp } = request.params;
      const rows = await app.db.query(
        'DELETE FROM fuel_fills WHERE hubid = $1 AND fill_timestamp = $2 RETURNING 1',
        [id, new Date(fill_timestamp)],
      );
      if (rows.length === 0) {
        await requireHub(app.db, id);
        throw notFound(`Hub ${id} has no fuel fill at ${fill_timestamp}`);
      }
      return ok({ hubid: id, fill_timestamp: new Date(fill_timestamp).toISOString(), deleted: true });
    },
  );
});
