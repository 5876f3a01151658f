import { useCurrentUser } from './useCurrentUser';

/**
 * Whether the signed-in person holds the "address" right (customer contact details). Until `me` has
 * answered it is assumed they do: the API still refuses what they may not see.
 */
export function useSeesContacts(): boolean {
  const current = useCurrentUser();
  return current.status !== 'loggedIn' || current.user.rights.address;
}

// In a module of its own so that the grids' column lists (preloaded beside the entry) need no React.
export { addressRightReason } from './addressRightReason';
