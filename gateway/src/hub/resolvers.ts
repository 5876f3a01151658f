import { parseVersion, supersedingMachineId, upgradeAvailable } from '@hub/domain';
import { contactDetail, holdsRight } from '../auth/rights.js';
import { nullWhenNotFound } from '../common/notFound.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { toVersion } from '../fleet/version.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { selectedFields } from '../graphql/selection.js';
import { toHubModel } from './hubModel.js';
import { toHubInformation } from './information.js';
import { hubLoaders } from './loaders.js';
import { searchHubs } from './search.js';
import { toHubState } from './state.js';
import { updateHubInformation } from './updateInformation.js';
import { updateSmartTech } from './updateSmartTech.js';

/**
 * Starts the calls for the parts of the hub the query selects, alongside the hub's own call, so the
 * overview costs one upstream round trip instead of two. The field resolvers then find them in the
 * loaders. For an unknown hub these calls are made in vain (and answer 404); that is the rare case.
 */
function prefetch(ctx: GatewayContext, id: number, selected: ReadonlySet<string>): void {
  const loaders = ctx.loaders(hubLoaders);
  const ignore = () => {};
  if (selected.has('information')) loaders.information.load(id).catch(ignore);
  if (selected.has('state')) loaders.state.load(id).catch(ignore);
  if (selected.has('upgradeTarget') || selected.has('upgradeAvailable'))
    loaders.upgrade.load(id).catch(ignore);
}

async function hubById(ctx: GatewayContext, id: number, selected: ReadonlySet<string> = new Set()) {
  requireSession(ctx);
  // Hub ids start at 1; there is nothing to ask the upstream about.
  if (id < 1) return null;
  prefetch(ctx, id, selected);
  const record = await nullWhenNotFound(ctx.loaders(hubLoaders).byId.load(id));
  return record && toHubModel(record);
}

async function hubByMachineId(ctx: GatewayContext, machineId: string) {
  requireSession(ctx);
  const record = await nullWhenNotFound(ctx.loaders(hubLoaders).byMachineId.load(machineId));
  return record && toHubModel(record);
}

async function upgradeTarget(ctx: GatewayContext, hubId: number) {
  const upgrade = await ctx.loaders(hubLoaders).upgrade.load(hubId);
  return parseVersion(upgrade.version);
}

export const resolvers: Resolvers = {
  Query: {
    hub: (_, { id }, ctx, info) => hubById(ctx, id, selectedFields(info)),
    hubByMachineId: (_, { machineId }, ctx) => hubByMachineId(ctx, machineId.trim()),
    searchHubs: (_, { term }, ctx) => {
      requireSession(ctx);
      return searchHubs(ctx.upstream, term);
    },
  },
  Hub: {
    upgradeTarget: async (hub, _, ctx) => {
      const target = await upgradeTarget(ctx, hub.id);
      return target && toVersion(target);
    },
    upgradeAvailable: async (hub, _, ctx) =>
      upgradeAvailable(hub.version?.text, await upgradeTarget(ctx, hub.id)),
    supersededBy: (hub, _, ctx) => {
      const machineId = supersedingMachineId(hub.machineId);
      return machineId ? hubByMachineId(ctx, machineId) : null;
    },
    information: async (hub, _, ctx) =>
      toHubInformation(await ctx.loaders(hubLoaders).information.load(hub.id)),
    state: async (hub, _, ctx) => toHubState(await ctx.loaders(hubLoaders).state.load(hub.id)),
    address: (hub, _, ctx) => contactDetail(ctx, hub.address),
  },
  HubInformation: {
    address: (info, _, ctx) => contactDetail(ctx, info.address),
    contactPhone: (info, _, ctx) => contactDetail(ctx, info.contactPhone),
    contactPhoneDisplay: (info, _, ctx) => contactDetail(ctx, info.contactPhoneDisplay),
    contactMobile: (info, _, ctx) => contactDetail(ctx, info.contactMobile),
    contactMobileDisplay: (info, _, ctx) => contactDetail(ctx, info.contactMobileDisplay),
    contactEmail: (info, _, ctx) => contactDetail(ctx, info.contactEmail),
    contactDetailsHidden: async (_, __, ctx) => !(await holdsRight(ctx, 'address')),
  },
  Mutation: {
    updateHubInformation: (_, { input: { hubId, information: input, version } }, ctx) => {
      requireSession(ctx);
      return updateHubInformation(ctx, hubId, input, version);
    },
    updateSmartTech: (_, { input: { hubId, smartTech: input, version } }, ctx) => {
      requireSession(ctx);
      return updateSmartTech(ctx, hubId, input, version);
    },
  },
};
