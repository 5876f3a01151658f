import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { unsavedWork } from '../../app/routing/unsavedWork';
import { renderWithProviders } from '../../test/renderWithProviders';
import { staleSaveMock, timedOutSaveMock } from '../../test/staleSaveMock';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import { BoilerEditor_Mutation } from './BoilerEditor';
import { BoilerPanel } from './BoilerPanel';
import { FuelFillsPanel, FuelFillsPanel_AddMutation, FuelFillsPanel_DeleteMutation } from './FuelFillsPanel';
import { HubOilPage_Query } from './oilQuery';

const fuelTypeEntries = ['Oil', 'Gas'].map((description, i) => ({
  __typename: 'LookupEntry',
  key: i + 1,
  description,
}));

const fuelTypes = {
  request: { query: LookupSelect_Query, variables: { table: 'FUEL_TYPES' } },
  result: { data: { lookup: fuelTypeEntries } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const boiler = {
  __typename: 'Boiler',
  hubId: 42,
  fuelTypeId: 1,
  fuelTypeDescription: 'Oil',
  energyOutput: 22.5,
  fuelRate: 2.1,
  tankCapacity: 1200,
  manufacturer: 'Grant',
  model: 'Vortex Pro 26',
  lastMeasuredDate: '2026-10-15',
  lastMeasuredLevel: 589,
  agaFlowRate: 0.25,
  agaFlowRatePerDay: 6,
  version: 7,
};

const panelQuery = (hubBoiler: object | null) => ({
  request: { query: HubOilPage_Query, variables: { hubId: 42 } },
  result: {
    data: {
      hub: tabHub(42, {
        boilerDetails: hubBoiler,
        dashboardLinks: { __typename: 'DashboardLinks', oilLevelsUrl: 'https://dash.example/oil?hub=42' },
        fuelFills: [],
      }),
      lookup: fuelTypeEntries,
    },
  },
});

/** A save the gateway answers with an error (whatever was sent). */
describe('BoilerPanel', () => {
  it('shows the read view with the oil-levels link and an Edit button', async () => {
    renderWithProviders(<BoilerPanel hubId={42} />, { mocks: [panelQuery(boiler), fuelTypes] });
    expect(await screen.findByRole('link', { name: 'Oil-levels dashboard' })).toHaveProperty(
      'href',
      'https://dash.example/oil?hub=42',
    );
    expect(screen.getByText('Aga Flow Rate (L/day)').parentElement?.textContent).toContain('6');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('takes the focus to the fuel type on Edit, and gives it back to Edit on Cancel', async () => {
    const { user } = renderWithProviders(<BoilerPanel hubId={42} />, {
      mocks: [panelQuery(boiler), fuelTypes],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Fuel type'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit boiler' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('tells staff in a sentence, without the setting name, that there is no oil-levels dashboard', async () => {
    const noDashboard = panelQuery(boiler);
    noDashboard.result.data.hub.dashboardLinks = {
      __typename: 'DashboardLinks',
      oilLevelsUrl: null as never,
    };
    renderWithProviders(<BoilerPanel hubId={42} />, { mocks: [noDashboard, fuelTypes] });
    await screen.findByText(
      'No oil-levels dashboard has been set up for this console; ask an administrator.',
    );
    expect(document.body.textContent).not.toContain('DASHBOARD_URL');
  });

  it('opens straight in edit with the defaults for a hub with no boiler and asks for a fuel type on save', async () => {
    const { user, sent } = renderWithProviders(<BoilerPanel hubId={42} />, {
      mocks: [panelQuery(null), fuelTypes],
    });
    const fuelRate = await screen.findByLabelText('Fuel rate (kg/hr)');
    expect((fuelRate as HTMLInputElement).value).toBe('1.97');
    expect((screen.getByLabelText('Tank capacity (l)') as HTMLInputElement).value).toBe('1200');
    expect((screen.getByLabelText('kWh output') as HTMLInputElement).value).toBe('22.5');
    // Save waits for the fuel type and says so, without marking the untouched field red.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByText('To save, fill in or correct: Fuel type.')).toBeTruthy();
    expect(screen.queryByText('A fuel type must be selected.')).toBeNull();
    await user.clear(fuelRate);
    expect(screen.getByText('The fuel rate must be set.')).toBeTruthy();
    expect(screen.getByText('To save, fill in or correct: Fuel type, Fuel rate (kg/hr).')).toBeTruthy();
    expect(sent.map((op) => op.operationName)).not.toContain('BoilerEditor_Mutation');
  });

  it('says beside Manufacturer and Model that they are too long as soon as they are left, with Save disabled', async () => {
    const { user, sent } = renderWithProviders(<BoilerPanel hubId={42} />, {
      mocks: [panelQuery(boiler), fuelTypes],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit boiler' });
    for (const [label, message] of [
      ['Manufacturer', 'Manufacturer must be at most 100 characters.'],
      ['Model', 'Model must be at most 100 characters.'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste('x'.repeat(300));
      await user.tab();
      const field = screen
        .getByLabelText(label)
        .closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
      expect(within(field).getByText(message)).toBeTruthy();
    }
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(within(form).getByText('To save, fill in or correct: Manufacturer, Model.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(sent.map((op) => op.operationName)).not.toContain('BoilerEditor_Mutation');
  });

  it('says beside a number that its column cannot hold it, with Save disabled', async () => {
    const { user } = renderWithProviders(<BoilerPanel hubId={42} />, {
      mocks: [panelQuery(boiler), fuelTypes],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit boiler' });
    await user.clear(screen.getByLabelText('Tank capacity (l)'));
    await user.type(screen.getByLabelText('Tank capacity (l)'), '1000000');
    await user.tab();
    const field = screen
      .getByLabelText('Tank capacity (l)')
      .closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(field).getByText('Tank capacity must be less than 1,000,000.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('saves typed numbers as numbers', async () => {
    const { user, sent } = renderWithProviders(<BoilerPanel hubId={42} />, {
      mocks: [
        panelQuery(boiler),
        fuelTypes,
        {
          request: {
            query: BoilerEditor_Mutation,
            variables: {
              hubId: 42,
              input: {
                fuelTypeId: 1,
                energyOutput: 22.5,
                fuelRate: 2.5,
                tankCapacity: 1200,
                manufacturer: 'Grant',
                model: 'Vortex Pro 26',
                lastMeasuredDate: '2026-10-15',
                lastMeasuredLevel: 589,
                agaFlowRate: 0.25,
              },
              version: 7,
            },
          },
          result: {
            data: {
              saveBoiler: {
                __typename: 'SaveBoilerPayload',
                boiler: { ...boiler, fuelRate: 2.5 },
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Fuel rate (kg/hr)'));
    await user.type(screen.getByLabelText('Fuel rate (kg/hr)'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    const saved = sent.find((op) => op.operationName === 'BoilerEditor_Mutation');
    expect(saved?.variables['input']).toMatchObject({
      fuelTypeId: 1,
      fuelRate: 2.5,
      tankCapacity: 1200,
      energyOutput: 22.5,
    });
  });

  it('shows a conflict with a Reload that brings in the stored copy', async () => {
    const stored = { ...boiler, manufacturer: 'Firebird', version: 8 };
    const { user } = renderWithProviders(<BoilerPanel hubId={42} />, {
      mocks: [
        panelQuery(boiler),
        fuelTypes,
        staleSaveMock(BoilerEditor_Mutation, 'this boiler'),
        panelQuery(stored),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Model'));
    await user.type(screen.getByLabelText('Model'), 'Vortex Blue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The boiler was not saved.');
    expect(alert.textContent).toContain('Someone else changed the boiler after you opened it.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Manufacturer') as HTMLInputElement).value).toBe('Firebird'),
    );
    expect((screen.getByLabelText('Model') as HTMLInputElement).value).toBe('Vortex Pro 26');
    expect(screen.queryByRole('alert')).toBeNull();
    // Several typed fields and two round trips: give a loaded machine room.
  }, 20_000);

  it('says a save that timed out may have gone through, and shows the stored boiler', async () => {
    const stored = { ...boiler, lastMeasuredLevel: 351, version: 8 };
    const { user } = renderWithProviders(<BoilerPanel hubId={42} />, {
      mocks: [panelQuery(boiler), fuelTypes, timedOutSaveMock(BoilerEditor_Mutation), panelQuery(stored)],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Last measured level (l)'));
    await user.type(screen.getByLabelText('Last measured level (l)'), '351');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('may have gone through');
    await waitFor(() =>
      expect(screen.getByText('Level (litres)').parentElement?.textContent).toContain('351'),
    );
  }, 20_000);
});

describe('the Oil tab', () => {
  const fill = (fillTimestamp: string, fillAmount: number) => ({
    __typename: 'FuelFill',
    hubId: 42,
    fillTimestamp,
    fillAmount,
    tankFilled: false,
  });
  const oil = {
    request: { query: HubOilPage_Query, variables: { hubId: 42 } },
    result: {
      data: {
        hub: tabHub(42, {
          boilerDetails: boiler,
          dashboardLinks: { __typename: 'DashboardLinks', oilLevelsUrl: null },
          fuelFills: [fill('2026-11-02T10:00:00.000Z', 500), fill('2026-10-01T10:00:00.000Z', 300)],
        }),
        lookup: fuelTypeEntries,
      },
    },
  };

  it('loads both panels with one request, and a deleted fill leaves the list without asking again', async () => {
    const { sent } = renderWithProviders(
      <>
        <BoilerPanel hubId={42} />
        <FuelFillsPanel hubId={42} />
      </>,
      {
        mocks: [
          oil,
          {
            request: {
              query: FuelFillsPanel_DeleteMutation,
              variables: { hubId: 42, fillTimestamp: '2026-10-01T10:00:00.000Z' },
            },
            result: {
              data: {
                deleteFuelFill: {
                  __typename: 'DeleteFuelFillPayload',
                  deletedFillTimestamp: '2026-10-01T10:00:00.000Z',
                  message: 'Fuel fill deleted.',
                  userErrors: [],
                },
              },
            },
          },
        ],
      },
    );
    const table = await screen.findByRole('table', { name: 'Fuel fills' });
    await screen.findByRole('button', { name: 'Edit' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(sent.map((op) => op.operationName)).toEqual(['HubOilPage_Query']);
    const older = within(table).getAllByRole('button', { name: /^Delete fuel fill of / })[1]!;
    await userEvent.click(older);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('500 l')).toBeTruthy();
    expect(sent.map((op) => op.operationName)).toEqual(['HubOilPage_Query', 'FuelFillsPanel_DeleteMutation']);
  });

  it('asks before a delete in a row of its own under the fill, so every row keeps its four columns', async () => {
    const { user, sent } = renderWithProviders(<FuelFillsPanel hubId={42} />, { mocks: [oil] });
    const table = await screen.findByRole('table', { name: 'Fuel fills' });
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent);
    const rows = () => within(table).getAllByRole('row').slice(1);
    const before = rows().map(cellsOf);
    await user.click(within(table).getAllByRole('button', { name: /^Delete fuel fill of / })[0]!);
    const question = within(table).getByRole('alertdialog', { name: /^Delete the fuel fill of 2 Nov 2026/ });
    // The fills' rows are as they were (the × stays where it was); the question spans the row under the first.
    expect(
      rows()
        .filter((row) => !row.contains(question))
        .map(cellsOf),
    ).toEqual(before);
    expect(rows().indexOf(question.closest('tr')!)).toBe(1);
    expect(question.closest('td')?.getAttribute('colspan')).toBe('4');
    expect(within(question).getByRole('button', { name: 'Keep' })).toBe(document.activeElement);
    // Keep: the question goes, the focus goes back to the × it came from, and nothing was sent.
    await user.keyboard('{Enter}');
    expect(within(table).queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Delete fuel fill of 2 Nov 2026/);
    expect(rows().map(cellsOf)).toEqual(before);
    expect(sent.map((op) => op.operationName)).toEqual(['HubOilPage_Query']);
  });

  it("says each fuel fill problem beside its field, in the spec's words", async () => {
    const { user } = renderWithProviders(<FuelFillsPanel hubId={42} />, { mocks: [oil] });
    await screen.findByRole('table', { name: 'Fuel fills' });
    await user.click(screen.getByRole('button', { name: 'Add fuel fill' }));
    const form = screen.getByRole('form', { name: 'New fuel fill' });
    const amount = within(form).getByLabelText('Amount (litres)');
    await user.type(amount, '0');
    // The input is marked invalid and its message sits in the same field (ui/form's FormField).
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const field = amount.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(field).getByText('Fill amount must be a number above 0.')).toBeTruthy();
    expect(within(form).getAllByText('Fill amount must be a number above 0.')).toHaveLength(1);
    await user.clear(amount);
    expect(within(field).getByText('Fill amount must be set.')).toBeTruthy();
    await user.type(amount, '500');
    expect(within(form).queryByText('Fill amount must be set.')).toBeNull();
  });

  it('takes the focus to the date on Add fuel fill, and gives it back to Add fuel fill on Cancel', async () => {
    const { user } = renderWithProviders(<FuelFillsPanel hubId={42} />, { mocks: [oil] });
    await screen.findByRole('table', { name: 'Fuel fills' });
    await user.click(screen.getByRole('button', { name: 'Add fuel fill' }));
    const form = screen.getByRole('form', { name: 'New fuel fill' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Date and time'));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New fuel fill' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add fuel fill' }));
  });

  it('Cancel in the fuel fill asks about the fill alone, and keeps the boiler being edited beside it', async () => {
    const { user } = renderWithProviders(
      <>
        <BoilerPanel hubId={42} />
        <FuelFillsPanel hubId={42} />
      </>,
      { mocks: [oil, fuelTypes] },
    );
    await screen.findByRole('table', { name: 'Fuel fills' });
    // Untouched, each form's Cancel closes it at once.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Edit boiler' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('form', { name: 'Edit boiler' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add fuel fill' }));
    await user.click(
      within(screen.getByRole('form', { name: 'New fuel fill' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('form', { name: 'New fuel fill' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Typed in both: the fill's Cancel asks about the fill, and Discard leaves the boiler's changes held.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const boilerForm = screen.getByRole('form', { name: 'Edit boiler' });
    await user.type(within(boilerForm).getByLabelText('Model'), ' II');
    await user.click(screen.getByRole('button', { name: 'Add fuel fill' }));
    const fillForm = screen.getByRole('form', { name: 'New fuel fill' });
    await user.type(within(fillForm).getByLabelText('Amount (litres)'), '400');
    expect(unsavedWork()?.unsaved).toEqual(['the boiler details', 'the fuel fill']);
    await user.click(within(fillForm).getByRole('button', { name: 'Cancel' }));
    const question = within(fillForm).getByRole('alertdialog', {
      name: 'Discard your changes to the fuel fill?',
    });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'New fuel fill' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add fuel fill' }));
    expect(within(boilerForm).getByLabelText('Model')).toHaveProperty('value', 'Vortex Pro 26 II');
    expect(unsavedWork()?.unsaved).toEqual(['the boiler details']);

    // The boiler's own Cancel asks about the boiler details.
    await user.click(within(boilerForm).getByRole('button', { name: 'Cancel' }));
    within(boilerForm).getByRole('alertdialog', { name: 'Discard your changes to the boiler details?' });
    await user.click(within(boilerForm).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'Edit boiler' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    expect(unsavedWork()).toBeNull();
  });

  it('once changed, says every problem beside its field, and holds Save until the fill is valid', async () => {
    const { user } = renderWithProviders(<FuelFillsPanel hubId={42} />, { mocks: [oil] });
    await screen.findByRole('table', { name: 'Fuel fills' });
    await user.click(screen.getByRole('button', { name: 'Add fuel fill' }));
    const form = screen.getByRole('form', { name: 'New fuel fill' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(within(form).queryByText('Fill amount must be set.')).toBeNull();
    // Spec 1 §5 "once changed": ticking the box is a change, so the amount's message shows beside it.
    await user.click(within(form).getByText('Tank was filled'));
    const amount = within(form).getByLabelText('Amount (litres)');
    const field = amount.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(field).getByText('Fill amount must be set.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    // An emptied date and time is refused beside it.
    const when = within(form).getByLabelText('Date and time');
    await user.clear(when);
    const whenField = when.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(whenField).getByText('Fill timestamp must be set.')).toBeTruthy();
    // A fill is recorded once delivered: a date ahead is a slip, refused beside the field.
    await user.type(when, '15 Jan 2099, 09:30');
    expect(within(whenField).getByText('Fill timestamp must not be in the future.')).toBeTruthy();
    await user.clear(when);
    await user.type(when, '15 Jan 2026, 09:30');
    expect(within(form).queryByText('Fill timestamp must not be in the future.')).toBeNull();
    await user.type(amount, '654');
    expect(within(form).queryByText('Fill amount must be set.')).toBeNull();
    expect(save).toHaveProperty('disabled', false);
  });

  it('refuses a date and time it cannot read beside the field and holds Save, as the other date fields do', async () => {
    const { user, sent } = renderWithProviders(<FuelFillsPanel hubId={42} />, { mocks: [oil] });
    await screen.findByRole('table', { name: 'Fuel fills' });
    await user.click(screen.getByRole('button', { name: 'Add fuel fill' }));
    const form = screen.getByRole('form', { name: 'New fuel fill' });
    const when = within(form).getByLabelText('Date and time');
    // "2027" is a date to `new Date()` (1 Jan 2027) but not to the date field: it must not be sent as one.
    await user.clear(when);
    await user.type(when, '2027');
    await user.type(within(form).getByLabelText('Amount (litres)'), '654');
    const whenField = when.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(whenField).getByText('Date and time: write it like 20 Feb 2027, 12:36.')).toBeTruthy();
    expect(within(form).getAllByText('Date and time: write it like 20 Feb 2027, 12:36.')).toHaveLength(1);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    // Enter in a field does not send it either.
    await user.type(when, '{Enter}');
    expect(sent.map((op) => op.operationName)).not.toContain('FuelFillsPanel_AddMutation');
    // Written so it can be read, Save may go.
    await user.clear(when);
    await user.type(when, '15 Jan 2026, 09:30');
    expect(within(form).queryByText('Date and time: write it like 20 Feb 2027, 12:36.')).toBeNull();
    expect(save).toHaveProperty('disabled', false);
  });

  it('sends the fill as before and appends a refusal to the list (spec 1 §8)', async () => {
    const { user, sent } = renderWithProviders(<FuelFillsPanel hubId={42} />, {
      mocks: [
        oil,
        {
          request: { query: FuelFillsPanel_AddMutation, variables: () => true },
          result: {
            data: {
              addFuelFill: {
                __typename: 'AddFuelFillPayload',
                fuelFill: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: null,
                    message: 'A fill at that time is already recorded.',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Fuel fills' });
    await user.click(screen.getByRole('button', { name: 'Add fuel fill' }));
    const form = screen.getByRole('form', { name: 'New fuel fill' });
    const when = within(form).getByLabelText('Date and time');
    await user.clear(when);
    await user.type(when, '15 Jan 2026, 09:30');
    await user.type(within(form).getByLabelText('Amount (litres)'), '654,5');
    await user.click(within(form).getByText('Tank was filled'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A fill at that time is already recorded.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      operationName: 'FuelFillsPanel_AddMutation',
      variables: {
        hubId: 42,
        input: {
          fillTimestamp: new Date(2026, 0, 15, 9, 30).toISOString(),
          fillAmount: 654.5,
          tankFilled: true,
        },
      },
    });
    // The form stays open for another try.
    expect(screen.getByRole('form', { name: 'New fuel fill' })).toBeTruthy();
  });
});
