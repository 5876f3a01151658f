import { describe, expect, it } from 'vitest';
import { backends, STAFF } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import type { PairingRecord } from './resolvers.js';

const TAB = `query ($hubId: Int!) {
  hubPairings(hubId: $hubId) {
    id hubId created ip pairingCode userId appVersion manufacturer model platform version paired canToggle
  }
}`;
const TOGGLE = `mutation ($hubId: Int!, $id: Int!) {
  togglePairing(input: { hubId: $hubId, pairingId: $id }) { pairing { id paired } userErrors { field message } }
}`;

describe.each(backends)('pairings against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 60 });

  it('lists a hub’s pairings with one upstream call, toggle only for claimed ones', async () => {
    const [{ hubid }] = (await stack.sql<{ hubid: number }>(
      'SELECT hubid FROM pairings GROUP BY hubid ORDER BY count(*) DESC, hubid LIMIT 1',
    )) as [{ hubid: number }];
    const raw = await stack.rest<PairingRecord[]>(`/api/private/hub/${hubid}/pairings`, session.token);
    const answer = await stack.query<{
      hubPairings: Array<{ id: number; userId: number; canToggle: boolean }>;
    }>(TAB, { hubId: hubid }, session);
    expect(answer.data?.hubPairings.map((p) => p.id)).toEqual(raw.map((p) => p.uid));
    for (const p of answer.data?.hubPairings ?? []) expect(p.canToggle).toBe(p.userId > 0);
    expect(answer.upstreamCalls).toBe(1);
  });

  it('revokes and restores a claimed pairing, refuses an unclaimed one', async () => {
    const [claimed] = await stack.sql<{ uid: number; hubid: number; paired: boolean }>(
      'SELECT uid, hubid, paired FROM pairings WHERE userid > 0 ORDER BY uid LIMIT 1',
    );
    const first = await stack.query(TOGGLE, { hubId: claimed!.hubid, id: claimed!.uid }, session);
    expect(first.data).toEqual({
      togglePairing: { pairing: { id: claimed!.uid, paired: !claimed!.paired }, userErrors: [] },
    });
    const second = await stack.query(TOGGLE, { hubId: claimed!.hubid, id: claimed!.uid }, session);
    expect(second.data).toEqual({
      togglePairing: { pairing: { id: claimed!.uid, paired: claimed!.paired }, userErrors: [] },
    });

    const [unclaimed] = await stack.sql<{ uid: number; hubid: number }>(
      'SELECT uid, hubid FROM pairings WHERE userid = 0 ORDER BY uid LIMIT 1',
    );
    if (!unclaimed) return;
    const refused = await stack.query<{ togglePairing: { pairing: unknown; userErrors: unknown[] } }>(
      TOGGLE,
      { hubId: unclaimed.hubid, id: unclaimed.uid },
      session,
    );
    expect(refused.data?.togglePairing.pairing).toBeNull();
    expect(refused.data?.togglePairing.userErrors).toHaveLength(1);
  });
});
