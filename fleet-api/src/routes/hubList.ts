// Hub lists (spec 2 §2, §7, §9): all/operational hubs paged by hub id (keyset: `hubid > from_hub`, so
// the last page costs what the first does), new hubs, hubs whose wire mode changed, and problem hubs.
import {
  PROBLEM_AVG_WAKE_SECONDS,
  PROBLEM_BATTERY_MAX_MV,
  PROBLEM_BATTERY_MIN_MV,
  PROBLEM_GAP_SECONDS,
  PROBLEM_HUBS_LIMIT,
  PROBLEM_LAST_POLL_GONE_SECONDS,
  PROBLEM_LAST_POLL_SECONDS,
  PROBLEM_UPTIME_SECONDS,
  PROBLEM_VERSION_POOR,
  PROBLEM_WIFI_VERSION,
} from '@hub/domain';
import { keysetPage } from '../db/keysetPage.js';
import { maskEachContactDetails } from '../auth/contactDetails.js';
import { ok, responses } from '../http/envelope.js';
import { defineRoutes } from '../http/routeArea.js';
// The list row is the hub record of GET hub/{id}.
import { HUB_SELECT, OPERATIONAL, hubSchema, installationStateIn } from '../hub/hubRecord.js';

// Spec 2 §9, the same thresholds domain/ words as reasons (problemReasons); here only to pick the rows.
// One condition per reason, so the hub list can ask for hubs with any of some reasons (`problems`).
const PROBLEM_RULES = {
  GAP: `COALESCE(h.gap, h."interval") > ${PROBLEM_GAP_SECONDS}`,
  AVERAGE_WAKE: `h.avg_wake_secs > ${PROBLEM_AVG_WAKE_SECONDS}`,
  UPTIME: `h.uptime < ${PROBLEM_UPTIME_SECONDS}`,
  BATTERY: `h.voltage BETWEEN ${PROBLEM_BATTERY_MIN_MV} AND ${PROBLEM_BATTERY_MAX_MV}`,
  VERSION: `h.swversion < ${PROBLEM_VERSION_POOR}`,
  WIFI: `h.wifi_version < ${PROBLEM_WIFI_VERSION}`,
  LAST_POLL: `(h.last_seen < now() - interval '${PROBLEM_LAST_POLL_SECONDS} seconds'
      AND h.last_seen >= now() - interval '${PROBLEM_LAST_POLL_GONE_SECONDS} seconds'
      AND NOT COALESCE(h.uptime < ${PROBLEM_UPTIME_SECONDS}, false))`,
} as const;
type ProblemCode = keyof typeof PROBLEM_RULES;
const PROBLEM_CODES = Object.keys(PROBLEM_RULES) as ProblemCode[];
const anyProblem = (codes: readonly ProblemCode[]) =>
  `(${codes.map((code) => PROBLEM_RULES[code]).join('\n  OR ')})`;
const PROBLEM = anyProblem(PROBLEM_CODES);

const hubList = responses({ type: 'array', items: hubSchema });
const limit = (max: number, dflt: number) => ({ type: 'integer', minimum: 1, maximum: max, default: dflt });
const fromHub = { type: 'integer', minimum: 0, maximum: 2_147_483_647, default: 0 };
// The page just below this hub id (answered in id order): paging back towards lower ids.
const beforeHub = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const hubCount = responses({
  type: 'object',
  required: ['total'],
  properties: { total: { type: 'integer' } },
});

interface PagedQuery {
  limit: number;
  from_hub: number;
  before_hub?: number;
  version?: number;
  build?: number;
  health?: string;
  versions?: string;
  problems?: string;
  last_seen_before?: string;
  last_seen_after?: string;
  customer_types?: string;
  installation_states?: string;
  hubids?: string;
  operational?: boolean;
}

// Lists are comma-separated (as /issues' statuses): short URLs, and a list of one is the plain value.
const commaList = (item: string, most: number) => ({
  type: 'string',
  pattern: `^${item}(,${item}){0,${most - 1}}$`,
});
const VERSION_ITEM = '[0-9]{1,6}(\\.[0-9]{1,6})?';
const ID_ITEM = '[0-9]{1,9}';
const HUB_IDS_MAX = 500;

/** The filters of /hubs/all (and its count). */
const hubFilterQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 0, maximum: 999_999, description: 'swversion code' },
    build: {
      type: 'integer',
      minimum: 0,
      maximum: 999_999,
      description: 'with version: only hubs of this build (1.1.3.40 is version 10103, build 40)',
    },
    health: { ...commaList('[A-Ga-g]', 7), description: 'health grades, e.g. E,F,G' },
    versions: {
      ...commaList(VERSION_ITEM, 50),
      description: 'swversion codes, each optionally with .build: 10104,10103.40',
    },
    problems: {
      ...commaList(`(${PROBLEM_CODES.join('|')})`, PROBLEM_CODES.length),
      description: 'problem reasons (spec 2 §9): hubs with any of them',
    },
    last_seen_before: {
      type: 'string',
      format: 'date-time',
      description: 'last seen before this time (never-seen hubs left out)',
    },
    last_seen_after: {
      type: 'string',
      format: 'date-time',
      description: 'last seen at or after this time (never-seen hubs left out)',
    },
    customer_types: { ...commaList(ID_ITEM, 50), description: 'customer_types ids' },
    installation_states: {
      ...commaList(ID_ITEM, 50),
      description:
        'installation_states ids, of the state the hub record answers (1 for a hub with no state and no stock location)',
    },
    hubids: {
      ...commaList(ID_ITEM, HUB_IDS_MAX),
      description: `only these hubs (at most ${HUB_IDS_MAX}): the gateway's one call for the hubs of a list's rows`,
    },
    operational: {
      type: 'boolean',
      description: 'true: only operational hubs (superseded hub records left out), as /hubs/operational',
    },
  },
} as const;

/**
 * The /hubs/all filter as SQL: every condition given must hold, and a list matches any of its values.
 * Values travel as parameters only; the problem rules are the fixed SQL above, picked by name.
 * No index of its own: on PostgreSQL at 12,000 hubs (EXPLAIN ANALYZE) a page walks hubs_pkey in id order
 * and filters (under 1 ms for grades E-G), a combination with hub_information hashes both (under 20 ms),
 * and the count scans hubs once (4 ms).
 */
function hubFilter(query: PagedQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const ids = (text: string) => text.split(',').map(Number);
  if (query.version !== undefined) where.push(`h.swversion = ${param(query.version)}`);
  if (query.build !== undefined) where.push(`h.build = ${param(query.build)}`);
  if (query.health !== undefined)
    where.push(`h.hub_health = ANY(${param(query.health.toUpperCase().split(','))}::text[])`);
  if (query.versions !== undefined) {
    // "10103" is every build of 1.1.3, "10103.40" only build 40.
    const anyVersion = query.versions.split(',').map((item) => {
      const [version, build] = item.split('.');
      return build === undefined
        ? `h.swversion = ${param(Number(version))}`
        : `(h.swversion = ${param(Number(version))} AND h.build = ${param(Number(build))})`;
    });
    where.push(`(${anyVersion.join(' OR ')})`);
  }
  if (query.problems !== undefined)
    where.push(anyProblem([...new Set(query.problems.split(','))] as ProblemCode[]));
  if (query.last_seen_before !== undefined) where.push(`h.last_seen < ${param(query.last_seen_before)}`);
  if (query.last_seen_after !== undefined) where.push(`h.last_seen >= ${param(query.last_seen_after)}`);
  if (query.customer_types !== undefined)
    where.push(`i.customer_type_id = ANY(${param(ids(query.customer_types))}::int[])`);
  if (query.installation_states !== undefined) {
    // The state the rows answer (defaulted to 1 without a stock location), not the stored column alone.
    const states = ids(query.installation_states);
    where.push(installationStateIn(`${param(states)}::int[]`, states.includes(1)));
  }
  if (query.hubids !== undefined) where.push(`h.hubid = ANY(${param(ids(query.hubids))}::int[])`);
  if (query.operational === true) where.push(OPERATIONAL);
  return { where, params };
}

export default defineRoutes('/api/private', async (app) => {
  // The count behind a connection's totalCount: the same conditions, no paging.
  const count = async (where: string[], params: unknown[]) => {
    const [row] = await app.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    );
    return { total: row?.total ?? 0 };
  };

  const paged = async (where: string[], params: unknown[], query: PagedQuery) => {
    return keysetPage<Record<string, unknown>>(app.db, {
      select: HUB_SELECT,
      key: [['h.hubid', 'int']],
      descending: false,
      where,
      params,
      ...(query.before_hub === undefined ? { after: [query.from_hub] } : { before: [query.before_hub] }),
      limit: query.limit,
    });
  };

  app.get<{ Querystring: PagedQuery }>(
    '/hubs/all',
    {
      schema: {
        summary:
          'Hubs in id order after from_hub, filtered: every condition given must hold, a list matches any of its values',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: limit(5000, 2000),
            from_hub: fromHub,
            before_hub: beforeHub,
            ...hubFilterQuery.properties,
          },
        },
        response: hubList,
      },
    },
    async (request) => {
      const { where, params } = hubFilter(request.query);
      return ok(maskEachContactDetails(request, await paged(where, params, request.query)));
    },
  );

  app.get<{ Querystring: PagedQuery }>(
    '/hubs/all/count',
    {
      schema: {
        summary: 'How many hubs /hubs/all lists for these filters',
        querystring: hubFilterQuery,
        response: hubCount,
      },
    },
    async (request) => {
      const { where, params } = hubFilter(request.query);
      return ok(await count(where, params));
    },
  );

  app.get(
    '/hubs/operational/count',
    { schema: { summary: 'How many hubs /hubs/operational lists', response: hubCount } },
    async () => ok(await count([OPERATIONAL], [])),
  );

  app.get<{ Querystring: PagedQuery }>(
    '/hubs/operational',
    {
      schema: {
        summary: 'Operational (not superseded) hubs in id order after from_hub',
        querystring: {
          type: 'object',
          properties: { limit: limit(5000, 1000), from_hub: fromHub, before_hub: beforeHub },
        },
        response: hubList,
      },
    },
    async (request) => ok(maskEachContactDetails(request, await paged([OPERATIONAL], [], request.query))),
  );

  app.get<{ Querystring: { limit: number; verified?: boolean } }>(
    '/hubs/new',
    {
      schema: {
        summary: 'Newest registered hubs first, optionally only the (un)verified ones',
        querystring: {
          type: 'object',
          properties: { limit: limit(5000, 1000), verified: { type: 'boolean' } },
        },
        response: hubList,
      },
    },
    async (request) => {
      const { verified } = request.query;
      const params: unknown[] = [];
      const where = verified === undefined ? '' : `WHERE h.verified = $${params.push(verified)}`;
      params.push(request.query.limit);
      const rows = await app.db.query(
        `${HUB_SELECT} ${where} ORDER BY h.created DESC, h.hubid DESC LIMIT $${params.length}`,
        params,
      );
      return ok(maskEachContactDetails(request, rows));
    },
  );

  app.get(
    '/hubs/wire_mode_changed',
    {
      schema: {
        summary: 'Hubs whose wire mode changed, most recent change first',
        response: hubList,
      },
    },
    async (request) =>
      ok(
        maskEachContactDetails(
          request,
          await app.db.query(
            `${HUB_SELECT} WHERE h.wires_changed IS NOT NULL ORDER BY h.wires_changed DESC, h.hubid LIMIT 5000`,
          ),
        ),
      ),
  );

  app.get<{ Querystring: { limit: number } }>(
    '/hubs/problems',
    {
      schema: {
        summary: 'Operational hubs with at least one problem reason of spec 2 §9, in id order',
        querystring: { type: 'object', properties: { limit: limit(5000, PROBLEM_HUBS_LIMIT) } },
        response: hubList,
      },
    },
    async (request) =>
      ok(
        maskEachContactDetails(
          request,
          await app.db.query(`${HUB_SELECT} WHERE ${OPERATIONAL} AND ${PROBLEM} ORDER BY h.hubid LIMIT $1`, [
            request.query.limit,
          ]),
        ),
      ),
  );
});
