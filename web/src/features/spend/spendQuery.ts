// The Spend tab's one request (the default timeframe the tab opens on): a module of its own, so the route's
// loader (routes.ts) starts it at navigation beside the tab's code without importing the screen.
import { DEFAULT_SPEND_TIMEFRAME } from '@hub/domain';
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

/** The variables the tab opens with, for the hub in the address. */
export const hubSpendVariables = (hubId: number) => ({ hubId, timeframe: DEFAULT_SPEND_TIMEFRAME });
