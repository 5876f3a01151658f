// What a change to an issue brings back besides the issue itself, so that nothing is asked for again
// afterwards: its place in the lists (edge, read by issueLists.ts placeIssueInLists), the counts the change
// moved (query, issueSavedCounts.ts) and why it was refused (userErrors). Creating and saving answer an
// IssuePayload and spread IssueSaved_Payload whole; an action answers an IssueActionPayload, a type of its
// own (a fragment names one type), so it spreads the edge and the counts under the same fields itself.
import { graphql } from '../../__generated__';

export const IssueSaved_Edge = graphql(`
  fragment IssueSaved_Edge on IssueEdge {
    cursor
    node {
      id
    }
  }
`);

export const IssueSaved_Payload = graphql(`
  fragment IssueSaved_Payload on IssuePayload {
    edge {
      ...IssueSaved_Edge
    }
    query {
      ...IssueSaved_Counts
    }
    userErrors {
      field
      message
    }
  }
`);
