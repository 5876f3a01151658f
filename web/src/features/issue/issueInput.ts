// The New Issue panel and the issue editor send the same fields of an IssueInput from the same form values
// (lookup ids as their selects hold them, status and priority as lookup ids): one place turns them into the
// API's shape. Each caller adds its own: the hub id before them, the editor's follow-up fields after (the
// order the fields were always sent in).
import type { IssueInput } from '../../__generated__/graphql';
import { issuePriorityOf, issueStatusOf } from './issueCodes';

/** The form values both issue forms hold for the fields they share. */
export interface IssueFormValues {
  source: string;
  status: string;
  priority: string;
  title: string;
  description: string;
  tagId: string;
}

/** A lookup id as a select holds it ("" for none): the number, or null. */
export const lookupIdOf = (value: string) => (value === '' ? null : Number(value));

/** The IssueInput fields both issue forms send: source, status, priority, title, description and tag. */
export function issueInput(values: IssueFormValues) {
  return {
    source: lookupIdOf(values.source),
    issueStatus: issueStatusOf(values.status),
    issuePriority: issuePriorityOf(values.priority),
    title: values.title,
    description: values.description,
    tagId: lookupIdOf(values.tagId),
  } satisfies IssueInput;
}
