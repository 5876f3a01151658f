import { ADMIN_MESSAGES, TOKEN_LIFETIME_DAYS, TOKEN_NAME_MAX, validateNewPassword } from '@hub/domain';
import { choosePassword } from '../admin/profileAdmin.js';
import { bearerToken, grantOf, signedIn } from '../auth/hook.js';
import {
  createPersonalToken,
  listPersonalTokens,
  personalTokenSchema,
  revokePersonalToken,
  revokedTokenSchema,
} from '../auth/personalTokens.js';
import { verifyPassword } from '../auth/password.js';
import { findLoginByEmail, profileSchema } from '../auth/profiles.js';
import { clearFailures, recordFailure, refuseWhileLocked } from '../auth/throttle.js';
import { issueToken, revokeToken } from '../auth/tokens.js';
import { ok, responses } from '../http/envelope.js';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.js';
import { idParams } from '../http/idParams.js';
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../http/routeArea.js';

interface Credentials {
  email: string;
  password: string;
}

const credentialsSchema = {
  email: { type: 'string', minLength: 1, maxLength: 254 },
  password: { type: 'string', minLength: 1, maxLength: 1024 },
} as const;

const issuedSchema = {
  type: 'object',
  required: ['token', 'expires_at'],
  properties: { token: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
} as const;

// Personal access tokens are for scripts; making or revoking them needs the person's own sign-in, so a
// leaked token cannot mint itself successors.
function sessionOnly(request: FastifyRequest): number {
  const grant = grantOf(request);
  if (grant.kind !== 'session') throw forbidden(ADMIN_MESSAGES.personalTokenCannotManageTokens);
  return grant.profile.id;
}

export default defineRoutes('/api/auth', async (app) => {
  const checkCredentials = async ({ email, password }: Credentials) => {
    // A locked account is refused before the password is even looked at (the right one included).
    await refuseWhileLocked(app.db, email);
    const login = await findLoginByEmail(app.db, email);
    // Always run the hash, so an unknown email costs as much time as a wrong password.
    const valid = await verifyPassword(password, login?.passwordHash ?? null);
    if (login === null || !valid) {
      await recordFailure(app.db, email, {
        maxFailures: app.settings.loginMaxFailures,
        lockSeconds: app.settings.loginLockSeconds,
      });
      throw unauthorized('Wrong email or password.');
    }
    await clearFailures(app.db, email);
    // Said only to someone who knows the password, so it reveals nothing to a guesser.
    if (login.profile.disabled) throw forbidden(ADMIN_MESSAGES.accountDisabled);
    return login;
  };

  app.post<{ Body: Credentials }>(
    '/token',
    {
      config: { public: true, rateLimit: { max: app.settings.loginAddressLimit, timeWindow: 60_000 } },
      schema: {
        summary: 'Sign in with email and password; answers a bearer token',
        security: [{ apiKey: [] }],
        body: { type: 'object', required: ['email', 'password'], properties: credentialsSchema },
        response: responses(issuedSchema),
      },
    },
    async (request) => {
      const login = await checkCredentials(request.body);
      // The one-time password an administrator handed out only opens the change-password step.
      if (login.profile.password_change_required) throw forbidden(ADMIN_MESSAGES.passwordChangeRequired);
      const { token, expiresAt } = await issueToken(app.db, login.profile.id, app.settings.tokenTtlHours);
      return ok({ token, expires_at: expiresAt.toISOString() });
    },
  );

  app.post<{ Body: Credentials & { new_password: string } }>(
    '/password',
    {
      config: { public: true, rateLimit: { max: app.settings.loginAddressLimit, timeWindow: 60_000 } },
      schema: {
        summary: 'Choose a new password (after a one-time password, or any time) and sign in',
        security: [{ apiKey: [] }],
        body: {
          type: 'object',
          required: ['email', 'password', 'new_password'],
          properties: { ...credentialsSchema, new_password: { type: 'string', maxLength: 1024 } },
        },
        response: responses(issuedSchema),
      },
    },
    async (request) => {
      const login = await checkCredentials(request.body);
      const errors = validateNewPassword(request.body.new_password, request.body.password).map((e) => ({
        field: 'new_password',
        message: e.message,
      }));
      if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
      await choosePassword(app.db, login.profile.id, request.body.new_password);
      const { token, expiresAt } = await issueToken(app.db, login.profile.id, app.settings.tokenTtlHours);
      return ok({ token, expires_at: expiresAt.toISOString() });
    },
  );

  app.get(
    '/profile',
    {
      schema: {
        summary: 'The signed-in profile, and what kind of token the call carries',
        response: responses({
          ...profileSchema,
          required: [...profileSchema.required, 'token_kind', 'token_read_only', 'token_expires_at'],
          properties: {
            ...profileSchema.properties,
            token_kind: { type: 'string', enum: ['session', 'personal'] },
            token_read_only: { type: 'boolean' },
            // The gateway caches a checked token for a minute; it needs the end of tokens it did not
            // issue itself (personal access tokens) so that no cached check outlives the token.
            token_expires_at: { type: 'string', format: 'date-time' },
          },
        }),
      },
    },
    async (request) => {
      const grant = grantOf(request);
      return ok({
        ...grant.profile,
        token_kind: grant.kind,
        token_read_only: grant.readOnly,
        token_expires_at: grant.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Revoke the bearer token the call carries',
        response: responses({
          type: 'object',
          required: ['revoked'],
          properties: { revoked: { type: 'boolean' } },
        }),
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      return ok({ revoked: token !== null && (await revokeToken(app.db, token)) });
    },
  );

  app.get(
    '/tokens',
    {
      schema: {
        summary: 'My personal access tokens (not revoked), newest first',
        response: responses({ type: 'array', items: personalTokenSchema }),
      },
    },
    async (request) => ok(await listPersonalTokens(app.db, signedIn(request).id)),
  );

  app.post<{ Body: { name: string; expires_in_days: number; read_only?: boolean } }>(
    '/tokens',
    {
      schema: {
        summary: 'Create a personal access token; the token itself is in this answer only',
        body: {
          type: 'object',
          required: ['name', 'expires_in_days'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: TOKEN_NAME_MAX },
            expires_in_days: { type: 'integer' },
            read_only: { type: 'boolean', default: false },
          },
        },
        response: responses({
          type: 'object',
          required: ['token', 'record'],
          properties: { token: { type: 'string' }, record: personalTokenSchema },
        }),
      },
    },
    async (request) => {
      const owner = sessionOnly(request);
      const { name, expires_in_days: days, read_only: readOnly } = request.body;
      if (name.trim() === '') {
        throw badRequest(ADMIN_MESSAGES.tokenNameRequired, [
          { field: 'name', message: ADMIN_MESSAGES.tokenNameRequired },
        ]);
      }
      if (!(TOKEN_LIFETIME_DAYS as readonly number[]).includes(days)) {
        throw badRequest(ADMIN_MESSAGES.tokenLifetime, [
          { field: 'expires_in_days', message: ADMIN_MESSAGES.tokenLifetime },
        ]);
      }
      const created = await createPersonalToken(app.db, owner, name.trim(), days, readOnly === true);
      if (!created) {
        const message = ADMIN_MESSAGES.tokenNameTaken(name.trim());
        throw badRequest(message, [{ field: 'name', message }]);
      }
      return ok(created);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/tokens/:id',
    {
      schema: {
        summary: 'Revoke one of my personal access tokens',
        params: idParams('id'),
        response: responses(revokedTokenSchema),
      },
    },
    async (request) => {
      const token = await revokePersonalToken(app.db, request.params.id, sessionOnly(request));
      if (!token) throw notFound(`Token ${request.params.id} does not exist.`);
      return ok(token);
    },
  );
});
