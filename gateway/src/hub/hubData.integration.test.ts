// Hub data hangs off Hub: a script holding a hub reaches its boiler, logs and issues from it, and any
// of those rows leads back to its hub, answering what the old root fields (hubBoiler(hubId)…) answer.
import { describe, expect, it } from 'vitest';
import { backends, STAFF } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const FROM_HUB = `query ($id: Int!) {
  hub(id: $id) {
    id
    boilerDetails { hubId hub { id } }
    fuelFills { hubId }
    pairings { hubId }
    schedule { hubId hub { id } }
    spend { hubId }
    installation { id }
    glitches(first: 5) { nodes { hubId hub { id } } }
    reboots(first: 5) { nodes { hubId } }
    meterReadings(first: 5) { nodes { hubId hub { id } } }
    issues(first: 5) { nodes { hubId hub { id serial } } }
    comms(first: 5) { nodes { hubId hub { id } } }
    actions(first: 5) { nodes { hubId hub { id } } }
  }
}`;

const FROM_ROOT = `query ($id: Int!) {
  hubBoiler(hubId: $id) { hubId }
  hubPairings(hubId: $id) { hubId }
  hubSchedule(hubId: $id) { hubId }
  glitches(hubId: $id, first: 5) { nodes { hubId } }
  meterReadings(hubId: $id, first: 5) { nodes { hubId } }
}`;

interface Rows {
  nodes: { hubId: number; hub?: { id: number } }[];
}

describe.each(backends)('hub data from the hub, on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 60 });

  it('answers from Hub what the root fields answer, and every row leads back to its hub', async () => {
    const [busy] = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM issues GROUP BY hubid ORDER BY count(*) DESC LIMIT 1`,
    );
    const id = busy!.hubid;
    const answer = await stack.query<{
      hub: Record<string, unknown> & { issues: Rows; comms: Rows; glitches: Rows; meterReadings: Rows };
    }>(FROM_HUB, { id }, session);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const hub = answer.data!.hub;
    expect(hub.issues.nodes.length).toBeGreaterThan(0);
    for (const list of [hub.issues, hub.comms, hub.glitches, hub.meterReadings])
      for (const row of list.nodes) expect([row.hubId, row.hub?.id]).toEqual([id, id]);
    const root = await stack.query<{ glitches: Rows; meterReadings: Rows; hubPairings: unknown[] }>(
      FROM_ROOT,
      { id },
      session,
    );
    expect(root.data!.glitches.nodes).toEqual(hub.glitches.nodes.map(({ hubId }) => ({ hubId })));
    expect(root.data!.hubPairings).toHaveLength((hub['pairings'] as unknown[]).length);
  });
});

// Query.hub loads the hub only for a field that needs it: a tab asking a hub for its boiler alone costs
// the boiler's call, as hubBoiler(hubId) did, and a hub's own fields beside its data cost one call more.
describe.each(backends)('a hub asked only for its data, on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 5 });
  const MISSING = 987654;
  let id: number;

  it('makes no call for the hub itself, and one for its name beside the data', async () => {
    const [first] = await stack.sql<{ hubid: number }>(`SELECT min(hubid) AS hubid FROM hubs`);
    id = first!.hubid;
    const dataOnly = await stack.query<{ hub: { id: number; schedule: { hubId: number } } }>(
      `query ($id: Int!) { hub(id: $id) { id boilerDetails { hubId } schedule { hubId } } }`,
      { id },
      session,
    );
    expect(dataOnly.errors).toBeUndefined();
    expect(dataOnly.data!.hub.schedule.hubId).toBe(id);
    expect(dataOnly.upstreamCalls).toBe(2);
    const withName = await stack.query<{ hub: { name: string | null; schedule: { hubId: number } } }>(
      `query ($id: Int!) { hub(id: $id) { id name schedule { hubId } } }`,
      { id },
      session,
    );
    expect(withName.errors).toBeUndefined();
    expect(withName.data!.hub.schedule.hubId).toBe(id);
    expect(withName.upstreamCalls).toBe(2);
  });

  it('answers NOT_FOUND from the data field for a hub that does not exist, and null for its id alone', async () => {
    const boiler = await stack.query<{ hub: { boilerDetails: unknown } | null }>(
      `query ($id: Int!) { hub(id: $id) { id boilerDetails { hubId } } }`,
      { id: MISSING },
      session,
    );
    expect(boiler.errors?.map((e) => [e.path, e.extensions?.['code']])).toEqual([
      [['hub', 'boilerDetails'], 'NOT_FOUND'],
    ]);
    expect(boiler.data?.hub?.boilerDetails ?? null).toBeNull();
    // A data field that cannot be null takes the hub with it.
    const schedule = await stack.query<{ hub: unknown }>(
      `query ($id: Int!) { hub(id: $id) { schedule { hubId } } }`,
      { id: MISSING },
      session,
    );
    expect(schedule.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(schedule.data?.hub).toBeNull();
    const idOnly = await stack.query<{ hub: unknown }>(
      `query ($id: Int!) { hub(id: $id) { id } }`,
      { id: MISSING },
      session,
    );
    expect(idOnly.errors).toBeUndefined();
    expect(idOnly.data!.hub).toBeNull();
    // A field the upstream answers for any hub id (an empty page of issues) still asks whether the hub exists.
    const issues = await stack.query<{ hub: unknown }>(
      `query ($id: Int!) { hub(id: $id) { issues(first: 1) { nodes { id } } } }`,
      { id: MISSING },
      session,
    );
    expect(issues.errors).toBeUndefined();
    expect(issues.data!.hub).toBeNull();
    // The logs answer 404 for an unknown hub too: a page of glitches is never an empty page of a missing hub.
    const glitches = await stack.query<{ hub: unknown }>(
      `query ($id: Int!) { hub(id: $id) { glitches(first: 1) { nodes { id } } } }`,
      { id: MISSING },
      session,
    );
    expect(glitches.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(glitches.data?.hub).toBeNull();
  });
});

// The hubs of a list's rows come from one call (hub/loaders.ts hubsById), not one per row: an export of
// 200 issues with their hubs' names was 201 calls, over the cost budget of 100.
describe.each(backends)("the hubs of a list's rows, on $name", (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 60 });

  it('are one call for the page, each row with its own hub, and within the budget', async () => {
    type Page = { issues: { nodes: { hubId: number; hub: { id: number; serial: number | null } }[] } };
    const answer = await stack.query<Page>(
      `{ issues(first: 200) { nodes { hubId hub { id serial } } } }`,
      {},
      session,
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const rows = answer.data!.issues.nodes;
    expect(new Set(rows.map((row) => row.hubId)).size).toBeGreaterThan(10);
    for (const row of rows) expect(row.hub.id).toBe(row.hubId);
    expect(answer.upstreamCalls).toBe(2);
    expect(answer.extensions?.cost).toMatchObject({ requested: 2, actual: 2 });
  });
});
