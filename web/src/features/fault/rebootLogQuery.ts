// The fleet reboot log's request (/hubs/reboots, every hub's or one hub's with ?hubid=): a module of its
// own, imported lazily by the route (web/build/screenQueries.ts).
import { graphql } from '../../__generated__';
import { preloadScreenQuery } from '../../app/routing/screenQuery';
import type { PreloadArgs } from '../../app/routing/types';
import { hubFilter } from './glitchLogQuery';
import { RebootLog_HubQuery } from './rebootLogHubQuery';

/** Every hub's reboots (the fleet log). */
export const RebootLog_Query = graphql(`
  query RebootLog_Query($after: String) {
    reboots(first: 20, after: $after) {
      ...RebootLog_rows
    }
  }
`);

const fleet = preloadScreenQuery(RebootLog_Query, () => ({ after: null }));
const ofHub = preloadScreenQuery(RebootLog_HubQuery, ({ url }) => ({
  hubId: hubFilter(url.searchParams) ?? 0,
  after: null,
}));

/** /hubs/reboots's preload: the fleet's first page, or the hub's with ?hubid=. */
export const preloadReboots = (args: PreloadArgs) =>
  hubFilter(args.url.searchParams) === null ? fleet(args) : ofHub(args);
