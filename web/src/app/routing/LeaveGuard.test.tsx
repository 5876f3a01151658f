import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TextField, useForm } from '../../ui/form';
import { system } from '../theme';
import { InAddressPart } from './InAddressPart';
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

function Field({ label, unsaved }: { label: string; unsaved: string }) {
  const form = useForm({ initial: { text: '' }, unsaved });
  return <TextField label={label} {...form.bind('text')} />;
}

// The leads dashboard's shape: panels chosen by ?panel=, the Leads panel's views by ?view=.
function Panels() {
  const [params] = useSearchParams();
  return (
    <>
      <Link to="/mastersheet?panel=leads&view=dead">Dead leads</Link>
      <Link to="/mastersheet?panel=leads&view=dead&l.city=Cork">Search Cork</Link>
      <Link to="/mastersheet?panel=ecms">ECMS panel</Link>
      {params.get('panel') === 'leads' && (
        <InAddressPart param="panel" name="panel">
          <Field label="New lead" unsaved="the new lead" />
          {!params.get('view') && (
            <InAddressPart param="view" name="view">
              <Field label="Lead update" unsaved="the lead update" />
            </InAddressPart>
          )}
        </InAddressPart>
      )}
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
      {
        path: '/mastersheet',
        element: (
          <>
            <LeaveGuard />
            <Panels />
          </>
        ),
      },
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
    // Closed once the dialog's dismiss has run its course (a render or two later on a busy machine).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/hub/1001');
    expect(screen.getByDisplayValue('Called back')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Health' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await screen.findByText('Health tab');
  });

  it('asks before another panel or view of the screen drops a form drawn in it, not before a search', async () => {
    const { router, user } = renderApp();
    await router.navigate('/mastersheet?panel=leads');
    await user.type(await screen.findByLabelText('Lead update'), 'Called');

    // Another view drops the update (drawn in the view), not the new lead (drawn in the panel).
    await user.click(screen.getByRole('link', { name: 'Dead leads' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave this view?' });
    expect(question.textContent).toContain('Your changes to the lead update are not saved.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('?panel=leads');
    expect(screen.getByDisplayValue('Called')).toBeTruthy();

    // Typed into the new lead only: another view keeps it, a search too; another panel asks.
    await user.click(screen.getByRole('link', { name: 'Dead leads' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await user.type(await screen.findByLabelText('New lead'), 'Ann');
    await user.click(screen.getByRole('link', { name: 'Search Cork' }));
    expect(router.state.location.search).toBe('?panel=leads&view=dead&l.city=Cork');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'ECMS panel' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave this panel?' });
    expect(again.textContent).toContain('Your changes to the new lead are not saved.');
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await expect.poll(() => router.state.location.search).toBe('?panel=ecms');
    // Leaving the page names it as such.
    await router.navigate('/mastersheet?panel=leads');
    await user.type(await screen.findByLabelText('Lead update'), 'x');
    void router.navigate('/hub/1001/health');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Leave this page?');
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
