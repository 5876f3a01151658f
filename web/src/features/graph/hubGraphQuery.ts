// The graph page's one request: started by the route's loader beside the screen's code.
import type { Params } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { parseHubId } from '../hub/overview/parseHubId';

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

/** The variables for the hub in the address (null: not a hub id, nothing to load). */
export function hubGraphVariables({ params }: { params: Params }) {
  const hubId = parseHubId(params['id']);
  return hubId === null ? null : { hubId };
}
