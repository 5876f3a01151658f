// Administration (spec 3 §7 "Admin"): profiles and their rights, staff accounts, everyone's personal
// access tokens, query statistics and the running configuration. The auth hook refuses every route
// here to a profile without the administer flag (403, spec 3 §8's texts) before it runs.
import { signedIn } from '../auth/hook.js';
import {
  listPersonalTokens,
  personalTokenSchema,
  revokePersonalToken,
  revokedTokenSchema,
} from '../auth/personalTokens.js';
import { profileSchema } from '../auth/profiles.js';
import { runningConfiguration, settingSchema } from '../admin/configuration.js';
import { countChanges, listChanges, profileChangeSchema } from '../admin/profileChanges.js';
import {
  addProfile,
  findProfile,
  listProfiles,
  resetPassword,
  setDisabled,
  updateRights,
} from '../admin/profileAdmin.js';
import type { NewProfile, RightsChange } from '../admin/profileAdmin.js';
import {
  findSource,
  ownStatistics,
  queryMapSchema,
  remoteStatistics,
  toMap,
} from '../admin/queryStatistics.js';
import { ok, responses } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { dbIdSchema, idParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

interface ProfileParams {
  Params: { type: string; id: number };
}

const profileParams = {
  type: 'object',
  required: ['type', 'id'],
  properties: { type: { type: 'string', minLength: 1, maxLength: 40 }, id: dbIdSchema },
} as const;

const rightsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    administer: { type: 'boolean' },
    rights: {
      type: 'object',
      additionalProperties: false,
      properties: { firmwares: { type: 'boolean' }, address: { type: 'boolean' } },
    },
  },
} as const;

const withPassword = {
  type: 'object',
  required: ['profile', 'one_time_password'],
  properties: { profile: profileSchema, one_time_password: { type: 'string' } },
} as const;

// SHA-256s of the tokens a change ended, so a gateway can drop them from its session cache at once.
const revokedHashes = { type: 'array', items: { type: 'string' } } as const;

export default defineRoutes('/api/admin', async (app) => {
  app.get(
    '/profiles/all',
    {
      schema: {
        summary: 'Every profile, by name',
        response: responses({ type: 'array', items: profileSchema }),
      },
    },
    async () => ok(await listProfiles(app.db)),
  );

  app.post<{ Body: NewProfile }>(
    '/profiles',
    {
      schema: {
        summary: 'Add a staff profile; answers it with a one-time password, shown this once',
        body: {
          type: 'object',
          required: ['name', 'email'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 200 },
            email: { type: 'string', maxLength: 254 },
            ...rightsBody.properties,
          },
        },
        response: responses(withPassword),
      },
    },
    async (request) => {
      const { profile, password } = await addProfile(app.db, signedIn(request), request.body);
      return ok({ profile, one_time_password: password });
    },
  );

  app.get<ProfileParams>(
    '/profile/:type/:id',
    { schema: { summary: 'One profile', params: profileParams, response: responses(profileSchema) } },
    async (request) => ok(await findProfile(app.db, request.params.type, request.params.id)),
  );

  app.put<ProfileParams & { Body: RightsChange }>(
    '/profile/:type/:id',
    {
      schema: {
        summary: "Change a profile's administer flag and rights (not your own administer flag)",
        params: profileParams,
        body: rightsBody,
        response: responses(profileSchema),
      },
    },
    async (request) =>
      ok(await updateRights(app.db, signedIn(request), request.params.type, request.params.id, request.body)),
  );

  app.put<ProfileParams & { Body: { disabled: boolean } }>(
    '/profile/:type/:id/state',
    {
      schema: {
        summary: 'Disable (every token refused from the next call) or enable a profile',
        params: profileParams,
        body: {
          type: 'object',
          required: ['disabled'],
          additionalProperties: false,
          properties: { disabled: { type: 'boolean' } },
        },
        response: responses({
          ...profileSchema,
          required: [...profileSchema.required, 'revoked_token_hashes'],
          properties: { ...profileSchema.properties, revoked_token_hashes: revokedHashes },
        }),
      },
    },
    async (request) =>
      ok(
        await setDisabled(
          app.db,
          signedIn(request),
          request.params.type,
          request.params.id,
          request.body.disabled,
        ),
      ),
  );

  app.post<ProfileParams>(
    '/profile/:type/:id/password',
    {
      schema: {
        summary: 'Reset the password: a new one-time password, shown this once; the profile is signed out',
        params: profileParams,
        response: responses({
          ...withPassword,
          required: [...withPassword.required, 'revoked_token_hashes'],
          properties: { ...withPassword.properties, revoked_token_hashes: revokedHashes },
        }),
      },
    },
    async (request) => {
      const { profile, password, revoked } = await resetPassword(
        app.db,
        signedIn(request),
        request.params.type,
        request.params.id,
      );
      return ok({ profile, one_time_password: password, revoked_token_hashes: revoked });
    },
  );

  app.get<ProfileParams & { Querystring: { offset: number; step: number } }>(
    '/profile/:type/:id/changes',
    {
      schema: {
        summary: "The record of changes to a profile's rights, state and password, newest first",
        params: profileParams,
        querystring: {
          type: 'object',
          properties: {
            offset: { type: 'integer', minimum: 0, default: 0 },
            // The gateway asks one more than its largest page (500): the extra row says another page exists.
            step: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
          },
        },
        response: responses({
          type: 'object',
          required: ['count', 'changes'],
          properties: { count: { type: 'integer' }, changes: { type: 'array', items: profileChangeSchema } },
        }),
      },
    },
    async (request) => {
      const profile = await findProfile(app.db, request.params.type, request.params.id);
      const { offset, step } = request.query;
      const [count, changes] = await Promise.all([
        countChanges(app.db, profile.id),
        listChanges(app.db, profile.id, offset, step),
      ]);
      return ok({ count, changes });
    },
  );

  app.get<{ Querystring: { profile_id?: number } }>(
    '/tokens/all',
    {
      schema: {
        summary: "Everyone's personal access tokens (or one profile's), newest first",
        querystring: { type: 'object', properties: { profile_id: dbIdSchema } },
        response: responses({ type: 'array', items: personalTokenSchema }),
      },
    },
    async (request) => ok(await listPersonalTokens(app.db, request.query.profile_id ?? null)),
  );

  app.delete<{ Params: { id: number } }>(
    '/token/:id',
    {
      schema: {
        summary: "Revoke anyone's personal access token",
        params: idParams('id'),
        response: responses(revokedTokenSchema),
      },
    },
    async (request) => {
      const token = await revokePersonalToken(app.db, request.params.id, null);
      if (!token) throw notFound(`Token ${request.params.id} does not exist.`);
      return ok(token);
    },
  );

  app.get(
    '/query_urls',
    {
      schema: {
        summary: 'Names of the other servers whose query statistics can be read (QUERY_SOURCES)',
        response: responses({ type: 'array', items: { type: 'string' } }),
      },
    },
    async () => ok(app.settings.querySources.map((s) => s.name)),
  );

  app.get<{ Params: { name: string } }>(
    '/queries/:name',
    {
      schema: {
        summary: 'Query statistics of this server ("self") or of a named source, keyed by query ID',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1 } },
        },
        response: responses(queryMapSchema),
      },
    },
    async (request) => {
      const { name } = request.params;
      if (name === 'self') return ok(toMap(await ownStatistics(app.db)));
      const source = findSource(app.settings.querySources, name);
      return ok(toMap(await remoteStatistics(source, app.settings.apiKey, app.settings.querySourceToken)));
    },
  );

  app.get(
    '/configuration',
    {
      schema: {
        summary: "fleet-api's running configuration, secrets masked",
        response: responses({ type: 'array', items: settingSchema }),
      },
    },
    async () => ok(await runningConfiguration(app.settings, app.db)),
  );
});
