import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { fetchIssueCounts, fetchIssuePriorityCounts } from './rest.js';
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
      return rows.map((row) => ({
        priority: Number(row.priority),
        text: row.issue_priority_text,
        count: Number(row.num_issues),
      }));
    },
  },
};
