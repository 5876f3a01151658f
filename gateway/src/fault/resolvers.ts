// Glitch and reboot logs (spec 2 §2): newest first, of one hub or the fleet, paged back in time.
import type { GraphQLResolveInfo } from 'graphql';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { PAGE_LIMITS, logCount, timeKeyedConnection, totalCountIfSelected } from '../common/connection.js';
import type { KeysetPage, PageArgs, TimeKey, TimeKeyRequest, TimeRangeArgs } from '../common/connection.js';
import type { FaultLogRecords } from './rest.js';
import { fetchFaultLog, logPath } from './rest.js';

/** A fault log of one hub (hubId given) or of the fleet, paged back in time, within since/until when given. */
function faultLog<Log extends keyof FaultLogRecords, Node>(
  log: Log,
  toNode: (row: FaultLogRecords[Log]) => Node,
) {
  return (
    ctx: GatewayContext,
    hubId: number | null | undefined,
    args: PageArgs & TimeRangeArgs,
    info: GraphQLResolveInfo,
  ) => {
    requireSession(ctx);
    const path = logPath(log, hubId);
    const count = totalCountIfSelected(info, logCount(ctx.upstream, path, args));
    const fetchPage = (page: KeysetPage<TimeKey> & TimeKeyRequest) =>
      fetchFaultLog(ctx.upstream, log, hubId, page);
    return timeKeyedConnection(args, PAGE_LIMITS, path, fetchPage, toNode, count);
  };
}

const glitchesOf = faultLog('glitches', (row) => ({
  id: String(row.uid),
  hubId: row.hubid,
  created: row.created,
  information: typeof row.payload.information === 'string' ? row.payload.information : null,
}));

const rebootsOf = faultLog('reboots', (row) => ({
  id: String(row.uid),
  hubId: row.hubid,
  created: row.created,
  osVersion: row.os_version,
  resetCause: row.reset_cause,
  timezone: row.timezone,
  wifiVersion: row.wifi_version,
  traces: row.traces,
}));

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
