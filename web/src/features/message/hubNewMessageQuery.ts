// The hub's New Message page's one request (the hub's identity): started by the route's loader.
import { graphql } from '../../__generated__';

/** The hub's identity for the heading above the form (HubIdentity reads it from the cache). */
export const HubNewMessagePage_Query = graphql(`
  query HubNewMessagePage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
    }
  }
`);
