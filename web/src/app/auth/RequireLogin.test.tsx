import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RequireLogin } from './RequireLogin';
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
