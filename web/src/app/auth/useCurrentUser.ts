// The signed-in staff member, shared by the shell (menu, login link), the login and logout pages and the
// signature window. `me` is null without a session; an expired or forged session is UNAUTHENTICATED,
// which the error link turns into me = null in the cache, so every reader sees "logged out" at once.
import type { ErrorLike } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { CurrentUser_QueryQuery } from '../../__generated__/graphql';
import { isUnauthenticated } from '../apollo/errors';
import { CurrentUser_Query } from './currentUserQuery';
import { rememberSignedIn } from './signedInHint';

export { CurrentUser_Query };

export type CurrentUser = NonNullable<CurrentUser_QueryQuery['me']>;

export type CurrentUserState =
  | { status: 'loading' }
  | { status: 'loggedOut' }
  | { status: 'loggedIn'; user: CurrentUser }
  | { status: 'failed'; error: ErrorLike; retry: () => void };

export function useCurrentUser(): CurrentUserState {
  const state = currentUserState(useQuery(CurrentUser_Query));
  // Remembered for the next visit's route loaders, which start the screen's request without waiting.
  // With their rights: the admin screens' loaders skip their request for someone who may not administer.
  const administer = state.status === 'loggedIn' ? state.user.administer : null;
  useEffect(() => {
    if (state.status === 'loggedOut') rememberSignedIn(false);
    else if (administer !== null) rememberSignedIn({ administer });
  }, [state.status, administer]);
  return state;
}

function currentUserState({
  data,
  error,
  loading,
  refetch,
}: {
  data?: CurrentUser_QueryQuery | undefined;
  error?: ErrorLike | undefined;
  loading: boolean;
  refetch: () => Promise<unknown>;
}): CurrentUserState {
  if (data?.me) return { status: 'loggedIn', user: data.me };
  if (data && data.me === null) return { status: 'loggedOut' };
  if (error) {
    if (isUnauthenticated(error)) return { status: 'loggedOut' };
    return { status: 'failed', error, retry: () => void refetch() };
  }
  return loading ? { status: 'loading' } : { status: 'loggedOut' };
}
