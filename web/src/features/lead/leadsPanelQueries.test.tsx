// The leads dashboard's route preload (/mastersheet?panel=…): the open panel's first request starts in the
// route's loader with the variables its grid will ask with (the address's view and searches included), and
// the grid takes that answer instead of asking again. Under the real data router, with createMemoryRouter
// standing in for the browser's.
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloRuntime } from '../../app/apollo/apolloRuntime';
import { createApolloClient } from '../../app/apollo/createApolloClient';
import { installApollo } from '../../app/apollo/loadApollo';
import { rememberSignedIn } from '../../app/auth/signedInHint';
import { appRouteObjects } from '../../app/routing/routeObjects';
import type { PreloadArgs } from '../../app/routing/types';
import { system } from '../../app/theme';
import { signedIn } from '../../test/fixtures';
import { EcmsPanel_First } from '../ecms/ecmsPanelQuery';
import { InstallationReportsGrid_Rows } from '../installationReport/installationReportsQuery';
import { LeadsGrid_First } from './leadsGridQuery';
import { openPanel } from './leadsPanels';
import { routes } from './routes';

const FIRST_WINDOW = { offset: 0, first: 500, withTotal: true };

async function navigate(path: string, responses: MockLink.MockedResponse[]) {
  const sent: Array<[string, unknown]> = [];
  const record = new ApolloLink((operation, forward) => {
    sent.push([operation.operationName ?? '?', operation.variables]);
    return forward(operation);
  });
  const client = createApolloClient({
    terminatingLink: ApolloLink.from([
      record,
      new MockLink([signedIn(), ...responses], { showWarnings: false }),
    ]),
  });
  installApollo(createApolloRuntime(client));
  const router = createMemoryRouter(appRouteObjects(routes, true), { initialEntries: [path] });
  await act(async () => {
    render(
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ChakraProvider>,
    );
  });
  return { screenSent: () => sent.filter(([operation]) => operation !== 'CurrentUser_Query') };
}

/** Runs the route's preload for `path` with a stand-in for Apollo's preloadQuery. */
async function preloadAt(path: string) {
  const preloadOpenPanel = routes[0]!.preload!;
  await preloadOpenPanel.prepare?.();
  const preloadQuery = Object.assign(
    vi.fn(() => ({})),
    { toPromise: vi.fn(() => Promise.resolve()) },
  );
  const url = new URL(path, 'http://localhost');
  const started = await preloadOpenPanel({
    params: {},
    url,
    preloadQuery: preloadQuery as unknown as PreloadArgs['preloadQuery'],
  });
  // The preload also starts the panel's code; the test waits for it, so no import is still loading when
  // the test environment is torn down (vitest then fails whichever file is running: EnvironmentTeardownError).
  await openPanel(url.searchParams)?.Panel.preload();
  return { preloadQuery, started };
}

afterEach(() => {
  rememberSignedIn(false);
  installApollo(null);
});

describe('the leads dashboard route preload', () => {
  it('?panel=reports: the grid shows the loader’s first window and total, and sends nothing itself', async () => {
    rememberSignedIn(true);
    const { screenSent } = await navigate('/mastersheet?panel=reports', [
      {
        request: {
          query: InstallationReportsGrid_Rows,
          variables: { filter: { columns: [] }, ...FIRST_WINDOW },
        },
        result: {
          data: {
            installationReports: {
              __typename: 'InstallationReportConnection',
              totalCount: 0,
              nodes: [],
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('Count: 0', {}, { timeout: 10_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screenSent()).toEqual([
      ['InstallationReportsGrid_Rows', { filter: { columns: [] }, ...FIRST_WINDOW }],
    ]);
  }, 30_000);

  it('?panel=ecms: the statuses and the first window of the view and search in the address, in one request', async () => {
    rememberSignedIn(true);
    const variables = {
      filter: { view: 'RAW', columns: [{ field: 'MPRN', value: '10001' }] },
      ...FIRST_WINDOW,
    };
    const { screenSent } = await navigate('/mastersheet?panel=ecms&view=raw&e.mprn=10001', [
      {
        request: { query: EcmsPanel_First, variables },
        result: {
          data: {
            ecmsStatuses: [{ __typename: 'EcmsStatus', id: 1, text: 'Installed' }],
            ecmsRows: { __typename: 'EcmsRowConnection', totalCount: 0, nodes: [] },
          },
        },
      },
    ]);
    expect(await screen.findByText('Count: 0', {}, { timeout: 10_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screenSent()).toEqual([['EcmsPanel_First', variables]]);
  }, 30_000);

  it('the leads grids: their lookups and first window, in the view each opens with', async () => {
    for (const [panel, view] of [
      ['master', 'ALL'],
      ['leads', 'NEW'],
    ] as const) {
      const { preloadQuery, started } = await preloadAt(
        `/mastersheet?panel=${panel}&m.city=Cork&l.city=Cork`,
      );
      expect(started).not.toBeNull();
      expect(preloadQuery).toHaveBeenCalledWith(
        LeadsGrid_First,
        expect.objectContaining({
          variables: { filter: { view, columns: [{ field: 'CITY', value: 'Cork' }] }, ...FIRST_WINDOW },
          fetchPolicy: 'no-cache',
        }),
      );
    }
  });

  it('leaves a search by a looked-up name, and a panel without data, to the panel itself', async () => {
    for (const path of [
      '/mastersheet?panel=ecms&e.ecms_status_id=Installed',
      '/mastersheet?panel=master&m.lead_status_id=New',
      '/mastersheet?panel=upload',
      '/mastersheet',
    ]) {
      const { preloadQuery, started } = await preloadAt(path);
      expect(started, path).toBeNull();
      expect(preloadQuery, path).not.toHaveBeenCalled();
    }
  });
});
