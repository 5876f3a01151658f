// The hub's New Message page's one request (the hub's identity): started by the route's loader.
import type { Params } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { parseHubId } from '../hub/overview/parseHubId';

/** The hub's identity for the heading above the form (HubIdentity reads it from the cache). */
export const HubNewMessagePage_Query = graphql(`
  query HubNewMessagePage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
    }
  }
`);

/** The variables for the hub in the address (null: not a hub id, nothing to load). */
export function hubNewMessageVariables({ params }: { params: Params }) {
  const hubId = parseHubId(params['id']);
  return hubId === null ? null : { hubId };
}
