// The one place issue status ids meet the IssueStatus enum (spec 1 §4: 1 open, 3 resolved, 4 escalated,
// 5 resolved duplicate, 6 deferred; 2 exists upstream but is never named).
import type { IssueStatus } from '../__generated__/resolvers-types.js';

const STATUS_BY_ID: ReadonlyMap<number, IssueStatus> = new Map([
  [1, 'OPEN'],
  [2, 'STATUS_2'],
  [3, 'RESOLVED'],
  [4, 'ESCALATED'],
  [5, 'RESOLVED_DUPLICATE'],
  [6, 'DEFERRED'],
]);

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
