// Spend (spec 1 §2 Spend tab, §9): money stays in cents; units and burntime come from the domain's
// formulas, so the screen and a script get the same numbers.
import { spendDay, spendPeriod } from '@hub/domain';
import type { SpendRates } from '@hub/domain';
import type { HubSpend } from '../__generated__/resolvers-types.js';
import { keyLoader } from '../common/keyLoader.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { registerHubPrefetch } from '../hub/dataPrefetch.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { UpstreamClient } from '../upstream/client.js';

export interface SpendRecord {
  hubid: number;
  spendmode: number;
  accuracy: number | null;
  offset: number;
  latest: number | null;
  timestamp: string | null;
  centsperunit: number | null;
  unitsperminute: number | null;
  dailyaga: number;
  days: number[];
  annual: {
    year: number;
    minutes: number;
    units: number;
    spend: number;
    saving: number;
    budget: number | null;
  } | null;
}

/** A hub's spend as its resolvers pass it around; periods are computed when asked for. */
export type SpendModel = Omit<HubSpend, '__typename' | 'period' | 'hub'> & { rates: SpendRates };

declare module '../graphql/resolverTypes.js' {
  interface Models {
    HubSpend: SpendModel;
  }
}

const fetchSpend = (upstream: UpstreamClient, id: number): Promise<SpendRecord | null> =>
  upstream.get(`/api/private/hub/${encodeURIComponent(String(id))}/spend`);

const spendLoaders = (ctx: GatewayContext) => ({
  spend: keyLoader((id: number) => fetchSpend(ctx.upstream, id)),
});
registerHubPrefetch('spend', (ctx, id) => ctx.loaders(spendLoaders).spend.load(id));

export function toSpendModel(r: SpendRecord): SpendModel {
  return {
    hubId: r.hubid,
    spendMode: r.spendmode,
    accuracy: r.accuracy,
    offset: r.offset,
    latestCents: r.latest,
    timestamp: r.timestamp === null ? null : new Date(r.timestamp).toISOString(),
    centsPerUnit: r.centsperunit,
    unitsPerMinute: r.unitsperminute,
    dailyAgaCents: r.dailyaga,
    dailyCents: r.days,
    annual: r.annual && {
      year: r.annual.year,
      burntimeMinutes: r.annual.minutes,
      units: r.annual.units,
      spendCents: r.annual.spend,
      savingCents: r.annual.saving,
      budgetCents: r.annual.budget,
    },
    rates: { dailyAga: r.dailyaga, centsPerUnit: r.centsperunit, unitsPerMinute: r.unitsperminute },
  };
}

async function spendOf(ctx: GatewayContext, hubId: number) {
  requireSession(ctx);
  const record = await ctx.loaders(spendLoaders).spend.load(hubId);
  return record && toSpendModel(record);
}

export const resolvers: Resolvers = {
  Query: {
    hubSpend: (_, { hubId }, ctx) => spendOf(ctx, hubId),
  },
  Hub: { spend: (hub, _, ctx) => spendOf(ctx, hub.id) },
  HubSpend: {
    hub: hubOf,
    period: (spend, { timeframe }) => {
      const today = new Date();
      const period = spendPeriod(spend.dailyCents, timeframe, spend.rates, today);
      return {
        ...period,
        daily: spend.dailyCents
          .slice(0, period.days)
          .map((cents, ago) => spendDay(cents, ago, spend.rates, today)),
      };
    },
  },
};
