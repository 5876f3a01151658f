// The Reboots tab's one request (the hub's first page of reboots): a module of its own, so the route's
// loader (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

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
export const hubRebootsVariables = (hubId: number, after: string | null) => ({ hubId, after });
