// The Schedule tab's one request: a module of its own, so the route's loader (routes.ts) starts it at
// navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

export const HubSchedulePage_Query = graphql(`
  query HubSchedulePage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      schedule {
        hubId
        events {
          id
        }
        days {
          day
          name
          events {
            id
            startTime
            durationMinutes
            adjustText
            description
          }
        }
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubScheduleVariables = (hubId: number) => ({ hubId });
