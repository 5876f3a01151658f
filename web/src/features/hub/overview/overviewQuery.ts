// The hub overview's one request, composed from the fragments of the parts it shows: the identity block,
// the information and state panels, and the issues panel's first page with its priority filter. It lives
// apart from the screen so the route's loader can start it at navigation without the screen's code.
import { graphql } from '../../../__generated__';
import { hubIssuesPanelVariables } from '../../issue/hubIssuesPanelVariables';
import { parseHubId } from './parseHubId';

export const HubOverviewScreen_Query = graphql(`
  query HubOverviewScreen_Query($id: Int!, $issues: IssueFilter, $issuesFirst: Int) {
    hub(id: $id) {
      id
      ...HubOverviewPage_Hub
      ...HubInformationPanel_Hub
      ...HubStatePanel_Hub
    }
    issues(filter: $issues, first: $issuesFirst) {
      ...IssueList_Page
    }
    ...IssueList_Priorities
  }
`);

/** The overview's variables for the hub id in the address; null for an id that is not a hub id. */
export function hubOverviewVariables(param: string | undefined) {
  const id = parseHubId(param ?? '');
  if (id === null) return null;
  const issues = hubIssuesPanelVariables(id);
  return { id, issues: issues.filter, issuesFirst: issues.first };
}
