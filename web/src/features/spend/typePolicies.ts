import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // One spend record per hub; each timeframe's period is its own field value (period(timeframe)).
  HubSpend: { keyFields: ['hubId'] },
  HubSpendAnnual: { keyFields: false },
  HubSpendPeriod: { keyFields: false },
  HubSpendDay: { keyFields: false },
};
