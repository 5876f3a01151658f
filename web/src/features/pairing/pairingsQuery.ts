// The Pairings tab's one request: a module of its own, so the route's loader (routes.ts) starts it at
// navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

export const HubPairingsPage_Query = graphql(`
  query HubPairingsPage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      pairings {
        id
        hubId
        created
        ip
        pairingCode
        userId
        appVersion
        manufacturer
        model
        platform
        version
        paired
        canToggle
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubPairingsVariables = (hubId: number) => ({ hubId });
