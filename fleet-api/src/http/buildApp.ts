import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { FleetApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerAuth } from '../auth/hook.js';
import { registerLimiter } from '../auth/limiter.js';
import { registerAbortScope } from './abortScope.js';
import { registerErrorHandling } from './errorHandler.js';
import { registerIdempotency } from './idempotency.js';
import { loadRouteAreas } from './loadRouteAreas.js';
import './fastifyTypes.js';

const OPENAPI_INFO = {
  title: 'Fleet API',
  version: '1.0.0',
  description:
    'The REST API of the hub fleet, as the HUB Administration console calls it. Every call needs the ' +
    '`x-api-key` header and, except signing in, a bearer token. Answers are wrapped as ' +
    '`{ status: "success", data }` or `{ status: "error", data: { message, errors? } }`.',
};

export async function buildApp(db: Database, settings: FleetApiConfig): Promise<FastifyInstance> {
  const app = Fastify({
    // Faults are always logged; every request only when asked for (FLEET_API_LOG=1).
    logger: { level: settings.logger ? 'info' : 'error' },
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Nullable fields are written as type unions (['string', 'null']), which Ajv's strict mode flags.
    ajv: { customOptions: { allowUnionTypes: true } },
  });
  app.decorate('db', db);
  app.decorate('settings', settings);
  registerErrorHandling(app);
  // First of the onRequest hooks, so the token lookup already belongs to the request.
  registerAbortScope(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: OPENAPI_INFO,
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [], bearer: [] }],
    },
  });
  registerAuth(app);
  await registerLimiter(app, settings.redisUrl);
  registerIdempotency(app, settings.idempotencyWaitMs);

  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  for (const area of await loadRouteAreas()) {
    await app.register(area.routes, { prefix: area.prefix });
  }
  await app.ready();
  return app;
}
