// The issue list, editor and actions (spec 1 §2, §4, §5). Input is checked with the same domain rules as
// the form before anything is sent upstream.
import {
  ISSUE_DEFAULT_PRIORITY,
  ISSUE_MESSAGES,
  SEARCH_MIN_CHARS,
  coerceIssueId,
  issueActionEffect,
  issueCategoryTotals,
  issueHubId,
  isTookMinutes,
  validateNewIssue,
} from '@hub/domain';
import type {
  IssueActionInput,
  IssueFilter,
  IssueInput,
  IssueStatisticsBlock,
  UserError,
} from '../__generated__/resolvers-types.js';
import { badInput, edgesConnection, keyCursor, keysetPage, timeKeyQuery } from '../common/connection.js';
import type { PageLimits } from '../common/connection.js';
import { toUserErrors } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
import { UpstreamError } from '../upstream/errors.js';
import { ISSUE_KEY, issueKeyOf, toIssueAction, toIssueModel } from './issueModel.js';
import type { IssueBody, IssueTagCountRow } from './rest.js';
import { fetchIssue, fetchIssues, saveIssue, saveIssueAction } from './rest.js';
import { issueStatusId } from './status.js';

/** The schema's IssueConnection: 25 a page by default, at most 200. */
const ISSUE_PAGE: PageLimits = { defaultSize: 25, maxSize: 200 };

interface PageArgs {
  filter?: IssueFilter | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export async function issuePage(ctx: GatewayContext, args: PageArgs) {
  const query = new URLSearchParams();
  const filter = args.filter ?? {};
  if (filter.statuses && filter.statuses.length > 0)
    query.set('statuses', [...new Set(filter.statuses.map(issueStatusId))].join(','));
  else if (filter.status !== null && filter.status !== undefined) query.set('status', String(filter.status));
  if (filter.priority !== null && filter.priority !== undefined)
    query.set('priority', String(filter.priority));
  if (filter.hubId !== null && filter.hubId !== undefined) query.set('hubid', String(filter.hubId));
  const search = filter.search?.trim() ?? '';
  if (search.length > 0) {
    if (search.length < SEARCH_MIN_CHARS)
      throw badInput(`Search needs at least ${SEARCH_MIN_CHARS} characters.`);
    query.set('term', search);
  }
  const page = keysetPage(args, ISSUE_KEY, ISSUE_PAGE);
  // The upstream says itself whether older and newer pages exist: it is asked for the page size only.
  const keys = new URLSearchParams(timeKeyQuery(page));
  keys.set('limit', String(page.size));
  for (const [name, value] of keys) query.set(name, value);
  const found = await fetchIssues(ctx.upstream, query);
  return edgesConnection(
    found.issues.map(toIssueModel),
    (node) => keyCursor(ISSUE_KEY, issueKeyOf(node)),
    (node) => node,
    { hasNextPage: found.has_older, hasPreviousPage: found.has_newer },
  );
}

function toBody(input: IssueInput): { body: IssueBody; errors: UserError[] } {
  const errors: UserError[] = validateNewIssue({
    hubId: input.hubId,
    source: input.source,
    status: input.status,
    title: input.title,
  });
  const body: IssueBody = {
    hubid: issueHubId(input.hubId),
    source: coerceIssueId(input.source),
    status: coerceIssueId(input.status),
    priority: input.priority ?? ISSUE_DEFAULT_PRIORITY,
    title: (input.title ?? '').trim(),
    description: input.description?.trim() || null,
    issue_tag_id: input.tagId ?? null,
    issue_action_id: input.actionRequiredId ?? null,
    customer_followup: input.customerFollowup ?? false,
    action_due: input.actionDue ?? null,
  };
  return { body, errors };
}

async function userErrorsOf<T>(write: () => Promise<T>): Promise<{ value: T } | { userErrors: UserError[] }> {
  try {
    return { value: await write() };
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT')
      return { userErrors: toUserErrors(error) };
    throw error;
  }
}

export async function createIssue(ctx: GatewayContext, input: IssueInput) {
  const { body, errors } = toBody(input);
  if (errors.length > 0) return { issue: null, userErrors: errors };
  const saved = await userErrorsOf(() => saveIssue(ctx.upstream, 'new', body));
  if ('userErrors' in saved) return { issue: null, userErrors: saved.userErrors };
  return { issue: toIssueModel(saved.value), userErrors: [] };
}

export async function updateIssue(ctx: GatewayContext, id: number, lastAction: string, input: IssueInput) {
  const { body, errors } = toBody(input);
  if (errors.length > 0) return { issue: null, userErrors: errors };
  // The upstream refuses (409, CONFLICT) when the issue's last action is no longer this one.
  const saved = await userErrorsOf(() => saveIssue(ctx.upstream, id, { ...body, last_action: lastAction }));
  if ('userErrors' in saved) return { issue: null, userErrors: saved.userErrors };
  return { issue: toIssueModel(saved.value), userErrors: [] };
}

/**
 * Spec 1 §4: the issue write (status, due date, last_action = now) and the action record go upstream as
 * one call, which fleet-api runs in one transaction: either both are saved or neither, so there is no
 * half-done action to report.
 */
export async function performIssueAction(ctx: GatewayContext, issueId: number, input: IssueActionInput) {
  if (!isTookMinutes(input.tookMinutes)) {
    return {
      issue: null,
      action: null,
      userErrors: [{ field: 'tookMinutes', message: ISSUE_MESSAGES.tookMinutes }],
    };
  }
  const current = toIssueModel(await fetchIssue(ctx.upstream, issueId));
  const effect = issueActionEffect(
    input.kind,
    { status: current.statusId },
    {
      status: input.status ?? null,
      actionDue: input.actionDue ? new Date(input.actionDue) : null,
      now: new Date(),
    },
  );
  const minutes = input.tookMinutes?.trim() ? Number(input.tookMinutes.trim()) : null;
  const saved = await userErrorsOf(() =>
    saveIssueAction(ctx.upstream, issueId, {
      action_type: effect.actionType,
      action_text: input.text?.trim() || null,
      took_minutes: minutes,
      status: effect.status,
      ...(effect.actionDue ? { action_due: effect.actionDue.toISOString() } : {}),
    }),
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
