// The Messages tab's one request (the hub's first page of messages): a module of its own, so the route's
// loader (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

export const MessagesList_HubQuery = graphql(`
  query MessagesList_HubQuery($hubId: Int!, $after: String) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      messages(first: 25, after: $after) {
        ...MessagesList_Page
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubMessagesVariables = (hubId: number, after: string | null) => ({ hubId, after });
