// The one place issue status ids meet the IssueStatus enum (1 open, 2 in progress, 3 resolved,
// 4 escalated, 5 resolved duplicate, 6 deferred), from the domain's one table of them.
import { ISSUE_STATUS } from '@hub/domain';
import type { IssueStatus } from '../__generated__/resolvers-types.js';

const STATUS_BY_ID: ReadonlyMap<number, IssueStatus> = new Map(
  Object.entries(ISSUE_STATUS).map(([status, id]) => [id, status as IssueStatus]),
);

const ID_BY_STATUS: ReadonlyMap<IssueStatus, number> = new Map(
  [...STATUS_BY_ID].map(([id, status]) => [status, id]),
);

export function issueStatusFromId(id: number): IssueStatus | null {
  return STATUS_BY_ID.get(id) ?? null;
}

export function issueStatusId(status: IssueStatus): number {
  const id = ID_BY_STATUS.get(status);
  if (id === undefined) throw new Error(`IssueStatus ${status} has no upstream id`);
  return id;
}
