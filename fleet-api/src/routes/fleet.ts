import { ok, responses } from '../http/envelope.js';
import { defineRoutes } from '../http/routeArea.js';

export default defineRoutes('/api/private', async (app) => {
  app.get(
    '/hubs/health_counts',
    {
      schema: {
        summary: 'Number of hubs per health grade (grades that have hubs)',
        response: responses({
          type: 'array',
          items: {
            type: 'object',
            required: ['hub_health', 'count'],
            properties: { hub_health: { type: 'string' }, count: { type: 'integer' } },
          },
        }),
      },
    },
    async () =>
      ok(
        await app.db.query(
          `SELECT hub_health, count(*)::int AS count FROM hubs
            WHERE hub_health IS NOT NULL GROUP BY hub_health ORDER BY hub_health`,
        ),
      ),
  );

  app.get(
    '/hubs/version_counts',
    {
      schema: {
        summary: 'Number of hubs per software version, newest first',
        response: responses({
          type: 'array',
          items: {
            type: 'object',
            required: ['swversion', 'major', 'minor', 'patch', 'count'],
            properties: {
              swversion: { type: 'integer' },
              major: { type: 'integer' },
              minor: { type: 'integer' },
              patch: { type: 'integer' },
              count: { type: 'integer' },
            },
          },
        }),
      },
    },
    async () =>
      ok(
        await app.db.query(
          `SELECT swversion, major, minor, patch, count(*)::int AS count FROM hubs
            WHERE swversion IS NOT NULL GROUP BY swversion, major, minor, patch ORDER BY swversion DESC`,
        ),
      ),
  );
});
