// The query statistics' one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

/** One query's statistics, as the list and the detail page show them. */
export const QueryStatistic_Fields = graphql(`
  fragment QueryStatistic_Fields on QueryStatistic {
    id
    count
    durationSeconds
    averageSeconds
    averageBand
    sql
    dashboardUrl
  }
`);

export const QueriesPage_Query = graphql(`
  query QueriesPage_Query($source: String) {
    querySources {
      name
      label
    }
    queryStatistics(source: $source) {
      provider
      statistics {
        ...QueryStatistic_Fields
      }
    }
  }
`);

/** The variables the screen opens with: the source in the address (?source=), if any. */
export const queriesVariables = ({ url }: { url: URL }) => ({ source: url.searchParams.get('source') });
