// Issue statuses (spec 1 §4, §9): the numbers upstream stores and the open ones, by the GraphQL API's
// IssueStatus names. Re-exported by issues.ts.

export const ISSUE_STATUS = {
  OPEN: 1,
  /** "In Progress" upstream; the staff console never set it, but issues can hold it. */
  IN_PROGRESS: 2,
  RESOLVED: 3,
  ESCALATED: 4,
  RESOLVED_DUPLICATE: 5,
  DEFERRED: 6,
} as const;
/** An issue status by name, as the GraphQL API's IssueStatus enum names it. */
export type IssueStatusName = keyof typeof ISSUE_STATUS;
/** Every status that is not closed (resolved or resolved duplicate): what "All Open" shows. */
export const OPEN_ISSUE_STATUSES: readonly IssueStatusName[] = [
  'OPEN',
  'IN_PROGRESS',
  'ESCALATED',
  'DEFERRED',
];
