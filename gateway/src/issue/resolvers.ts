import { nullWhenNotFound } from '../common/notFound.js';
import { requireSession } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { keyCursor } from '../common/connection.js';
import { ISSUE_KEY, issueKeyOf, toIssueAction, toIssueModel, type IssueModel } from './issueModel.js';
import { createIssue, issuePage, performIssueAction, statisticsBlock, updateIssue } from './issues.js';
import {
  fetchIssue,
  fetchIssueActions,
  fetchIssueCounts,
  fetchIssuePriorityCounts,
  fetchIssueTagCounts,
} from './rest.js';
import { issuePriorityFromId } from './priority.js';
import { issueStatusFromId } from './status.js';

export const resolvers: Resolvers = {
  Query: {
    issueStatusCounts: async (_, __, ctx) => {
      requireSession(ctx);
      const rows = await fetchIssueCounts(ctx.upstream);
      // A status id the enum does not know cannot be shown or filtered on, so it is left out rather than
      // failing the whole dashboard.
      return rows.flatMap((row) => {
        const status = issueStatusFromId(Number(row.status));
        if (!status) return [];
        return [
          {
            status,
            statusId: Number(row.status),
            text: row.issue_status_text,
            count: Number(row.num_issues),
          },
        ];
      });
    },
    issuePriorityCounts: async (_, __, ctx) => {
      requireSession(ctx);
      const rows = await fetchIssuePriorityCounts(ctx.upstream);
      // As for statuses: a priority the enum does not know is left out rather than failing the dashboard.
      return rows.flatMap((row) => {
        const issuePriority = issuePriorityFromId(Number(row.priority));
        if (!issuePriority) return [];
        return [
          {
            issuePriority,
            priority: Number(row.priority),
            text: row.issue_priority_text,
            count: Number(row.num_issues),
          },
        ];
      });
    },
    issues: (_, args, ctx, info) => {
      requireSession(ctx);
      return issuePage(ctx, args, info);
    },
    issue: async (_, { id }, ctx) => {
      requireSession(ctx);
      if (id < 1) return null;
      const record = await nullWhenNotFound(fetchIssue(ctx.upstream, id));
      return record && toIssueModel(record);
    },
    issueStatistics: async (_, __, ctx) => {
      requireSession(ctx);
      const [open, closed] = await Promise.all([
        fetchIssueTagCounts(ctx.upstream, 'open'),
        fetchIssueTagCounts(ctx.upstream, 'closed'),
      ]);
      return { open: statisticsBlock(open), closed: statisticsBlock(closed) };
    },
  },
  Hub: {
    issues: (hub, args, ctx, info) => {
      requireSession(ctx);
      return issuePage(ctx, args, info, hub.id);
    },
  },
  Issue: {
    hub: hubOf,
    actions: async (issue, _, ctx) => (await fetchIssueActions(ctx.upstream, issue.id)).map(toIssueAction),
  },
  Mutation: {
    createIssue: (_, { input }, ctx) => {
      requireSession(ctx);
      return createIssue(ctx, input).then(withEdgeAndQuery);
    },
    updateIssue: (_, { input: { id, lastAction, issue: input } }, ctx) => {
      requireSession(ctx);
      return updateIssue(ctx, id, lastAction, input).then(withEdgeAndQuery);
    },
    performIssueAction: (_, { input: { issueId, action: input } }, ctx) => {
      requireSession(ctx);
      return performIssueAction(ctx, issueId, input).then(withEdgeAndQuery);
    },
  },
};

/**
 * A save's payload carries what a client needs to show it without asking again: the issue as a list edge
 * (its cursor is the one issues() gives it) and the root query, whose fields (counts, statistics) resolve
 * as they do at the top level, after the write.
 */
function withEdgeAndQuery<T extends { issue: IssueModel | null }>(payload: T) {
  const { issue } = payload;
  return {
    ...payload,
    edge: issue ? { cursor: keyCursor(ISSUE_KEY, issueKeyOf(issue)), node: issue } : null,
    query: {},
  };
}
