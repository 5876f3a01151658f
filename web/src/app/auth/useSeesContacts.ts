import { useCurrentUser } from './useCurrentUser';

/**
 * Whether the signed-in person holds the "address" right (customer contact details). Until `me` has
 * answered it is assumed they do: the API still refuses what they may not see.
 */
export function useSeesContacts(): boolean {
  const current = useCurrentUser();
  return current.status !== 'loggedIn' || current.user.rights.address;
}

/** Why an action on customer contact details is not offered ("Adding a lead needs the "address" right."). */
export const addressRightReason = (action: string) => `${action} needs the "address" right.`;
