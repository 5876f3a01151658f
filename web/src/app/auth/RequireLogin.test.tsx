import { useApolloClient } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn, signedOut } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RequireLogin } from './RequireLogin';
import { markSessionEnded, sessionHasEnded } from './session';
import { rememberSignedIn } from './signedInHint';

// The answer to "who is signed in" comes late, so what shows meanwhile can be seen.
const late = <T extends object>(response: T) => ({ ...response, delay: 300 });

const guarded = (
  <RequireLogin>
    <p>The screen</p>
  </RequireLogin>
);

describe('RequireLogin', () => {
  afterEach(() => rememberSignedIn(false));

  it('shows the screen while the user is asked for, in a browser signed in last time', async () => {
    rememberSignedIn(true);
    renderWithProviders(guarded, { mocks: [late(signedIn())] });
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('waits for the answer in a browser nobody signed in to', async () => {
    renderWithProviders(guarded, { mocks: [late(signedIn())] });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('The screen')).toBeNull();
    expect(await screen.findByText('The screen')).toBeTruthy();
  });

  it('puts the login link in the screen’s place when the answer says nobody is signed in', async () => {
    rememberSignedIn(true);
    renderWithProviders(guarded, { mocks: [late(signedOut)] });
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Click here to log in' })).toBeTruthy();
    expect(screen.queryByText('The screen')).toBeNull();
  });
});

/** A screen with something typed into it, whose next request finds the session gone. */
function Editor() {
  const client = useApolloClient();
  const [notes, setNotes] = useState('');
  return (
    <>
      <label>
        Notes
        <input value={notes} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <button type="button" onClick={() => markSessionEnded(client.cache)}>
        Save
      </button>
    </>
  );
}

describe('RequireLogin when the session ends during use', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    rememberSignedIn(false);
  });

  it('keeps the screen and what was typed, inert under a card that signs the same person in again', async () => {
    const login = vi.fn(async (_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(String(init.body));
      expect(variables).toEqual({ email: 'staff@hubs.example', password: 'demo' });
      const answer = { profile: { id: '1', type: 'staff' }, userErrors: [], passwordChangeRequired: false };
      return new Response(JSON.stringify({ data: { login: answer } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', login);
    const { user } = renderWithProviders(
      <RequireLogin>
        <Editor />
      </RequireLogin>,
      { mocks: [signedIn()], route: '/hub/1001' },
    );
    await user.type(await screen.findByLabelText('Notes'), 'Boiler serviced');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const card = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(card).getByRole('status').textContent).toContain('Your session has ended — sign in again.');
    // Only the person who was signed in signs in here; anyone else goes to the login page.
    const email = within(card).getByLabelText(/Email/) as HTMLInputElement;
    expect(email.value).toBe('staff@hubs.example');
    expect(email.readOnly).toBe(true);
    expect(within(card).getByRole('link', { name: 'Click here to log in' }).getAttribute('href')).toBe(
      '/login?goto=%2Fhub%2F1001&ended=1',
    );
    // The screen is still there, with what was typed, and cannot be used until the sign-in.
    const notes = screen.getByDisplayValue('Boiler serviced');
    expect(notes.closest('[inert]')).not.toBeNull();

    await user.type(within(card).getByLabelText(/Password/), 'demo');
    await user.click(within(card).getByRole('button', { name: 'Log In' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(login).toHaveBeenCalledTimes(1);
    expect(sessionHasEnded()).toBe(false);
    // The same input, not a new one: nothing was lost.
    expect(screen.getByDisplayValue('Boiler serviced')).toBe(notes);
    expect(notes.closest('[inert]')).toBeNull();
  });
});
