import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // hub(id: 7) is the cached Hub:7 whichever query brought it, so a screen (or HubIdentity's
      // fragment) finds a hub another query already loaded instead of asking the gateway again.
      hub: {
        read(existing, { args, toReference }) {
          return (
            existing ??
            (typeof args?.['id'] === 'number'
              ? toReference({ __typename: 'Hub', id: args['id'] })
              : undefined)
          );
        },
      },
    },
  },
  // Information and state belong to one hub each: keyed by hub id, a save updates every screen showing them.
  HubInformation: { keyFields: ['hubId'] },
  HubState: { keyFields: ['hubId'] },
  // A version is a value, not an entity: two hubs on 1.1.4 share nothing but the text.
  Version: { keyFields: false },
};
