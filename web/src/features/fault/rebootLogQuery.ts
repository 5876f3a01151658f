// The fleet reboot log's request (/hubs/reboots, every hub's or one hub's with ?hubid=): a module of its
// own, imported lazily by the route (web/build/screenQueries.ts).
import { graphql } from '../../__generated__';
import { preloadFleetOrHubLog } from './glitchLogQuery';
import { RebootLog_HubQuery } from './rebootLogHubQuery';

/** Every hub's reboots (the fleet log). */
export const RebootLog_Query = graphql(`
  query RebootLog_Query($after: String) {
    reboots(first: 20, after: $after) {
      ...RebootLog_rows
    }
  }
`);

/** /hubs/reboots's preload: the fleet's first page, or the hub's with ?hubid=. */
export const preloadReboots = preloadFleetOrHubLog(RebootLog_Query, RebootLog_HubQuery);
