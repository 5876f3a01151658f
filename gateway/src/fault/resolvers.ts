// Glitch and reboot logs (spec 2 §2): newest first, of one hub or the fleet, paged back in time.
import type { GraphQLResolveInfo } from 'graphql';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { PAGE_LIMITS, logCount, timeKeyedConnection, totalCountIfSelected } from '../common/connection.js';
import type { PageArgs } from '../common/connection.js';
import { fetchGlitches, fetchReboots, logPath } from './rest.js';

function glitchesOf(
  ctx: GatewayContext,
  hubId: number | null | undefined,
  args: PageArgs,
  info: GraphQLResolveInfo,
) {
  requireSession(ctx);
  const fetchPage = (page: Parameters<typeof fetchGlitches>[2]) => fetchGlitches(ctx.upstream, hubId, page);
  const count = totalCountIfSelected(info, logCount(ctx.upstream, logPath('glitches', hubId)));
  return timeKeyedConnection(
    args,
    PAGE_LIMITS,
    fetchPage,
    (row) => ({
      id: String(row.uid),
      hubId: row.hubid,
      created: row.created,
      information: typeof row.payload.information === 'string' ? row.payload.information : null,
    }),
    count,
  );
}

function rebootsOf(
  ctx: GatewayContext,
  hubId: number | null | undefined,
  args: PageArgs,
  info: GraphQLResolveInfo,
) {
  requireSession(ctx);
  const fetchPage = (page: Parameters<typeof fetchReboots>[2]) => fetchReboots(ctx.upstream, hubId, page);
  const count = totalCountIfSelected(info, logCount(ctx.upstream, logPath('reboots', hubId)));
  return timeKeyedConnection(
    args,
    PAGE_LIMITS,
    fetchPage,
    (row) => ({
      id: String(row.uid),
      hubId: row.hubid,
      created: row.created,
      osVersion: row.os_version,
      resetCause: row.reset_cause,
      timezone: row.timezone,
      wifiVersion: row.wifi_version,
      traces: row.traces,
    }),
    count,
  );
}

export const resolvers: Resolvers = {
  Query: {
    glitches: (_, { hubId, ...args }, ctx, info) => glitchesOf(ctx, hubId, args, info),
    reboots: (_, { hubId, ...args }, ctx, info) => rebootsOf(ctx, hubId, args, info),
  },
  Hub: {
    glitches: (hub, args, ctx, info) => glitchesOf(ctx, hub.id, args, info),
    reboots: (hub, args, ctx, info) => rebootsOf(ctx, hub.id, args, info),
  },
  Glitch: { hub: hubOf },
  Reboot: { hub: hubOf },
};
