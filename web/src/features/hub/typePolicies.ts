import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // hub(id: 7) is the cached Hub:7 whichever query brought it, so a screen (or HubIdentity's
      // fragment) finds a hub another query already loaded instead of asking the gateway again. An
      // answer that there is no such hub (null) is kept as it is: made a reference to a Hub that is not
      // in the cache, it read as incomplete, and a screen showed "Loading..." for ever (KnownHub).
      hub: {
        read(existing, { args, toReference }) {
          if (existing !== undefined) return existing;
          return typeof args?.['id'] === 'number'
            ? toReference({ __typename: 'Hub', id: args['id'] })
            : undefined;
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
