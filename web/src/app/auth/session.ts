// Writing `me` straight into the cache is what switches the whole app to logged out: the shell, the menu
// and every "Click here to log in" read it through CurrentUser_Query.
import type { ApolloCache } from '@apollo/client';
import { rememberSignedIn } from './signedInHint';
import { CurrentUser_Query } from './currentUserQuery';

/** Said where a person lands when their session ended while they were working (issue 18). */
export const SESSION_ENDED_TEXT = 'Your session has ended — sign in again.';

let ended = false;

export function markLoggedOut(cache: ApolloCache): void {
  rememberSignedIn(false);
  cache.writeQuery({ query: CurrentUser_Query, data: { me: null } });
}

/** The gateway refused the session (expired or revoked) during use: logged out, and the screens say why. */
export function markSessionEnded(cache: ApolloCache): void {
  ended = true;
  markLoggedOut(cache);
}

/** Whether the last logout was a session that ended rather than one asked for; a login clears it. */
export function sessionHasEnded(): boolean {
  return ended;
}

export function clearSessionEnded(): void {
  ended = false;
}
