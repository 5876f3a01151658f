// One query statistic's request: started by the route's loader beside the screen's code.
import type { Params } from 'react-router-dom';
import { graphql } from '../../__generated__';

export const QueryDetailPage_Query = graphql(`
  query QueryDetailPage_Query($source: String, $id: ID!) {
    queryStatistic(source: $source, id: $id) {
      ...QueryStatistic_Fields
    }
  }
`);

/** The variables the screen opens with: the query's id and the source it came from (?source=). */
export const queryDetailVariables = ({ params, url }: { params: Params; url: URL }) => ({
  id: params['id'] ?? '',
  source: url.searchParams.get('source'),
});
