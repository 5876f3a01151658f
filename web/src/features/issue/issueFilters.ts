// The issues list's filters as plain data: read from an address, turned into the API's IssueFilter. Apart
// from the list so a route's loader can build the /issues page's first request without the list's code.
import { ISSUE_FILTER_ALL_PRIORITIES, OPEN_ISSUE_STATUSES } from '@hub/domain';
import type { IssueFilter, IssueStatus } from '../../__generated__/graphql';
import { issuePriorityOf } from './issueCodes';

/** The status filter: every status, every open one, or exactly one (?status= in the URL). */
export type StatusChoice = 'ALL' | 'ALL_OPEN' | IssueStatus;

export const STATUS_OPTIONS: ReadonlyArray<readonly [StatusChoice, string]> = [
  ['ALL', 'All'],
  ['ALL_OPEN', 'All Open'],
  ['OPEN', 'Open'],
  ['IN_PROGRESS', 'In Progress'],
  ['RESOLVED', 'Resolved'],
  ['ESCALATED', 'Escalated'],
  ['RESOLVED_DUPLICATE', 'Resolved Duplicate'],
  ['DEFERRED', 'Deferred'],
];

// Links made before the filter named its statuses carry the old numbers: 5 meant All, 1 All Open.
const LEGACY_STATUS: Readonly<Record<string, StatusChoice>> = {
  '5': 'ALL',
  '1': 'ALL_OPEN',
  '3': 'RESOLVED',
  '4': 'ESCALATED',
  '6': 'DEFERRED',
};

export function statusChoice(value: string | null, fallback: StatusChoice): StatusChoice {
  if (value === null) return fallback;
  if (STATUS_OPTIONS.some(([choice]) => choice === value)) return value as StatusChoice;
  return LEGACY_STATUS[value] ?? fallback;
}

/** The statuses the API is asked for; null asks for every status. */
export function statusesOf(choice: StatusChoice): IssueStatus[] | null {
  if (choice === 'ALL') return null;
  if (choice === 'ALL_OPEN') return [...OPEN_ISSUE_STATUSES];
  return [choice];
}

/** Rows a page of the issues list holds unless a screen asks for fewer. */
export const ISSUE_PAGE_SIZE = 25;

export interface Filters {
  status: StatusChoice;
  priority: number;
  search: string;
}

/** The filters a URL's ?status=&priority=&search= ask for (the /issues page keeps them there). */
export function filtersFromSearch(from: URLSearchParams, initial: Filters): Filters {
  const number = (key: string, fallback: number) => {
    const value = Number(from.get(key));
    return from.get(key) !== null && Number.isInteger(value) ? value : fallback;
  };
  return {
    status: statusChoice(from.get('status'), initial.status),
    priority: number('priority', initial.priority),
    search: from.get('search') ?? '',
  };
}

/** The IssueFilter the list asks for: the same object whenever the same filters are chosen. */
export function issueFilter(filters: Filters, hubId?: number): IssueFilter {
  const statuses = statusesOf(filters.status);
  // The URL keeps the priority's id (links from the dashboard's priority counts carry it).
  const priority = issuePriorityOf(
    filters.priority === ISSUE_FILTER_ALL_PRIORITIES ? null : filters.priority,
  );
  return {
    ...(statuses ? { statuses } : {}),
    ...(priority ? { priorities: [priority] } : {}),
    ...(hubId !== undefined ? { hubId } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** The /issues page's first request, from its address: the list as it opens there. */
export function issuesPageFilter(url: URL, hubId?: number): IssueFilter {
  return issueFilter(
    filtersFromSearch(url.searchParams, { status: 'ALL', priority: ISSUE_FILTER_ALL_PRIORITIES, search: '' }),
    hubId,
  );
}
