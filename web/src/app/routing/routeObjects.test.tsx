// The route loaders under the real data router (createMemoryRouter standing in for the browser's): what a
// hard navigation sends, with and without the stored "signed in" flag.
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LookupSelect_Query } from '../../features/lookup/LookupSelect';
import { signedIn, signedOut } from '../../test/fixtures';
import { createApolloRuntime } from '../apollo/apolloRuntime';
import { createApolloClient } from '../apollo/createApolloClient';
import { installApollo, loadedApollo } from '../apollo/loadApollo';
import { rememberSignedIn } from '../auth/signedInHint';
import { system } from '../theme';
import { appRouteObjects } from './routeObjects';
import { preloadScreenQuery } from './screenQuery';
import type { AreaRoute } from './types';

const PRIORITIES = {
  request: { query: LookupSelect_Query, variables: { table: 'ISSUE_PRIORITY' } },
  result: { data: { lookup: [{ __typename: 'LookupEntry', key: 1, description: 'Urgent' }] } },
};

async function navigate(me: MockLink.MockedResponse) {
  const sent: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '?');
    return forward(operation);
  });
  const client = createApolloClient({
    terminatingLink: ApolloLink.from([record, new MockLink([me, PRIORITIES], { showWarnings: false })]),
  });
  const preloadCode = vi.fn(() => Promise.resolve());
  const routes: AreaRoute[] = [
    {
      path: '/priorities',
      Screen: Object.assign(() => <p>Priorities screen</p>, { preload: preloadCode }),
      preload: preloadScreenQuery(LookupSelect_Query, () => ({ table: 'ISSUE_PRIORITY' as const })),
    },
  ];
  installApollo(createApolloRuntime(client));
  const router = createMemoryRouter(appRouteObjects(routes, true), { initialEntries: ['/priorities'] });
  // The loaders start their requests before anything renders: what went out in that first moment.
  const firstTick = new Promise<string[]>((resolve) => setTimeout(() => resolve([...sent]), 0));
  await act(async () => {
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
  });
  return { sent, firstTick: await firstTick, preloadCode };
}

afterEach(() => {
  rememberSignedIn(false);
  installApollo(null);
});

describe('route loaders', () => {
  it('start the screen query and its code beside the signed-in user when someone was signed in', async () => {
    rememberSignedIn(true);
    const { sent, firstTick, preloadCode } = await navigate(signedIn());
    expect(await screen.findByText('Priorities screen')).toBeTruthy();
    // Both left before either answered: one wave.
    expect([...firstTick].sort()).toEqual(['CurrentUser_Query', 'LookupSelect_Query']);
    expect(sent).toHaveLength(2);
    expect(preloadCode).toHaveBeenCalled();
  });

  it('ask a logged-out visitor only who is signed in: no screen query, no screen code', async () => {
    const { sent, preloadCode } = await navigate(signedOut);
    expect(await screen.findByRole('link', { name: 'Click here to log in' })).toBeTruthy();
    expect(sent).toEqual(['CurrentUser_Query']);
    expect(preloadCode).not.toHaveBeenCalled();
  });
});

describe('the login route', () => {
  it('paints the login page without loading Apollo Client', async () => {
    installApollo(null);
    const LoginScreen = Object.assign(() => <p>Login screen</p>, { preload: vi.fn(() => Promise.resolve()) });
    const routes: AreaRoute[] = [{ path: '/login', Screen: LoginScreen, access: 'public', apollo: false }];
    const router = createMemoryRouter(appRouteObjects(routes, true), { initialEntries: ['/login'] });
    await act(async () => {
      render(
        <ChakraProvider value={system}>
          <RouterProvider router={router} />
        </ChakraProvider>,
      );
    });
    expect(await screen.findByText('Login screen')).toBeTruthy();
    // The shell is there (header and menu), as a signed-out visitor sees it.
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(LoginScreen.preload).toHaveBeenCalled();
    expect(loadedApollo()).toBeNull();
  });
});
