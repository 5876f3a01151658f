// The issue list, editor and actions (spec 1 §2, §4, §5). Input is checked with the same domain rules as
// the form before anything is sent upstream.
import {
  ISSUE_DEFAULT_PRIORITY,
  coerceIssueId,
  issueActionEffect,
  issueCategoryTotals,
  issueHubId,
  isIssueTitleTooLong,
  tookMinutesErrors,
  pastActionDue,
  validateNewIssue,
} from '@hub/domain';
import type {
  IssueActionInput,
  IssueFilter,
  IssueInput,
  IssueOrder,
  IssueStatisticsBlock,
  UserError,
} from '../__generated__/resolvers-types.js';
import type { GraphQLResolveInfo } from 'graphql';
import {
  badInput,
  edgesConnection,
  idKey,
  keyCursor,
  keysetPage,
  timeKeyQuery,
  totalCountIfSelected,
  withTotalCount,
  PAGE_LIMITS,
} from '../common/connection.js';
import { searchTerm } from '../common/searchTerm.js';
import { userErrorsOf } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
import { ISSUE_KEY, issueKeyOf, toIssueAction, toIssueModel } from './issueModel.js';
import type { IssueBody, IssueTagCountRow } from './rest.js';
import { fetchIssue, fetchIssues, saveIssue, saveIssueAction } from './rest.js';
import { issuePriorityId } from './priority.js';
import { issueStatusId } from './status.js';
import { fetchIssueCount, issueCountLoaders } from './issueCounts.js';
import { selectedFields } from '../graphql/selection.js';

interface PageArgs {
  filter?: IssueFilter | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  orderBy?: IssueOrder | null;
}

// The list by creation (issue id, newest first): an order no action changes, for a walk of every issue.
// Its own cursor kind, so a cursor of the last-action order is refused here, and the other way round.
const CREATED_KEY = idKey('issueByCreation');

/** issuePage in the CREATED order: paged by issue id (until_uid older, from_uid newer upstream). */
async function createdOrderPage(
  ctx: GatewayContext,
  args: PageArgs,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  query: URLSearchParams,
  total: ReturnType<typeof totalCountIfSelected>,
) {
  const page = keysetPage(args, CREATED_KEY, PAGE_LIMITS, query.toString());
  if (onlyTotalCount(info)) return withTotalCount(noRows(), total);
  query.set('order', 'created');
  query.set('limit', String(page.size));
  if (page.after !== null) query.set('until_uid', String(page.after));
  else if (page.before !== null) query.set('from_uid', String(page.before));
  const found = await fetchIssues(ctx.upstream, query);
  return withTotalCount(
    edgesConnection(
      found.issues.map(toIssueModel),
      (node) => keyCursor(CREATED_KEY, node.id, page),
      (node) => node,
      { hasNextPage: found.has_older, hasPreviousPage: found.has_newer },
    ),
    total,
  );
}

// The deprecated numeric filters and the hub id as fleet-api takes them (its /issues query schema): a
// value outside is refused here, naming the filter field, rather than by fleet-api naming its parameter.
const STATUS_IDS = { min: 1, max: 1000 };
const PRIORITY_IDS = { min: -1, max: 1000 };

function checkRange(value: number | null | undefined, range: { min: number; max: number }, field: string) {
  if (value !== null && value !== undefined && (value < range.min || value > range.max))
    throw badInput(`${field} must be between ${range.min} and ${range.max}, got ${value}.`, field);
}

/** The filter as fleet-api's /issues query (the same for its /issues/count), without paging. */
function issueFilterQuery(filter: IssueFilter): URLSearchParams {
  checkRange(filter.status, STATUS_IDS, 'filter.status');
  checkRange(filter.priority, PRIORITY_IDS, 'filter.priority');
  if (filter.hubId !== null && filter.hubId !== undefined && filter.hubId < 1)
    throw badInput(`filter.hubId must be a hub id (1 or more), got ${filter.hubId}.`, 'filter.hubId');
  const query = new URLSearchParams();
  if (filter.statuses && filter.statuses.length > 0)
    query.set('statuses', [...new Set(filter.statuses.map(issueStatusId))].sort((a, b) => a - b).join(','));
  else if (filter.status !== null && filter.status !== undefined) query.set('status', String(filter.status));
  if (filter.priorities && filter.priorities.length > 0)
    query.set(
      'priorities',
      [...new Set(filter.priorities.map(issuePriorityId))].sort((a, b) => a - b).join(','),
    );
  else if (filter.priority !== null && filter.priority !== undefined)
    query.set('priority', String(filter.priority));
  if (filter.hubId !== null && filter.hubId !== undefined) query.set('hubid', String(filter.hubId));
  const search = searchTerm(filter.search, 'filter.search');
  if (search.length > 0) query.set('term', search);
  return query;
}

// A query that reads only totalCount (the per-hub count of a report) needs no page of rows.
const onlyTotalCount = (info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>) =>
  [...selectedFields(info)].every((name) => name === 'totalCount' || name === '__typename');

const noRows = () =>
  edgesConnection<never, never>(
    [],
    () => '',
    (row) => row,
    { hasNextPage: false, hasPreviousPage: false },
  );

/**
 * A page of issues. Its totalCount is fetched only when selected: for one hub's issues (`hubId`) through
 * the per-hub loader, so the hubs of one page share one count call.
 */
export async function issuePage(
  ctx: GatewayContext,
  args: PageArgs,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  hubId?: number,
) {
  const filter = issueFilterQuery({ ...args.filter, hubId: undefined });
  const count =
    hubId === undefined
      ? () => fetchIssueCount(ctx.upstream, issueFilterQuery(args.filter ?? {})).then((found) => found.total)
      : () => ctx.loaders(issueCountLoaders).perHub.load({ hubId, filter: filter.toString() });
  const total = totalCountIfSelected(info, count);
  const query = hubId === undefined ? issueFilterQuery(args.filter ?? {}) : filter;
  if (hubId !== undefined) query.set('hubid', String(hubId));
  if (args.orderBy === 'CREATED') return createdOrderPage(ctx, args, info, query, total);
  // The cursors carry the filter (the hub's included): another filter's cursor is refused.
  const page = keysetPage(args, ISSUE_KEY, PAGE_LIMITS, query.toString());
  // Only the total asked for (an analyst's count per hub): no page call at all.
  if (onlyTotalCount(info)) return withTotalCount(noRows(), total);
  // The upstream says itself whether older and newer pages exist: it is asked for the page size only.
  const keys = new URLSearchParams(timeKeyQuery(page));
  keys.set('limit', String(page.size));
  for (const [name, value] of keys) query.set(name, value);
  const found = await fetchIssues(ctx.upstream, query);
  return withTotalCount(
    edgesConnection(
      found.issues.map(toIssueModel),
      (node) => keyCursor(ISSUE_KEY, issueKeyOf(node), page),
      (node) => node,
      { hasNextPage: found.has_older, hasPreviousPage: found.has_newer },
    ),
    total,
  );
}

/**
 * The body to send and what is wrong with the input. `storedTitle` is the title an existing issue has now:
 * one saved over the maximum before the limit may be saved again unchanged.
 */
function toBody(input: IssueInput, storedTitle?: string | null): { body: IssueBody; errors: UserError[] } {
  // The enum fields win over the deprecated numeric ones they replace, and a missing status is reported
  // on the field the caller uses (issueStatus unless it sent the old status).
  const status = input.issueStatus ? issueStatusId(input.issueStatus) : input.status;
  const priority = input.issuePriority ? issuePriorityId(input.issuePriority) : input.priority;
  const errors: UserError[] = validateNewIssue(
    { hubId: input.hubId, source: input.source, status, title: input.title },
    { storedTitle },
  ).map((error) =>
    error.field === 'status' && (input.status === null || input.status === undefined)
      ? { ...error, field: 'issueStatus' }
      : error,
  );
  const body: IssueBody = {
    hubid: issueHubId(input.hubId),
    source: coerceIssueId(input.source),
    status: coerceIssueId(status),
    priority: priority ?? ISSUE_DEFAULT_PRIORITY,
    title: (input.title ?? '').trim(),
    description: input.description?.trim() || null,
    issue_tag_id: input.tagId ?? null,
    issue_action_id: input.actionRequiredId ?? null,
    customer_followup: input.customerFollowup ?? false,
    action_due: input.actionDue ?? null,
  };
  return { body, errors };
}

export async function createIssue(ctx: GatewayContext, input: IssueInput) {
  const { body, errors } = toBody(input);
  if (errors.length > 0) return { issue: null, userErrors: errors };
  const saved = await userErrorsOf(() => saveIssue(ctx.upstream, 'new', body));
  if ('userErrors' in saved) return { issue: null, userErrors: saved.userErrors };
  return { issue: toIssueModel(saved.value), userErrors: [] };
}

export async function updateIssue(ctx: GatewayContext, id: number, lastAction: string, input: IssueInput) {
  // A title over the maximum is allowed only as the issue has it (saved before the limit), so only then is
  // the stored title asked for: every wrong field is named at once, the title with the others.
  const storedTitle = isIssueTitleTooLong(input.title)
    ? await fetchIssue(ctx.upstream, id).then(
        (issue) => issue.title,
        // No such issue: the save below says so on `id`.
        () => undefined,
      )
    : undefined;
  const { body, errors } = toBody(input, storedTitle);
  if (errors.length > 0) return { issue: null, userErrors: errors };
  // The upstream refuses (409, CONFLICT) when the issue's last action is no longer this one.
  const saved = await userErrorsOf(() => saveIssue(ctx.upstream, id, { ...body, last_action: lastAction }), {
    missing: 'id',
  });
  if ('userErrors' in saved) return { issue: null, userErrors: saved.userErrors };
  return { issue: toIssueModel(saved.value), userErrors: [] };
}

/**
 * Spec 1 §4: the issue write (status, due date, last_action = now) and the action record go upstream as
 * one call, which fleet-api runs in one transaction: either both are saved or neither, so there is no
 * half-done action to report.
 */
export async function performIssueAction(ctx: GatewayContext, issueId: number, input: IssueActionInput) {
  const minutesWrong = tookMinutesErrors(input.tookMinutes);
  if (minutesWrong.length > 0) return { issue: null, action: null, userErrors: minutesWrong };
  const now = new Date();
  const pastDue = pastActionDue(input.kind, input.actionDue ? new Date(input.actionDue) : null, now);
  if (pastDue.length > 0) return { issue: null, action: null, userErrors: pastDue };
  const read = await userErrorsOf(() => fetchIssue(ctx.upstream, issueId), { missing: 'issueId' });
  if ('userErrors' in read) return { issue: null, action: null, userErrors: read.userErrors };
  const current = toIssueModel(read.value);
  const effect = issueActionEffect(
    input.kind,
    { status: current.statusId },
    {
      status: input.issueStatus ? issueStatusId(input.issueStatus) : (input.status ?? null),
      actionDue: input.actionDue ? new Date(input.actionDue) : null,
      now,
    },
  );
  const minutes = input.tookMinutes?.trim() ? Number(input.tookMinutes.trim()) : null;
  const saved = await userErrorsOf(
    () =>
      saveIssueAction(ctx.upstream, issueId, {
        action_type: effect.actionType,
        action_text: input.text?.trim() || null,
        took_minutes: minutes,
        status: effect.status,
        ...(effect.actionDue ? { action_due: effect.actionDue.toISOString() } : {}),
      }),
    { missing: 'issueId' },
  );
  if ('userErrors' in saved) return { issue: null, action: null, userErrors: saved.userErrors };
  return {
    issue: toIssueModel(saved.value.issue),
    action: toIssueAction(saved.value.action),
    userErrors: [],
  };
}

export function statisticsBlock(rows: IssueTagCountRow[]): IssueStatisticsBlock {
  const totals = issueCategoryTotals(rows.map((row) => ({ tagId: row.issue_tag_id, count: row.num_tags })));
  return {
    tags: rows.map((row) => ({
      tagId: row.issue_tag_id,
      tagName: row.issue_tag_text,
      tagTypeName: row.issue_tag_type_text,
      count: row.num_tags,
    })),
    categories: totals.categories,
    total: totals.total,
  };
}
