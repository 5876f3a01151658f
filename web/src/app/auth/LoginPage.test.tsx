import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, signedOut } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppRoutes } from '../routing/AppRoutes';
import type { AreaRoute } from '../routing/types';
import LoginPage from './LoginPage';
import { rememberSignedIn } from './signedInHint';

// The login mutation goes out with fetch (postOperation), before Apollo Client is loaded: the gateway's
// answers are given by a stand-in for fetch; everything after the sign-in goes through Apollo's MockLink.
const ANSWERS: Record<string, object> = {
  demo: { profile: { id: '1', type: 'staff' }, userErrors: [], passwordChangeRequired: false },
  wrong: {
    profile: null,
    userErrors: [{ field: null, message: 'Wrong email or password.' }],
    passwordChangeRequired: false,
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName, variables } = JSON.parse(String(init.body));
      expect(operationName).toBe('SignInForm_Mutation');
      return new Response(JSON.stringify({ data: { login: ANSWERS[variables.password] } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  rememberSignedIn(false);
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
    mocks: [BEFORE_LOGIN, signedIn({ name: 'Sam Staff' })],
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
    // The next hard navigation starts its screen's data without waiting for the signed-in user.
    expect(localStorage.getItem('hubadmin.signedIn')).toBe('1');
  });

  it('stays busy once signed in, until the next screen replaces it', async () => {
    // Rendered alone, so it stays on screen after its navigation, as it does while the router draws the
    // next screen: Log In must not come back enabled for a second sign-in.
    const rendered = renderWithProviders(<LoginPage />, {
      mocks: [BEFORE_LOGIN, signedIn({ name: 'Sam Staff' })],
      route: '/login',
    });
    await rendered.user.type(screen.getByLabelText(/Email/), 'staff@hubs.example');
    await rendered.user.type(screen.getByLabelText(/Password/), 'demo');
    await rendered.user.click(screen.getByRole('button', { name: 'Log In' }));
    await expect.poll(rendered.path).toBe('/dashboard');
    expect(document.querySelector('form button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
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
