// The shared pieces a route's preload is read with: usePreloadedQuery (a list kept out of the normalised
// cache reads the loader's answer, then asks itself), preloadLazyScreenQuery (a document imported at
// definition, used in the loader's own tick once there) and sameVariables. Under the real data router,
// with createMemoryRouter standing in for the browser's.
import { ApolloLink } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LookupSelect_Query } from '../../features/lookup/LookupSelect';
import { signedIn } from '../../test/fixtures';
import { createApolloRuntime } from '../apollo/apolloRuntime';
import { createApolloClient } from '../apollo/createApolloClient';
import { installApollo } from '../apollo/loadApollo';
import { rememberSignedIn } from '../auth/signedInHint';
import { system } from '../theme';
import { appRouteObjects } from './routeObjects';
import { preloadLazyScreenQuery, preloadScreenQuery, sameVariables } from './screenQuery';
import { usePreloadedQuery } from './usePreloadedQuery';
import type { AreaRoute, PreloadArgs, ScreenPreload } from './types';

const table = (name: 'ISSUE_PRIORITY' | 'ISSUE_STATUS', description: string) => ({
  request: { query: LookupSelect_Query, variables: { table: name } },
  result: { data: { lookup: [{ __typename: 'LookupEntry', key: 1, description }] } },
});

/** A list read with usePreloadedQuery, whose table can be changed and changed back. */
function Lookup() {
  const [name, setName] = useState<'ISSUE_PRIORITY' | 'ISSUE_STATUS'>('ISSUE_PRIORITY');
  const { data, previousData } = usePreloadedQuery(LookupSelect_Query, {
    variables: { table: name },
    fetchPolicy: 'no-cache',
  });
  const rows = (data ?? previousData)?.lookup ?? [];
  return (
    <div>
      <p>{rows.map((row) => row.description).join(', ') || 'Nothing yet'}</p>
      <button onClick={() => setName(name === 'ISSUE_PRIORITY' ? 'ISSUE_STATUS' : 'ISSUE_PRIORITY')}>
        Switch
      </button>
    </div>
  );
}

async function navigate(routes: AreaRoute[], responses: MockLink.MockedResponse[]) {
  const sent: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    sent.push(`${operation.operationName ?? '?'} ${JSON.stringify(operation.variables)}`);
    return forward(operation);
  });
  const client = createApolloClient({
    terminatingLink: ApolloLink.from([
      record,
      new MockLink([signedIn(), ...responses], { showWarnings: false }),
    ]),
  });
  installApollo(createApolloRuntime(client));
  const router = createMemoryRouter(appRouteObjects(routes, true), { initialEntries: ['/lookup'] });
  await act(async () => {
    render(
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ChakraProvider>,
    );
  });
  // What the screen sent (the signed-in user's request aside), as it grows.
  return { screenSent: () => sent.filter((operation) => !operation.startsWith('CurrentUser_Query')) };
}

/** Runs a route's preload for /lookup with a stand-in for Apollo's preloadQuery. */
function startAtLookup(preload: ScreenPreload) {
  const preloadQuery = Object.assign(
    vi.fn(() => ({})),
    { toPromise: vi.fn(() => Promise.resolve()) },
  );
  const started = preload({
    params: {},
    url: new URL('http://localhost/lookup'),
    preloadQuery: preloadQuery as unknown as PreloadArgs['preloadQuery'],
  });
  return { preloadQuery, started };
}

afterEach(() => {
  rememberSignedIn(false);
  installApollo(null);
});

describe('usePreloadedQuery', () => {
  it("reads a no-cache preload's answer without a second request, then asks itself when its variables change", async () => {
    rememberSignedIn(true);
    const { screenSent } = await navigate(
      [
        {
          path: '/lookup',
          Screen: Lookup,
          preload: preloadScreenQuery(LookupSelect_Query, () => ({ table: 'ISSUE_PRIORITY' as const }), {
            fetchPolicy: 'no-cache',
          }),
        },
      ],
      [
        table('ISSUE_PRIORITY', 'Urgent'),
        table('ISSUE_STATUS', 'Open'),
        table('ISSUE_PRIORITY', 'Urgent again'),
      ],
    );
    expect(await screen.findByText('Urgent')).toBeTruthy();
    expect(screenSent()).toEqual(['LookupSelect_Query {"table":"ISSUE_PRIORITY"}']);

    // Another table: asked for, the loader's rows shown meanwhile.
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByText('Urgent')).toBeTruthy();
    expect(await screen.findByText('Open')).toBeTruthy();
    // Back to the first table: asked for anew, as without a loader (no-cache), not the loader's answer.
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Urgent again')).toBeTruthy();
    expect(screenSent()).toEqual([
      'LookupSelect_Query {"table":"ISSUE_PRIORITY"}',
      'LookupSelect_Query {"table":"ISSUE_STATUS"}',
      'LookupSelect_Query {"table":"ISSUE_PRIORITY"}',
    ]);
  });

  it('asks itself when rendered without a loader answer for its document', async () => {
    rememberSignedIn(true);
    const { screenSent } = await navigate(
      [{ path: '/lookup', Screen: Lookup }],
      [table('ISSUE_PRIORITY', 'Urgent')],
    );
    expect(await screen.findByText('Urgent')).toBeTruthy();
    expect(screenSent()).toEqual(['LookupSelect_Query {"table":"ISSUE_PRIORITY"}']);
  });
});

describe('a failed preload', () => {
  it('lets the screen say what it was told, and logs nothing (no error caught by a boundary)', async () => {
    rememberSignedIn(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notFound = {
      request: { query: LookupSelect_Query, variables: { table: 'ISSUE_PRIORITY' } },
      result: { errors: [{ message: 'Hub 99999 does not exist.', extensions: { code: 'NOT_FOUND' } }] },
    };
    function Told() {
      const { error } = useQuery(LookupSelect_Query, { variables: { table: 'ISSUE_PRIORITY' } });
      return <p>{error ? `Told: ${error.message}` : 'Asking'}</p>;
    }
    try {
      await navigate(
        [
          {
            path: '/lookup',
            Screen: Told,
            preload: preloadScreenQuery(LookupSelect_Query, () => ({ table: 'ISSUE_PRIORITY' as const })),
          },
        ],
        // The preload's answer, then the screen's own (a failed answer is not cached).
        [notFound, notFound],
      );
      expect(await screen.findByText('Told: Hub 99999 does not exist.')).toBeTruthy();
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('preloadLazyScreenQuery', () => {
  it('imports the document when defined and, once it is there, starts the query in the same tick', async () => {
    const load = vi.fn(() =>
      Promise.resolve([LookupSelect_Query, () => ({ table: 'ISSUE_PRIORITY' as const })] as const),
    );
    const preload = preloadLazyScreenQuery(load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    const { preloadQuery, started } = startAtLookup(preload);
    // Not a promise: the loader's tick sends it, beside the signed-in user.
    expect(started).not.toBeInstanceOf(Promise);
    expect(preloadQuery).toHaveBeenCalledWith(
      LookupSelect_Query,
      expect.objectContaining({ variables: { table: 'ISSUE_PRIORITY' } }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a document still on its way, and tries the import again after a failure', async () => {
    const load = vi
      .fn<() => Promise<readonly [typeof LookupSelect_Query, () => { table: 'ISSUE_PRIORITY' }]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([LookupSelect_Query, () => ({ table: 'ISSUE_PRIORITY' })] as const);
    const preload = preloadLazyScreenQuery(load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { preloadQuery, started } = startAtLookup(preload);
    expect(started).toBeInstanceOf(Promise);
    await started;
    expect(load).toHaveBeenCalledTimes(2);
    expect(preloadQuery).toHaveBeenCalledTimes(1);
  });
});

describe('sameVariables', () => {
  it('compares as GraphQL sends them: key order and undefined fields do not matter, values do', () => {
    expect(sameVariables({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameVariables({ first: 200, filter: undefined }, { first: 200 })).toBe(true);
    expect(sameVariables({ after: null }, {})).toBe(false);
    expect(sameVariables({ c: [1, 2] }, { c: [2, 1] })).toBe(false);
  });
});
