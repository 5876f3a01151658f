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
