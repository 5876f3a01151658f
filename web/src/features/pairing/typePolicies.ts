import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // A pairing is one record upstream (uid): a toggle updates the row wherever it is shown.
  HubPairing: { keyFields: ['id'] },
};
