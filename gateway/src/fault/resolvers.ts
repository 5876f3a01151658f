// Glitch and reboot logs (spec 2 §2): newest first, of one hub or the fleet, paged back in time.
import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { timeKeyedConnection } from '../common/connection.js';
import type { PageLimits } from '../common/connection.js';
import { fetchGlitches, fetchReboots } from './rest.js';

export const REBOOTS_PER_PAGE = 20;
/** The schema's GlitchConnection (50 a page by default) and RebootConnection (20), each at most 200. */
const GLITCH_PAGE: PageLimits = { defaultSize: 50, maxSize: 200 };
const REBOOT_PAGE: PageLimits = { defaultSize: REBOOTS_PER_PAGE, maxSize: 200 };

export const resolvers: Resolvers = {
  Query: {
    glitches: async (_, { hubId, first, after }, ctx) => {
      requireSession(ctx);
      const fetchPage = (page: Parameters<typeof fetchGlitches>[2]) =>
        fetchGlitches(ctx.upstream, hubId, page);
      return timeKeyedConnection({ first, after }, GLITCH_PAGE, fetchPage, (row) => ({
        id: String(row.uid),
        hubId: row.hubid,
        created: row.created,
        information: typeof row.payload.information === 'string' ? row.payload.information : null,
      }));
    },
    reboots: async (_, { hubId, first, after }, ctx) => {
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
    },
  },
};
