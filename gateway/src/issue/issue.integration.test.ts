import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serialFromHubId } from '@hub/domain';
import { codes } from '../test-support/graphqlClient.js';
import type { Session, Stack } from '../test-support/stack.js';
import { ADMIN, STAFF, backends, startStack } from '../test-support/stack.js';

const CREATE = `mutation ($input: IssueInput!) {
  createIssue(input: $input) { issue { id hubId status priority source title lastAction zone } userErrors { field message } }
}`;
const UPDATE = `mutation ($id: Int!, $lastAction: DateTime!, $input: IssueInput!) {
  updateIssue(input: { id: $id, lastAction: $lastAction, issue: $input }) { issue { id title lastAction } userErrors { message } }
}`;
const ACT = `mutation ($issueId: Int!, $input: IssueActionInput!) {
  performIssueAction(input: { issueId: $issueId, action: $input }) {
    issue { id status actionDue lastAction } action { actionType actionText actionBy } userErrors { field message }
  }
}`;
const ISSUE = `query ($id: Int!) { issue(id: $id) { id status actionDue lastAction actions { actionType kind actionText actionBy } } }`;
const PAGE = `query ($filter: IssueFilter, $first: Int, $after: String, $last: Int, $before: String) {
  issues(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { id status priority hubId zone hubPostcode lastAction } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

interface Issue {
  id: number;
  status: string;
  actionDue: string | null;
  lastAction: string;
  actions: { actionType: number; kind: string | null; actionText: string; actionBy: string }[];
}

describe.each(backends)('issues through GraphQL, on $name', (backend) => {
  let stack: Stack;
  let admin: Session;
  let staff: Session;

  const create = async (title: string, caller: Session) => {
    const answer = await stack.query<{ createIssue: { issue: { id: number; lastAction: string } } }>(
      CREATE,
      { input: { hubId: '1001', title, source: 1, status: 1 } },
      caller,
    );
    return answer.data!.createIssue.issue;
  };
  const issue = async (id: number) => (await stack.query<{ issue: Issue }>(ISSUE, { id }, admin)).data!.issue;

  beforeAll(async () => {
    stack = await startStack(backend, { seedHubs: 60 });
    admin = await stack.login(ADMIN);
    staff = await stack.login(STAFF);
  });
  afterAll(() => stack.close());

  it('creates with defaults from a serial, and refuses invalid input with the four spec messages', async () => {
    const ok = await stack.query<{ createIssue: { issue: Record<string, unknown> } }>(
      CREATE,
      {
        input: {
          hubId: String(serialFromHubId(1002)),
          source: 2,
          status: 1,
          title: 'Boiler not firing at all',
        },
      },
      staff,
    );
    expect(ok.data?.createIssue.issue).toMatchObject({ hubId: 1002, status: 'OPEN', priority: 4, source: 2 });
    const bad = await stack.query<{ createIssue: { issue: null; userErrors: { message: string }[] } }>(
      CREATE,
      { input: { hubId: '', title: 'short' } },
      staff,
    );
    expect(bad.data?.createIssue.userErrors.map((e) => e.message)).toEqual([
      'Each issue must be associated with a HubID',
      'You must select a source for the issue.',
      'You must select a status for the issue.',
      'Every issue must have a title of at least 10 characters. Preferably more.',
    ]);
    expect(bad.upstreamCalls).toBe(0);
  });

  it('codes what was left out REQUIRED, and names an unknown hub on hubId in words', async () => {
    type Refused = { createIssue: { userErrors: { field: string; message: string; code: string }[] } };
    const missing = await stack.query<Refused>(
      `mutation ($input: IssueInput!) { createIssue(input: $input) { userErrors { field message code } } }`,
      { input: { title: 'Boiler not firing at all' } },
      staff,
    );
    expect(missing.data?.createIssue.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['hubId', 'REQUIRED'],
      ['source', 'REQUIRED'],
      ['issueStatus', 'REQUIRED'],
    ]);
    const unknown = await stack.query<Refused>(
      `mutation ($input: IssueInput!) { createIssue(input: $input) { userErrors { field message code } } }`,
      { input: { hubId: '999999', source: 1, status: 1, title: 'Boiler not firing at all' } },
      staff,
    );
    expect(unknown.data?.createIssue.userErrors).toEqual([
      { field: 'hubId', message: 'Hub 999999 does not exist.', code: 'NOT_FOUND' },
    ]);
    // Every id that names nothing, at once: not the tag now and the action on the next try.
    const unknowns = await stack.query<Refused>(
      `mutation ($input: IssueInput!) { createIssue(input: $input) { userErrors { field message code } } }`,
      {
        input: {
          hubId: '999999',
          source: 1,
          status: 1,
          title: 'Boiler not firing at all',
          tagId: 9999,
          actionRequiredId: 9998,
        },
      },
      staff,
    );
    expect(unknowns.data?.createIssue.userErrors).toEqual([
      { field: 'hubId', message: 'Hub 999999 does not exist.', code: 'NOT_FOUND' },
      { field: 'tagId', message: 'Issue tag 9999 does not exist.', code: 'NOT_FOUND' },
      { field: 'actionRequiredId', message: 'Issue action 9998 does not exist.', code: 'NOT_FOUND' },
    ]);
  });

  it('refuses a title of more than 200 characters on title, and keeps an older longer one unchanged', async () => {
    type Refused = { field: string; message: string; code: string };
    const long = `https://example.com/${'a'.repeat(280)}`;
    const created = await stack.query<{ createIssue: { issue: null; userErrors: Refused[] } }>(
      `mutation ($input: IssueInput!) { createIssue(input: $input) { issue { id } userErrors { field message code } } }`,
      { input: { hubId: '1002', source: 2, issueStatus: 'OPEN', title: long } },
      staff,
    );
    expect(created.data?.createIssue).toEqual({
      issue: null,
      userErrors: [
        { field: 'title', message: 'Title must be at most 200 characters (this is 300).', code: 'TOO_LONG' },
      ],
    });
    expect(created.upstreamCalls).toBe(0);
    // An issue whose title was saved before the limit stays editable in its other fields...
    // (Setting it in the database leaves lastAction as it is.)
    const { id, lastAction } = await create('Its title grows below', staff);
    await stack.sql('UPDATE issues SET title = $2 WHERE issue_id = $1', [id, long]);
    const SAVE = `mutation ($id: Int!, $lastAction: DateTime!, $input: IssueInput!) {
      updateIssue(input: { id: $id, lastAction: $lastAction, issue: $input }) {
        issue { title status lastAction } userErrors { field message code }
      }
    }`;
    type Saved = {
      updateIssue: {
        issue: { title: string; status: string; lastAction: string } | null;
        userErrors: Refused[];
      };
    };
    const kept = await stack.query<Saved>(
      SAVE,
      { id, lastAction, input: { hubId: '1001', source: 1, issueStatus: 'IN_PROGRESS', title: long } },
      staff,
    );
    expect(kept.data?.updateIssue.userErrors).toEqual([]);
    expect(kept.data?.updateIssue.issue).toMatchObject({ title: long, status: 'IN_PROGRESS' });
    // ...but a changed title keeps to the limit, refused on its field as on a new issue.
    const changed = await stack.query<Saved>(
      SAVE,
      {
        id,
        lastAction: kept.data?.updateIssue.issue?.lastAction,
        input: { hubId: '1001', source: 1, issueStatus: 'IN_PROGRESS', title: `${long}/b` },
      },
      staff,
    );
    expect(changed.data?.updateIssue).toEqual({
      issue: null,
      userErrors: [
        { field: 'title', message: 'Title must be at most 200 characters (this is 302).', code: 'TOO_LONG' },
      ],
    });
    // With another wrong field, both are named at once: the stored title decides, asked for upstream.
    const hubLeftOut = { source: 1, issueStatus: 'IN_PROGRESS' };
    const both = await stack.query<Saved>(
      SAVE,
      {
        id,
        lastAction: kept.data?.updateIssue.issue?.lastAction,
        input: { ...hubLeftOut, title: `${long}/b` },
      },
      staff,
    );
    expect(both.data?.updateIssue.userErrors.map((e) => e.field)).toEqual(['hubId', 'title']);
    expect(both.upstreamCalls).toBe(1);
    const hubOnly = await stack.query<Saved>(
      SAVE,
      { id, lastAction: kept.data?.updateIssue.issue?.lastAction, input: { ...hubLeftOut, title: long } },
      staff,
    );
    expect(hubOnly.data?.updateIssue.userErrors.map((e) => e.field)).toEqual(['hubId']);
  });

  it('takes status and priority as enums, and still as the deprecated numbers, in create, update, action and filter', async () => {
    type Saved = { createIssue: { issue: Record<string, unknown> | null; userErrors: { field: string }[] } };
    const base = { hubId: '1003', source: 1, title: 'Hub offline since Tuesday' };
    const byEnum = await stack.query<Saved>(
      CREATE.replace('priority source', 'priority issuePriority source'),
      { input: { ...base, issueStatus: 'IN_PROGRESS', issuePriority: 'CRITICAL' } },
      staff,
    );
    expect(byEnum.data?.createIssue.issue).toMatchObject({
      status: 'IN_PROGRESS',
      priority: 1,
      issuePriority: 'CRITICAL',
    });
    const byNumber = await stack.query<Saved>(CREATE, { input: { ...base, status: 6, priority: 2 } }, staff);
    expect(byNumber.data?.createIssue.issue).toMatchObject({ status: 'DEFERRED', priority: 2 });
    // The enum wins over the number it replaces; a missing status is reported on the field in use.
    const both = await stack.query<Saved>(
      CREATE,
      { input: { ...base, status: 6, issueStatus: 'ESCALATED' } },
      staff,
    );
    expect(both.data?.createIssue.issue).toMatchObject({ status: 'ESCALATED', priority: 4 });
    const missing = await stack.query<Saved>(CREATE, { input: base }, staff);
    expect(missing.data?.createIssue.userErrors.map((e) => e.field)).toEqual(['issueStatus']);

    const created = byEnum.data!.createIssue.issue as { id: number; lastAction: string };
    const updated = await stack.query<{ updateIssue: { issue: { id: number } } }>(
      UPDATE,
      {
        id: created.id,
        lastAction: created.lastAction,
        input: { ...base, issueStatus: 'OPEN', issuePriority: 'LOW' },
      },
      staff,
    );
    expect(updated.errors).toBeUndefined();
    expect(
      (
        await stack.query<{ issue: Record<string, unknown> }>(
          'query ($id: Int!) { issue(id: $id) { status priority issuePriority } }',
          { id: created.id },
          staff,
        )
      ).data!.issue,
    ).toEqual({ status: 'OPEN', priority: 5, issuePriority: 'LOW' });

    const noted = await stack.query<{ performIssueAction: { issue: { status: string } } }>(
      ACT,
      { issueId: created.id, input: { kind: 'NOTE', text: 'Picked up', issueStatus: 'IN_PROGRESS' } },
      staff,
    );
    expect(noted.data?.performIssueAction.issue.status).toBe('IN_PROGRESS');
    const notedByNumber = await stack.query<{ performIssueAction: { issue: { status: string } } }>(
      ACT,
      { issueId: created.id, input: { kind: 'NOTE', text: 'Waiting', status: 6 } },
      staff,
    );
    expect(notedByNumber.data?.performIssueAction.issue.status).toBe('DEFERRED');

    const LIST = `query ($filter: IssueFilter) { issues(filter: $filter, first: 200) { nodes { priority issuePriority } } }`;
    type List = { issues: { nodes: { priority: number; issuePriority: string }[] } };
    const urgent = (await stack.query<List>(LIST, { filter: { priorities: ['CRITICAL', 'LOW'] } }, staff))
      .data!;
    expect(urgent.issues.nodes.length).toBeGreaterThan(0);
    expect(new Set(urgent.issues.nodes.map((n) => n.issuePriority))).toEqual(new Set(['CRITICAL', 'LOW']));
    const low = (await stack.query<List>(LIST, { filter: { priority: 5 } }, staff)).data!;
    expect(low.issues.nodes.length).toBeGreaterThan(0);
    expect(low.issues.nodes.every((n) => n.priority === 5 && n.issuePriority === 'LOW')).toBe(true);

    const counts = await stack.query<{ issuePriorityCounts: { issuePriority: string; priority: number }[] }>(
      '{ issuePriorityCounts { issuePriority priority } }',
      {},
      staff,
    );
    expect(counts.data!.issuePriorityCounts.map((c) => c.issuePriority)).toEqual([
      'CRITICAL',
      'HIGH',
      'MEDIUM',
      'NORMAL',
      'LOW',
    ]);
  });

  it('keeps both actions when two users act on one issue at the same time', async () => {
    const { id } = await create('Two people on one ticket', admin);
    const [a, b] = await Promise.all([
      stack.query(ACT, { issueId: id, input: { kind: 'DEFER', text: 'Waiting for parts' } }, admin),
      stack.query(
        ACT,
        { issueId: id, input: { kind: 'NOTE', text: 'Customer rang again', tookMinutes: '5' } },
        staff,
      ),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const after = await issue(id);
    expect(after.actions.map((x) => x.actionText).sort()).toEqual([
      'Customer rang again',
      'Waiting for parts',
    ]);
    expect(after.actions.map((x) => x.actionBy).sort()).toEqual(['Demo Administrator', 'Demo Staff']);
  });

  it('refuses an edit saved from a stale copy instead of overwriting the other user', async () => {
    const created = await create('Edited by two people', admin);
    // Staff acts on the issue after admin opened it...
    await stack.query(
      ACT,
      { issueId: created.id, input: { kind: 'ESCALATE', text: 'To engineering' } },
      staff,
    );
    // ...then admin saves the copy it opened before.
    const stale = await stack.query(
      UPDATE,
      {
        id: created.id,
        lastAction: created.lastAction,
        input: { hubId: '1001', title: 'Admin rewrote the title', source: 1, status: 1 },
      },
      admin,
    );
    expect(stale.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    const after = await issue(created.id);
    expect(after.status).toBe('ESCALATED');
    expect(after.actions.map((x) => x.actionText)).toEqual(['To engineering']);
    // With the fresh lastAction the save goes through.
    const fresh = await stack.query<{ updateIssue: { issue: { title: string } } }>(
      UPDATE,
      {
        id: created.id,
        lastAction: after.lastAction,
        input: { hubId: '1001', title: 'Admin rewrote the title', source: 1, status: 4 },
      },
      admin,
    );
    expect(fresh.data?.updateIssue.issue.title).toBe('Admin rewrote the title');
  });

  it('answers a save with its list edge and the counts after the write, so a client asks for nothing again', async () => {
    const { id } = await create('Counted after the resolve', admin);
    const COUNTS = `{ issueStatusCounts { status count } issueStatistics { closed { total } } }`;
    type Counts = {
      issueStatusCounts: { status: string; count: number }[];
      issueStatistics: { closed: { total: number } };
    };
    const resolvedOf = (counts: Counts) =>
      counts.issueStatusCounts.find((c) => c.status === 'RESOLVED')?.count ?? 0;
    const before = (await stack.query<Counts>(COUNTS, {}, admin)).data!;
    const answer = await stack.query<{
      performIssueAction: { edge: { cursor: string; node: { id: number } }; query: Counts };
    }>(
      `mutation ($issueId: Int!) {
        performIssueAction(input: { issueId: $issueId, action: { kind: RESOLVE } }) {
          edge { cursor node { id } }
          query ${COUNTS}
        }
      }`,
      { issueId: id },
      admin,
    );
    const { edge, query } = answer.data!.performIssueAction;
    // The counts are read after the write: the resolved issue is counted.
    expect(resolvedOf(query)).toBe(resolvedOf(before) + 1);
    expect(query.issueStatistics.closed.total).toBe(before.issueStatistics.closed.total + 1);
    // The edge's cursor is the issue's place in every issue list, whatever its filter: continuing after
    // it gives what continuing after the list's own cursor of the issue gives.
    expect(edge.node.id).toBe(id);
    type Page = { issues: { edges: { cursor: string; node: { id: number } }[] } };
    const filter = { statuses: ['RESOLVED'] };
    const page = await stack.query<Page>(PAGE, { filter, first: 5 }, admin);
    const listed = page.data!.issues.edges.find((e) => e.node.id === id);
    const ids = (answer: { data?: Page | null }) => answer.data!.issues.edges.map((e) => e.node.id);
    const afterListed = await stack.query<Page>(PAGE, { filter, first: 3, after: listed!.cursor }, admin);
    const afterEdge = await stack.query<Page>(PAGE, { filter, first: 3, after: edge.cursor }, admin);
    expect(ids(afterEdge)).toEqual(ids(afterListed));
  });

  it("refuses another filter's cursor, last without before and a short search, naming the argument", async () => {
    type Page = { issues: { pageInfo: { endCursor: string } } };
    const open = await stack.query<Page>(PAGE, { filter: { statuses: ['OPEN'] }, first: 2 }, staff);
    const cursor = open.data!.issues.pageInfo.endCursor;
    const resolved = await stack.query(
      PAGE,
      { filter: { statuses: ['RESOLVED'] }, first: 2, after: cursor },
      staff,
    );
    expect(resolved.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const same = await stack.query(PAGE, { filter: { statuses: ['OPEN'] }, first: 2, after: cursor }, staff);
    expect(same.errors).toBeUndefined();
    const tail = await stack.query(PAGE, { last: 3 }, staff);
    expect(tail.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'last' });
    const short = await stack.query(PAGE, { filter: { search: 'wi' } }, staff);
    expect(short.errors?.[0]).toMatchObject({
      message: 'Search requires more than 2 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'filter.search' },
    });
    expect(short.upstreamCalls).toBe(0);
  });

  it('applies each action effect and default due date in one upstream write', async () => {
    const { id } = await create('Five actions in a row', admin);
    const act = async (input: Record<string, unknown>) => {
      const answer = await stack.query<{
        performIssueAction: { issue: Issue; userErrors: { message: string }[] };
      }>(ACT, { issueId: id, input }, admin);
      // The issue is read (for the current status), then one write carries issue and action together,
      // as estimated beforehand.
      expect(answer.upstreamCalls).toBe(2);
      expect((answer.extensions?.cost as { requested: number }).requested).toBeGreaterThanOrEqual(2);
      return answer.data!.performIssueAction;
    };
    const day = 86_400_000;
    const deferred = await act({ kind: 'DEFER' });
    expect(deferred.issue.status).toBe('DEFERRED');
    expect(Math.abs(Date.parse(deferred.issue.actionDue!) - Date.now() - 2 * day)).toBeLessThan(60_000);
    const escalated = await act({ kind: 'ESCALATE' });
    expect(escalated.issue.status).toBe('ESCALATED');
    expect(Math.abs(Date.parse(escalated.issue.actionDue!) - Date.now() - 90 * day)).toBeLessThan(60_000);
    expect((await act({ kind: 'NOTE', text: 'still escalated' })).issue.status).toBe('ESCALATED');
    expect((await act({ kind: 'NOTE', status: 1 })).issue.status).toBe('OPEN');
    expect((await act({ kind: 'DUPLICATE' })).issue.status).toBe('RESOLVED_DUPLICATE');
    expect((await act({ kind: 'RESOLVE' })).issue.status).toBe('RESOLVED');
    const refused = await stack.query<{ performIssueAction: { userErrors: { message: string }[] } }>(
      ACT,
      { issueId: id, input: { kind: 'NOTE', tookMinutes: '1.5' } },
      admin,
    );
    expect(refused.data?.performIssueAction.userErrors[0]?.message).toBe('Took minutes must be digits only.');
    // Twenty digits are named on the field, as fleet-api's limit, before any call.
    const tooLong = await stack.query<{
      performIssueAction: { userErrors: { field: string; message: string }[] };
    }>(ACT, { issueId: id, input: { kind: 'NOTE', tookMinutes: '99999999999999999999' } }, admin);
    expect(tooLong.data?.performIssueAction.userErrors).toEqual([
      { field: 'tookMinutes', message: 'Took minutes must be at most 1,000,000.' },
    ]);
    expect(tooLong.upstreamCalls).toBe(0);
    // A deferral due yesterday is refused on actionDue before any call.
    const yesterday = new Date(Date.now() - day).toISOString();
    const late = await stack.query<{
      performIssueAction: { userErrors: { field: string; message: string }[] };
    }>(ACT, { issueId: id, input: { kind: 'DEFER', actionDue: yesterday } }, admin);
    expect(late.data?.performIssueAction.userErrors).toEqual([
      { field: 'actionDue', message: 'The action due must not be in the past.' },
    ]);
    expect(late.upstreamCalls).toBe(0);
    const history = (await issue(id)).actions;
    expect(history.map((a) => a.actionType)).toEqual([9, 11, 1, 1, 7, 8]);
    expect(history.map((a) => a.kind)).toEqual(['RESOLVE', 'DUPLICATE', 'NOTE', 'NOTE', 'ESCALATE', 'DEFER']);
  });

  it('walks every issue by creation while staff act on them, none skipped or twice', async () => {
    const WALK = `query ($after: String, $orderBy: IssueOrder) {
      issues(first: 100, after: $after, orderBy: $orderBy) {
        totalCount nodes { id } pageInfo { hasNextPage endCursor }
      }
    }`;
    type Walk = {
      issues: {
        totalCount: number;
        nodes: { id: number }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const seen: number[] = [];
    let after: string | null = null;
    let total = 0;
    for (let page = 0; ; page++) {
      const answer: { data?: Walk | null } = await stack.query<Walk>(
        WALK,
        { after, orderBy: 'CREATED' },
        admin,
      );
      const issues: Walk['issues'] = answer.data!.issues;
      total = issues.totalCount;
      seen.push(...issues.nodes.map((node) => node.id));
      // An action on the oldest issue not yet walked would move it to the top of the last-action order.
      if (page === 0) {
        const [oldest] = await stack.sql<{ id: number }>('SELECT min(issue_id)::int AS id FROM issues');
        await stack.query(
          ACT,
          { issueId: oldest!.id, input: { kind: 'NOTE', text: 'touched during the walk' } },
          admin,
        );
      }
      if (!issues.pageInfo.hasNextPage) break;
      after = issues.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    // A cursor of one order is refused by the other, naming the argument.
    const first = await stack.query<Walk>(WALK, { orderBy: 'CREATED' }, admin);
    const other = await stack.query(
      WALK,
      { after: first.data!.issues.pageInfo.endCursor, orderBy: 'LAST_ACTION' },
      admin,
    );
    expect(codes(other)).toEqual(['BAD_USER_INPUT']);
  });

  it('pages by last action in both directions with the same filters', async () => {
    type Page = {
      issues: {
        edges: {
          cursor: string;
          node: { id: number; status: string; zone: string; hubPostcode: string | null };
        }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string; startCursor: string };
      };
    };
    const filter = { statuses: ['OPEN', 'IN_PROGRESS', 'ESCALATED', 'DEFERRED'] };
    const first = (await stack.query<Page>(PAGE, { filter, first: 4 }, staff)).data!.issues;
    expect(first.edges).toHaveLength(4);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    for (const { node } of first.edges) {
      expect(['RESOLVED', 'RESOLVED_DUPLICATE']).not.toContain(node.status);
      expect(node.zone).toBe((node.hubPostcode ?? '').slice(0, 3).toUpperCase());
    }
    const second = (
      await stack.query<Page>(PAGE, { filter, first: 4, after: first.pageInfo.endCursor }, staff)
    ).data!.issues;
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const back = (
      await stack.query<Page>(PAGE, { filter, last: 4, before: second.pageInfo.startCursor }, staff)
    ).data!.issues;
    expect(back.edges.map((e) => e.node.id)).toEqual(first.edges.map((e) => e.node.id));
    const short = await stack.query(PAGE, { filter: { search: 'ab' } }, staff);
    expect(short.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('lists exactly as many issues of a status as its dashboard count says, for every status', async () => {
    // Status 2 ("In Progress") is written by other tools; one is made here so every status is tried.
    await stack.sql(`UPDATE issues SET status = 2 WHERE issue_id = (SELECT min(issue_id) FROM issues)`);
    const counts = (
      await stack.query<{ issueStatusCounts: { status: string; count: number }[] }>(
        '{ issueStatusCounts { status count } }',
        {},
        staff,
      )
    ).data!.issueStatusCounts;
    expect(counts.map((c) => c.status)).toEqual([
      'OPEN',
      'IN_PROGRESS',
      'RESOLVED',
      'ESCALATED',
      'RESOLVED_DUPLICATE',
      'DEFERRED',
    ]);
    type Page = {
      issues: { nodes: { status: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    };
    const QUERY = `query ($filter: IssueFilter, $after: String) {
      issues(filter: $filter, first: 200, after: $after) { nodes { status } pageInfo { hasNextPage endCursor } }
    }`;
    for (const { status, count } of counts) {
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Page['issues'] = (
          await stack.query<Page>(QUERY, { filter: { statuses: [status] }, after }, staff)
        ).data!.issues;
        seen.push(...page.nodes.map((n) => n.status));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen.length, status).toBe(count);
      expect(new Set(seen), status).toEqual(new Set(count > 0 ? [status] : []));
    }
  });

  it('counts the issues of a filter in totalCount, with no page call when only the total is asked', async () => {
    const TOTAL = `query ($filter: IssueFilter) { issues(filter: $filter) { totalCount } }`;
    const [{ open } = { open: -1 }] = await stack.sql<{ open: number }>(
      'SELECT count(*)::int AS open FROM issues WHERE status IN (1, 2)',
    );
    const only = await stack.query<{ issues: { totalCount: number } }>(
      TOTAL,
      { filter: { statuses: ['OPEN', 'IN_PROGRESS'] } },
      staff,
    );
    expect(only.data?.issues.totalCount).toBe(open);
    expect(only.upstreamCalls).toBe(1);
    const both = await stack.query<{ issues: { totalCount: number; nodes: unknown[] } }>(
      `query ($filter: IssueFilter) { issues(filter: $filter) { totalCount nodes { id } } }`,
      { filter: { statuses: ['OPEN', 'IN_PROGRESS'] } },
      staff,
    );
    expect(both.data?.issues.totalCount).toBe(open);
    // 100 a page by default; the page and its count.
    expect(both.data?.issues.nodes).toHaveLength(Math.min(100, open));
    expect(both.upstreamCalls).toBe(2);
    const big = await stack.query('{ issues(first: 501) { totalCount } }', {}, staff);
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives statistics whose category totals add up to the open and closed counts', async () => {
    const answer = await stack.query<{
      issueStatistics: Record<
        'open' | 'closed',
        { tags: { count: number }[]; categories: { category: string; count: number }[]; total: number }
      >;
    }>(
      `{ issueStatistics { open { tags { tagName tagTypeName count } categories { category count } total }
          closed { tags { count } categories { category count } total } } }`,
      {},
      staff,
    );
    const stats = answer.data!.issueStatistics;
    const [counts] = await stack.sql<{ open: number; closed: number }>(
      `SELECT count(*) FILTER (WHERE status NOT IN (3, 5))::int AS open, count(*) FILTER (WHERE status IN (3, 5))::int AS closed FROM issues`,
    );
    const { open, closed } = counts!;
    expect(stats.open.total).toBe(open);
    expect(stats.closed.total).toBe(closed);
    expect(stats.open.categories.map((c) => c.category)).toEqual([
      'Software',
      'Hardware',
      'Wifi',
      'Installation',
      'General Question',
      'Untagged',
    ]);
    expect(stats.open.categories.reduce((s, c) => s + c.count, 0)).toBe(open);
    expect(answer.upstreamCalls).toBe(2);
  });
});
