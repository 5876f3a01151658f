// Renders a screen the way the app does (Chakra theme, the app's Apollo cache rules and logout-on-401
// link, installed as the app's loaded Apollo runtime, a router), with a MockLink answering operations
// and a record of every operation sent.
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import type { Location } from 'react-router-dom';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApolloRuntime } from '../app/apollo/apolloRuntime';
import { createApolloClient } from '../app/apollo/createApolloClient';
import { installApollo } from '../app/apollo/loadApollo';
import { system } from '../app/theme';

export interface SentOperation {
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

interface Options {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  route?: string;
}

export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/' }: Options = {}) {
  const sent: SentOperation[] = [];
  const record = new ApolloLink((operation, forward) => {
    sent.push({ operationName: operation.operationName, variables: operation.variables });
    return forward(operation);
  });
  const client = createApolloClient({
    terminatingLink: ApolloLink.from([record, new MockLink(mocks, { showWarnings: false })]),
  });
  // The app loads Apollo Client lazily (app/apollo/loadApollo.ts); the route tree and the shell take it
  // from there, so the test's client is installed as the loaded one.
  installApollo(createApolloRuntime(client));
  const where: { location: Location | null } = { location: null };
  function LocationProbe() {
    where.location = useLocation();
    return null;
  }
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return {
    ...result,
    client,
    user,
    sent,
    /** The router's current path with its query, e.g. "/hub/42". */
    path: () => (where.location ? where.location.pathname + where.location.search : ''),
  };
}

/**
 * renderWithProviders for a screen that suspends (useScreenQuery): under a Suspense boundary, rendered
 * inside an awaited act() — React 19 only retries a suspended render in a test when act() drives it.
 */
export async function renderSuspendingScreen(ui: ReactElement, options: Options = {}) {
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(<Suspense fallback={<p>Opening screen</p>}>{ui}</Suspense>, options);
  });
  return rendered!;
}
