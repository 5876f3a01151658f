import { parseVersion, supersedingMachineId, upgradeAvailable } from '@hub/domain';
import { contactDetail, contactDetailsHidden } from '../auth/rights.js';
import { nullWhenNotFound } from '../common/notFound.js';
import { userErrorsOf } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { toVersion } from '../fleet/version.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { selectedFields } from '../graphql/selection.js';
import { toHubModel } from './hubModel.js';
import type { HubModel } from './hubModel.js';
import { toHubInformation } from './information.js';
import { prefetchHubData, registerHubPrefetch } from './dataPrefetch.js';
import { hubLoaders } from './loaders.js';
import { searchHubs } from './search.js';
import { toHubState } from './state.js';
import { updateHubInformation } from './updateInformation.js';
import { updateSmartTech } from './updateSmartTech.js';

// The hub's own parts start beside the hub's call like any area's hub data (dataPrefetch.ts), so the
// overview costs one upstream round trip instead of two. For an unknown hub these calls are made in vain
// (and answer 404); that is the rare case.
registerHubPrefetch('information', (ctx, id) => ctx.loaders(hubLoaders).information.load(id));
registerHubPrefetch('state', (ctx, id) => ctx.loaders(hubLoaders).state.load(id));
registerHubPrefetch('upgradeTarget', (ctx, id) => ctx.loaders(hubLoaders).upgrade.load(id));
registerHubPrefetch('upgradeAvailable', (ctx, id) => ctx.loaders(hubLoaders).upgrade.load(id));

/**
 * Hub fields answered from the hub id alone by an upstream route that itself answers 404 for an unknown hub
 * (the fleet API checks the hub on each of them). A query asking a hub for nothing else needs no call for
 * the hub itself: `hub(id) { boilerDetails { … } }` costs the boiler's call, as `hubBoiler(hubId)` did.
 * Fields whose route answers an empty page or null for an unknown hub are not here: a hub that does not
 * exist must not answer as a hub with no data.
 */
const DATA_FIELDS: ReadonlySet<string> = new Set([
  'boilerDetails',
  'fuelFills',
  'pairings',
  'schedule',
  'spend',
  'glitches',
  'reboots',
  'meterReadings',
]);

/** True for a selection of DATA_FIELDS besides id (`{ id }` alone still asks whether the hub exists). */
function asksOnlyForData(selected: ReadonlySet<string>): boolean {
  const fields = [...selected].filter((field) => field !== 'id' && field !== '__typename');
  return fields.length > 0 && fields.every((field) => DATA_FIELDS.has(field));
}

/**
 * The hub as a reference holding only its id, for a selection of DATA_FIELDS. No other field is read
 * from it (the selection has none), so the record is never loaded. For a hub that does not exist the data
 * field's own call answers 404: the field answers null with a NOT_FOUND error (and the hub answers null
 * when that field cannot be null), instead of the hub answering null without an error.
 */
function lazyHub(id: number): HubModel {
  return { id } as HubModel;
}

async function hubById(ctx: GatewayContext, id: number, selected: ReadonlySet<string> = new Set()) {
  requireSession(ctx);
  // Hub ids start at 1; there is nothing to ask the upstream about.
  if (id < 1) return null;
  if (asksOnlyForData(selected)) return lazyHub(id);
  prefetchHubData(ctx, id, selected);
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
    contactDetailsHidden,
  },
  Mutation: {
    // A hub that does not exist, found by the read before the write or by the write, is NOT_FOUND on hubId.
    updateHubInformation: async (_, { input: { hubId, information: input, version } }, ctx) => {
      requireSession(ctx);
      const saved = await userErrorsOf(() => updateHubInformation(ctx, hubId, input, version), {
        missing: 'hubId',
      });
      return 'value' in saved ? saved.value : { information: null, userErrors: saved.userErrors };
    },
    updateSmartTech: async (_, { input: { hubId, smartTech: input, version } }, ctx) => {
      requireSession(ctx);
      const saved = await userErrorsOf(() => updateSmartTech(ctx, hubId, input, version), {
        missing: 'hubId',
      });
      return 'value' in saved ? saved.value : { state: null, userErrors: saved.userErrors };
    },
  },
};
