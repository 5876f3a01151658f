import { describe, expect, it } from 'vitest';
import { healthSeverity, kwhPerMinute } from '@hub/domain';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';

interface Edge<N> {
  cursor: string;
  node: N;
}
interface Connection<N> {
  edges: Edge<N>[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const HEALTH = `query Health($id: Int!, $after: String) {
  hub(id: $id) { health(first: 10, after: $after) {
    edges { cursor node { id created gap avgWakeSecs uptime voltage heating version { text } severity } }
    pageInfo { hasNextPage endCursor }
  } }
}`;

const METERS = `query Meters($hubId: Int, $after: String) {
  meterReadings(hubId: $hubId, first: 100, after: $after) {
    edges { node { uid hubId created reading saved savedAt durationMs kwh kwhPerMinute hasImage } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const SAVE = `mutation Save($hubId: Int!, $uid: Int!, $reading: Float!, $confirm: Boolean) {
  saveMeterReading(input: { hubId: $hubId, uid: $uid, reading: $reading, confirm: $confirm }) {
    meterReading { uid reading saved }
    confirmationNeeded
    userErrors { field message }
  }
}`;

interface Snapshot {
  created: string;
  gap: number | null;
  avgWakeSecs: number | null;
  uptime: number | null;
  voltage: number | null;
  severity: number | null;
}
interface Reading {
  uid: number;
  hubId: number;
  reading: number | null;
  saved: boolean;
  durationMs: number | null;
  kwh: number | null;
  kwhPerMinute: number | null;
  hasImage: boolean;
}

describe.each(backends)('health, logs and meter readings against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 300 });

  it('pages a hub’s health newest first with the severity of spec 2 §9', async () => {
    const first = await stack.query<{ hub: { health: Connection<Snapshot> } }>(HEALTH, { id: 1001 }, session);
    const health = first.data!.hub.health;
    expect(first.upstreamCalls).toBe(2);
    expect(health.edges).toHaveLength(10);
    expect(health.pageInfo.hasNextPage).toBe(true);
    for (const { node } of health.edges) expect(node.severity).toBe(healthSeverity(node));
    const second = await stack.query<{ hub: { health: Connection<Snapshot> } }>(
      HEALTH,
      { id: 1001, after: health.pageInfo.endCursor },
      session,
    );
    const older = second.data!.hub.health.edges;
    expect(Date.parse(older[0]!.node.created)).toBeLessThan(Date.parse(health.edges.at(-1)!.node.created));
    const [{ count } = { count: 0 }] = await stack.sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM health_snapshots WHERE hubid = 1001',
    );
    expect(count).toBeGreaterThan(20);
  });

  it('pages the fleet’s reboots 20 at a time and one hub’s glitches', async () => {
    const answer = await stack.query<{ reboots: Connection<{ hubId: number; created: string }> }>(
      `{ reboots(first: 20) { edges { node { hubId created osVersion resetCause timezone wifiVersion traces } } pageInfo { hasNextPage endCursor } } }`,
      {},
      session,
    );
    expect(answer.upstreamCalls).toBe(1);
    expect(answer.data!.reboots.edges).toHaveLength(20);
    expect(answer.data!.reboots.pageInfo.hasNextPage).toBe(true);
    // The cursor continues the fleet's log and no hub's: a time of one log means nothing in another.
    const after = answer.data!.reboots.pageInfo.endCursor;
    const NEXT = `query Next($after: String) { reboots(first: 20, after: $after) { nodes { hubId } } }`;
    expect((await stack.query(NEXT, { after }, session)).errors).toBeUndefined();
    const ofHub = await stack.query(
      `query HubNext($after: String) { hub(id: 1) { reboots(first: 20, after: $after) { nodes { hubId } } } }`,
      { after },
      session,
    );
    expect(codes(ofHub)).toEqual(['BAD_USER_INPUT']);
    expect(ofHub.errors![0]!.extensions).toMatchObject({ field: 'after' });
    const [glitch] = await stack.sql<{ hubid: number; n: number }>(
      'SELECT hubid, count(*)::int AS n FROM glitch_log GROUP BY hubid ORDER BY n DESC, hubid LIMIT 1',
    );
    const glitches = await stack.query<{ glitches: Connection<{ hubId: number; information: string }> }>(
      `query G($hubId: Int) { glitches(hubId: $hubId) { edges { node { hubId information } } pageInfo { hasNextPage endCursor } } }`,
      { hubId: glitch!.hubid },
      session,
    );
    expect(glitches.data!.glitches.edges).toHaveLength(glitch!.n);
    expect(glitches.data!.glitches.edges.every((e) => e.node.hubId === glitch!.hubid)).toBe(true);
    expect(glitches.data!.glitches.edges[0]!.node.information).toEqual(expect.any(String));
  });

  it('derives kWh and kWh per minute, saves a reading and refuses 0', async () => {
    const answer = await stack.query<{ meterReadings: Connection<Reading> }>(METERS, {}, session);
    const readings = answer.data!.meterReadings.edges.map((edge) => edge.node);
    const raw = await stack.sql<{ uid: number; kwhdelta: number; duration: number }>(
      'SELECT uid, kwhdelta, duration FROM meter_readings',
    );
    const byUid = new Map(raw.map((row) => [Number(row.uid), row]));
    for (const reading of readings) {
      const row = byUid.get(reading.uid)!;
      expect(reading.kwh).toBe(Math.round(Number(row.kwhdelta)));
      expect(reading.kwhPerMinute).toBe(kwhPerMinute(Number(row.kwhdelta), row.duration));
    }
    const unsaved = readings.find((reading) => !reading.saved)!;
    expect(unsaved.reading).toBeNull();
    const refused = await stack.query<{ saveMeterReading: { userErrors: unknown[] } }>(
      SAVE,
      { hubId: unsaved.hubId, uid: unsaved.uid, reading: 0 },
      session,
    );
    expect(refused.upstreamCalls).toBe(0);
    expect(refused.data!.saveMeterReading.userErrors).toEqual([
      { field: 'reading', message: 'The reading must be a number above 0.' },
    ]);
    const saved = await stack.query<{ saveMeterReading: { meterReading: Reading } }>(
      SAVE,
      // Confirmed: the seed's readings may make 4321.5 look implausible for this hub (tested below).
      { hubId: unsaved.hubId, uid: unsaved.uid, reading: 4321.5, confirm: true },
      session,
    );
    expect(saved.data!.saveMeterReading.meterReading).toEqual({
      uid: unsaved.uid,
      reading: 4321.5,
      saved: true,
    });
  });

  it('asks before saving a reading far outside the hub’s history, saves it confirmed, and logs a correction', async () => {
    const hubId = 1002;
    // Five daily readings of about 10 units a day, then an unsaved one, all newer than the seed's.
    for (let day = 1; day <= 5; day++) {
      await stack.sql(
        `INSERT INTO meter_readings (hubid, created, reading, saved_reading) VALUES ($1, $2, $3, now())`,
        [hubId, `2030-01-0${day}T12:00:00Z`, 57_760 + day * 10],
      );
    }
    const [row] = await stack.sql<{ uid: number }>(
      `INSERT INTO meter_readings (hubid, created) VALUES ($1, '2030-01-06T12:00:00Z') RETURNING uid`,
      [hubId],
    );
    const uid = Number(row!.uid);
    type Payload = { saveMeterReading: { meterReading: Reading | null; confirmationNeeded: string[] } };
    const asked = await stack.query<Payload>(SAVE, { hubId, uid, reading: 9_999_999_999 }, session);
    expect(asked.data!.saveMeterReading.meterReading).toBeNull();
    expect(asked.data!.saveMeterReading.confirmationNeeded).toEqual([
      expect.stringContaining("more than 10 times this hub's usual use"),
    ]);
    const [still] = await stack.sql<{ reading: string | null }>(
      'SELECT reading FROM meter_readings WHERE uid = $1',
      [uid],
    );
    expect(still!.reading).toBeNull();
    const lower = await stack.query<Payload>(SAVE, { hubId, uid, reading: 57_700 }, session);
    expect(lower.data!.saveMeterReading.confirmationNeeded).toEqual([
      '57,700 is lower than the previous reading, 57,810. A meter only counts up.',
    ]);
    const confirmed = await stack.query<Payload>(
      SAVE,
      { hubId, uid, reading: 9_999_999_999, confirm: true },
      session,
    );
    expect(confirmed.data!.saveMeterReading.meterReading).toMatchObject({ uid, reading: 9_999_999_999 });
    const corrected = await stack.query<Payload>(SAVE, { hubId, uid, reading: 57_820 }, session);
    expect(corrected.data!.saveMeterReading.meterReading).toMatchObject({ uid, reading: 57_820 });
    const log = await stack.sql<{ action: string; type: string }>(
      `SELECT type, action FROM hub_action_log WHERE hubid = $1 AND type = 'meter_reading'`,
      [hubId],
    );
    expect(log).toEqual([
      {
        type: 'meter_reading',
        action: `Meter reading ${uid} corrected from 9999999999 to 57820 by ${STAFF}`,
      },
    ]);
  });

  it('loads a reading’s photo through the gateway with the caller’s token', async () => {
    const [row] = await stack.sql<{ uid: number }>(
      'SELECT uid FROM meter_readings WHERE image IS NOT NULL ORDER BY uid LIMIT 1',
    );
    const answer = await stack.query<{ meterReadingImage: string }>(
      'query I($uid: Int!) { meterReadingImage(uid: $uid) }',
      { uid: Number(row!.uid) },
      session,
    );
    expect(answer.data!.meterReadingImage).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const none = await stack.query<{ meterReadingImage: string | null }>(
      '{ meterReadingImage(uid: 999999999) }',
      {},
      session,
    );
    expect(none.data!.meterReadingImage).toBeNull();
    expect(codes(await stack.query('{ meterReadingImage(uid: 1) }'))).toEqual(['UNAUTHENTICATED']);
  });

  // Every log connection pages alike (gateway/src/common/connection.ts): forward and backward pages meet,
  // totalCount is the upstream's count and costs its call only when selected, and the cap is enforced.
  const LOGS = [
    { field: 'comms', table: 'comms_log', scope: 'hub' },
    { field: 'actions', table: 'hub_action_log', scope: 'hub' },
    { field: 'hubActions', table: 'hub_action_log', scope: 'fleet' },
    { field: 'health', table: 'health_snapshots', scope: 'hub' },
    { field: 'glitches', table: 'glitch_log', scope: 'hub' },
    { field: 'glitches', table: 'glitch_log', scope: 'fleet' },
    { field: 'glitches', table: 'glitch_log', scope: 'hubId' },
    { field: 'reboots', table: 'reboot_log', scope: 'hub' },
    { field: 'reboots', table: 'reboot_log', scope: 'fleet' },
    { field: 'meterReadings', table: 'meter_readings', scope: 'hub' },
    { field: 'meterReadings', table: 'meter_readings', scope: 'fleet' },
    { field: 'meterReadings', table: 'meter_readings', scope: 'hubId' },
    { field: 'messages', table: 'messages', scope: 'hub' },
    { field: 'messages', table: 'messages', scope: 'fleet' },
  ] as const;

  type Page = {
    edges: { cursor: string }[];
    nodes: { __typename: string }[];
    totalCount?: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  };

  it.each(LOGS)('$field ($scope): pages forward and back to the same rows, counts, caps', async (log) => {
    // The hub with the most rows in the log, so a page of 2 has pages on either side.
    const [busiest] = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM ${log.table} GROUP BY hubid ORDER BY count(*) DESC, hubid LIMIT 1`,
    );
    const hub = busiest!.hubid;
    // The seed sends a hub at most two messages: give the busiest three more, so it has pages either side.
    if (log.table === 'messages')
      await stack.sql(
        `INSERT INTO messages (hubid, "from", subject, body) SELECT $1, 'Support', 'Paging', 'Page ' || n
           FROM generate_series(1, 3) AS n`,
        [hub],
      );
    const [{ count } = { count: 0 }] = await stack.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${log.table}${log.scope === 'fleet' ? '' : ` WHERE hubid = ${hub}`}`,
    );
    expect(count).toBeGreaterThanOrEqual(4);
    const page = async (args: string, withCount = false) => {
      const selection = `(${args}) { edges { cursor } nodes { __typename } ${withCount ? 'totalCount' : ''}
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }`;
      const query =
        log.scope === 'hub'
          ? `{ hub(id: ${hub}) { list: ${log.field}${selection} } }`
          : `{ list: ${log.field}${selection.replace('(', log.scope === 'hubId' ? `(hubId: ${hub}, ` : '(')} }`;
      const answer = await stack.query<{ list?: Page; hub?: { list: Page } }>(query, {}, session);
      return { answer, list: answer.data?.hub?.list ?? answer.data?.list };
    };

    const first = await page('first: 2', true);
    expect(first.answer.errors).toBeUndefined();
    expect(first.list!.totalCount).toBe(count);
    expect(first.list!.nodes).toHaveLength(2);
    expect(first.list!.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // The count is one more upstream call, made only when totalCount is selected.
    const uncounted = await page('first: 2');
    expect(first.answer.upstreamCalls).toBe(uncounted.answer.upstreamCalls + 1);

    const second = await page(`first: 2, after: "${first.list!.pageInfo.endCursor}"`);
    expect(second.list!.pageInfo.hasPreviousPage).toBe(true);
    const back = await page(`last: 2, before: "${second.list!.pageInfo.startCursor}"`);
    expect(back.list!.edges.map((e) => e.cursor)).toEqual(first.list!.edges.map((e) => e.cursor));
    expect(back.list!.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    // The default page is 100 rows; the cap 500, refused naming the argument.
    const whole = await page('after: null');
    expect(whole.list!.nodes).toHaveLength(Math.min(count, 100));
    for (const arg of ['first: 501', `last: 501, before: "${second.list!.pageInfo.startCursor}"`]) {
      const refused = await page(arg);
      const name = arg.slice(0, arg.indexOf(':'));
      expect(codes(refused.answer)).toEqual(['BAD_USER_INPUT']);
      expect(refused.answer.errors![0]!.message).toBe(`${name} must be between 1 and 500, got 501.`);
      expect(refused.answer.errors![0]!.extensions?.field).toBe(name);
    }
    // last counts back from a cursor only: without one it is refused, not answered with the first page.
    const tail = await page('last: 3');
    expect(codes(tail.answer)).toEqual(['BAD_USER_INPUT']);
    expect(tail.answer.errors![0]!.extensions?.field).toBe('last');
    expect(codes((await page('first: 500')).answer)).toEqual([]);
  });
});
