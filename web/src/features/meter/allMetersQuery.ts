// All Meters' one request (/allmeters): a module of its own, imported lazily by the route
// (web/build/screenQueries.ts), so the hub tab's static document module does not bring it into the entry.
import { graphql } from '../../__generated__';

/** Every hub's rows (the fleet log). */
export const MeterReadings_Query = graphql(`
  query MeterReadings_Query($after: String) {
    meterReadings(first: 50, after: $after) {
      ...MeterReadings_rows
    }
  }
`);
