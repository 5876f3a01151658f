// The installations list's one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

export const InstallationsPage_Query = graphql(`
  query InstallationsPage_Query {
    installJobsByStatus {
      status
      statusText
      count
      jobs {
        jobId
        statusText
        statusBand
        firstName
        lastName
        uploaded
        assignedAt
        endTime
        serial
        postcode
        eircode
      }
    }
  }
`);
