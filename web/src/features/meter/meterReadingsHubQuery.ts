// The Meter Readings tab's one request (the hub's first page of readings): a module of its own, so the
// route's loader (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

/** One hub's rows, with the hub's identity for the tab's heading: the tab's one request. */
export const MeterReadings_HubQuery = graphql(`
  query MeterReadings_HubQuery($hubId: Int!, $after: String) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      meterReadings(first: 50, after: $after) {
        ...MeterReadings_rows
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubMeterReadingsVariables = (hubId: number, after: string | null) => ({ hubId, after });
