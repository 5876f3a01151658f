// Boiler and fuel fills (spec 1 §2, §5). The mutations validate with the same domain rules as the form,
// so nothing invalid is sent upstream; upstream validation failures come back as userErrors too.
import { boilerForSave, FUEL_FILL_DELETED, validateBoiler, validateFuelFill } from '@hub/domain';
import type { Boiler, FuelFill } from '../__generated__/resolvers-types.js';
import { keyLoader } from '../common/keyLoader.js';
import { hubOr, userErrorsOf } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { registerHubPrefetch } from '../hub/dataPrefetch.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { BoilerRecord, FuelFillRecord } from './rest.js';
import { deleteFuelFill, fetchBoiler, fetchFuelFills, saveBoiler, saveFuelFill } from './rest.js';

const boilerLoaders = (ctx: GatewayContext) => ({
  boiler: keyLoader((id: number) => fetchBoiler(ctx.upstream, id)),
  fills: keyLoader((id: number) => fetchFuelFills(ctx.upstream, id)),
});
registerHubPrefetch('boilerDetails', (ctx, id) => ctx.loaders(boilerLoaders).boiler.load(id));
registerHubPrefetch('fuelFills', (ctx, id) => ctx.loaders(boilerLoaders).fills.load(id));

function toBoiler(record: BoilerRecord): Omit<Boiler, 'hub'> {
  return {
    hubId: record.hubid,
    fuelTypeId: record.fuel_type_id,
    fuelTypeDescription: record.fuel_type_description,
    energyOutput: record.energy_output,
    fuelRate: record.fuel_rate,
    tankCapacity: record.tank_capacity,
    manufacturer: record.manufacturer,
    model: record.model,
    lastMeasuredDate: record.last_measured_date,
    lastMeasuredLevel: record.last_measured_level,
    agaFlowRate: record.aga_flow_rate,
    // The edit form takes litres per hour; the read view shows litres per day (spec 1 §2).
    agaFlowRatePerDay:
      record.aga_flow_rate === null ? null : Math.round(record.aga_flow_rate * 24 * 100) / 100,
    version: record.version,
  };
}

function toFuelFill(record: FuelFillRecord): Omit<FuelFill, 'hub'> {
  return {
    hubId: record.hubid,
    fillTimestamp: new Date(record.fill_timestamp).toISOString(),
    fillAmount: record.fill_amount,
    tankFilled: record.tank_filled,
  };
}

async function boilerOf(ctx: GatewayContext, hubId: number) {
  requireSession(ctx);
  const record = await ctx.loaders(boilerLoaders).boiler.load(hubId);
  return record && toBoiler(record);
}

async function fillsOf(ctx: GatewayContext, hubId: number) {
  requireSession(ctx);
  return (await ctx.loaders(boilerLoaders).fills.load(hubId)).map(toFuelFill);
}

export const resolvers: Resolvers = {
  Query: {
    hubBoiler: (_, { hubId }, ctx) => boilerOf(ctx, hubId),
    hubFuelFills: (_, { hubId }, ctx) => fillsOf(ctx, hubId),
  },
  Hub: {
    boilerDetails: (hub, _, ctx) => boilerOf(ctx, hub.id),
    fuelFills: (hub, _, ctx) => fillsOf(ctx, hub.id),
  },
  Boiler: { hub: hubOf },
  FuelFill: { hub: hubOf },
  Mutation: {
    saveBoiler: async (_, { input: { hubId, boiler: input, version } }, ctx) => {
      requireSession(ctx);
      const problems = validateBoiler(input);
      if (problems.length > 0) return { boiler: null, userErrors: problems };
      const b = boilerForSave(input);
      const result = await userErrorsOf(
        () =>
          saveBoiler(ctx.upstream, hubId, {
            fuel_type_id: b.fuelTypeId,
            energy_output: b.energyOutput,
            fuel_rate: b.fuelRate,
            tank_capacity: b.tankCapacity,
            manufacturer: b.manufacturer,
            model: b.model,
            last_measured_date: b.lastMeasuredDate,
            last_measured_level: b.lastMeasuredLevel,
            aga_flow_rate: b.agaFlowRate,
            ...(typeof version === 'number' ? { version } : {}),
          }),
        { missing: 'hubId' },
      );
      if ('userErrors' in result) return { boiler: null, userErrors: result.userErrors };
      ctx.loaders(boilerLoaders).boiler.clear(hubId).prime(hubId, result.value);
      return { boiler: toBoiler(result.value), userErrors: [] };
    },
    addFuelFill: async (_, { input: { hubId, fuelFill: input } }, ctx) => {
      requireSession(ctx);
      const problems = validateFuelFill({
        hubId,
        fillAmount: input.fillAmount,
        fillTimestamp: input.fillTimestamp,
      });
      if (problems.length > 0) return { fuelFill: null, userErrors: problems };
      // A fill at a timestamp taken is refused on the timestamp (a 409 that names its field).
      const result = await userErrorsOf(
        () =>
          saveFuelFill(ctx.upstream, hubId, {
            fill_timestamp: new Date(input.fillTimestamp ?? '').toISOString(),
            fill_amount: input.fillAmount ?? 0,
            tank_filled: input.tankFilled ?? false,
          }),
        { missing: 'hubId', conflictOnField: true },
      );
      if ('userErrors' in result) return { fuelFill: null, userErrors: result.userErrors };
      ctx.loaders(boilerLoaders).fills.clear(hubId);
      return { fuelFill: toFuelFill(result.value), userErrors: [] };
    },
    deleteFuelFill: async (_, { input: { hubId, fillTimestamp } }, ctx) => {
      requireSession(ctx);
      const when = new Date(fillTimestamp);
      if (Number.isNaN(when.getTime()))
        return {
          deletedFillTimestamp: null,
          message: null,
          userErrors: [{ field: 'fillTimestamp', message: 'Fill timestamp must be set.', code: 'REQUIRED' }],
        };
      const deleted = await userErrorsOf(() => deleteFuelFill(ctx.upstream, hubId, when.toISOString()), {
        missing: hubOr('fillTimestamp'),
      });
      if ('userErrors' in deleted)
        return { deletedFillTimestamp: null, message: null, userErrors: deleted.userErrors };
      ctx.loaders(boilerLoaders).fills.clear(hubId);
      return {
        deletedFillTimestamp: new Date(deleted.value.fill_timestamp).toISOString(),
        message: FUEL_FILL_DELETED,
        userErrors: [],
      };
    },
  },
};
