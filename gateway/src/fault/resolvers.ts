// Glitch and reboot logs (spec 2 §2): newest first, of one hub or the fleet, paged back in time.
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { timeKeyedConnection } from '../common/connection.js';
import type { PageLimits } from '../common/connection.js';
import { fetchGlitches, fetchReboots } from './rest.js';

export const REBOOTS_PER_PAGE = 20;
/** The schema's GlitchConnection (50 a page by default) and RebootConnection (20), each at most 200. */
const GLITCH_PAGE: PageLimits = { defaultSize: 50, maxSize: 200 };
const REBOOT_PAGE: PageLimits = { defaultSize: REBOOTS_PER_PAGE, maxSize: 200 };

function glitchesOf(
  ctx: GatewayContext,
  hubId: number | null | undefined,
  first?: number | null,
  after?: string | null,
) {
  requireSession(ctx);
  const fetchPage = (page: Parameters<typeof fetchGlitches>[2]) => fetchGlitches(ctx.upstream, hubId, page);
  return timeKeyedConnection({ first, after }, GLITCH_PAGE, fetchPage, (row) => ({
    id: String(row.uid),
    hubId: row.hubid,
    created: row.created,
    information: typeof row.payload.information === 'string' ? row.payload.information : null,
  }));
}

function rebootsOf(
  ctx: GatewayContext,
  hubId: number | null | undefined,
  first?: number | null,
  after?: string | null,
) {
  requireSession(ctx);
  const fetchPage = (page: Parameters<typeof fetchReboots>[2]) => fetchReboots(ctx.upstream, hubId, page);
  return timeKeyedConnection({ first, after }, REBOOT_PAGE, fetchPage, (row) => ({
    id: String(row.uid),
    hubId: row.hubid,
    created: row.created,
    osVersion: row.os_version,
    resetCause: row.reset_cause,
    timezone: row.timezone,
    wifiVersion: row.wifi_version,
    traces: row.traces,
  }));
}

export const resolvers: Resolvers = {
  Query: {
    glitches: (_, { hubId, first, after }, ctx) => glitchesOf(ctx, hubId, first, after),
    reboots: (_, { hubId, first, after }, ctx) => rebootsOf(ctx, hubId, first, after),
  },
  Hub: {
    glitches: (hub, { first, after }, ctx) => glitchesOf(ctx, hub.id, first, after),
    reboots: (hub, { first, after }, ctx) => rebootsOf(ctx, hub.id, first, after),
  },
  Glitch: { hub: hubOf },
  Reboot: { hub: hubOf },
};
