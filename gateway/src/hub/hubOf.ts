// `hub: Hub!` on every type that belongs to a hub (a boiler, a comms record, an issue…), so a script
// given any of them can reach the hub. The hubs of one list's rows are one call (hubLoaders.byId).
import type * as G from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { toHubModel } from './hubModel.js';
import { hubLoaders } from './loaders.js';

export async function hubOf(parent: { hubId: number }, _args: unknown, ctx: GatewayContext) {
  return toHubModel(await ctx.loaders(hubLoaders).byId.load(parent.hubId));
}

// Resolvers build these rows without their hub: `hub` is resolved from hubId when a query asks for it.
type WithoutHub<T> = Omit<T, '__typename' | 'hub'>;
declare module './hubModel.js' {
  interface HubExtensionFields {
    boilerDetails: true;
    fuelFills: true;
    pairings: true;
    schedule: true;
    spend: true;
    installation: true;
    glitches: true;
    reboots: true;
    meterReadings: true;
    issues: true;
  }
}
// nodeId, where a type has one, is resolved by the node area (node/resolvers.ts) from the type's key.
declare module '../graphql/resolverTypes.js' {
  interface Models {
    Boiler: WithoutHub<G.Boiler>;
    FuelFill: WithoutHub<G.FuelFill>;
    HubPairing: Omit<WithoutHub<G.HubPairing>, 'nodeId'>;
    HubSchedule: WithoutHub<G.HubSchedule>;
    Glitch: WithoutHub<G.Glitch>;
    Reboot: WithoutHub<G.Reboot>;
    MeterReading: WithoutHub<G.MeterReading>;
    CommsRecord: WithoutHub<G.CommsRecord>;
    HubAction: WithoutHub<G.HubAction>;
    Message: Omit<WithoutHub<G.Message>, 'nodeId'>;
  }
}
