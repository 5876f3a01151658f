import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // Information and state belong to one hub each: keyed by hub id, a save updates every screen showing them.
  HubInformation: { keyFields: ['hubId'] },
  HubState: { keyFields: ['hubId'] },
  // A version is a value, not an entity: two hubs on 1.1.4 share nothing but the text.
  Version: { keyFields: false },
};
