// The Health tab's one request (its first page of snapshots): a module of its own, so the route's loader
// (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

export const HubHealthPage_Query = graphql(`
  query HubHealthPage_Query($id: Int!, $after: String) {
    hub(id: $id) {
      id
      ...HubIdentity_hub
      health(first: 20, after: $after) {
        edges {
          node {
            id
            created
            humidity
            rawTemp
            bias
            temperature
            setpoint
            heating
            boiler
            holiday
            touched
            version {
              text
            }
            rssi
            gap
            avgWakeSecs
            uptime
            voltage
            current
            severity
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubHealthVariables = (hubId: number, after: string | null) => ({ id: hubId, after });
