// Glitch and reboot logs (spec 2 §2): newest first, of one hub or the fleet, paged back in time.
import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { connection, pageSize, timeCursor, untilTime } from '../health/paging.js';
import { fetchGlitches, fetchReboots } from './rest.js';

export const REBOOTS_PER_PAGE = 20;

export const resolvers: Resolvers = {
  Query: {
    glitches: async (_, { hubId, first, after }, ctx) => {
      requireSession(ctx);
      const size = pageSize(ctx, first, 50);
      const rows = await fetchGlitches(ctx.upstream, hubId, untilTime(after), size + 1);
      return connection(
        rows,
        size,
        timeCursor,
        (row) => ({
          id: String(row.uid),
          hubId: row.hubid,
          created: row.created,
          information: typeof row.payload.information === 'string' ? row.payload.information : null,
        }),
        Boolean(after),
      );
    },
    reboots: async (_, { hubId, first, after }, ctx) => {
      requireSession(ctx);
      const size = pageSize(ctx, first, REBOOTS_PER_PAGE);
      const rows = await fetchReboots(ctx.upstream, hubId, untilTime(after), size + 1);
      return connection(
        rows,
        size,
        timeCursor,
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
        Boolean(after),
      );
    },
  },
};
