import { ok, responses } from '../http/envelope.js';
import { defineRoutes } from '../http/routeArea.js';

// Resolved (3) and Resolved Duplicate (5) are the statuses that end an issue.
const CLOSED_STATUSES = [3, 5];

export default defineRoutes('/api/private', async (app) => {
  app.get(
    '/hubs/issue_counts',
    {
      schema: {
        summary: 'Number of issues per status (every status, zero included)',
        response: responses({
          type: 'array',
          items: {
            type: 'object',
            required: ['status', 'issue_status_text', 'num_issues'],
            properties: {
              status: { type: 'integer' },
              issue_status_text: { type: 'string' },
              num_issues: { type: 'integer' },
            },
          },
        }),
      },
    },
    async () =>
      ok(
        await app.db.query(
          `SELECT s.id AS status, s.description AS issue_status_text, count(i.issue_id)::int AS num_issues
             FROM issue_status s LEFT JOIN issues i ON i.status = s.id
            GROUP BY s.id, s.description ORDER BY s.id`,
        ),
      ),
  );

  app.get(
    '/hubs/issue_priority_counts',
    {
      schema: {
        summary: 'Number of open issues (status other than 3 and 5) per priority, zero included',
        response: responses({
          type: 'array',
          items: {
            type: 'object',
            required: ['priority', 'issue_priority_text', 'num_issues'],
            properties: {
              priority: { type: 'integer' },
              issue_priority_text: { type: 'string' },
              num_issues: { type: 'integer' },
            },
          },
        }),
      },
    },
    async () =>
      ok(
        await app.db.query(
          `SELECT p.id AS priority, p.description AS issue_priority_text, count(i.issue_id)::int AS num_issues
             FROM issue_priority p LEFT JOIN issues i ON i.priority = p.id AND i.status <> ALL($1::int[])
            GROUP BY p.id, p.description ORDER BY p.id`,
          [CLOSED_STATUSES],
        ),
      ),
  );
});
