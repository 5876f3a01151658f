import type { TypePolicies } from '@apollo/client';

export const authTypePolicies: TypePolicies = {
  // A profile is identified by its type and id together (spec 3: /admin/profile/{type}/{id}).
  Profile: { keyFields: ['type', 'id'] },
  // Rights belong to their profile; they have no identity of their own.
  Rights: { keyFields: false },
};
