// Everything of the app that runs on Apollo Client, in one lazily loaded chunk (loadApollo.ts): the
// client, the query preloader the route loaders use, and the pieces the entry's route tree and shell
// render once it is here. The entry imports this module only dynamically (and its types), so that the
// login page paints without Apollo's code.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader, type PreloadQueryFunction } from '@apollo/client/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { RequireLogin } from '../auth/RequireLogin';
import { useCurrentUser, type CurrentUser } from '../auth/useCurrentUser';
import { AwaitScreenQuery } from '../routing/AwaitScreenQuery';
import { LeaveGuard } from '../routing/LeaveGuard';
import { createApolloClient } from './createApolloClient';

export interface ApolloRuntime {
  client: ApolloClient;
  /**
   * Apollo's context provider (given `client`): here rather than imported by the entry's WithApollo and
   * shell, so that it and Apollo's invariant helpers stay out of the first load (docs/performance.md).
   */
  ApolloProvider: typeof ApolloProvider;
  /** Apollo's preloadQuery for this client: each route loader starts its screen's query with it. */
  preloadQuery: PreloadQueryFunction;
  /** Renders a staff screen only for a signed-in user (spec 1 §6). */
  RequireLogin: ComponentType<{ children: ReactNode }>;
  /** Holds a screen back until its route loader's query has answered. */
  AwaitScreenQuery: ComponentType<{ children: ReactNode }>;
  /** Asks before leaving a screen with unsaved changes (needs the data router: the app's, not the tests'). */
  LeaveGuard: ComponentType;
  /** Tells the shell, which paints before Apollo is here, who is signed in (null: nobody, or not known yet). */
  CurrentUserWatch: ComponentType<{ onChange: (user: CurrentUser | null) => void }>;
}

function CurrentUserWatch({ onChange }: { onChange: (user: CurrentUser | null) => void }) {
  const session = useCurrentUser();
  const user = session.status === 'loggedIn' ? session.user : null;
  useEffect(() => onChange(user), [user, onChange]);
  return null;
}

/** The runtime around `client` (a new HTTP client by default; tests pass one answered by a MockLink). */
export function createApolloRuntime(client: ApolloClient = createApolloClient()): ApolloRuntime {
  return {
    client,
    ApolloProvider,
    preloadQuery: createQueryPreloader(client),
    RequireLogin,
    AwaitScreenQuery,
    LeaveGuard,
    CurrentUserWatch,
  };
}
