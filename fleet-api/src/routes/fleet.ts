import { ok, responses } from '../http/envelope.js';
import { defineRoutes } from '../http/routeArea.js';
import { OPERATIONAL } from '../hub/hubRecord.js';

export default defineRoutes('/api/private', async (app) => {
  app.get(
    '/hubs/health_counts',
    {
      schema: {
        summary: 'Number of operational hubs per health grade (grades that have hubs)',
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
          `SELECT hub_health, count(*)::int AS count FROM hubs h
            WHERE hub_health IS NOT NULL AND ${OPERATIONAL} GROUP BY hub_health ORDER BY hub_health`,
        ),
      ),
  );

  app.get(
    '/hubs/version_counts',
    {
      schema: {
        summary: 'Number of operational hubs per software version, newest first',
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
          `SELECT swversion, major, minor, patch, count(*)::int AS count FROM hubs h
            WHERE swversion IS NOT NULL AND ${OPERATIONAL}
            GROUP BY swversion, major, minor, patch ORDER BY swversion DESC`,
        ),
      ),
  );
});
