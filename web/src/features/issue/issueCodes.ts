// The issue forms hold status and priority as the lookup tables' ids (their selects list the lookups);
// the API takes them as the IssueStatus and IssuePriority enums. These turn one into the other.
import { ISSUE_PRIORITY, ISSUE_STATUS } from '@hub/domain';
import type { IssuePriority, IssueStatus } from '../../__generated__/graphql';

function byId<N extends string>(table: Readonly<Record<N, number>>) {
  const names = new Map(Object.entries(table).map(([name, id]) => [id as number, name as N]));
  return (id: string | number | null | undefined): N | null =>
    id === null || id === undefined || id === '' ? null : (names.get(Number(id)) ?? null);
}

/** The IssueStatus of a status id (a select's value); null for none or an id the API has no name for. */
export const issueStatusOf = byId<IssueStatus>(ISSUE_STATUS);
/** The IssuePriority of a priority id; null for none or an id the API has no name for. */
export const issuePriorityOf = byId<IssuePriority>(ISSUE_PRIORITY);

// The API names the enum fields it takes (issueStatus, issuePriority, actionDue); the issue forms' own
// fields are status, priority and, in the action form, due.
const FORM_FIELD: Readonly<Record<string, string>> = {
  issueStatus: 'status',
  issuePriority: 'priority',
};

/** A mutation's userErrors with the issue forms' field names, so each is shown beside its field. */
export function issueFormErrors<E extends { field?: string | null; message: string }>(
  userErrors: readonly E[],
  renamed: Readonly<Record<string, string>> = {},
): E[] {
  return userErrors.map((e) => {
    const field = e.field ? (renamed[e.field] ?? FORM_FIELD[e.field] ?? e.field) : e.field;
    return { ...e, field };
  });
}
