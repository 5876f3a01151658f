import { bearerToken, signedIn } from '../auth/hook.js';
import { verifyPassword } from '../auth/password.js';
import { findLoginByEmail, profileSchema } from '../auth/profiles.js';
import { clearFailures, recordFailure, refuseWhileLocked } from '../auth/throttle.js';
import { issueToken, revokeToken } from '../auth/tokens.js';
import { ok, responses } from '../http/envelope.js';
import { unauthorized } from '../http/errors.js';
import { defineRoutes } from '../http/routeArea.js';

interface Credentials {
  email: string;
  password: string;
}

export default defineRoutes('/api/auth', async (app) => {
  app.post<{ Body: Credentials }>(
    '/token',
    {
      config: { public: true, rateLimit: { max: app.settings.loginAddressLimit, timeWindow: 60_000 } },
      schema: {
        summary: 'Sign in with email and password; answers a bearer token',
        security: [{ apiKey: [] }],
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 254 },
            password: { type: 'string', minLength: 1, maxLength: 1024 },
          },
        },
        response: responses({
          type: 'object',
          required: ['token', 'expires_at'],
          properties: { token: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
        }),
      },
    },
    async (request) => {
      const { email, password } = request.body;
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
      const { token, expiresAt } = await issueToken(app.db, login.profile.id, app.settings.tokenTtlHours);
      return ok({ token, expires_at: expiresAt.toISOString() });
    },
  );

  app.get(
    '/profile',
    { schema: { summary: 'The signed-in profile', response: responses(profileSchema) } },
    async (request) => ok(signedIn(request)),
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
});
