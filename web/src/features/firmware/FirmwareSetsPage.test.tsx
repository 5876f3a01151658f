// Issue 16 item 3 on the firmware sets screen: a route and a set's default target are saved with the
// version they were read at; a save refused because someone else saved first (CONFLICT) says so, and
// Reload restarts the edit from the stored copy; a save that got no answer shows the stored copy.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unsavedWork } from '../../app/routing/unsavedWork';
import { renderWithProviders } from '../../test/renderWithProviders';
import { staleSaveMock, timedOutSaveMock } from '../../test/staleSaveMock';
import {
  FirmwareSetsPage_Mutation,
  FirmwareSetsPage_Query,
  FirmwareSetsPage_RoutesQuery,
} from './FirmwareSetsPage';
import FirmwareSetsPage from './FirmwareSetsPage';
import { RouteEditor_DeleteMutation, RouteEditor_SaveMutation } from './RouteEditor';

const set = {
  __typename: 'FirmwareSet' as const,
  id: 2,
  name: 'Beta',
  targetFirmwareId: null as number | null,
  targetVersion: null as { __typename: 'Version'; text: string } | null,
  targetName: null as string | null,
  routeCount: 1,
  version: 5,
};
const firmware = {
  __typename: 'Firmware' as const,
  id: 9,
  version: { __typename: 'Version' as const, text: '1.1.4' },
  name: 'Ash',
};
const pageQuery = (s: typeof set) => ({
  request: { query: FirmwareSetsPage_Query },
  result: { data: { firmwareSets: [s], firmwares: [firmware], canEditFirmware: true } },
});
const route = {
  __typename: 'FirmwareRoute' as const,
  id: 7,
  setId: 2,
  ip: '81.17.240.0/24',
  hubId: null,
  firmwareId: null,
  force: false,
  comment: 'Office',
  version: 3,
};
const routesQuery = (r: typeof route) => ({
  request: { query: FirmwareSetsPage_RoutesQuery, variables: { setId: 2 } },
  result: { data: { firmwareRoutes: [r] } },
});
// The set's default target as someone else saved it.
const storedSet = {
  ...set,
  targetFirmwareId: 9,
  targetVersion: { __typename: 'Version' as const, text: '1.1.4' },
  targetName: 'Ash',
  version: 6,
};

/** Opens set Beta, adds " 2" to route 7's comment and saves, answered by `save`, then `storedRoute`. */
async function saveRoute(save: MockLink.MockedResponse, storedRoute: typeof route) {
  const rendered = renderWithProviders(<FirmwareSetsPage />, {
    mocks: [pageQuery(set), routesQuery(route), save, routesQuery(storedRoute)],
  });
  await rendered.user.click(await screen.findByText('Beta'));
  const form = await screen.findByRole('form', { name: 'Route 7' });
  await rendered.user.type(within(form).getByLabelText('Comment'), ' 2');
  await rendered.user.click(within(form).getByRole('button', { name: 'Save' }));
  return { ...rendered, form };
}

/** Opens set Beta, picks firmware 9 as its default target and saves, answered by `save`, then storedSet. */
async function saveTarget(save: MockLink.MockedResponse) {
  const rendered = renderWithProviders(<FirmwareSetsPage />, {
    mocks: [pageQuery(set), routesQuery(route), save, pageQuery(storedSet)],
  });
  await rendered.user.click(await screen.findByText('Beta'));
  const form = await screen.findByRole('form', { name: 'Default target' });
  await rendered.user.selectOptions(within(form).getByRole('combobox'), '9');
  await rendered.user.click(within(form).getByRole('button', { name: 'Save' }));
  await rendered.user.click(within(form).getByRole('button', { name: 'Change' }));
  return { ...rendered, form };
}

describe('FirmwareSetsPage stale saves', () => {
  it('refuses a route saved from a stale copy with a Reload that brings in the stored route', async () => {
    const { user, sent, form } = await saveRoute(
      staleSaveMock(RouteEditor_SaveMutation, 'this firmware route'),
      { ...route, comment: 'Warehouse', version: 4 },
    );
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('The route was not saved.');
    expect(alert.textContent).toContain('Someone else changed the route after you opened it.');
    expect(sent.find((op) => op.operationName === 'RouteEditor_SaveMutation')?.variables).toMatchObject({
      id: 7,
      version: 3,
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        (within(screen.getByRole('form', { name: 'Route 7' })).getByLabelText('Comment') as HTMLInputElement)
          .value,
      ).toBe('Warehouse'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it("refuses a set's default target saved from a stale copy, and Reload shows the stored target", async () => {
    const { user, sent, form } = await saveTarget(
      staleSaveMock(FirmwareSetsPage_Mutation, 'this firmware set'),
    );
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed the default target after you opened it.');
    expect(sent.find((op) => op.operationName === 'FirmwareSetsPage_Mutation')?.variables).toMatchObject({
      id: 2,
      version: 5,
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getAllByText('1.1.4 Ash').length).toBeGreaterThan(0));
    const fresh = screen.getByRole('form', { name: 'Default target' });
    expect((within(fresh).getByRole('combobox') as HTMLSelectElement).value).toBe('9');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('says a route save that timed out may have gone through, and restarts the route from the stored copy', async () => {
    await saveRoute(timedOutSaveMock(RouteEditor_SaveMutation), route);
    expect((await screen.findByRole('status')).textContent).toContain('The route may have been saved.');
    // It did not go through: the stored comment, and nothing waiting to be saved.
    await waitFor(() =>
      expect(
        (within(screen.getByRole('form', { name: 'Route 7' })).getByLabelText('Comment') as HTMLInputElement)
          .value,
      ).toBe(route.comment),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('closes a new route whose save timed out once the stored routes are in, and says it may be among them', async () => {
    const created = { ...route, id: 8, ip: '10.0.0.0/8', comment: null, version: 1 };
    const { user } = renderWithProviders(<FirmwareSetsPage />, {
      mocks: [
        pageQuery(set),
        routesQuery(route),
        timedOutSaveMock(RouteEditor_SaveMutation),
        {
          request: { query: FirmwareSetsPage_RoutesQuery, variables: { setId: 2 } },
          result: { data: { firmwareRoutes: [route, created] } },
        },
      ],
    });
    await user.click(await screen.findByText('Beta'));
    await user.click(await screen.findByRole('button', { name: 'Add Route' }));
    const form = screen.getByRole('form', { name: 'New route' });
    await user.type(within(form).getByLabelText('IP'), '10.0.0.0/8');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('The new route may have been saved.');
    expect(await screen.findByRole('form', { name: 'Route 8' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New route' })).toBeNull();
    // Adding another route starts without the notice.
    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    expect(screen.queryByRole('status')).toBeNull();
  }, 20_000);

  it('puts the focus in a new route’s IP, and back on Add Route when it is cancelled or saved', async () => {
    const created = { ...route, id: 8, ip: '10.0.0.0/8', comment: null, version: 1 };
    const { user } = renderWithProviders(<FirmwareSetsPage />, {
      mocks: [
        pageQuery(set),
        routesQuery(route),
        {
          request: { query: RouteEditor_SaveMutation, variables: () => true },
          result: {
            data: {
              saveFirmwareRoute: { __typename: 'FirmwareRoutePayload', route: created, userErrors: [] },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByText('Beta'));
    const addRoute = await screen.findByRole('button', { name: 'Add Route' });
    // The stored routes' editors are open with the set: they take no focus.
    expect(within(screen.getByRole('form', { name: 'Route 7' })).getByLabelText('IP')).not.toBe(
      document.activeElement,
    );
    await user.click(addRoute);
    const form = screen.getByRole('form', { name: 'New route' });
    expect(document.activeElement).toBe(within(form).getByLabelText('IP'));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New route' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Route' }));

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      within(screen.getByRole('form', { name: 'New route' })).getByLabelText('IP'),
    );
    await user.keyboard('10.0.0.0/8{Enter}');
    expect(await screen.findByRole('form', { name: 'Route 8' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New route' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Route' }));
  }, 20_000);

  it('asks before a new route’s Cancel drops what was typed in it, and about it alone', async () => {
    const { user } = renderWithProviders(<FirmwareSetsPage />, {
      mocks: [pageQuery(set), routesQuery(route)],
    });
    await user.click(await screen.findByText('Beta'));
    // A stored route's editor open beside it, with a change of its own.
    const stored = await screen.findByRole('form', { name: 'Route 7' });
    await user.type(within(stored).getByLabelText('Comment'), ' 2');
    // Nothing typed in the new route: Cancel closes it at once.
    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    await user.click(
      within(screen.getByRole('form', { name: 'New route' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('form', { name: 'New route' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    const form = screen.getByRole('form', { name: 'New route' });
    await user.type(within(form).getByLabelText('IP'), '10.0.0.0/8');
    expect(unsavedWork()?.unsaved).toEqual(['the firmware route', 'the new firmware route']);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const question = within(form).getByRole('alertdialog', {
      name: 'Discard your changes to the new firmware route?',
    });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'New route' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Route' }));
    // Route 7's change is still there, and leaving the page would still ask about it.
    expect(within(stored).getByLabelText('Comment')).toHaveProperty('value', 'Office 2');
    expect(unsavedWork()?.unsaved).toEqual(['the firmware route']);
  }, 20_000);

  it('says a default target save that timed out may have gone through, and shows the stored target', async () => {
    await saveTarget(timedOutSaveMock(FirmwareSetsPage_Mutation));
    expect((await screen.findByRole('status')).textContent).toContain(
      'The default target may have been saved.',
    );
    const fresh = screen.getByRole('form', { name: 'Default target' });
    expect((within(fresh).getByRole('combobox') as HTMLSelectElement).value).toBe('9');
    expect(within(fresh).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it("takes a deleted route off the set's list from the mutation's answer, asking for nothing again", async () => {
    const { user, sent } = renderWithProviders(<FirmwareSetsPage />, {
      mocks: [
        pageQuery(set),
        routesQuery(route),
        {
          request: { query: RouteEditor_DeleteMutation, variables: { id: 7 } },
          result: {
            data: {
              deleteFirmwareRoute: {
                __typename: 'DeleteFirmwareRoutePayload',
                deletedRouteId: 7,
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByText('Beta'));
    const form = await screen.findByRole('form', { name: 'Route 7' });
    expect(screen.getByText('Routes (1)')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByText('Routes (0)');
    expect(screen.queryByRole('form', { name: 'Route 7' })).toBeNull();
    expect(sent.map((op) => op.operationName)).toEqual([
      'FirmwareSetsPage_Query',
      'FirmwareSetsPage_RoutesQuery',
      'RouteEditor_DeleteMutation',
    ]);
  }, 20_000);

  it("says the server's refusal of a default target beside the select, and others below the form", async () => {
    const { user } = renderWithProviders(<FirmwareSetsPage />, {
      mocks: [
        pageQuery(set),
        routesQuery(route),
        {
          request: { query: FirmwareSetsPage_Mutation, variables: () => true },
          result: {
            data: {
              updateFirmwareSet: {
                __typename: 'FirmwareSetPayload',
                firmwareSet: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: 'input.firmwareSet.targetFirmwareId',
                    message: 'That firmware cannot be a target.',
                  },
                  {
                    __typename: 'UserError',
                    field: 'id',
                    message: 'Cannot write firmwareset without fwsetid',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByText('Beta'));
    const form = await screen.findByRole('form', { name: 'Default target' });
    const select = within(form).getByRole('combobox', { name: 'Default target' });
    await user.selectOptions(select, '9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(within(form).getByRole('button', { name: 'Change' }));
    const field = select.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(await within(field).findByText('That firmware cannot be a target.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toBe('Cannot write firmwareset without fwsetid');
    // Choosing again takes the select's message away.
    await user.selectOptions(select, '');
    expect(within(form).queryByText('That firmware cannot be a target.')).toBeNull();
  }, 20_000);
});

describe('FirmwareSetsPage default target', () => {
  it('asks before pointing a set’s hubs at another firmware; Keep changes nothing', async () => {
    const { user, sent } = renderWithProviders(<FirmwareSetsPage />, {
      mocks: [pageQuery(set), routesQuery(route)],
    });
    await user.click(await screen.findByText('Beta'));
    const form = await screen.findByRole('form', { name: 'Default target' });
    await user.selectOptions(within(form).getByRole('combobox'), '9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const question = within(form).getByRole('alertdialog');
    expect(question.textContent).toContain(
      'Change the default target of Beta from no upgrade target to 1.1.4 Ash? Its hubs follow it.',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(sent.some((op) => op.operationName === 'FirmwareSetsPage_Mutation')).toBe(false);
    expect((within(form).getByRole('combobox') as HTMLSelectElement).value).toBe('9');
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  }, 20_000);
});
