import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // One boiler per hub: a save updates the read view in place.
  Boiler: { keyFields: ['hubId'] },
  FuelFill: { keyFields: ['hubId', 'fillTimestamp'] },
  DashboardLinks: { keyFields: false },
};
