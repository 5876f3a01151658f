// One client for the app. The session is the gateway's httpOnly cookie, so the HTTP link only needs
// same-origin credentials; no token is ever visible to scripts. Tests pass their own terminating link
// (a MockLink) and get the same cache rules and the same logout-on-401 behaviour as production.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { CurrentUser_Query } from '../auth/currentUserQuery';
import { markSessionEnded } from '../auth/session';
import { authTypePolicies } from '../auth/typePolicies';
import { errorCode, isUnauthenticated } from './errors';
import { nodeCache } from './nodeTypePolicies';
import { collectTypePolicies } from './typePolicies';

export interface ApolloClientOptions {
  /** The link that answers operations; defaults to HTTP against /graphql on this origin. */
  terminatingLink?: ApolloLink;
}

export function createApolloClient({ terminatingLink }: ApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache({
    possibleTypes: nodeCache.possibleTypes,
    typePolicies: collectTypePolicies([authTypePolicies, nodeCache.typePolicies]),
  });
  // Spec 1 §4: a 401 discards the session and marks the user logged out, whichever screen saw it.
  const logoutOnUnauthenticated = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) markSessionEnded(cache);
  });
  // A refusal for want of rights can mean the rights changed since `me` was read (an administrator demoted
  // meanwhile): `me` is read again, so the menu and the screens' guards follow the rights held now.
  const rereadRightsOnForbidden = new ErrorLink(({ error, operation }) => {
    if (operation.operationName === 'CurrentUser_Query' || errorCode(error) !== 'FORBIDDEN') return;
    client.query({ query: CurrentUser_Query, fetchPolicy: 'network-only' }).catch(() => undefined);
  });
  const http = terminatingLink ?? new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([logoutOnUnauthenticated, rereadRightsOnForbidden, http]),
  });
  return client;
}
