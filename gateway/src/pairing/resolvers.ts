// Pairings with phone apps (spec 1 §2 Pairings tab, §4): revoke/restore through revokepairing, only for
// pairings an app user has claimed (userid above 0).
import type { HubPairing } from '../__generated__/resolvers-types.js';
import { keyLoader } from '../common/keyLoader.js';
import { hubOr, userErrorsOf } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { registerHubPrefetch } from '../hub/dataPrefetch.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { UpstreamClient } from '../upstream/client.js';

export interface PairingRecord {
  uid: number;
  hubid: number;
  created: string | null;
  ip: string | null;
  pairingcode: string | null;
  userid: number;
  appversion: string | null;
  manufacturer: string | null;
  model: string | null;
  platform: string | null;
  version: string | null;
  paired: boolean;
}

export const UNCLAIMED_PAIRING = 'Only a pairing claimed by an app user can be revoked or restored.';

const fetchPairings = (upstream: UpstreamClient, id: number): Promise<PairingRecord[]> =>
  upstream.get(`/api/private/hub/${encodeURIComponent(String(id))}/pairings`);

const revokePairing = (upstream: UpstreamClient, hubid: number, uid: number): Promise<PairingRecord> =>
  upstream.post('/api/private/revokepairing', { hubid, uid });

const pairingLoaders = (ctx: GatewayContext) => ({
  pairings: keyLoader((id: number) => fetchPairings(ctx.upstream, id)),
});
registerHubPrefetch('pairings', (ctx, id) => ctx.loaders(pairingLoaders).pairings.load(id));

function toPairing(r: PairingRecord): Omit<HubPairing, 'hub' | 'nodeId'> {
  return {
    id: r.uid,
    hubId: r.hubid,
    created: r.created,
    ip: r.ip,
    pairingCode: r.pairingcode,
    userId: r.userid,
    appVersion: r.appversion,
    manufacturer: r.manufacturer,
    model: r.model,
    platform: r.platform,
    version: r.version,
    paired: r.paired,
    canToggle: r.userid > 0,
  };
}

/** A hub's pairings, from the one call per hub the rest of the request shares (node(id:) too). */
export async function pairingsOf(ctx: GatewayContext, hubId: number) {
  requireSession(ctx);
  return (await ctx.loaders(pairingLoaders).pairings.load(hubId)).map(toPairing);
}

export const resolvers: Resolvers = {
  Query: {
    hubPairings: (_, { hubId }, ctx) => pairingsOf(ctx, hubId),
  },
  Hub: { pairings: (hub, _, ctx) => pairingsOf(ctx, hub.id) },
  HubPairing: { hub: hubOf },
  Mutation: {
    togglePairing: async (_, { input: { hubId, pairingId } }, ctx) => {
      requireSession(ctx);
      if (pairingId < 1)
        return {
          pairing: null,
          userErrors: [{ field: 'pairingId', message: UNCLAIMED_PAIRING, code: 'NOT_SUPPORTED' }],
        };
      const revoked = await userErrorsOf(() => revokePairing(ctx.upstream, hubId, pairingId), {
        missing: hubOr('pairingId'),
      });
      if ('userErrors' in revoked) return { pairing: null, userErrors: revoked.userErrors };
      ctx.loaders(pairingLoaders).pairings.clear(hubId);
      return { pairing: toPairing(revoked.value), userErrors: [] };
    },
  },
};
