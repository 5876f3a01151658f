// The Schedule tab's one request: a module of its own, so the route's loader (routes.ts) starts it at
// navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

/** What the tab shows of a schedule; the delete and clear mutations answer with the same. */
export const HubSchedule_days = graphql(`
  fragment HubSchedule_days on HubSchedule {
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
`);

export const HubSchedulePage_Query = graphql(`
  query HubSchedulePage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      schedule {
        ...HubSchedule_days
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubScheduleVariables = (hubId: number) => ({ hubId });
