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
    const { page: first, upstreamCalls } = await page({});
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

  it('pages on with the end cursor to the last page, which says there is no next', async () => {
    const operational = raw.filter((hub) => !hub.machineid.includes('_')).map((hub) => hub.hubid);
    const seen: number[] = [];
    let after: string | null = null;
    for (let n = 0; n < 10; n++) {
      const { page: current, upstreamCalls } = await page({ after });
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

  it('refuses a page larger than 200 and a cursor of another list', async () => {
    expect(codes(await stack.query(HUBS, { first: 201 }, session))).toEqual(['BAD_USER_INPUT']);
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

  it('refuses the lists without a session', async () => {
    expect(codes(await stack.query(HUBS, {}))).toEqual(['UNAUTHENTICATED']);
  });
});
