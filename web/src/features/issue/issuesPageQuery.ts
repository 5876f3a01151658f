// The /issues page's one request, composed from what its parts show first: the list's first page (with
// the filters in the address), its priority choices and the statistics. The list and the statistics
// panel then read theirs from the cache with their own (cache-first) queries.
import type { Params } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { parseHubId } from '../hub/overview/parseHubId';
import { ISSUE_PAGE_SIZE, issuesPageFilter } from './issueFilters';

export const IssuesPage_Query = graphql(`
  query IssuesPage_Query($filter: IssueFilter, $first: Int, $after: String) {
    issues(filter: $filter, first: $first, after: $after) {
      ...IssueList_Page
    }
    ...IssueList_Priorities
    ...IssueStatisticsPanel_Statistics
  }
`);

// The page the address names (`page`, ?after=) goes in as the list asks for it: `after` only past the first.
const pageVariables = (page: string | null) => (page ? { after: page } : {});

export const issuesPageVariables = (url: URL, page: string | null) => ({
  filter: issuesPageFilter(url),
  first: ISSUE_PAGE_SIZE,
  ...pageVariables(page),
});

// /hub/{id}/issues: the same list for one hub, with the hub's identity above it (HubIdentity reads it from
// the cache), in one request.
export const HubIssuesPage_Query = graphql(`
  query HubIssuesPage_Query($id: Int!, $filter: IssueFilter, $first: Int, $after: String) {
    hub(id: $id) {
      ...HubIdentity_hub
    }
    issues(filter: $filter, first: $first, after: $after) {
      ...IssueList_Page
    }
    ...IssueList_Priorities
  }
`);

export function hubIssuesPageVariables({
  params,
  url,
  page,
}: {
  params: Params;
  url: URL;
  page: string | null;
}) {
  const id = parseHubId(params.id);
  return id === null
    ? null
    : { id, filter: issuesPageFilter(url, id), first: ISSUE_PAGE_SIZE, ...pageVariables(page) };
}
