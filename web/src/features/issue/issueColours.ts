import type { IssueRowTone } from '@hub/domain';

/** Spec 1 §2 row colours: expanded greenish, closed green, overdue red, due soon orange, error pinkish, grey. */
export const ISSUE_ROW_BG: Readonly<Record<IssueRowTone, string>> = {
  expanded: 'teal.50',
  closed: 'green.100',
  overdue: 'red.100',
  dueSoon: 'orange.100',
  error: 'pink.100',
  normal: 'gray.50',
};
