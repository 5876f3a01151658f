// Support issues and the log of actions on them (spec 1 §2 Issues list, §4, §5; docs/rest-api.md "Issues").
import { coerceIssueId, isIssueTitleTooLong, TOOK_MINUTES_MAX, validateNewIssue } from '@hub/domain';
import type { Profile } from '../auth/profiles.js';
import type { Database, Queryable } from '../db/database.js';
import { keysetPage, timeKeyBounds } from '../db/keysetPage.js';
import { dateTime, nullable } from '../http/envelope.js';
import { HttpError, badRequest, notFound, type FieldError } from '../http/errors.js';
import { recordName } from '../http/errorHandler.js';
import { dbIdSchema } from '../http/idParams.js';
import { containsPattern } from '../db/containsPattern.js';

/** Resolved (3) and Resolved Duplicate (5) end an issue; "All Open" (1) and the closed statistics use this. */
export const CLOSED_STATUSES = [3, 5];
export const ISSUE_PAGE_DEFAULT = 25;
// The gateway's IssueConnection: 100 a page by default, at most 500.
export const ISSUE_PAGE_MAX = 500;

export const CONFLICT_MESSAGE =
  'Someone else changed this issue after you opened it. Your change was not saved: reload the issue and try again.';

const ISSUE_SELECT = `
  SELECT i.issue_id, i.hubid, i.source, i.status, i.priority, i.title, i.description, i.issue_tag_id,
         i.issue_action_id, i.customer_followup, i.action_due, i.last_action, i.created, i.created_by,
         i.user_profile_id, i.user_profile_type,
         p.description AS priority_text, so.description AS source_text, st.description AS status_text,
         t.description AS issue_tag_text, a.description AS issue_action_text,
         h.name AS hub_name, hi.postcode AS hub_postcode
    FROM issues i
    JOIN hubs h ON h.hubid = i.hubid
    LEFT JOIN hub_information hi ON hi.hubid = i.hubid
    LEFT JOIN issue_priority p ON p.id = i.priority
    LEFT JOIN issue_source so ON so.id = i.source
    LEFT JOIN issue_status st ON st.id = i.status
    LEFT JOIN issue_tag t ON t.id = i.issue_tag_id
    LEFT JOIN issue_action a ON a.id = i.issue_action_id`;

export const issueSchema = {
  type: 'object',
  required: ['issue_id', 'hubid', 'source', 'status', 'priority', 'title', 'last_action', 'created'],
  properties: {
    issue_id: { type: 'integer' },
    hubid: { type: 'integer' },
    source: { type: 'integer' },
    status: { type: 'integer' },
    priority: { type: 'integer' },
    title: { type: 'string' },
    description: nullable('string'),
    issue_tag_id: nullable('integer'),
    issue_action_id: nullable('integer'),
    customer_followup: { type: 'boolean' },
    action_due: dateTime,
    last_action: { type: 'string', format: 'date-time' },
    created: { type: 'string', format: 'date-time' },
    created_by: nullable('string'),
    user_profile_id: nullable('integer'),
    user_profile_type: nullable('string'),
    priority_text: nullable('string'),
    source_text: nullable('string'),
    status_text: nullable('string'),
    issue_tag_text: nullable('string'),
    issue_action_text: nullable('string'),
    hub_name: nullable('string'),
    hub_postcode: nullable('string'),
  },
} as const;

export const issueActionSchema = {
  type: 'object',
  required: ['uid', 'issue_id', 'action_type', 'occurred'],
  properties: {
    uid: { type: 'integer' },
    issue_id: { type: 'integer' },
    action_type: { type: 'integer' },
    action_text: nullable('string'),
    took_minutes: nullable('integer'),
    user_profile_id: nullable('integer'),
    user_profile_type: nullable('string'),
    occurred: { type: 'string', format: 'date-time' },
    type_text: nullable('string'),
    action_by: nullable('string'),
  },
} as const;

export interface IssueListQuery {
  /** 5 (or absent) all, 1 all open, else one status. */
  status?: number;
  /** Comma-separated status ids: exactly these statuses (wins over `status`). */
  statuses?: string;
  /** -1 (or absent) all, else one priority. */
  priority?: number;
  /** Comma-separated priority ids: exactly these priorities (wins over `priority`). */
  priorities?: string;
  hubid?: number;
  term?: string;
  /** Older than this last action (with until_uid: than this (last action, issue id) pair). */
  until?: string;
  until_uid?: number;
  /** Newer than this last action (with from_uid). */
  from?: string;
  from_uid?: number;
  /**
   * last_action (the default): newest last action first. created: newest issue first (issue id order),
   * which no action changes; its pages go by until_uid (older: ids below) and from_uid (newer: above).
   */
  order?: 'last_action' | 'created';
  limit?: number;
}

export const issueListQuerySchema = {
  type: 'object',
  properties: {
    status: { type: 'integer', minimum: 1, maximum: 1000 },
    statuses: { type: 'string', pattern: '^[0-9]{1,4}(,[0-9]{1,4}){0,19}$' },
    priority: { type: 'integer', minimum: -1, maximum: 1000 },
    priorities: { type: 'string', pattern: '^[0-9]{1,4}(,[0-9]{1,4}){0,19}$' },
    hubid: dbIdSchema,
    term: { type: 'string', minLength: 3, maxLength: 100 },
    until: { type: 'string', format: 'date-time' },
    until_uid: { type: 'integer', minimum: 0 },
    from: { type: 'string', format: 'date-time' },
    from_uid: { type: 'integer', minimum: 0 },
    order: { type: 'string', enum: ['last_action', 'created'] },
    limit: { type: 'integer', minimum: 1, maximum: ISSUE_PAGE_MAX },
  },
} as const;

/** The list's filter as SQL conditions over `issues i JOIN hubs h`: every condition given must hold. */
function issueConditions(q: IssueListQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (q.statuses !== undefined) {
    where.push(`i.status = ANY(${param(q.statuses.split(',').map(Number))}::int[])`);
  } else if (q.status !== undefined && q.status !== 5) {
    if (q.status === 1) where.push(`i.status <> ALL(${param(CLOSED_STATUSES)}::int[])`);
    else where.push(`i.status = ${param(q.status)}`);
  }
  if (q.priorities !== undefined)
    where.push(`i.priority = ANY(${param(q.priorities.split(',').map(Number))}::int[])`);
  else if (q.priority !== undefined && q.priority !== -1) where.push(`i.priority = ${param(q.priority)}`);
  if (q.hubid !== undefined) where.push(`i.hubid = ${param(q.hubid)}`);
  if (q.term !== undefined) {
    const like = param(containsPattern(q.term));
    where.push(
      `(i.title ILIKE ${like} OR i.description ILIKE ${like} OR h.name ILIKE ${like} OR i.hubid::text LIKE ${like})`,
    );
  }
  return { where, params };
}

/**
 * One page of issues, newest last action first, paged by (last_action, issue_id); or, ordered by
 * creation, newest issue first, paged by issue_id.
 */
export async function listIssues(db: Queryable, q: IssueListQuery) {
  const { where, params } = issueConditions(q);
  const byCreation = q.order === 'created';
  const older = byCreation ? q.until_uid !== undefined : q.until !== undefined;
  const newer = !older && (byCreation ? q.from_uid !== undefined : q.from !== undefined);
  const limit = q.limit ?? ISSUE_PAGE_DEFAULT;
  // One more row than asked says whether another page lies beyond this one.
  const rows = await keysetPage<{ last_action: unknown }>(db, {
    select: ISSUE_SELECT,
    key: byCreation
      ? [['i.issue_id', 'int']]
      : [
          ['i.last_action', 'timestamptz'],
          ['i.issue_id', 'int'],
        ],
    descending: true,
    where,
    params,
    ...(byCreation
      ? {
          after: q.until_uid === undefined ? null : [q.until_uid],
          before: q.until_uid === undefined && q.from_uid !== undefined ? [q.from_uid] : null,
        }
      : timeKeyBounds(q)),
    limit: limit + 1,
  });
  const more = rows.length > limit;
  // A newer page comes back in list order with its surplus row first (the one furthest from `from`).
  const page = more ? (newer ? rows.slice(1) : rows.slice(0, limit)) : rows;
  return { issues: page, has_older: newer || more, has_newer: newer ? more : older };
}

/** The list's filters without paging, plus `hubids`: the hubs to count for, one row each. */
export interface IssueCountQuery extends Omit<
  IssueListQuery,
  'until' | 'until_uid' | 'from' | 'from_uid' | 'order' | 'limit'
> {
  /** Comma-separated hub ids: count per hub (every hub given gets a row, 0 included). */
  hubids?: string;
}

export const ISSUE_COUNT_HUBS_MAX = 1000;

export const issueCountQuerySchema = {
  type: 'object',
  properties: {
    status: issueListQuerySchema.properties.status,
    statuses: issueListQuerySchema.properties.statuses,
    priority: issueListQuerySchema.properties.priority,
    hubid: issueListQuerySchema.properties.hubid,
    term: issueListQuerySchema.properties.term,
    hubids: { type: 'string', pattern: `^[0-9]{1,10}(,[0-9]{1,10}){0,${ISSUE_COUNT_HUBS_MAX - 1}}$` },
  },
} as const;

/**
 * How many issues match the list's filter: in all, or per hub for the hubs in `hubids` (one GROUP BY over
 * the issues_hub index, so a page of hubs costs one query, not one per hub).
 */
export async function countIssues(
  db: Queryable,
  q: IssueCountQuery,
): Promise<{ total: number; hubs: { hubid: number; count: number }[] }> {
  const { where, params } = issueConditions(q);
  // The join to hubs is only needed by the search term (hub name).
  const from = `FROM issues i${q.term === undefined ? '' : ' JOIN hubs h ON h.hubid = i.hubid'}`;
  if (q.hubids === undefined) {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count ${from}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`,
      params,
    );
    return { total: row?.count ?? 0, hubs: [] };
  }
  const hubids = [...new Set(q.hubids.split(',').map(Number))];
  params.push(hubids);
  where.push(`i.hubid = ANY($${params.length}::int[])`);
  const rows = await db.query<{ hubid: number; count: number }>(
    `SELECT i.hubid, count(*)::int AS count ${from} WHERE ${where.join(' AND ')} GROUP BY i.hubid`,
    params,
  );
  const counts = new Map(rows.map((row) => [row.hubid, row.count]));
  const hubs = hubids.map((hubid) => ({ hubid, count: counts.get(hubid) ?? 0 }));
  return { total: hubs.reduce((sum, hub) => sum + hub.count, 0), hubs };
}

export async function issueById(db: Queryable, issueId: number) {
  const rows = await db.query(`${ISSUE_SELECT} WHERE i.issue_id = $1`, [issueId]);
  const issue = rows[0];
  if (issue === undefined) throw notFound(`Issue ${issueId} does not exist.`);
  return issue;
}

/** An issue's stored title; 404 when there is no such issue. */
async function issueTitle(db: Queryable, issueId: number): Promise<string> {
  const rows = await db.query<{ title: string }>(`SELECT title FROM issues WHERE issue_id = $1`, [issueId]);
  if (rows[0] === undefined) throw notFound(`Issue ${issueId} does not exist.`);
  return rows[0].title;
}

export interface IssueBody {
  hubid?: number | null;
  source?: number | null;
  status?: number | null;
  priority?: number | null;
  title?: string | null;
  description?: string | null;
  issue_tag_id?: number | null;
  issue_action_id?: number | null;
  customer_followup?: boolean | null;
  action_due?: string | null;
  /** For an update: the last_action the editor loaded; the save is refused if the issue moved on. */
  last_action?: string | null;
}

export const issueBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    hubid: nullable('integer'),
    source: nullable('integer'),
    status: nullable('integer'),
    priority: nullable('integer'),
    // A guard on the body's size only: the title's own limit is ISSUE_TITLE_MAX (saveIssue), and a longer
    // title stored before it may be sent back unchanged.
    title: { type: ['string', 'null'], maxLength: 10_000 },
    description: { type: ['string', 'null'], maxLength: 10_000 },
    issue_tag_id: nullable('integer'),
    issue_action_id: nullable('integer'),
    customer_followup: nullable('boolean'),
    action_due: dateTime,
    last_action: dateTime,
  },
} as const;

// What an issue points at, as its foreign keys: the column, the table and its key.
const REFERENCES = [
  ['hubid', 'hubs', 'hubid'],
  ['source', 'issue_source', 'id'],
  ['status', 'issue_status', 'id'],
  ['priority', 'issue_priority', 'id'],
  ['issue_tag_id', 'issue_tag', 'id'],
  ['issue_action_id', 'issue_action', 'id'],
] as const;

/**
 * Every id the issue names that is not a record, in one query: the foreign keys stop at the first, so a
 * caller who fixed a bad tag id met the bad action id on the next try. Worded as the keys' errors are.
 */
async function missingReferences(
  db: Queryable,
  values: Record<string, number | null>,
): Promise<FieldError[]> {
  const given = REFERENCES.filter(([column]) => values[column] !== null && values[column] !== undefined);
  if (given.length === 0) return [];
  const [found] = await db.query<Record<string, boolean>>(
    `SELECT ${given.map(([column, table, key], i) => `EXISTS (SELECT 1 FROM ${table} WHERE ${key} = $${i + 1}) AS ${column}`).join(', ')}`,
    given.map(([column]) => values[column]),
  );
  return given
    .filter(([column]) => found?.[column] === false)
    .map(([column]) => {
      const message = `${recordName(column)} ${values[column]} does not exist.`;
      return { field: column, message };
    });
}

/** Creates an issue (id "new") or updates one; status and source below 1 become 1 (spec 1 §4). */
export async function saveIssue(db: Queryable, id: number | 'new', body: IssueBody, profile: Profile) {
  // A title over the maximum is refused unless it is the one the issue has (stored before the limit).
  const storedTitle = id !== 'new' && isIssueTitleTooLong(body.title) ? await issueTitle(db, id) : null;
  const problems = validateNewIssue(
    {
      hubId: body.hubid,
      source: coerceIssueId(body.source),
      status: coerceIssueId(body.status),
      title: body.title,
    },
    { storedTitle },
  );
  if (problems.length > 0) {
    throw badRequest(
      problems[0]!.message,
      problems.map((p) => ({ field: p.field === 'hubId' ? 'hubid' : p.field, message: p.message })),
    );
  }
  const references = {
    hubid: body.hubid!,
    source: coerceIssueId(body.source),
    status: coerceIssueId(body.status),
    priority: body.priority ?? 4,
    issue_tag_id: body.issue_tag_id ?? null,
    issue_action_id: body.issue_action_id ?? null,
  };
  const values = [
    references.hubid,
    references.source,
    references.status,
    references.priority,
    body.title!.trim(),
    body.description ?? null,
    references.issue_tag_id,
    references.issue_action_id,
    body.customer_followup ?? false,
    body.action_due ?? null,
  ];
  const missing = await missingReferences(db, references);
  if (missing.length > 0) throw badRequest(missing[0]!.message, missing);
  if (id === 'new') {
    const rows = await db.query<{ issue_id: number }>(
      `INSERT INTO issues (hubid, source, status, priority, title, description, issue_tag_id, issue_action_id,
                           customer_followup, action_due, created_by, user_profile_id, user_profile_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING issue_id`,
      [...values, profile.name, profile.id, profile.type],
    );
    return issueById(db, rows[0]!.issue_id);
  }
  await issueById(db, id);
  const rows = await db.query<{ issue_id: number }>(
    `UPDATE issues SET hubid = $2, source = $3, status = $4, priority = $5, title = $6, description = $7,
            issue_tag_id = $8, issue_action_id = $9, customer_followup = $10, action_due = $11,
            last_action = greatest(now(), last_action + interval '1 millisecond')
      WHERE issue_id = $1
        -- Compared to the millisecond: that is all a JSON date carries, and every write moves it on by 1 ms or more.
        AND ($12::timestamptz IS NULL
             OR date_trunc('milliseconds', last_action) = date_trunc('milliseconds', $12::timestamptz))
      RETURNING issue_id`,
    [id, ...values, body.last_action ?? null],
  );
  if (rows.length === 0) throw new HttpError(409, CONFLICT_MESSAGE);
  return issueById(db, id);
}

const ACTION_SELECT = `
  SELECT a.uid, a.issue_id, a.action_type, a.action_text, a.took_minutes, a.user_profile_id, a.user_profile_type,
         a.occurred, t.description AS type_text, a.action_by
    FROM issue_actions a LEFT JOIN issue_action_type t ON t.id = a.action_type`;

export async function issueActions(db: Queryable, issueId: number) {
  await issueById(db, issueId);
  return db.query(`${ACTION_SELECT} WHERE a.issue_id = $1 ORDER BY a.occurred DESC, a.uid DESC`, [issueId]);
}

export interface ActionBody {
  action_type: number;
  action_text?: string | null;
  took_minutes?: number | null;
  /** The issue's status after the action. */
  status: number;
  /** The issue's new action due date; absent leaves it unchanged, null clears it. */
  action_due?: string | null;
}

export const actionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action_type', 'status'],
  properties: {
    action_type: { type: 'integer', minimum: 1 },
    action_text: { type: ['string', 'null'], maxLength: 10_000 },
    took_minutes: { type: ['integer', 'null'], minimum: 0, maximum: TOOK_MINUTES_MAX },
    status: { type: 'integer' },
    action_due: dateTime,
  },
} as const;

/**
 * Spec 1 §4: an action writes the issue (status, due date, last_action = now) and then the action
 * record, in one transaction: both or neither. Actions are appended, so two people acting on one
 * issue at once both have their action recorded; the later one's status wins.
 */
export async function addIssueAction(db: Database, issueId: number, body: ActionBody, profile: Profile) {
  return db.transaction(async (tx) => {
    const updated = await tx.query<{ issue_id: number }>(
      `UPDATE issues SET status = $2,
              action_due = CASE WHEN $3::boolean THEN $4::timestamptz ELSE action_due END,
              last_action = greatest(now(), last_action + interval '1 millisecond')
        WHERE issue_id = $1 RETURNING issue_id`,
      [issueId, coerceIssueId(body.status), body.action_due !== undefined, body.action_due ?? null],
    );
    if (updated.length === 0) throw notFound(`Issue ${issueId} does not exist.`);
    const inserted = await tx.query<{ uid: number }>(
      `INSERT INTO issue_actions (issue_id, action_type, action_text, took_minutes, user_profile_id,
                                  user_profile_type, occurred, action_by)
       SELECT $1, $2, $3, $4, $5, $6, last_action, $7 FROM issues WHERE issue_id = $1 RETURNING uid`,
      [
        issueId,
        body.action_type,
        body.action_text ?? null,
        body.took_minutes ?? null,
        profile.id,
        profile.type,
        profile.name,
      ],
    );
    const [action] = await tx.query(`${ACTION_SELECT} WHERE a.uid = $1`, [inserted[0]!.uid]);
    return { issue: await issueById(tx, issueId), action };
  });
}

/** Spec 2 §2 statistics: per tag, the number of open (or closed) issues. */
export async function issueTagCounts(db: Queryable, closed: boolean) {
  return db.query(
    `SELECT i.issue_tag_id, coalesce(t.description, '') AS issue_tag_text,
            coalesce(tt.description, '') AS issue_tag_type_text, count(*)::int AS num_tags
       FROM issues i
       LEFT JOIN issue_tag t ON t.id = i.issue_tag_id
       LEFT JOIN issue_tag_type tt ON tt.id = t.issue_tag_type_id
      WHERE (i.status = ANY($1::int[])) = $2
      GROUP BY i.issue_tag_id, t.description, tt.description
      ORDER BY num_tags DESC, i.issue_tag_id NULLS LAST`,
    [CLOSED_STATUSES, closed],
  );
}
