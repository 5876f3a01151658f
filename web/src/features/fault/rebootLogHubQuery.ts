// The reboot logs' requests (the hub's Reboots tab, and /hubs/reboots for every hub or one with ?hubid=):
// a module of its own, so the routes' loaders (routes.ts) start them at navigation beside the screens' code
// without importing the screens.
import { graphql } from '../../__generated__';
import { preloadScreenQuery } from '../../app/routing/screenQuery';
import type { PreloadArgs } from '../../app/routing/types';
import { hubFilter } from './glitchLogQuery';

/** One hub's reboots, with the hub's identity for the tab's heading: the tab's one request. */
export const RebootLog_HubQuery = graphql(`
  query RebootLog_HubQuery($hubId: Int!, $after: String) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      reboots(first: 20, after: $after) {
        ...RebootLog_rows
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubRebootsVariables = (hubId: number) => ({ hubId, after: null });

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
