// After an issue is created, saved or acted on, the issue lists held in the cache are brought up to date
// from the mutation's payload instead of asking for them again. The issue itself is one cache entry (keyed
// by id, app/apollo/nodeTypePolicies.ts), so its row shows the new values by itself; what is left is where
// it stands: every list is newest last action first and a save or an action moves lastAction on, so the
// issue goes to the top of each first page whose filter it matches, and out of every page whose filter it
// no longer matches (a resolved issue leaves the open-issues lists) or that is not a first page.
import type { ApolloCache, Reference } from '@apollo/client';
import type { IssueFilter } from '../../__generated__/graphql';

/** issues() without first or last: the gateway's page size. */
const DEFAULT_PAGE_SIZE = 100;

/** The payload's edge: the issue's cursor in the lists (the gateway's own) and the issue. */
export interface SavedIssueEdge {
  cursor: string;
  node: { __typename?: 'Issue'; id: number };
}

interface ListArgs {
  filter?: IssueFilter | null;
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

interface StoredEdge {
  __typename?: string;
  cursor: string;
  node: Reference;
}

interface StoredConnection {
  __typename?: string;
  edges: readonly StoredEdge[];
  pageInfo: { hasNextPage: boolean; startCursor?: string | null; endCursor?: string | null };
}

/** The arguments a list was stored under: Apollo's store field name is `issues({...json args...})`. */
export function listArgsOf(storeFieldName: string): ListArgs | null {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as ListArgs;
  } catch {
    return null;
  }
}

interface IssueFacts {
  status: string | undefined;
  issuePriority: string | null | undefined;
  hubId: number | undefined;
}

/**
 * Whether an issue belongs in a list with this filter: true or false when the client can tell exactly,
 * undefined when it cannot (a text search is matched by the upstream over fields the client does not
 * hold; a deprecated numeric filter), so that list is asked for again on its own.
 */
export function matchesFilter(
  filter: IssueFilter | null | undefined,
  issue: IssueFacts,
): boolean | undefined {
  if (!filter) return true;
  if (filter.search || filter.status != null || filter.priority != null) return undefined;
  if (issue.status === undefined || issue.hubId === undefined) return undefined;
  if (filter.statuses?.length && !filter.statuses.includes(issue.status as never)) return false;
  if (filter.priorities?.length && !filter.priorities.includes(issue.issuePriority as never)) return false;
  if (filter.hubId != null && filter.hubId !== issue.hubId) return false;
  return true;
}

/** Puts the saved issue where it now stands in every issues list the cache holds (see the top). */
export function placeIssueInLists(cache: ApolloCache, edge: SavedIssueEdge | null | undefined): void {
  if (!edge) return;
  const id = cache.identify({ __typename: 'Issue', id: edge.node.id });
  if (!id) return;
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      issues(value, { storeFieldName, readField, toReference, DELETE }) {
        const existing = value as unknown as StoredConnection;
        const args = listArgsOf(storeFieldName);
        const ref = toReference(id);
        if (!ref || !args || !existing?.edges) return DELETE;
        const facts: IssueFacts = {
          status: readField<string>('status', ref),
          issuePriority: readField<string | null>('issuePriority', ref),
          hubId: readField<number>('hubId', ref),
        };
        const matches = matchesFilter(args.filter, facts);
        // Only this list is dropped: the query showing it asks for it again, nothing else does.
        if (matches === undefined) return DELETE;
        const others = existing.edges.filter((e) => readField<number>('id', e.node) !== edge.node.id);
        const firstPage = !args.after && !args.before && args.last == null;
        if (!matches || !firstPage) {
          return (
            others.length === existing.edges.length ? existing : { ...existing, edges: others }
          ) as never;
        }
        const edges = [{ __typename: 'IssueEdge', cursor: edge.cursor, node: ref }, ...others];
        // A page holds `first` rows: the one pushed off the bottom now starts the next page.
        const size = args.first ?? DEFAULT_PAGE_SIZE;
        const kept = edges.slice(0, size);
        return {
          ...existing,
          edges: kept,
          pageInfo: {
            ...existing.pageInfo,
            startCursor: edge.cursor,
            endCursor: kept.at(-1)?.cursor ?? null,
            hasNextPage: existing.pageInfo.hasNextPage || edges.length > size,
          },
        } as never;
      },
    },
  });
}
