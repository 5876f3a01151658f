// The graph page's one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

export const HubGraphPage_Query = graphql(`
  query HubGraphPage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      dashboardLinks {
        hubGraphUrl
        refreshSeconds
      }
    }
  }
`);
