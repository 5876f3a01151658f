import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import type { TickedRows } from './followTicks';
import {
  ModifyStockPanel,
  ModifyStockPanel_Apply,
  ModifyStockPanel_Preview,
  ModifyStockToggle,
  NO_HUB_IDS_MESSAGE,
} from './ModifyStockPanel';
import { unsavedWork } from '../../app/routing/unsavedWork';
import AllStockPage from './AllStockPage';
import { AllStockPage_Rows } from './allStockQuery';

const TABLES = [
  'STOCK_STATUSES',
  'STOCK_LOCATIONS',
  'STOCK_OFFICE_STATUS',
  'CUSTOMER_TYPES',
  'INSTALLATION_STATES',
  'INSTALLERS',
  'SHIPMENT',
];

const lookups = TABLES.map((table) => ({
  request: { query: LookupSelect_Query, variables: { table } },
  result: {
    data: {
      lookup:
        table === 'INSTALLATION_STATES'
          ? [
              { __typename: 'LookupEntry', key: 1, description: 'In stock' },
              { __typename: 'LookupEntry', key: 4, description: 'Installed' },
            ]
          : [{ __typename: 'LookupEntry', key: 1, description: `${table} one` }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

const plan = (missingHubIds: number[]) => ({
  __typename: 'ModifyStockPayload',
  plan: {
    __typename: 'StockModifyPlan',
    hubs: [
      {
        __typename: 'StockModifyHub',
        hubId: 1001,
        serial: 1100175,
        changes: [
          {
            __typename: 'StockFieldChange',
            field: 'stockStatusId',
            oldText: 'Installed',
            newText: 'Returned',
          },
          { __typename: 'StockFieldChange', field: 'cartonNumber', oldText: '1', newText: '99' },
          { __typename: 'StockFieldChange', field: 'dispatched', oldText: null, newText: '2025-03-04' },
        ],
      },
    ],
    missingHubIds,
    unchangedHubIds: [],
  },
  userErrors: [],
});

const preview = (missing: number[]) => ({
  request: { query: ModifyStockPanel_Preview, variables: () => true },
  result: { data: { previewStockModify: plan(missing) } },
});

describe('ModifyStockPanel', { timeout: 30_000 }, () => {
  it('starts from the ticked hubs, says the date rules and keeps Preview and Apply disabled', async () => {
    const { user } = renderWithProviders(
      <ModifyStockPanel
        ticked={{ hubIds: [1001, 1002], search: '' }}
        onApplied={vi.fn()}
        onClose={vi.fn()}
      />,
      { mocks: lookups },
    );
    const panel = screen.getByRole('region', { name: 'Modify Stock' });
    expect(within(panel).getByLabelText('Hub ids')).toHaveProperty('value', '1001, 1002');
    const state = within(panel).getByLabelText('Installation state');
    await within(state).findByRole('option', { name: 'Installed' });
    await user.selectOptions(state, 'Installed');
    await within(panel).findByText('The installation date should be set (estimate, if not known)');
    expect(within(panel).getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);
    expect(within(panel).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    within(panel).getByText('To preview, fill in or correct: Installed date.');

    await user.selectOptions(state, 'In stock');
    await user.type(within(panel).getByLabelText('Dispatched date'), '2012-02-02');
    await within(panel).findByText('The dispatched date should be real, or empty.');
    await user.clear(within(panel).getByLabelText('Hub ids'));
    await within(panel).findByText('Hub ids: give at least one hub id or serial.');
  });

  it('previews old → new and missing hubs, then says the spec’s failure when Apply fails', async () => {
    const { user } = renderWithProviders(
      <ModifyStockPanel
        ticked={{ hubIds: [1001, 999999], search: '' }}
        onApplied={vi.fn()}
        onClose={vi.fn()}
      />,
      {
        mocks: [
          ...lookups,
          preview([999999]),
          preview([]),
          {
            request: { query: ModifyStockPanel_Apply, variables: () => true },
            result: { errors: [{ message: 'Upstream down', extensions: { code: 'UPSTREAM_ERROR' } }] },
          },
        ],
      },
    );
    const panel = screen.getByRole('region', { name: 'Modify Stock' });
    await user.type(within(panel).getByLabelText('Carton'), '99');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    await within(panel).findByText('These hub ids do not exist: 999999. Remove them to apply.');
    // Lookups by name (the gateway's oldText/newText), dates in the one date format.
    within(panel).getByText(
      'Stock status: Installed → Returned; Carton: 1 → 99; Dispatched date: (none) → 4 Mar 2025',
    );
    expect(within(panel).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);

    await user.clear(within(panel).getByLabelText('Hub ids'));
    await user.type(within(panel).getByLabelText('Hub ids'), '1001');
    // A change makes the preview out of date: it goes until asked again.
    expect(within(panel).queryByRole('region', { name: 'Preview' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    await within(panel).findByText('1 hub will change');
    const apply = within(panel).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await within(panel).findByText(/^This change has failed to be Applied :-\( Go Ask .+ why/);
  });

  it('says beside Carton and Docket that they take a whole number, instead of dropping or sending it', async () => {
    const { user } = renderWithProviders(
      <ModifyStockPanel ticked={{ hubIds: [1001], search: '' }} onApplied={vi.fn()} onClose={vi.fn()} />,
      { mocks: lookups },
    );
    const panel = screen.getByRole('region', { name: 'Modify Stock' });
    await user.type(within(panel).getByLabelText('Carton'), 'abc');
    await user.type(within(panel).getByLabelText('Docket'), '12.5');
    await user.tab();
    await within(panel).findByText('Carton must be a whole number.');
    within(panel).getByText('Docket must be a whole number.');
    expect(within(panel).getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);

    await user.clear(within(panel).getByLabelText('Carton'));
    await user.type(within(panel).getByLabelText('Carton'), '12');
    await user.clear(within(panel).getByLabelText('Docket'));
    await waitFor(() => expect(within(panel).queryByText(/must be a whole number/)).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', false);
  });

  it('says beside Carton and Docket that a number past 2,147,483,647 cannot be stored, before Preview', async () => {
    // No preview mock: one sent would fail the test, as it failed staff with a raw GraphQL coercion error.
    const { user } = renderWithProviders(
      <ModifyStockPanel ticked={{ hubIds: [1001], search: '' }} onApplied={vi.fn()} onClose={vi.fn()} />,
      { mocks: lookups },
    );
    const panel = screen.getByRole('region', { name: 'Modify Stock' });
    await user.type(within(panel).getByLabelText('Carton'), '99999999999');
    await user.type(within(panel).getByLabelText('Docket'), '99999999999999999999');
    await user.tab();
    await within(panel).findByText('Carton must be at most 2,147,483,647.');
    within(panel).getByText('Docket must be at most 2,147,483,647.');
    expect(within(panel).queryByText(/must be a whole number/)).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);

    await user.clear(within(panel).getByLabelText('Carton'));
    await user.type(within(panel).getByLabelText('Carton'), '2147483647');
    await user.clear(within(panel).getByLabelText('Docket'));
    await waitFor(() => expect(within(panel).queryByText(/must be at most/)).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', false);
  });
});

describe('ModifyStockPanel following the ticked rows', { timeout: 30_000 }, () => {
  function Ticking() {
    const [ticked, setTicked] = useState<TickedRows>({ hubIds: [1001], search: 'a' });
    return (
      <>
        <button onClick={() => setTicked({ hubIds: [1001, 1003], search: 'a' })}>tick 1003</button>
        <button onClick={() => setTicked({ hubIds: [1003], search: 'a' })}>untick 1001</button>
        <button onClick={() => setTicked({ hubIds: [], search: 'b' })}>new search</button>
        <ModifyStockPanel ticked={ticked} onApplied={vi.fn()} onClose={vi.fn()} />
      </>
    );
  }

  it('adds a row ticked after it opened, takes an unticked one out and keeps the box on a new search', async () => {
    const { user } = renderWithProviders(<Ticking />, { mocks: lookups });
    const box = screen.getByLabelText('Hub ids');
    expect(box).toHaveProperty('value', '1001');
    await user.click(screen.getByRole('button', { name: 'tick 1003' }));
    expect(box).toHaveProperty('value', '1001, 1003');
    await user.click(screen.getByRole('button', { name: 'untick 1001' }));
    expect(box).toHaveProperty('value', '1003');
    await user.click(screen.getByRole('button', { name: 'new search' }));
    expect(box).toHaveProperty('value', '1003');
  });

  it('holds nothing to lose when only ticks changed the box; typed into, ticks are part of the change', async () => {
    const { user } = renderWithProviders(<Ticking />, { mocks: lookups });
    const box = screen.getByLabelText('Hub ids');
    await user.click(screen.getByRole('button', { name: 'tick 1003' }));
    await user.click(screen.getByRole('button', { name: 'untick 1001' }));
    expect(box).toHaveProperty('value', '1003');
    // The ticks stay in the list: Cancel would lose nothing, so it does not ask.
    expect(unsavedWork()).toBeNull();
    await user.type(screen.getByLabelText('Docket'), '77123');
    await user.click(screen.getByRole('button', { name: 'new search' }));
    expect(unsavedWork()?.unsaved).toEqual(['the stock change']);
  });

  it('asks before Cancel throws typed hub ids and docket away; with nothing typed it closes at once', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ModifyStockPanel onApplied={vi.fn()} onClose={onClose} />, {
      mocks: lookups,
    });
    const panel = screen.getByRole('region', { name: 'Modify Stock' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(within(panel).getByLabelText('Hub ids'), '1001');
    await user.type(within(panel).getByLabelText('Docket'), '77123');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes to the stock change?' });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(panel).getByLabelText('Docket')).toHaveProperty('value', '77123');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before the Modify Stock button, pressed again, closes a panel with something typed', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <ModifyStockToggle open={open} onToggle={() => setOpen(!open)}>
            Modify Stock
          </ModifyStockToggle>
          {open && <ModifyStockPanel onApplied={vi.fn()} onClose={() => setOpen(false)} />}
        </>
      );
    }
    const { user } = renderWithProviders(<Page />, { mocks: lookups });
    const toggle = () => screen.getByRole('button', { name: 'Modify Stock' });
    // Open and closed again with nothing typed: nothing asked.
    await user.click(toggle());
    await user.click(toggle());
    expect(screen.queryByRole('region', { name: 'Modify Stock' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(toggle());
    await user.type(screen.getByLabelText('Hub ids'), '1001');
    await user.click(toggle());
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes to the stock change?' });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.getByLabelText('Hub ids')).toHaveProperty('value', '1001');
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Modify Stock' })).toBeNull();
    expect(unsavedWork()).toBeNull();
    // Opened again: empty.
    await user.click(toggle());
    expect(screen.getByLabelText('Hub ids')).toHaveProperty('value', '');
  });

  it('opened from All Stock, has the focus in Hub ids; closed, gives it back to Modify Stock', async () => {
    const { user } = renderWithProviders(<AllStockPage />, {
      route: '/stock/all',
      mocks: [
        ...lookups,
        {
          request: { query: AllStockPage_Rows, variables: () => true },
          result: { data: { stock: { __typename: 'StockConnection', totalCount: 0, nodes: [] } } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        preview([]),
        {
          request: { query: ModifyStockPanel_Apply, variables: () => true },
          result: { data: { modifyStock: plan([]) } },
        },
      ],
    });
    await screen.findByText('Count: 0', {}, { timeout: 10_000 });
    const toggle = () => screen.getByRole('button', { name: 'Modify Stock' });
    const hubIds = () => screen.getByLabelText('Hub ids');

    await user.click(toggle());
    expect(document.activeElement).toBe(hubIds());
    // Left as it was, the empty Hub ids says nothing when the person clicks away.
    await user.click(screen.getByText('Count: 0'));
    expect(screen.queryByText(NO_HUB_IDS_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Modify Stock' })).toBeNull();
    expect(document.activeElement).toBe(toggle());

    // Cancel with something typed asks first; Discard closes it and the focus is back on the toggle.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(hubIds());
    await user.keyboard('1001');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Modify Stock' })).toBeNull();
    expect(document.activeElement).toBe(toggle());

    // Applied: the grid starts again (a new toggle) and the focus is on it.
    await user.keyboard('{Enter}');
    await user.keyboard('1001');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('1 hub will change');
    const apply = screen.getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Modify Stock' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
  });
});
