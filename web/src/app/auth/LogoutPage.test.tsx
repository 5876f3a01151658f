import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppRoutes } from '../routing/AppRoutes';
import type { AreaRoute } from '../routing/types';
import LogoutPage, { LogoutPage_Mutation } from './LogoutPage';
import { CurrentUser_Query } from './useCurrentUser';

const ROUTES: AreaRoute[] = [{ path: '/logout', Screen: LogoutPage, access: 'public' }];

describe('logout page', () => {
  it('ends the session, forgets the user everywhere and offers the login link', async () => {
    const logout = {
      request: { query: LogoutPage_Mutation },
      result: { data: { logout: { __typename: 'LogoutPayload', signedOut: true } } },
    };
    const { client, sent } = renderWithProviders(<AppRoutes routes={ROUTES} />, {
      mocks: [{ ...signedIn({ name: 'Sam Staff' }), maxUsageCount: 1 }, signedOut, logout],
      route: '/logout',
    });
    expect(await screen.findByText('You are logged out.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Click here to log in' }).getAttribute('href')).toBe(
      '/login?goto=%2Fdashboard',
    );
    expect(screen.getByRole('banner').textContent).not.toContain('Sam Staff');
    expect(client.readQuery({ query: CurrentUser_Query })).toEqual({ me: null });
    expect(sent.filter((op) => op.operationName === 'LogoutPage_Mutation')).toHaveLength(1);
    expect(document.title).toBe('Log Out');
  });

  it('says so when the server cannot be reached', async () => {
    const logout = { request: { query: LogoutPage_Mutation }, error: new TypeError('Failed to fetch') };
    renderWithProviders(<LogoutPage />, { mocks: [logout], route: '/logout' });
    expect(await screen.findByText('The session could not be ended.')).toBeTruthy();
  });
});
