// The one place issue priority ids meet the IssuePriority enum (1 critical … 5 low), from the domain's
// one table of them.
import { ISSUE_PRIORITY } from '@hub/domain';
import type { IssuePriority } from '../__generated__/resolvers-types.js';

const PRIORITY_BY_ID: ReadonlyMap<number, IssuePriority> = new Map(
  Object.entries(ISSUE_PRIORITY).map(([priority, id]) => [id, priority as IssuePriority]),
);

export function issuePriorityFromId(id: number): IssuePriority | null {
  return PRIORITY_BY_ID.get(id) ?? null;
}

export function issuePriorityId(priority: IssuePriority): number {
  return ISSUE_PRIORITY[priority];
}
