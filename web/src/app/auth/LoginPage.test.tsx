import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile, signedIn, signedOut } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppRoutes } from '../routing/AppRoutes';
import type { AreaRoute } from '../routing/types';
import LoginPage, { LoginPage_Mutation } from './LoginPage';

function loginAnswer(email: string, password: string, login: object) {
  return {
    request: { query: LoginPage_Mutation, variables: { email, password } },
    result: { data: { login: { __typename: 'LoginPayload', ...login } } },
  };
}

const ACCEPTED = loginAnswer('staff@hubs.example', 'demo', { profile: profile(), userErrors: [] });
const REFUSED = loginAnswer('staff@hubs.example', 'wrong', {
  profile: null,
  userErrors: [{ __typename: 'UserError', field: null, message: 'Wrong email or password.' }],
});

const ROUTES: AreaRoute[] = [
  { path: '/login', Screen: LoginPage, access: 'public' },
  { path: '/hub/:id', Screen: () => <p>Hub screen</p> },
  { path: '/dashboard', Screen: () => <p>Dashboard screen</p> },
];

// `me` is null until the login sets the session cookie; the login then refetches it.
const BEFORE_LOGIN = { ...signedOut, maxUsageCount: 1 };

async function logIn(route: string, password: string) {
  const rendered = renderWithProviders(<AppRoutes routes={ROUTES} />, {
    mocks: [BEFORE_LOGIN, signedIn({ name: 'Sam Staff' }), ACCEPTED, REFUSED],
    route,
  });
  await rendered.user.type(screen.getByLabelText(/Email/), 'staff@hubs.example');
  await rendered.user.type(screen.getByLabelText(/Password/), password);
  await rendered.user.click(screen.getByRole('button', { name: 'Log In' }));
  return rendered;
}

describe('login page', () => {
  it('is titled "Log In"', () => {
    renderWithProviders(<LoginPage />, { mocks: [signedOut], route: '/login' });
    expect(document.title).toBe('Log In');
  });

  it('goes to the goto route after a successful login, signed in', async () => {
    const { path } = await logIn('/login?goto=%2Fhub%2F42', 'demo');
    expect(await screen.findByText('Hub screen')).toBeTruthy();
    expect(path()).toBe('/hub/42');
    expect(screen.getByRole('banner').textContent).toContain('Sam Staff');
  });

  it('goes to the dashboard when there is no goto, or one that leaves the console', async () => {
    const { path } = await logIn('/login?goto=https%3A%2F%2Fevil.example', 'demo');
    await expect.poll(path).toBe('/dashboard');
  });

  it('shows the server message for a wrong password and stays on the page', async () => {
    const { path } = await logIn('/login?goto=%2Fhub%2F42', 'wrong');
    expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
    expect(path()).toBe('/login?goto=%2Fhub%2F42');
  });
});

describe('a session that ends during use', () => {
  it('says why on the page the person lands on, and on the login page, keeping the goto route', async () => {
    const { RequireLogin } = await import('./RequireLogin');
    const { CurrentUser_Query } = await import('./useCurrentUser');
    const { gatewayError } = await import('../../test/fixtures');
    const expired = {
      request: { query: CurrentUser_Query },
      result: gatewayError('UNAUTHENTICATED'),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const routes: AreaRoute[] = [
      { path: '/login', Screen: LoginPage, access: 'public' },
      {
        path: '/hub/:id',
        Screen: () => (
          <RequireLogin>
            <p>Hub screen</p>
          </RequireLogin>
        ),
        access: 'public',
      },
    ];
    const { user } = renderWithProviders(<AppRoutes routes={routes} />, {
      mocks: [expired],
      route: '/hub/1001',
    });
    expect((await screen.findAllByText('Your session has ended — sign in again.')).length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: 'Click here to log in' });
    expect(link.getAttribute('href')).toBe('/login?goto=%2Fhub%2F1001&ended=1');
    await user.click(link);
    await screen.findByRole('heading', { name: 'Log In' });
    expect(screen.getByRole('status').textContent).toContain('Your session has ended — sign in again.');
  });
});
