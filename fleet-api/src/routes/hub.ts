import { keepsStoredContactDetails, maskContactDetails } from '../auth/contactDetails.js';
import { noSuchHub } from '../db/requireHub.js';
import { ok, responses } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { dbIdSchema, hubIdParams } from '../http/idParams.js';
import type { HubIdParams } from '../http/idParams.js';
import { versionSchema } from '../http/precondition.js';
import { defineRoutes } from '../http/routeArea.js';
import { hubById, hubByMachineId, hubSchema } from '../hub/hubRecord.js';
import {
  hubInformation,
  informationBodySchema,
  informationSchema,
  saveHubInformation,
} from '../hub/information.js';
import type { InformationBody } from '../hub/information.js';
import { findHubs, searchResultSchema } from '../hub/search.js';
import { hubState, stateSchema, updateSmartTech } from '../hub/state.js';
import type { SmartTechFlags } from '../hub/state.js';
import { upgradeSchema, upgradeTarget } from '../hub/upgrade.js';

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { term: string } }>(
    '/hubs/find/:term',
    {
      schema: {
        summary: 'Hubs whose id, serial, name, machine id or postcode contains the term (at most 50)',
        params: {
          type: 'object',
          required: ['term'],
          properties: { term: { type: 'string', maxLength: 100 } },
        },
        response: responses({ type: 'array', items: searchResultSchema }),
      },
    },
    async (request) => ok(await findHubs(app.db, request.params.term)),
  );

  app.get<{ Params: { machineid: string } }>(
    '/hub/machine/:machineid',
    {
      schema: {
        summary: 'The hub with this machine id',
        params: {
          type: 'object',
          required: ['machineid'],
          properties: { machineid: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: responses(hubSchema),
      },
    },
    async (request) => {
      const hub = await hubByMachineId(app.db, request.params.machineid);
      if (hub === null) throw notFound(`No hub has machine id ${request.params.machineid}`);
      return ok(maskContactDetails(request, hub));
    },
  );

  app.get<HubIdParams>(
    '/hub/:id',
    { schema: { summary: 'One hub', params: hubIdParams, response: responses(hubSchema) } },
    async (request) => {
      const hub = await hubById(app.db, request.params.id);
      if (hub === null) throw noSuchHub(request.params.id);
      return ok(maskContactDetails(request, hub));
    },
  );

  app.get<HubIdParams>(
    '/hub/:id/information',
    {
      schema: {
        summary: "The hub's customer, stock and installation information (defaults when none is saved)",
        params: hubIdParams,
        response: responses(informationSchema),
      },
    },
    async (request) => ok(maskContactDetails(request, await hubInformation(app.db, request.params.id))),
  );

  app.put<HubIdParams & { Body: InformationBody }>(
    '/hub/:id/information',
    {
      schema: {
        summary: "Replace the hub's information (spec 1 §5 validation and save-time coercions)",
        params: hubIdParams,
        body: informationBodySchema,
        response: responses(informationSchema),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const keepContactDetails = keepsStoredContactDetails(request, body);
      const saved = await saveHubInformation(app.db, request.params.id, body, { keepContactDetails });
      return ok(maskContactDetails(request, saved));
    },
  );

  app.get<HubIdParams>(
    '/hub/:id/state',
    {
      schema: {
        summary: 'Power and smart-tech state',
        params: hubIdParams,
        response: responses(stateSchema),
      },
    },
    async (request) => ok(await hubState(app.db, request.params.id)),
  );

  app.get<HubIdParams>(
    '/hub/:id/upgrade',
    {
      schema: {
        summary: 'The firmware release this hub would be upgraded to',
        params: hubIdParams,
        response: responses(upgradeSchema),
      },
    },
    async (request) => ok(await upgradeTarget(app.db, request.params.id)),
  );

  app.post<{ Body: SmartTechFlags & { hubid: number; version?: number } }>(
    '/hub/update_smart_tech',
    {
      schema: {
        summary: 'Set the smart-tech flags (firmware 0.9.18 or newer only)',
        body: {
          type: 'object',
          required: ['hubid', 'duty_cycle', 'time_shaving', 'peak_temp_suppression'],
          properties: {
            hubid: dbIdSchema,
            duty_cycle: { type: 'boolean' },
            time_shaving: { type: 'boolean' },
            peak_temp_suppression: { type: 'boolean' },
            version: versionSchema,
          },
        },
        response: responses(stateSchema),
      },
    },
    async (request) => {
      const { hubid, version, ...flags } = request.body;
      return ok(await updateSmartTech(app.db, hubid, flags, version));
    },
  );
});
