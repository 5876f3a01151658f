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
import { HUB_SELECT, hubSchema } from '../hub/hubRecord.js';

// A superseded hub's machine id carries a "_<suffix>" (see hub/hubRecord); it no longer operates.
const OPERATIONAL = `h.machineid NOT LIKE '%\\_%'`;

// Spec 2 §9, the same thresholds domain/ words as reasons (problemReasons); here only to pick the rows.
const PROBLEM = `(
     COALESCE(h.gap, h."interval") > ${PROBLEM_GAP_SECONDS}
  OR h.avg_wake_secs > ${PROBLEM_AVG_WAKE_SECONDS}
  OR h.uptime < ${PROBLEM_UPTIME_SECONDS}
  OR h.voltage BETWEEN ${PROBLEM_BATTERY_MIN_MV} AND ${PROBLEM_BATTERY_MAX_MV}
  OR h.swversion < ${PROBLEM_VERSION_POOR}
  OR h.wifi_version < ${PROBLEM_WIFI_VERSION}
  OR (h.last_seen < now() - interval '${PROBLEM_LAST_POLL_SECONDS} seconds'
      AND h.last_seen >= now() - interval '${PROBLEM_LAST_POLL_GONE_SECONDS} seconds'
      AND NOT COALESCE(h.uptime < ${PROBLEM_UPTIME_SECONDS}, false)))`;

const hubList = responses({ type: 'array', items: hubSchema });
const limit = (max: number, dflt: number) => ({ type: 'integer', minimum: 1, maximum: max, default: dflt });
const fromHub = { type: 'integer', minimum: 0, maximum: 2_147_483_647, default: 0 };

interface PagedQuery {
  limit: number;
  from_hub: number;
  version?: number;
  build?: number;
  health?: string;
}

export default defineRoutes('/api/private', async (app) => {
  const paged = async (where: string[], params: unknown[], query: PagedQuery) => {
    return keysetPage<Record<string, unknown>>(app.db, {
      select: HUB_SELECT,
      key: [['h.hubid', 'int']],
      descending: false,
      where,
      params,
      after: [query.from_hub],
      limit: query.limit,
    });
  };

  app.get<{ Querystring: PagedQuery }>(
    '/hubs/all',
    {
      schema: {
        summary:
          'Hubs in id order after from_hub, optionally one software version (and build) or health grade',
        querystring: {
          type: 'object',
          properties: {
            limit: limit(5000, 2000),
            from_hub: fromHub,
            version: { type: 'integer', minimum: 0, maximum: 999_999, description: 'swversion code' },
            build: {
              type: 'integer',
              minimum: 0,
              maximum: 999_999,
              description: 'with version: only hubs of this build (1.1.3.40 is version 10103, build 40)',
            },
            health: { type: 'string', pattern: '^[A-Ga-g]$' },
          },
        },
        response: hubList,
      },
    },
    async (request) => {
      const { version, build, health } = request.query;
      const where: string[] = [];
      const params: unknown[] = [];
      if (version !== undefined) where.push(`h.swversion = $${params.push(version)}`);
      if (build !== undefined) where.push(`h.build = $${params.push(build)}`);
      if (health !== undefined) where.push(`h.hub_health = $${params.push(health.toUpperCase())}`);
      return ok(maskEachContactDetails(request, await paged(where, params, request.query)));
    },
  );

  app.get<{ Querystring: PagedQuery }>(
    '/hubs/operational',
    {
      schema: {
        summary: 'Operational (not superseded) hubs in id order after from_hub',
        querystring: {
          type: 'object',
          properties: { limit: limit(5000, 1000), from_hub: fromHub },
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
