import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TextField, useForm } from '../../ui/form';
import { system } from '../theme';
import { LeaveGuard } from './LeaveGuard';

function Editor() {
  const form = useForm({ initial: { notes: '' }, unsaved: 'the hub information' });
  return (
    <>
      <TextField label="Notes" {...form.bind('notes')} />
      <Link to="/hub/1001/health">Health</Link>
      <Link to="/hub/1001?panel=issues">Issues panel</Link>
    </>
  );
}

// LeaveGuard needs a data router, as the app's (createBrowserRouter).
function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/hub/1001',
        element: (
          <>
            <LeaveGuard />
            <Editor />
          </>
        ),
      },
      { path: '/hub/1001/health', element: <p>Health tab</p> },
    ],
    { initialEntries: ['/hub/1001'] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('LeaveGuard', () => {
  it('asks before another screen drops unsaved changes: Stay keeps them, Leave goes', async () => {
    const { router, user } = renderApp();
    // Nothing typed: nothing to ask.
    await user.click(screen.getByRole('link', { name: 'Health' }));
    await screen.findByText('Health tab');
    await router.navigate(-1);

    await user.type(await screen.findByLabelText('Notes'), 'Called back');
    // The query string alone (a panel, a filter) is the screen's own business.
    await user.click(screen.getByRole('link', { name: 'Issues panel' }));
    expect(router.state.location.search).toBe('?panel=issues');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Health' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(question.textContent).toContain('Your changes to the hub information are not saved.');
    // Escape keeps things as they are (Stay has the focus in a browser: e2e/tests/hub.test.ts).
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/hub/1001');
    expect(screen.getByDisplayValue('Called back')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Health' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await screen.findByText('Health tab');
  });

  it('has the browser ask before the tab is closed or reloaded with unsaved changes', async () => {
    const { user } = renderApp();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Notes');
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Notes'), 'Called back');
    expect(unload()).toBe(true);
  });
});
