import { spendPeriod, SPEND_TIMEFRAMES, timeframeDays } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { backends, STAFF } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import type { SpendRecord } from './resolvers.js';

const TAB = `query ($hubId: Int!, $timeframe: SpendTimeframe!) {
  hubSpend(hubId: $hubId) {
    hubId spendMode accuracy offset latestCents timestamp centsPerUnit unitsPerMinute dailyAgaCents
    annual { year burntimeMinutes units spendCents savingCents budgetCents }
    period(timeframe: $timeframe) {
      timeframe days totalCents burnCents agaCents units burntimeMinutes
      daily { date daysAgo totalCents burnCents agaCents units burntimeMinutes }
    }
  }
}`;

type Period = {
  days: number;
  totalCents: number;
  units: number | null;
  burntimeMinutes: number | null;
  daily: unknown[];
};

describe.each(backends)('spend against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 60 });

  it('gives each timeframe the spec formulas’ totals, one upstream call each', async () => {
    const [{ hubid }] = (await stack.sql<{ hubid: number }>(
      'SELECT hubid FROM hub_spend ORDER BY hubid LIMIT 1',
    )) as [{ hubid: number }];
    const raw = await stack.rest<SpendRecord>(`/api/private/hub/${hubid}/spend`, session.token);
    const rates = {
      dailyAga: raw.dailyaga,
      centsPerUnit: raw.centsperunit,
      unitsPerMinute: raw.unitsperminute,
    };
    for (const timeframe of SPEND_TIMEFRAMES) {
      const answer = await stack.query<{ hubSpend: { period: Period } }>(
        TAB,
        { hubId: hubid, timeframe },
        session,
      );
      expect(answer.errors).toBeUndefined();
      const period = answer.data!.hubSpend.period;
      const expected = spendPeriod(raw.days, timeframe, rates);
      expect(period).toMatchObject(expected);
      expect(period.days).toBe(Math.min(raw.days.length, timeframeDays(timeframe)));
      expect(period.daily).toHaveLength(period.days);
      expect(answer.upstreamCalls).toBe(1);
    }
  });

  it('answers null for a hub with no spend data yet', async () => {
    const [{ hubid }] = (await stack.sql<{ hubid: number }>(
      'SELECT hubid FROM hubs WHERE hubid NOT IN (SELECT hubid FROM hub_spend) ORDER BY hubid LIMIT 1',
    )) as [{ hubid: number }];
    const answer = await stack.query(TAB, { hubId: hubid, timeframe: 'LAST_14_DAYS' }, session);
    expect(answer.data).toEqual({ hubSpend: null });
    expect(answer.upstreamCalls).toBe(1);
  });
});
