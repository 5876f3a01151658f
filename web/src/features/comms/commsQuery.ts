// The Comms tab's one request (its newest page of the log): a module of its own, so the route's loader
// (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { LOG_PAGE_SIZE } from '../../ui/logPageSize';
import { graphql } from '../../__generated__';

export const HubCommsPage_Query = graphql(`
  query HubCommsPage_Query($hubId: Int!, $first: Int, $after: String, $last: Int, $before: String) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      comms(first: $first, after: $after, last: $last, before: $before) {
        edges {
          cursor
          node {
            id
            created
            api
            initiatorId
            type
            typeName
            ip
            headers {
              name
              value
            }
            body
            payload
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubCommsVariables = (hubId: number) => ({ hubId, first: LOG_PAGE_SIZE, after: null });
