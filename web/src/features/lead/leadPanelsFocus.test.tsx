// The leads grids' side panels move the focus as every inline form does (ui/form/inlineForm, formOpener):
// opened, the focus is in the panel's first field; closed, it is back on the toggle that opened it, drawn
// again in the grid's toolbar (a closing panel remounts the grid).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import { LeadsGrid_Lookups, LeadsGrid_Rows } from './leadsGridQuery';
import { MasterSheetPanel } from './MasterSheetPanel';
import { NewLeadsPanel } from './NewLeadsPanel';

const lookup = (key: number, description: string) => [{ __typename: 'LookupEntry', key, description }];
const mocks = [
  {
    request: { query: LeadsGrid_Lookups },
    result: {
      data: {
        leadStatus: lookup(1, 'New'),
        heatingSystem: lookup(1, 'Oil'),
        installers: lookup(1, 'Ann'),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: LeadsGrid_Rows, variables: () => true },
    result: { data: { leads: { __typename: 'LeadConnection', totalCount: 0, nodes: [] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  ...['LEAD_STATUS', 'HEATING_SYSTEM'].map((table) => ({
    request: { query: LookupSelect_Query, variables: { table } },
    result: { data: { lookup: lookup(1, 'New') } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  })),
];

/** The toolbar's toggle, once the grid has loaded (a grid that failed to load disables its toolbar). */
async function toggle(name: string) {
  await screen.findByText('Count: 0', {}, { timeout: 10_000 });
  return screen.getByRole('button', { name });
}

describe('the leads panels’ focus', { timeout: 30_000 }, () => {
  it('Master Sheet: Modify puts the focus in Update Info’s first field; Cancel gives it back to Modify', async () => {
    const { user } = renderWithProviders(<MasterSheetPanel />, { mocks });
    await user.click(await toggle('Modify'));
    const form = screen.getByRole('form', { name: 'Update Info' });
    expect(document.activeElement).toBe(screen.getByLabelText('Duplicate'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(form.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modify' })));
  });

  it('Leads: Add Lead and Modify each focus their first field, and give the focus back to their toggle', async () => {
    const { user } = renderWithProviders(<NewLeadsPanel />, { mocks });
    await user.click(await toggle('Add Lead'));
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add Lead' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Lead' })),
    );

    await user.click(screen.getByRole('button', { name: 'Modify' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Duplicate'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modify' })));
    // Back on the toggle, Enter opens the panel again.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Duplicate'));
  });
});
