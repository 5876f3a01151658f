// Writing `me` straight into the cache is what switches the whole app to logged out: the shell, the menu
// and every "Click here to log in" read it through CurrentUser_Query.
import type { ApolloCache } from '@apollo/client';
import { CurrentUser_Query } from './useCurrentUser';

export function markLoggedOut(cache: ApolloCache): void {
  cache.writeQuery({ query: CurrentUser_Query, data: { me: null } });
}
