import { signedIn } from '../auth/hook.js';
import { ok, responses } from '../http/envelope.js';
import { idParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';
import {
  CLOSED_STATUSES,
  actionBodySchema,
  addIssueAction,
  countIssues,
  issueCountQuerySchema,
  issueActionSchema,
  issueActions,
  issueBodySchema,
  issueById,
  issueListQuerySchema,
  issueSchema,
  issueTagCounts,
  listIssues,
  saveIssue,
} from '../issue/issues.js';
import type { ActionBody, IssueBody, IssueCountQuery, IssueListQuery } from '../issue/issues.js';

const issueIdParams = idParams('id');

const issuePage = {
  type: 'object',
  required: ['issues', 'has_older', 'has_newer'],
  properties: {
    issues: { type: 'array', items: issueSchema },
    has_older: { type: 'boolean' },
    has_newer: { type: 'boolean' },
  },
} as const;

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

  app.get<{ Params: { id: 'open' | 'closed' } }>(
    '/hubs/issue_tags/:id',
    {
      schema: {
        summary: 'Issue statistics: open (or closed) issues per tag, untagged ones with an empty name',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', enum: ['open', 'closed'] } },
        },
        response: responses({
          type: 'array',
          items: {
            type: 'object',
            required: ['issue_tag_id', 'issue_tag_text', 'issue_tag_type_text', 'num_tags'],
            properties: {
              issue_tag_id: { type: ['integer', 'null'] },
              issue_tag_text: { type: 'string' },
              issue_tag_type_text: { type: 'string' },
              num_tags: { type: 'integer' },
            },
          },
        }),
      },
    },
    async (request) => ok(await issueTagCounts(app.db, request.params.id === 'closed')),
  );

  app.get<{ Querystring: IssueListQuery }>(
    '/issues',
    {
      schema: {
        summary:
          'A page of issues by last action, newest first: statuses=1,2 exactly those statuses; else status 5 all, ' +
          '1 all open, else one status; priorities=1,2 exactly those priorities; else priority -1 all; ' +
          'term searches title, description, hub name and id; until/until_uid for older, from/from_uid for newer',
        querystring: issueListQuerySchema,
        response: responses(issuePage),
      },
    },
    async (request) => ok(await listIssues(app.db, request.query)),
  );

  app.get<{ Querystring: IssueCountQuery }>(
    '/issues/count',
    {
      schema: {
        summary:
          'How many issues match the /issues filters: in all, and with hubids=1,2,3 per hub (a row for each ' +
          'hub given, 0 included; at most 1000 hubs)',
        querystring: issueCountQuerySchema,
        response: responses({
          type: 'object',
          required: ['total', 'hubs'],
          properties: {
            total: { type: 'integer' },
            hubs: {
              type: 'array',
              items: {
                type: 'object',
                required: ['hubid', 'count'],
                properties: { hubid: { type: 'integer' }, count: { type: 'integer' } },
              },
            },
          },
        }),
      },
    },
    async (request) => ok(await countIssues(app.db, request.query)),
  );

  app.get<{ Params: { id: number }; Querystring: IssueListQuery }>(
    '/hub/:id/issues',
    {
      schema: {
        summary: "A page of one hub's issues (the same filters as /issues)",
        params: issueIdParams,
        querystring: issueListQuerySchema,
        response: responses(issuePage),
      },
    },
    async (request) => ok(await listIssues(app.db, { ...request.query, hubid: request.params.id })),
  );

  app.get<{ Params: { id: number } }>(
    '/issue/:id',
    { schema: { summary: 'One issue', params: issueIdParams, response: responses(issueSchema) } },
    async (request) => ok(await issueById(app.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: IssueBody }>(
    '/issue/:id',
    {
      schema: {
        summary:
          'Create (id "new") or update an issue. An update carrying last_action is refused with 409 when the ' +
          'issue changed since; every update sets last_action to now',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^(new|[1-9][0-9]{0,8})$' } },
        },
        body: issueBodySchema,
        response: responses(issueSchema),
      },
    },
    async (request) => {
      const id = request.params.id === 'new' ? 'new' : Number(request.params.id);
      return ok(await saveIssue(app.db, id, request.body ?? {}, signedIn(request)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/issue/:id/actions',
    {
      schema: {
        summary: "An issue's action history, newest first",
        params: issueIdParams,
        response: responses({ type: 'array', items: issueActionSchema }),
      },
    },
    async (request) => ok(await issueActions(app.db, request.params.id)),
  );

  app.put<{ Params: { id: number }; Body: ActionBody }>(
    '/issue/:id/action',
    {
      schema: {
        summary:
          'Record an action: sets the status (and action_due when given) and last_action = now, then appends the ' +
          'action, in one transaction',
        params: issueIdParams,
        body: actionBodySchema,
        response: responses({
          type: 'object',
          required: ['issue', 'action'],
          properties: { issue: issueSchema, action: issueActionSchema },
        }),
      },
    },
    async (request) => ok(await addIssueAction(app.db, request.params.id, request.body, signedIn(request))),
  );
});
