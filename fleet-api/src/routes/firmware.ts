import { FIRMWARE_MESSAGES } from '@hub/domain';
import { signedIn } from '../auth/hook.js';
import {
  deleteFirmwareRoute,
  firmwareBodySchema,
  firmwareRouteSchema,
  firmwareRoutes,
  firmwareSchema,
  firmwareSetSchema,
  firmwareSets,
  firmwares,
  pathId,
  requireFirmwaresRight,
  routeBodySchema,
  saveFirmwareRoute,
  updateFirmware,
  updateFirmwareSet,
} from '../firmware/firmware.js';
import type { FirmwareBody, RouteBody } from '../firmware/firmware.js';
import { ok, responses } from '../http/envelope.js';
import { idParams } from '../http/idParams.js';
import { versionSchema } from '../http/precondition.js';
import { defineRoutes } from '../http/routeArea.js';

const uidParams = idParams('uid');

// The write paths take the id as text so a missing one gets the spec's words, not a schema error.
const looseId = (name: string) =>
  ({ type: 'object', properties: { [name]: { type: 'string', maxLength: 20 } } }) as const;

export default defineRoutes('/api/private', async (app) => {
  app.get(
    '/firmwaresets',
    {
      schema: {
        summary: 'Firmware sets with their target release (null when none)',
        response: responses({ type: 'array', items: firmwareSetSchema }),
      },
    },
    async () => ok(await firmwareSets(app.db)),
  );

  app.put<{
    Params: { fwsetid?: string };
    Body: { name?: string | null; target_firmware_uid?: number | null; version?: number };
  }>(
    '/firmwareset/:fwsetid',
    {
      schema: {
        summary: 'Change a set\'s name or target release (needs the "firmwares" right)',
        params: looseId('fwsetid'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: ['string', 'null'], maxLength: 100 },
            target_firmware_uid: { type: ['integer', 'null'], minimum: 1 },
            version: versionSchema,
          },
        },
        response: responses(firmwareSetSchema),
      },
    },
    async (request) => {
      requireFirmwaresRight(signedIn(request));
      const fwsetid = pathId(request.params.fwsetid, FIRMWARE_MESSAGES.noFwsetid);
      return ok(await updateFirmwareSet(app.db, fwsetid, request.body ?? {}));
    },
  );

  app.get<{ Params: { fwsetid: number } }>(
    '/firmwareroutes/:fwsetid',
    {
      schema: {
        summary: "A set's routes",
        params: idParams('fwsetid'),
        response: responses({ type: 'array', items: firmwareRouteSchema }),
      },
    },
    async (request) => ok(await firmwareRoutes(app.db, request.params.fwsetid)),
  );

  app.put<{ Params: { uid: string }; Body: RouteBody }>(
    '/firmwareroute/:uid',
    {
      schema: {
        summary:
          'Create (uid "new") or replace a route: exactly one of ip (IPv4 address or CIDR subnet), hubid (id or ' +
          'serial), firmwareid (needs the "firmwares" right)',
        params: {
          type: 'object',
          required: ['uid'],
          properties: { uid: { type: 'string', pattern: '^(new|[1-9][0-9]{0,8})$' } },
        },
        body: routeBodySchema,
        response: responses(firmwareRouteSchema),
      },
    },
    async (request) => {
      requireFirmwaresRight(signedIn(request));
      const uid = request.params.uid === 'new' ? 'new' : Number(request.params.uid);
      return ok(await saveFirmwareRoute(app.db, uid, request.body));
    },
  );

  app.delete<{ Params: { uid: number } }>(
    '/firmwareroute/:uid',
    {
      schema: {
        summary: 'Delete a route (needs the "firmwares" right)',
        params: uidParams,
        response: responses({ type: 'object', required: ['uid'], properties: { uid: { type: 'integer' } } }),
      },
    },
    async (request) => {
      requireFirmwaresRight(signedIn(request));
      return ok(await deleteFirmwareRoute(app.db, request.params.uid));
    },
  );

  app.get(
    '/firmwares',
    {
      schema: {
        summary: 'Every firmware release, newest version first',
        response: responses({ type: 'array', items: firmwareSchema }),
      },
    },
    async () => ok(await firmwares(app.db)),
  );

  app.put<{ Params: { uid?: string }; Body: FirmwareBody }>(
    '/firmware/:uid',
    {
      schema: {
        summary: 'Change a release\'s details; the version stays (needs the "firmwares" right)',
        params: looseId('uid'),
        body: firmwareBodySchema,
        response: responses(firmwareSchema),
      },
    },
    async (request) => {
      requireFirmwaresRight(signedIn(request));
      const uid = pathId(request.params.uid, FIRMWARE_MESSAGES.noFirmwareId);
      return ok(await updateFirmware(app.db, uid, request.body ?? {}));
    },
  );
});
