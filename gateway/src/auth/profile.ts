import type { Profile } from '../__generated__/resolvers-types.js';
import type { ProfileRecord } from './rest.js';

export function toProfile(record: ProfileRecord): Profile {
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
  };
}
