// The Spend tab's one request (for the timeframe the address names, or the default): a module of its own, so the route's
// loader (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { DEFAULT_SPEND_TIMEFRAME, SPEND_TIMEFRAMES, type SpendTimeframe } from '@hub/domain';
import { graphql } from '../../__generated__';

export const HubSpendPage_Query = graphql(`
  query HubSpendPage_Query($hubId: Int!, $timeframe: SpendTimeframe!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      spend {
        hubId
        spendMode
        accuracy
        offset
        latestCents
        timestamp
        centsPerUnit
        unitsPerMinute
        dailyAgaCents
        annual {
          year
          burntimeMinutes
          units
          spendCents
          savingCents
          budgetCents
        }
        period(timeframe: $timeframe) {
          timeframe
          days
          totalCents
          burnCents
          agaCents
          units
          burntimeMinutes
          daily {
            date
            daysAgo
            totalCents
            burnCents
            agaCents
            units
            burntimeMinutes
          }
        }
      }
    }
  }
`);

/** The address's parameter for the timeframe shown (?timeframe=THIS_MONTH); the default is left out. */
export const TIMEFRAME_PARAM = 'timeframe';

/** The timeframe the address names, or the default for none or one that is not a timeframe. */
export const timeframeOf = (search: URLSearchParams): SpendTimeframe =>
  SPEND_TIMEFRAMES.find((t) => t === search.get(TIMEFRAME_PARAM)) ?? DEFAULT_SPEND_TIMEFRAME;

/** The variables the tab opens with, for the hub and the timeframe in the address. */
export const hubSpendVariables = (hubId: number, _page: string | null, search: URLSearchParams) => ({
  hubId,
  timeframe: timeframeOf(search),
});
