// The hub area's per-request loaders: a hub, its information, state or upgrade asked for by several
// fields of one query is fetched once.
import { keyLoader } from '../common/keyLoader.js';
import type { GatewayContext } from '../context.js';
import { fetchHub, fetchHubByMachineId, fetchInformation, fetchState, fetchUpgrade } from './rest.js';

export const hubLoaders = (ctx: GatewayContext) => ({
  byId: keyLoader((id: number) => fetchHub(ctx.upstream, id)),
  byMachineId: keyLoader((machineId: string) => fetchHubByMachineId(ctx.upstream, machineId)),
  information: keyLoader((id: number) => fetchInformation(ctx.upstream, id)),
  state: keyLoader((id: number) => fetchState(ctx.upstream, id)),
  upgrade: keyLoader((id: number) => fetchUpgrade(ctx.upstream, id)),
});
