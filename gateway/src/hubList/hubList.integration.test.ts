import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';

const SEED_HUBS = 700;

const LIST_COLUMNS = `id serial name version { text code badge } uptime uptimeBand installed voltage voltageBand
  ageSeconds lastSeenBand avgWakeSecs wakeSecs gap rssi setpoint temperature wifiVersion healthGrade
  problemReasons { code text }`;

const HUBS = `query Hubs($first: Int, $after: String, $version: String, $health: HealthGrade) {
  hubs(first: $first, after: $after, version: $version, health: $health) {
    edges { cursor node { ${LIST_COLUMNS} } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

interface ListedHub {
  id: number;
  version: { text: string; code: number } | null;
  healthGrade: string | null;
  voltage: number | null;
  installed: string | null;
  problemReasons: { code: string; text: string }[];
  wires?: number | null;
  wiresChanged?: string | null;
}

interface HubPage {
  hubs: {
    edges: { cursor: string; node: ListedHub }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
}

interface RawHub {
  hubid: number;
  machineid: string;
  gap: number | null;
  interval: number | null;
  avg_wake_secs: number | null;
  uptime: number | null;
  voltage: number | null;
  swversion: number | null;
  wifi_version: number | null;
  last_seen: string | null;
}

// Spec 2 §9 written out again from the spec, independently of domain/, over the raw database rows.
function expectedReasons(hub: RawHub, now: number): string[] {
  const reasons: string[] = [];
  const gap = hub.gap ?? hub.interval;
  if (gap !== null && gap > 1800) reasons.push('GAP');
  if (hub.avg_wake_secs !== null && hub.avg_wake_secs > 25) reasons.push('AVERAGE_WAKE');
  const rebooted = hub.uptime !== null && hub.uptime < 7200;
  if (rebooted) reasons.push('UPTIME');
  if (hub.voltage !== null && hub.voltage >= 1500 && hub.voltage <= 3600) reasons.push('BATTERY');
  if (hub.swversion !== null && (hub.swversion < 702 || (hub.swversion >= 702 && hub.swversion < 918)))
    reasons.push('VERSION');
  if (hub.wifi_version !== null && hub.wifi_version < 300) reasons.push('WIFI');
  if (hub.last_seen !== null) {
    const silent = (now - Date.parse(hub.last_seen)) / 1000;
    if (silent > 86_400 && !(silent > 864_000) && !rebooted) reasons.push('LAST_POLL');
  }
  return reasons;
}

describe.each(backends)('hub lists against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: SEED_HUBS });
  let raw: RawHub[];

  beforeAll(async () => {
    raw = await stack.sql<RawHub>(
      `SELECT hubid, machineid, gap, "interval", avg_wake_secs, uptime, voltage, swversion, wifi_version,
              last_seen FROM hubs ORDER BY hubid`,
    );
  });

  const page = async (variables: Record<string, unknown>) => {
    const answer = await stack.query<HubPage>(HUBS, variables, session);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return { page: answer.data.hubs, upstreamCalls: answer.upstreamCalls };
  };

  it('answers a page of 200 hubs with every column in one upstream call', async () => {
    const { page: first, upstreamCalls } = await page({ first: 200 });
    expect(first.edges).toHaveLength(200);
    expect(upstreamCalls).toBe(1);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const operational = raw.filter((hub) => !hub.machineid.includes('_'));
    expect(first.edges.map((edge) => edge.node.id)).toEqual(
      operational.slice(0, 200).map((hub) => hub.hubid),
    );
    const voltages = new Map(raw.map((hub) => [hub.hubid, hub.voltage]));
    for (const { node } of first.edges) expect(node.voltage).toBe(voltages.get(node.id));
  });

  it("answers each hub's installation and customer types from the page's one call, as its information has them", async () => {
    const answer = await stack.query<{
      hubs: { nodes: { id: number; installationState: string | null; customerType: string | null }[] };
    }>('{ hubs(first: 200) { nodes { id installationState customerType } } }', {}, session);
    expect(answer.upstreamCalls).toBe(1);
    const nodes = answer.data?.hubs.nodes ?? [];
    expect(nodes).toHaveLength(200);
    // Every tenth hub's information, asked for in one request: the list says what it says.
    const sample = nodes.filter((_, n) => n % 10 === 0);
    const informed = await stack.query<Record<string, { information: { installationState: string | null } }>>(
      `{ ${sample.map((hub) => `h${hub.id}: hub(id: ${hub.id}) { information { installationState } }`).join(' ')} }`,
      {},
      session,
    );
    for (const hub of sample)
      expect(hub.installationState).toBe(informed.data?.[`h${hub.id}`]?.information.installationState);
    expect(new Set(nodes.map((hub) => hub.installationState)).size).toBeGreaterThan(1);
  });

  it('pages on with the end cursor to the last page, which says there is no next', async () => {
    const operational = raw.filter((hub) => !hub.machineid.includes('_')).map((hub) => hub.hubid);
    const seen: number[] = [];
    let after: string | null = null;
    for (let n = 0; n < 10; n++) {
      const { page: current, upstreamCalls } = await page({ after, first: 200 });
      expect(upstreamCalls).toBe(1);
      seen.push(...current.edges.map((edge) => edge.node.id));
      if (!current.pageInfo.hasNextPage) break;
      after = current.pageInfo.endCursor;
    }
    expect(seen).toEqual(operational);
  });

  it('filters by software version and by health grade', async () => {
    const { page: byVersion } = await page({ version: '1.1.4', first: 200 });
    expect(byVersion.edges.length).toBeGreaterThan(0);
    expect(byVersion.edges.every((edge) => edge.node.version?.code === 10104)).toBe(true);
    // With a build the list holds exactly that build, as its title says.
    const [built] = await stack.sql<{ major: number; minor: number; patch: number; build: number }>(
      'SELECT major, minor, patch, build FROM hubs WHERE build IS NOT NULL ORDER BY hubid LIMIT 1',
    );
    const text = `${built!.major}.${built!.minor}.${built!.patch}`;
    const { page: byBuild } = await page({ version: `${text}.${built!.build}`, first: 200 });
    const { page: wholeVersion } = await page({ version: text, first: 200 });
    expect(byBuild.edges.length).toBeGreaterThan(0);
    expect(byBuild.edges.length).toBeLessThan(wholeVersion.edges.length);
    const builds = await stack.sql<{ build: number | null }>(
      `SELECT build FROM hubs WHERE hubid = ANY($1::int[])`,
      [byBuild.edges.map((edge) => edge.node.id)],
    );
    expect(builds.every((row) => row.build === built!.build)).toBe(true);
    const junk = await stack.query(HUBS, { version: 'abc' }, session);
    expect(junk.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
    const { page: byGrade } = await page({ health: 'B', first: 200 });
    expect(byGrade.edges.length).toBeGreaterThan(0);
    expect(byGrade.edges.every((edge) => edge.node.healthGrade === 'B')).toBe(true);
  });

  it('answers 100 hubs by default, refuses a page larger than 500 and a cursor of another list', async () => {
    expect((await page({})).page.edges).toHaveLength(100);
    expect((await page({ first: 500 })).page.edges).toHaveLength(500);
    expect(codes(await stack.query(HUBS, { first: 501 }, session))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await stack.query(HUBS, { after: 'bm9wZQ' }, session))).toEqual(['BAD_USER_INPUT']);
  });

  it('lists the seed’s problem hubs with exactly the reasons their rows deserve', async () => {
    const answer = await stack.query<{ problemHubs: ListedHub[] }>(
      `{ problemHubs { id problemReasons { code text } } }`,
      {},
      session,
    );
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    expect(answer.upstreamCalls).toBe(1);
    const now = Date.now();
    const expected = raw
      .filter((hub) => !hub.machineid.includes('_'))
      .map((hub) => ({ id: hub.hubid, codes: expectedReasons(hub, now) }))
      .filter((hub) => hub.codes.length > 0)
      .slice(0, 500);
    expect(
      answer.data.problemHubs.map((hub) => ({ id: hub.id, codes: hub.problemReasons.map((r) => r.code) })),
    ).toEqual(expected);
    const everyCode = new Set(
      answer.data.problemHubs.flatMap((hub) => hub.problemReasons.map((r) => r.code)),
    );
    expect([...everyCode].sort()).toEqual(
      ['AVERAGE_WAKE', 'BATTERY', 'GAP', 'LAST_POLL', 'UPTIME', 'VERSION', 'WIFI'].sort(),
    );
    expect(answer.data.problemHubs.every((hub) => hub.problemReasons.every((r) => r.text.length > 5))).toBe(
      true,
    );
  });

  it('gives a single hub its reasons and list columns from the record already loaded', async () => {
    const hub = raw.find((row) => expectedReasons(row, Date.now()).length > 0)!;
    const answer = await stack.query<{ hub: ListedHub }>(
      `query One($id: Int!) { hub(id: $id) { ${LIST_COLUMNS} } }`,
      { id: hub.hubid },
      session,
    );
    expect(answer.upstreamCalls).toBe(1);
    expect(answer.data?.hub.problemReasons.map((r) => r.code)).toEqual(expectedReasons(hub, Date.now()));
  });

  it('lists new unverified hubs and wires-changed hubs in one call each', async () => {
    const answer = await stack.query<{ newHubs: ListedHub[]; wiresChangedHubs: ListedHub[] }>(
      `{ newHubs { id } wiresChangedHubs { id wires wiresChanged } }`,
      {},
      session,
    );
    expect(answer.upstreamCalls).toBe(2);
    const [{ fresh } = { fresh: -1 }] = await stack.sql<{ fresh: number }>(
      'SELECT count(*)::int AS fresh FROM hubs WHERE NOT verified',
    );
    expect(answer.data?.newHubs).toHaveLength(Math.min(1000, fresh));
    const [{ changed } = { changed: -1 }] = await stack.sql<{ changed: number }>(
      'SELECT count(*)::int AS changed FROM hubs WHERE wires_changed IS NOT NULL',
    );
    expect(answer.data?.wiresChangedHubs).toHaveLength(changed);
    const [latest] = await stack.sql<{ hubid: number; wires: number | null; wires_changed: Date | string }>(
      'SELECT hubid, wires, wires_changed FROM hubs WHERE wires_changed IS NOT NULL ORDER BY wires_changed DESC, hubid LIMIT 1',
    );
    const first = answer.data?.wiresChangedHubs[0];
    expect(first?.id).toBe(latest!.hubid);
    expect(first?.wires).toBe(latest!.wires);
    expect(Date.parse(first!.wiresChanged!)).toBe(new Date(latest!.wires_changed).getTime());
  });

  describe('hubs(filter:)', () => {
    interface FilterRow {
      hubid: number;
      hub_health: string | null;
      swversion: number | null;
      build: number | null;
      last_seen: Date | string | null;
      customer_type_id: number | null;
      installation_state_id: number | null;
    }
    let rows: FilterRow[];
    const FILTERED = `query Filtered($filter: HubFilter, $first: Int, $after: String, $last: Int, $before: String) {
      hubs(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
        totalCount
        nodes { id healthGrade problemReasons { code } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    interface Filtered {
      hubs: {
        totalCount: number;
        nodes: { id: number; healthGrade: string | null; problemReasons: { code: string }[] }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
      };
    }
    const filtered = async (variables: Record<string, unknown>) => {
      const answer = await stack.query<Filtered>(FILTERED, { first: 500, ...variables }, session);
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return { ...answer.data.hubs, upstreamCalls: answer.upstreamCalls };
    };
    const expectHubs = async (filter: Record<string, unknown>, keep: (row: FilterRow) => boolean) => {
      const wanted = rows.filter(keep).map((row) => row.hubid);
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.length).toBeLessThan(rows.length);
      const answer = await filtered({ filter });
      expect(answer.nodes.map((hub) => hub.id)).toEqual(wanted.slice(0, 500));
      expect(answer.totalCount).toBe(wanted.length);
      // The page and its total: two upstream calls, whatever the filter.
      expect(answer.upstreamCalls).toBe(2);
    };

    beforeAll(async () => {
      // The operational hubs: the list leaves superseded hub records out, filter or not.
      rows = await stack.sql<FilterRow>(
        `SELECT h.hubid, h.hub_health, h.swversion, h.build, h.last_seen, i.customer_type_id,
                i.installation_state_id
           FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
          WHERE h.machineid NOT LIKE '%\\_%' ORDER BY h.hubid`,
      );
      if (rows.length === raw.length) throw new Error('The seed has no superseded hub to leave out');
    });

    it('matches any value of a list (OR) and every condition given (AND)', async () => {
      await expectHubs({ healthGrades: ['E', 'F', 'G'] }, (row) => ['E', 'F', 'G'].includes(row.hub_health!));
      await expectHubs(
        { healthGrades: ['D', 'E'], customerTypes: ['RESIDENTIAL', 'LANDLORD'] },
        (row) => ['D', 'E'].includes(row.hub_health!) && [1, 3].includes(row.customer_type_id!),
      );
      await expectHubs(
        {
          installationStates: ['INSTALLED', 'INSTALLED_COMMISSIONED', 'INSTALLED_FAULTY'],
          versions: ['1.1.4'],
        },
        (row) => [4, 5, 6].includes(row.installation_state_id!) && row.swversion === 10104,
      );
    });

    it('by last seen before and after, and by problem reasons', async () => {
      const seen = rows
        .filter((row) => row.last_seen !== null)
        .map((row) => new Date(row.last_seen!).getTime())
        .sort((a, b) => a - b);
      const middle = seen[Math.floor(seen.length / 2)]!;
      const at = new Date(middle).toISOString();
      await expectHubs(
        { lastSeenBefore: at },
        (row) => row.last_seen !== null && new Date(row.last_seen).getTime() < middle,
      );
      await expectHubs(
        { lastSeenAfter: at },
        (row) => row.last_seen !== null && new Date(row.last_seen).getTime() >= middle,
      );
      const reasons = await filtered({ filter: { problemReasons: ['BATTERY', 'WIFI'] } });
      expect(reasons.nodes.length).toBeGreaterThan(0);
      for (const hub of reasons.nodes)
        expect(hub.problemReasons.some((r) => r.code === 'BATTERY' || r.code === 'WIFI')).toBe(true);
    });

    it('a condition every hub meets counts what no filter counts: superseded hubs stay out', async () => {
      const all = (await filtered({})).totalCount;
      expect(all).toBe(rows.length);
      const everyGrade = { healthGrades: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] };
      const graded = rows.filter((row) => row.hub_health !== null).length;
      expect((await filtered({ filter: everyGrade })).totalCount).toBe(graded);
      const seen = rows.filter((row) => row.last_seen !== null).length;
      expect((await filtered({ filter: { lastSeenAfter: '2000-01-01T00:00:00Z' } })).totalCount).toBe(seen);
      const superseded = raw.filter((hub) => hub.machineid.includes('_')).map((hub) => hub.hubid);
      const page = await filtered({ filter: everyGrade });
      expect(page.nodes.filter((hub) => superseded.includes(hub.id))).toEqual([]);
    });

    it('an empty list and an empty filter restrict nothing: the operational hubs', async () => {
      const operational = rows.length;
      expect((await filtered({ filter: { healthGrades: [], customerTypes: [] } })).totalCount).toBe(
        operational,
      );
      expect((await filtered({ filter: {} })).totalCount).toBe(operational);
      // Without totalCount selected, no count call is made.
      const answer = await stack.query(`{ hubs(first: 5) { nodes { id } } }`, {}, session);
      expect(answer.upstreamCalls).toBe(1);
    });

    it('pages back with last/before in hub id order', async () => {
      const grades = { healthGrades: ['C', 'D', 'E', 'F', 'G'] };
      const first = await filtered({ filter: grades, first: 10 });
      const second = await filtered({ filter: grades, first: 10, after: first.pageInfo.endCursor });
      const back = await filtered({
        filter: grades,
        first: null,
        last: 10,
        before: second.pageInfo.startCursor,
      });
      expect(back.nodes.map((hub) => hub.id)).toEqual(first.nodes.map((hub) => hub.id));
      expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      expect(second.pageInfo.hasPreviousPage).toBe(true);
    });

    it("refuses another filter's cursor, and last without before, naming the argument", async () => {
      const gradeA = await filtered({ filter: { healthGrades: ['A'] }, first: 2 });
      const other = await stack.query(
        FILTERED,
        { filter: { healthGrades: ['G'] }, first: 2, after: gradeA.pageInfo.endCursor },
        session,
      );
      expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
      expect(other.errors?.[0]?.message).toBe(
        'This cursor belongs to another filter: start again from the first page.',
      );
      expect(other.upstreamCalls).toBe(0);
      const same = await filtered({
        filter: { healthGrades: ['A'] },
        first: 2,
        after: gradeA.pageInfo.endCursor,
      });
      expect(same.nodes.length).toBeGreaterThan(0);
      for (const variables of [
        { first: null, last: 3 },
        { first: 2, last: 2 },
      ]) {
        const refused = await stack.query(FILTERED, variables, session);
        expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'last' });
      }
      const tooMany = await stack.query(FILTERED, { first: 501 }, session);
      expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    });

    it('refuses a bad value with BAD_USER_INPUT naming the field', async () => {
      const bad = await stack.query(FILTERED, { filter: { versions: ['1.1.4', 'abc'] } }, session);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.versions' });
      const grade = await stack.query(FILTERED, { filter: { healthGrades: ['Z'] } }, session);
      expect(codes(grade)).toEqual(['BAD_USER_INPUT']);
      expect(grade.errors?.[0]?.message).toContain('healthGrades');
      const time = await stack.query(FILTERED, { filter: { lastSeenAfter: 'last tuesday' } }, session);
      expect(codes(time)).toEqual(['BAD_USER_INPUT']);
      expect(time.errors?.[0]?.message).toContain('lastSeenAfter');
    });

    it("counts every listed hub's issues in one upstream call for the whole page", async () => {
      const answer = await stack.query<{
        hubs: { nodes: { id: number; open: { totalCount: number }; all: { totalCount: number } }[] };
      }>(
        `{ hubs(first: 100) { nodes { id
            open: issues(filter: { statuses: [OPEN, IN_PROGRESS, ESCALATED, DEFERRED] }) { totalCount }
            all: issues { totalCount } } } }`,
        {},
        session,
      );
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      const hubs = answer.data.hubs.nodes;
      expect(hubs).toHaveLength(100);
      // The page, then one count call per filter (two aliases, two filters) for all 100 hubs.
      expect(answer.upstreamCalls).toBe(3);
      const counts = await stack.sql<{ hubid: number; open: number; all: number }>(
        `SELECT h.hubid, count(i.issue_id) FILTER (WHERE i.status NOT IN (3, 5))::int AS open,
                count(i.issue_id)::int AS all
           FROM hubs h LEFT JOIN issues i ON i.hubid = h.hubid WHERE h.hubid = ANY($1::int[]) GROUP BY h.hubid`,
        [hubs.map((hub) => hub.id)],
      );
      const byHub = new Map(counts.map((row) => [row.hubid, row]));
      for (const hub of hubs) {
        expect(hub.open.totalCount).toBe(byHub.get(hub.id)!.open);
        expect(hub.all.totalCount).toBe(byHub.get(hub.id)!.all);
      }
      expect(hubs.some((hub) => hub.open.totalCount > 0)).toBe(true);
      expect(hubs.some((hub) => hub.all.totalCount > hub.open.totalCount)).toBe(true);
    });
  });

  it('refuses the lists without a session', async () => {
    expect(codes(await stack.query(HUBS, {}))).toEqual(['UNAUTHENTICATED']);
  });
});
