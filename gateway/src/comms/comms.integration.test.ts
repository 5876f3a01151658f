import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';

const HUB = 1001;
const TIED_ROWS = 9;

const COMMS = `query Comms($id: Int!, $first: Int, $after: String, $last: Int, $before: String) {
  hub(id: $id) {
    comms(first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { id hubId created api initiatorId typeId typeName ip headers { name value } body payload } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;

const ACTIONS = `query Actions($id: Int!, $first: Int, $after: String, $last: Int, $before: String) {
  hub(id: $id) {
    actions(first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { id hubId created type action initiatorId userId setState setStateText setting } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;

type Conn = {
  edges: Array<{ cursor: string; node: Record<string, unknown> & { id: string } }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
};

describe.each(backends)('comms and action logs against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 30 });
  let allIds: string[];

  const comms = async (variables: Record<string, unknown>) => {
    const answer = await stack.query<{ hub: { comms: Conn } }>(COMMS, { id: HUB, ...variables }, session);
    expect(answer.errors).toBeUndefined();
    return { conn: answer.data!.hub.comms, calls: answer.upstreamCalls };
  };
  const ids = (conn: Conn) => conn.edges.map((e) => e.node.id);

  beforeAll(async () => {
    // A burst of rows sharing one timestamp, newer than anything seeded, so a page boundary falls inside it.
    await stack.sql(
      `INSERT INTO comms_log (hubid, created, api, initiatorid, typeid, ip, headers, body)
       SELECT $1, '2030-01-01T00:00:00.123456Z', '/phone/setheat', 2, 50019, '10.0.0.1',
              jsonb_build_object('content-type', 'application/json'),
              json_build_object('state', n % 4, 'setting', 20)::text
         FROM generate_series(1, ${TIED_ROWS}) AS n`,
      [HUB],
    );
    await stack.sql(
      `INSERT INTO hub_action_log (hubid, created, type, action, initiatorid, userid, setstate, setting)
       SELECT $1, '2030-01-01T00:00:00Z', 'boost', 'Boost for 30 minutes', 2, 42, 2, 21.5
         FROM generate_series(1, 5)`,
      [HUB],
    );
    const rows = await stack.sql<{ uid: number }>(
      'SELECT uid FROM comms_log WHERE hubid = $1 ORDER BY created DESC, uid DESC',
      [HUB],
    );
    allIds = rows.map((r) => String(r.uid));
  });

  it('answers the newest records first, with the upstream fields, in one upstream call per page', async () => {
    const { conn, calls } = await comms({ first: 4 });
    expect(ids(conn)).toEqual(allIds.slice(0, 4));
    expect(calls).toBe(2); // the hub, then its comms page
    expect(conn.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(conn.edges[0]!.node).toMatchObject({
      hubId: HUB,
      created: '2030-01-01T00:00:00.123Z',
      api: '/phone/setheat',
      initiatorId: 2,
      typeId: 50019,
      typeName: 'Request',
      ip: '10.0.0.1',
      headers: [{ name: 'content-type', value: 'application/json' }],
    });
    expect(conn.edges[0]!.node['payload']).toBe(
      `content-type: application/json\n\n${conn.edges[0]!.node['body'] as string}`,
    );
  });

  it('pages older through rows sharing a timestamp without skipping or repeating one, and back newer', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    const pages: Conn[] = [];
    for (let n = 0; n < 5; n++) {
      const { conn } = await comms({ first: 4, after });
      pages.push(conn);
      seen.push(...ids(conn));
      after = conn.pageInfo.endCursor;
      expect(conn.pageInfo.hasPreviousPage).toBe(n > 0);
    }
    expect(seen).toEqual(allIds.slice(0, 20));
    // Newer from the third page's first row gives the second page again, and says a newer one exists.
    const { conn: back } = await comms({ last: 4, before: pages[2]!.pageInfo.startCursor });
    expect(ids(back)).toEqual(ids(pages[1]!));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const { conn: top } = await comms({ last: 4, before: pages[1]!.pageInfo.startCursor });
    expect(ids(top)).toEqual(ids(pages[0]!));
    expect(top.pageInfo.hasPreviousPage).toBe(false);
    const { conn: none } = await comms({ last: 4, before: pages[0]!.pageInfo.startCursor });
    expect(none.edges).toEqual([]);
  });

  it('reaches the oldest record with hasNextPage false', async () => {
    const { conn } = await comms({ first: 500 });
    expect(ids(conn)).toEqual(allIds.slice(0, 500));
    expect(conn.pageInfo.hasNextPage).toBe(allIds.length > 500);
  });

  it('refuses a forged cursor, a page size out of range and a caller without a session', async () => {
    const forged = await stack.query(COMMS, { id: HUB, after: 'bm90LWEtY3Vyc29y' }, session);
    expect(codes(forged)).toEqual(['BAD_USER_INPUT']);
    const tooMany = await stack.query(COMMS, { id: HUB, first: 501 }, session);
    expect(codes(tooMany)).toEqual(['BAD_USER_INPUT']);
    const anonymous = await stack.query(COMMS, { id: HUB });
    expect(codes(anonymous)).toContain('UNAUTHENTICATED');
  });

  it('pages the action log the same way, with the state in words', async () => {
    const all = await stack.sql<{ uid: number }>(
      'SELECT uid FROM hub_action_log WHERE hubid = $1 ORDER BY created DESC, uid DESC',
      [HUB],
    );
    const first = await stack.query<{ hub: { actions: Conn } }>(ACTIONS, { id: HUB, first: 3 }, session);
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.hub.actions;
    expect(first.upstreamCalls).toBe(2);
    expect(page1.edges[0]!.node).toMatchObject({
      hubId: HUB,
      type: 'boost',
      action: 'Boost for 30 minutes',
      initiatorId: 2,
      userId: 42,
      setState: 2,
      setStateText: 'Boost',
      setting: 21.5,
    });
    const second = await stack.query<{ hub: { actions: Conn } }>(
      ACTIONS,
      { id: HUB, first: 3, after: page1.pageInfo.endCursor },
      session,
    );
    expect([...ids(page1), ...ids(second.data!.hub.actions)]).toEqual(
      all.slice(0, 6).map((r) => String(r.uid)),
    );
    const everyHub = await stack.query<{ hubActions: Conn }>(
      '{ hubActions(first: 5) { edges { node { id hubId } } pageInfo { hasNextPage } } }',
      {},
      session,
    );
    expect(everyHub.errors).toBeUndefined();
    expect(everyHub.data!.hubActions.edges).toHaveLength(5);
    expect(everyHub.upstreamCalls).toBe(1);
  });
});
