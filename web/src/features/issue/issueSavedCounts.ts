// What creating, saving or acting on an issue can change besides the issue and its lists: the counts by
// status (the dashboard's Issue Status panel) and the open/closed statistics per tag (the /issues page).
// The issue mutations ask for these in their payload's `query` (the gateway resolves them after the write),
// and Apollo writes them into the root query, so the panels showing them update without a request of
// their own. A count by status cannot be derived in the client (a status change moves one issue between
// two counts the client may not hold), so the gateway's figures are taken instead of patching numbers.
import { graphql } from '../../__generated__';

export const IssueSaved_Counts = graphql(`
  fragment IssueSaved_Counts on Query {
    ...IssueStatusCountsPanel_Counts
    ...IssueStatisticsPanel_Statistics
  }
`);
