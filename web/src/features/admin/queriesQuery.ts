// The query statistics' one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

export const QueriesPage_Query = graphql(`
  query QueriesPage_Query($source: String) {
    querySources {
      name
      label
    }
    queryStatistics(source: $source) {
      provider
      statistics {
        id
        count
        durationSeconds
        averageSeconds
        averageBand
        sql
        dashboardUrl
      }
    }
  }
`);

/** The variables the screen opens with: the source in the address (?source=), if any. */
export const queriesVariables = ({ url }: { url: URL }) => ({ source: url.searchParams.get('source') });
