// The fleet REST calls behind the dashboard's issue counts (docs/rest-api.md, "Dashboard counts").
import type { UpstreamClient } from '../upstream/client.js';

export interface IssueCountRow {
  status: number;
  issue_status_text: string;
  num_issues: number;
}

export interface IssuePriorityCountRow {
  priority: number;
  issue_priority_text: string;
  num_issues: number;
}

export function fetchIssueCounts(upstream: UpstreamClient): Promise<IssueCountRow[]> {
  return upstream.get('/api/private/hubs/issue_counts');
}

export function fetchIssuePriorityCounts(upstream: UpstreamClient): Promise<IssuePriorityCountRow[]> {
  return upstream.get('/api/private/hubs/issue_priority_counts');
}
