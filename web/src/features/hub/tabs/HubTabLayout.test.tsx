import { useQuery } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { tabHub } from '../../../test/hubTab';
import { renderWithProviders } from '../../../test/renderWithProviders';
import HubPairingsPage, { HubPairingsPage_Query } from '../../pairing/HubPairingsPage';
import { hubPageRoute, hubTabRoute } from './hubRoutes';
import { availableHubTabs } from './hubTabs';

// Registering two tabs here (Overview is registered by the hub area's routes.ts when it is imported
// elsewhere; this test only relies on the ones it registers itself).
const pairings = hubTabRoute('Pairings', () => <p>pairings screen</p>);
const schedule = hubTabRoute('Schedule', () => <p>schedule screen</p>);
const issues = hubPageRoute('/issues', 'Issues', () => <p>issues screen</p>);
// A real tab screen under the layout (as a further page, so the menu's tab list above stays as it is).
const pairingsScreen = hubPageRoute('/pairings-screen', 'Pairings', HubPairingsPage);
// A tab that never looks at whether its hub was found (as the log tabs did): the layout says so for it.
const blindScreen = hubPageRoute('/blind-screen', 'Pairings', function BlindScreen() {
  useQuery(HubPairingsPage_Query, { variables: { hubId: 42 } });
  return <p>No rows.</p>;
});
// A screen that sets its own page title (as the Overview does, from its hub's name), here none.
const selfTitled = hubPageRoute('/self-titled', null, function SelfTitled() {
  useQuery(HubPairingsPage_Query, { variables: { hubId: 42 } });
  return <p>No rows.</p>;
});

// The layout is its own chunk (hubRoutes.tsx); fetched here once, as a route's loader would, so that the
// first test does not spend its findBy timeout on a cold import.
beforeAll(() => pairings.Screen.preload?.());

function renderAt(route: string, mocks: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      {[pairings, schedule, issues, pairingsScreen, blindScreen, selfTitled].map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
    </Routes>,
    { ...mocks, route },
  );
}

describe('hub sub-menu', () => {
  it('lists registered tabs in the spec order, marks the open one and sets the page title', async () => {
    renderAt('/hub/42/pairings');
    await screen.findByText('pairings screen');
    const menu = screen.getByRole('navigation', { name: 'Hub menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Schedule')).toBeLessThan(names.indexOf('Pairings'));
    // Exactly the registered tabs (other files in the same worker may have registered more).
    expect(names).toEqual(availableHubTabs().map((tab) => tab.title));
    expect(within(menu).getByRole('link', { name: 'Pairings' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe(
      '/hub/42/schedule',
    );
    expect(document.title).toBe('Hub 42 Pairings');
  });

  it('shows the menu with no tab marked on a further hub page', async () => {
    renderAt('/hub/7/issues');
    await screen.findByText('issues screen');
    const menu = screen.getByRole('navigation', { name: 'Hub menu' });
    expect(within(menu).queryByRole('link', { current: 'page' })).toBeNull();
    expect(document.title).toBe('Hub 7 Issues');
  });

  it('says a route that is not a hub id is not a hub, without rendering the screen', async () => {
    renderAt('/hub/abc/pairings');
    await screen.findByText('Hub abc does not exist.');
    expect(screen.queryByText('pairings screen')).toBeNull();
  });

  it("names the hub from the tab's own query: one request, none of HubIdentity's own", async () => {
    const { sent } = renderAt('/hub/42/pairings-screen', {
      mocks: [
        {
          request: { query: HubPairingsPage_Query, variables: { hubId: 42 } },
          result: { data: { hub: tabHub(42, { pairings: [] }) } },
        },
      ],
    });
    const identity = screen.getByRole('region', { name: 'Hub' });
    // Before the tab's answer: the id alone, and no request of its own.
    expect(within(identity).getByText('Hub 42', { selector: 'p:first-child' })).toBeTruthy();
    expect(await within(identity).findByText('Customer 42')).toBeTruthy();
    expect(within(identity).getByText('Serial 4242')).toBeTruthy();
    await screen.findByText('No pairings');
    expect(sent.map((op) => op.operationName)).toEqual(['HubPairingsPage_Query']);
  });

  it("says a hub the tab's query did not find does not exist, in place of the tab, asking nothing more", async () => {
    const { sent } = renderAt('/hub/42/blind-screen', {
      mocks: [
        {
          request: { query: HubPairingsPage_Query, variables: { hubId: 42 } },
          result: { data: { hub: null } },
        },
      ],
    });
    await screen.findByText('Hub 42 does not exist.');
    expect(screen.queryByText('No rows.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Hub' })).toBeNull();
    expect(sent.map((op) => op.operationName)).toEqual(['HubPairingsPage_Query']);
  });

  it('titles the page "Hub {id}" for a hub that does not exist on a screen that titles itself', async () => {
    document.title = 'Hub 7 Issues';
    renderAt('/hub/42/self-titled', {
      mocks: [
        {
          request: { query: HubPairingsPage_Query, variables: { hubId: 42 } },
          result: { data: { hub: null } },
        },
      ],
    });
    await screen.findByText('Hub 42 does not exist.');
    expect(document.title).toBe('Hub 42');
  });
});
