// The Actions tab's one request (its newest page of the log): a module of its own, so the route's loader
// (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { LOG_PAGE_SIZE } from '../../ui/logPageSize';
import { graphql } from '../../__generated__';

export const HubActionsPage_Query = graphql(`
  query HubActionsPage_Query($hubId: Int!, $first: Int, $after: String, $last: Int, $before: String) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      actions(first: $first, after: $after, last: $last, before: $before) {
        edges {
          node {
            ...HubActionsPage_Action
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
export const hubActionsVariables = (hubId: number) => ({ hubId, first: LOG_PAGE_SIZE, after: null });
