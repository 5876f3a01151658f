import type { Profile } from '../__generated__/resolvers-types.js';
import type { ProfileRecord } from './rest.js';

/** A Profile as resolvers pass it; the administration area resolves the rest (badges, changes…). */
export type ProfileModel = Omit<Profile, '__typename' | 'displayEmail' | 'badges' | 'changes' | 'nodeId'>;

declare module '../graphql/resolverTypes.js' {
  interface Models {
    Profile: ProfileModel;
  }
}

export function toProfile(record: ProfileRecord): ProfileModel {
  // Spec 3 §3: a right missing from the profile counts as not held.
  const rights = { firmwares: record.rights?.firmwares === true, address: record.rights?.address === true };
  const rightNames = [
    ...(record.administer ? ['administer'] : []),
    ...(rights.firmwares ? ['firmwares'] : []),
    ...(rights.address ? ['address'] : []),
  ];
  return {
    id: String(record.id),
    type: record.type,
    name: record.name,
    email: record.email,
    administer: record.administer === true,
    rights,
    rightNames,
    picture: record.picture ?? null,
    disabled: record.disabled === true,
    passwordChangeRequired: record.password_change_required === true,
  };
}
