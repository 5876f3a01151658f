// An issue as its resolvers pass it around; the action history is fetched only when asked for.
import { issueActionKindOf, issueZone } from '@hub/domain';
import type { Issue, IssueAction } from '../__generated__/resolvers-types.js';
import type { IssueActionRecord, IssueRecord } from './rest.js';
import { DB_ID_MAX, timeKeyCodec } from '../common/connection.js';
import { issuePriorityFromId } from './priority.js';
import { issueStatusFromId } from './status.js';
import type { KeyCodec, TimeKey } from '../common/connection.js';

export type IssueModel = Omit<Issue, '__typename' | 'actions' | 'hub' | 'nodeId'>;

declare module '../graphql/resolverTypes.js' {
  interface Models {
    Issue: IssueModel;
  }
}

const iso = (value: string | Date): string => new Date(value).toISOString();

export function toIssueModel(r: IssueRecord): IssueModel {
  return {
    id: r.issue_id,
    hubId: r.hubid,
    hubName: r.hub_name,
    hubPostcode: r.hub_postcode,
    zone: issueZone(r.hub_postcode),
    source: r.source,
    sourceText: r.source_text,
    // The upstream's statuses are its issue_status lookup, ids 1 to 6; an id added there later reads as open.
    status: issueStatusFromId(r.status) ?? 'OPEN',
    statusId: r.status,
    statusText: r.status_text,
    issuePriority: issuePriorityFromId(r.priority),
    priority: r.priority,
    priorityText: r.priority_text,
    title: r.title,
    description: r.description,
    tagId: r.issue_tag_id,
    tagText: r.issue_tag_text,
    actionRequiredId: r.issue_action_id,
    actionRequiredText: r.issue_action_text,
    customerFollowup: r.customer_followup,
    actionDue: r.action_due === null ? null : iso(r.action_due),
    lastAction: iso(r.last_action),
    created: iso(r.created),
    createdBy: r.created_by,
  };
}

/** An issue action as resolvers pass it: with its issue's id, which its nodeId names. */
export type IssueActionModel = Omit<IssueAction, '__typename' | 'nodeId'> & { issueId: number };

export function toIssueAction(r: IssueActionRecord): IssueActionModel {
  return {
    id: r.uid,
    issueId: r.issue_id,
    actionType: r.action_type,
    kind: issueActionKindOf(r.action_type),
    typeText: r.type_text,
    actionText: r.action_text,
    tookMinutes: r.took_minutes,
    occurred: iso(r.occurred),
    actionBy: r.action_by,
  };
}

/** The key an issue has in the list (its last action and id), which the upstream pages by. */
export const ISSUE_KEY: KeyCodec<TimeKey> = timeKeyCodec('issue', DB_ID_MAX);

export const issueKeyOf = (issue: { lastAction: string; id: number }): TimeKey => ({
  at: issue.lastAction,
  uid: issue.id,
});
