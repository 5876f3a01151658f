import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

describe.each(databaseVariants())('issue counts on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 100 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('counts issues per status, every status listed, adding up to all issues', async () => {
    const { body } = await call<Array<{ status: number; issue_status_text: string; num_issues: number }>>(
      api,
      '/api/private/hubs/issue_counts',
      { token },
    );
    expect(body.data.map((row) => row.status)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.data[0]).toMatchObject({ status: 1, issue_status_text: 'Open' });
    for (const row of body.data) expect(row.num_issues).toBeGreaterThan(0);
    const [{ total }] = (await api.db.query('SELECT count(*) AS total FROM issues')) as [{ total: number }];
    expect(body.data.reduce((sum, row) => sum + row.num_issues, 0)).toBe(total);
  });

  it('counts open issues per priority, leaving out resolved and duplicate ones', async () => {
    const { body } = await call<Array<{ priority: number; issue_priority_text: string; num_issues: number }>>(
      api,
      '/api/private/hubs/issue_priority_counts',
      { token },
    );
    expect(body.data.map((row) => row.priority)).toEqual([1, 2, 3, 4, 5]);
    const [{ open }] = (await api.db.query(
      'SELECT count(*) AS open FROM issues WHERE status NOT IN (3, 5)',
    )) as [{ open: number }];
    expect(body.data.reduce((sum, row) => sum + row.num_issues, 0)).toBe(open);
  });

  it('counts the issues matching the list filters: in all, and per hub in one grouped query', async () => {
    type Counts = { total: number; hubs: { hubid: number; count: number }[] };
    const count = async (query: string) => {
      const reply = await call<Counts>(api, `/api/private/issues/count?${query}`, { token });
      expect(reply.status).toBe(200);
      return reply.body.data;
    };
    const sql = async (where: string, params: unknown[] = []) =>
      (
        (await api.db.query(`SELECT count(*)::int AS n FROM issues WHERE ${where}`, params)) as [
          { n: number },
        ]
      )[0].n;
    expect((await count('')).total).toBe(await sql('true'));
    expect((await count('statuses=1,2,4,6')).total).toBe(await sql('status IN (1, 2, 4, 6)'));
    expect((await count('status=1&priority=4')).total).toBe(
      await sql('status NOT IN (3, 5) AND priority = 4'),
    );

    const hubs = (await api.db.query('SELECT hubid FROM hubs ORDER BY hubid LIMIT 40')) as {
      hubid: number;
    }[];
    const hubids = hubs.map((hub) => hub.hubid);
    const perHub = await count(`statuses=1,2,4,6&hubids=${hubids.join(',')}`);
    // A row for every hub asked for, in the order asked, 0 for a hub without such issues.
    expect(perHub.hubs.map((row) => row.hubid)).toEqual(hubids);
    for (const row of perHub.hubs)
      expect(row.count).toBe(await sql('status IN (1, 2, 4, 6) AND hubid = $1', [row.hubid]));
    expect(perHub.hubs.some((row) => row.count > 0)).toBe(true);
    expect(perHub.hubs.some((row) => row.count === 0)).toBe(true);
    expect(perHub.total).toBe(perHub.hubs.reduce((sum, row) => sum + row.count, 0));
    expect((await call(api, '/api/private/issues/count?hubids=1;2', { token })).status).toBe(400);
  });
});

describe.each(databaseVariants())('issues, their actions and statistics on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  interface Issue {
    issue_id: number;
    hubid: number;
    status: number;
    priority: number;
    source: number;
    title: string;
    last_action: string;
    action_due: string | null;
    hub_postcode: string | null;
    created_by: string | null;
  }
  interface Page {
    issues: Issue[];
    has_older: boolean;
    has_newer: boolean;
  }
  const get = <T>(path: string) => call<T>(api, `/api/private${path}`, { token });
  const put = <T>(path: string, body: unknown) =>
    call<T>(api, `/api/private${path}`, { method: 'PUT', token, body });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 100 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('lists by last action, filters by status, priority and hub, and pages both ways', async () => {
    const first = (await get<Page>('/issues?limit=5')).body.data;
    expect(first.issues).toHaveLength(5);
    expect(first.has_older).toBe(true);
    expect(first.has_newer).toBe(false);
    const times = first.issues.map((i) => new Date(i.last_action).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = first.issues[4]!;
    const older = (await get<Page>(`/issues?limit=5&until=${last.last_action}&until_uid=${last.issue_id}`))
      .body.data;
    expect(older.issues[0]!.issue_id).not.toBe(last.issue_id);
    expect(new Date(older.issues[0]!.last_action).getTime()).toBeLessThanOrEqual(times[4]!);
    expect(older.has_newer).toBe(true);
    const back = older.issues[0]!;
    const newer = (await get<Page>(`/issues?limit=5&from=${back.last_action}&from_uid=${back.issue_id}`)).body
      .data;
    expect(newer.issues.map((i) => i.issue_id)).toEqual(first.issues.map((i) => i.issue_id));

    const open = (await get<Page>('/issues?status=1&limit=200')).body.data.issues;
    expect(open.every((i) => i.status !== 3 && i.status !== 5)).toBe(true);
    const deferred = (await get<Page>('/issues?status=6&priority=4&limit=200')).body.data.issues;
    expect(deferred.every((i) => i.status === 6 && i.priority === 4)).toBe(true);
    // statuses: exactly the listed ones, so "Open" alone and "Resolved Duplicate" alone can be asked for.
    const onlyOpen = (await get<Page>('/issues?statuses=1&limit=200')).body.data.issues;
    expect(onlyOpen.length).toBeGreaterThan(0);
    expect(onlyOpen.every((i) => i.status === 1)).toBe(true);
    const pair = (await get<Page>('/issues?statuses=5,6&status=1&limit=200')).body.data.issues;
    expect(pair.every((i) => i.status === 5 || i.status === 6)).toBe(true);
    expect((await get<Page>('/issues?statuses=1;2')).status).toBe(400);
    // priorities: exactly the listed ones, winning over priority.
    const urgent = (await get<Page>('/issues?priorities=1,2&priority=4&limit=200')).body.data.issues;
    expect(new Set(urgent.map((i) => i.priority))).toEqual(new Set([1, 2]));
    expect((await get<Page>('/issues?priorities=x')).status).toBe(400);
    const hubid = open[0]!.hubid;
    const ofHub = (await get<Page>(`/hub/${hubid}/issues?status=5`)).body.data.issues;
    expect(ofHub.length).toBeGreaterThan(0);
    expect(ofHub.every((i) => i.hubid === hubid)).toBe(true);
  });

  it('lists by creation (issue id, newest first) when asked, paging both ways by id', async () => {
    const first = (await get<Page>('/issues?order=created&limit=5')).body.data;
    const ids = first.issues.map((i) => i.issue_id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const [{ max }] = (await api.db.query('SELECT max(issue_id)::int AS max FROM issues')) as [
      { max: number },
    ];
    expect(ids[0]).toBe(max);
    expect(first).toMatchObject({ has_older: true, has_newer: false });
    const older = (await get<Page>(`/issues?order=created&limit=5&until_uid=${ids[4]}`)).body.data;
    expect(older.issues.map((i) => i.issue_id)).toEqual(ids.map((id) => id - 5));
    expect(older.has_newer).toBe(true);
    const newer = (await get<Page>(`/issues?order=created&limit=5&from_uid=${older.issues[0]!.issue_id}`))
      .body.data;
    expect(newer.issues.map((i) => i.issue_id)).toEqual(ids);
    expect(newer.has_older).toBe(true);
    expect((await get<Page>('/issues?order=title')).status).toBe(400);
  });

  it('searches titles', async () => {
    const [{ title }] = (await api.db.query('SELECT title FROM issues ORDER BY issue_id LIMIT 1')) as [
      { title: string },
    ];
    const term = title.slice(4, 12).toUpperCase();
    const found = (await get<Page>(`/issues?term=${encodeURIComponent(term)}&status=5`)).body.data.issues;
    expect(found.length).toBeGreaterThan(0);
    expect((await get<Page>('/issues?term=zz')).status).toBe(400);
  });

  it('creates an issue with the defaults and coerces a below-1 status and source', async () => {
    const reply = await put<Issue>('/issue/new', {
      hubid: 1001,
      source: 0,
      status: -1,
      title: 'Hub offline since the storm',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      hubid: 1001,
      source: 1,
      status: 1,
      priority: 4,
      created_by: 'Demo Staff',
    });
  });

  it('refuses an invalid issue with the spec messages', async () => {
    const reply = await put<{ message: string; errors: { field: string; message: string }[] }>('/issue/new', {
      title: 'short',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors.map((e) => e.message)).toEqual([
      'Each issue must be associated with a HubID',
      'Every issue must have a title of at least 10 characters. Preferably more.',
    ]);
  });

  it('refuses a title of more than 200 characters on its field, but keeps a longer one stored before', async () => {
    type Refusal = { message: string; errors: { field: string; message: string }[] };
    const long = `https://example.com/${'a'.repeat(280)}`;
    const created = await put<Refusal>('/issue/new', { hubid: 1002, source: 2, status: 1, title: long });
    expect(created.status).toBe(400);
    expect(created.body.data.errors).toEqual([
      { field: 'title', message: 'Title must be at most 200 characters (this is 300).' },
    ]);
    // An issue whose title was saved before the limit: its other fields can still be saved...
    const issue = (await put<Issue>('/issue/new', { hubid: 1002, title: 'Long title, set below' })).body.data;
    await api.db.query('UPDATE issues SET title = $2 WHERE issue_id = $1', [issue.issue_id, long]);
    const kept = await put<Issue>(`/issue/${issue.issue_id}`, { hubid: 1002, status: 2, title: long });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ status: 2, title: long });
    // ...but a changed title keeps to the limit.
    const changed = await put<Refusal>(`/issue/${issue.issue_id}`, { hubid: 1002, title: `${long}!` });
    expect(changed.status).toBe(400);
    expect(changed.body.data.errors).toEqual([
      { field: 'title', message: 'Title must be at most 200 characters (this is 301).' },
    ]);
    // An over-long title for an issue that does not exist: 404, as for any other save of it.
    expect((await put(`/issue/99999999`, { hubid: 1002, title: long })).status).toBe(404);
  });

  it('refuses an update made from a stale copy (409) and takes a fresh one', async () => {
    const issue = (await put<Issue>('/issue/new', { hubid: 1002, title: 'Relay clicking at night' })).body
      .data;
    const body = { hubid: 1002, title: 'Relay clicking at night, loudly', last_action: issue.last_action };
    const first = await put<Issue>(`/issue/${issue.issue_id}`, body);
    expect(first.status).toBe(200);
    expect(new Date(first.body.data.last_action).getTime()).toBeGreaterThan(
      new Date(issue.last_action).getTime(),
    );
    const stale = await put<{ message: string }>(`/issue/${issue.issue_id}`, {
      ...body,
      title: 'Someone else edit',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.message).toMatch(/Someone else changed this issue/);
  });

  it('records an action and its effect on the issue in one go, appending concurrent actions', async () => {
    const issue = (await put<Issue>('/issue/new', { hubid: 1003, title: 'Battery drains within a week' }))
      .body.data;
    const due = '2030-01-01T09:00:00.000Z';
    const replies = await Promise.all([
      put(`/issue/${issue.issue_id}/action`, {
        action_type: 8,
        status: 6,
        action_due: due,
        action_text: 'Wait for parts',
      }),
      put(`/issue/${issue.issue_id}/action`, {
        action_type: 1,
        status: 1,
        action_text: 'Called customer',
        took_minutes: 5,
      }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const actions = (
      await get<{ action_type: number; action_by: string }[]>(`/issue/${issue.issue_id}/actions`)
    ).body.data;
    expect(actions.map((a) => a.action_type).sort()).toEqual([1, 8]);
    expect(actions.every((a) => a.action_by === 'Demo Staff')).toBe(true);
    const after = (await get<Issue>(`/issue/${issue.issue_id}`)).body.data;
    expect(new Date(after.action_due!).toISOString()).toBe(due);
    await expect(put(`/issue/999999/action`, { action_type: 1, status: 1 })).resolves.toMatchObject({
      status: 404,
    });
  });

  it('counts open and closed issues per tag', async () => {
    const open = (
      await get<{ issue_tag_id: number | null; num_tags: number; issue_tag_text: string }[]>(
        '/hubs/issue_tags/open',
      )
    ).body.data;
    const closed = (await get<{ num_tags: number }[]>('/hubs/issue_tags/closed')).body.data;
    const [{ all }] = (await api.db.query('SELECT count(*)::int AS all FROM issues')) as [{ all: number }];
    const sum = (rows: { num_tags: number }[]) => rows.reduce((s, r) => s + r.num_tags, 0);
    expect(sum(open) + sum(closed)).toBe(all);
    expect(open.find((r) => r.issue_tag_id === null)?.issue_tag_text).toBe('');
  });
});
