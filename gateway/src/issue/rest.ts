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

// Issues, their actions and statistics (docs/rest-api.md, "Issues").
export interface IssueRecord {
  issue_id: number;
  hubid: number;
  source: number;
  status: number;
  priority: number;
  title: string;
  description: string | null;
  issue_tag_id: number | null;
  issue_action_id: number | null;
  customer_followup: boolean;
  action_due: string | null;
  last_action: string;
  created: string;
  created_by: string | null;
  priority_text: string | null;
  source_text: string | null;
  status_text: string | null;
  issue_tag_text: string | null;
  issue_action_text: string | null;
  hub_name: string | null;
  hub_postcode: string | null;
}

export interface IssuePageRecord {
  issues: IssueRecord[];
  has_older: boolean;
  has_newer: boolean;
}

export interface IssueActionRecord {
  uid: number;
  issue_id: number;
  action_type: number;
  action_text: string | null;
  took_minutes: number | null;
  occurred: string;
  type_text: string | null;
  action_by: string | null;
}

export interface IssueTagCountRow {
  issue_tag_id: number | null;
  issue_tag_text: string;
  issue_tag_type_text: string;
  num_tags: number;
}

export interface IssueBody {
  hubid: number | null;
  source: number;
  status: number;
  priority: number;
  title: string;
  description: string | null;
  issue_tag_id: number | null;
  issue_action_id: number | null;
  customer_followup: boolean;
  action_due: string | null;
  last_action?: string;
}

export interface ActionBody {
  action_type: number;
  action_text: string | null;
  took_minutes: number | null;
  status: number;
  action_due?: string | null;
}

export function fetchIssues(upstream: UpstreamClient, query: URLSearchParams): Promise<IssuePageRecord> {
  return upstream.get(`/api/private/issues?${query.toString()}`);
}

export function fetchIssue(upstream: UpstreamClient, id: number): Promise<IssueRecord> {
  return upstream.get(`/api/private/issue/${id}`);
}

export function fetchIssueActions(upstream: UpstreamClient, id: number): Promise<IssueActionRecord[]> {
  return upstream.get(`/api/private/issue/${id}/actions`);
}

export function saveIssue(
  upstream: UpstreamClient,
  id: number | 'new',
  body: IssueBody,
): Promise<IssueRecord> {
  return upstream.put(`/api/private/issue/${id}`, body);
}

export function saveIssueAction(
  upstream: UpstreamClient,
  id: number,
  body: ActionBody,
): Promise<{ issue: IssueRecord; action: IssueActionRecord }> {
  return upstream.put(`/api/private/issue/${id}/action`, body);
}

export function fetchIssueTagCounts(
  upstream: UpstreamClient,
  which: 'open' | 'closed',
): Promise<IssueTagCountRow[]> {
  return upstream.get(`/api/private/hubs/issue_tags/${which}`);
}
