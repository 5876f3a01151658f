import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../../features/dashboard/DashboardPage';
import { DashboardPage_Query, dashboardVariables } from '../../features/dashboard/dashboardQuery';
import { gatewayError, signedIn, signedOut } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { rememberSignedIn } from '../auth/signedInHint';
import { AppRoutes } from '../routing/AppRoutes';
import type { AreaRoute } from '../routing/types';

const ROUTES: AreaRoute[] = [
  { path: '/dashboard', Screen: () => <p>Dashboard screen</p> },
  { path: '/hubs/all', Screen: () => <p>Hubs screen</p> },
];

function renderShell(route: string, session = signedIn()) {
  return renderWithProviders(<AppRoutes routes={ROUTES} />, { mocks: [session], route });
}

// While closed the menu is hidden from assistive technology too, so it is found with hidden: true.
const menu = () => screen.getByRole('navigation', { hidden: true });
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('shell', () => {
  it('lists the left-menu entries of spec 1 §2 in order, with Admin for an administrator', async () => {
    renderShell('/dashboard', signedIn({ administer: true }));
    await screen.findByText('Dashboard screen');
    const links = within(menu()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Hubs', '/hubs/all'],
      ['Issues', '/issues'],
      ['Messages', '/messages'],
      ['Stock', '/stock/summary'],
      ['Meter Readings', '/allmeters'],
      ['Firmware Sets', '/firmwaresets'],
      ['Lookup Tables', '/lookups/customer_types'],
      ['Master Sheet', '/mastersheet'],
      ['Admin', '/admin/profiles'],
      ['Signature', '/signature'],
      ['Log Out', '/logout'],
      ['Personal access tokens', '/account/tokens'],
      ['GraphiQL', '/graphiql'],
    ]);
    // The signed-in person is named there, as the header does on a wide screen (it hides them when narrow).
    expect(within(menu()).getByText(/^Signed in as /).textContent).toBe('Signed in as Sam Staff');
  });

  it('hides Admin from staff who are not administrators', async () => {
    renderShell('/dashboard', signedIn({ administer: false }));
    await screen.findByText('Dashboard screen');
    expect(within(menu()).queryByRole('link', { name: 'Admin', hidden: true })).toBeNull();
  });

  it('opens the menu with the hamburger and closes it when a route is chosen', async () => {
    const { user, path } = renderShell('/dashboard');
    await screen.findByText('Dashboard screen');
    expect(menu().style.visibility).toBe('hidden');

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const openMenu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(openMenu.style.visibility).toBe('visible');

    await user.click(within(openMenu).getByRole('link', { name: 'Hubs' }));
    expect(path()).toBe('/hubs/all');
    expect(await screen.findByText('Hubs screen')).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu().style.visibility).toBe('hidden');
  });

  it('closes the menu on Escape', async () => {
    const { user } = renderShell('/dashboard');
    await screen.findByText('Dashboard screen');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the empty path to the dashboard', async () => {
    const { path } = renderShell('/');
    await screen.findByText('Dashboard screen');
    expect(path()).toBe('/dashboard');
  });

  it('shows a logged-out user only a login link that returns to the current route', async () => {
    renderShell('/hubs/all?page=2', signedOut);
    const link = await screen.findByRole('link', { name: 'Click here to log in' });
    expect(link.getAttribute('href')).toBe('/login?goto=%2Fhubs%2Fall%3Fpage%3D2');
    expect(screen.queryByText('Hubs screen')).toBeNull();
  });

  it('shows a proper "Page not found" for a route no area serves', async () => {
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(document.title).toBe('Page not found');
  });

  it('logs the user out when any screen finds the session expired (an upstream 401), keeping the screen under a sign-in card', async () => {
    // A first visit: the screen renders once the user is known, and its query then finds the session gone.
    rememberSignedIn(false);
    const expired = {
      request: { query: DashboardPage_Query, variables: dashboardVariables() },
      result: gatewayError('UNAUTHENTICATED'),
    };
    renderWithProviders(<AppRoutes routes={[{ path: '/dashboard', Screen: DashboardPage }]} />, {
      mocks: [signedIn({ name: 'Sam Staff' }), expired],
      route: '/dashboard',
    });
    // The screen is not taken away (RequireLogin): it waits, inert, under a modal card (which hides the
    // page behind it from assistive technology, hence `hidden: true`) for the same person.
    const card = await screen.findByRole('dialog', { name: 'Sign in again' });
    const link = within(card).getByRole('link', { name: 'Click here to log in' });
    // It says why, and the login page says it again (ended=1), keeping the goto route.
    expect(within(card).getByText('Your session has ended — sign in again.')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/login?goto=%2Fdashboard&ended=1');
    expect(screen.getByRole('banner', { hidden: true }).textContent).not.toContain('Sam Staff');
    await expect
      .poll(() => document.querySelector('[inert]')?.textContent ?? '')
      .toContain('Software versions');
  });
});
