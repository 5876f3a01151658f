import type { IssueFilter } from '../../__generated__/graphql';

/** How many of a hub's issues its overview panel shows at first. */
export const HUB_ISSUES_PANEL_SIZE = 10;

/**
 * The issues panel's first page as IssueList asks for it (every status, all priorities, this hub): the
 * overview's request asks the same, so the list's first query is a cache hit.
 */
export function hubIssuesPanelVariables(hubId: number): { filter: IssueFilter; first: number } {
  return { filter: { hubId }, first: HUB_ISSUES_PANEL_SIZE };
}
