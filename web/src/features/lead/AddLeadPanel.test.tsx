import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import { AddLeadPanel, AddLeadPanel_Mutation, addedOutcome } from './AddLeadPanel';
import { PanelOutcome } from './PanelOutcome';

const lookups = ['LEAD_STATUS', 'HEATING_SYSTEM'].map((table) => ({
  request: { query: LookupSelect_Query, variables: { table } },
  result: { data: { lookup: [{ __typename: 'LookupEntry', key: 1, description: 'New' }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

const RIGHT = 'Adding or importing leads needs the "address" right (they are customer contact details).';

describe('AddLeadPanel', { timeout: 30_000 }, () => {
  it('says which right is missing when the API refuses the lead (FORBIDDEN), not only "no rights"', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<AddLeadPanel onDone={onDone} onCancel={vi.fn()} />, {
      mocks: [
        ...lookups,
        {
          request: { query: AddLeadPanel_Mutation, variables: () => true },
          result: {
            errors: [new GraphQLError(RIGHT, { extensions: { code: 'FORBIDDEN', upstreamStatus: 403 } })],
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('Full Name'), 'Gráinne Test');
    await user.type(screen.getByLabelText('Email'), 'grainne@example.ie');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`The lead was not saved: ${RIGHT}`);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancel closes at once when nothing is typed, and asks before throwing a typed lead away', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<AddLeadPanel onDone={vi.fn()} onCancel={onCancel} />, {
      mocks: lookups,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Full Name'), 'Gráinne Test');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes to the new lead?' });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Gráinne Test');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('says where an added lead is: approved, it is in none of the views, so a link opens it on the Master Sheet', () => {
    renderWithProviders(<PanelOutcome outcome={addedOutcome(2774)} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(
      'Lead 2774 added. It is approved, so it is listed on the Master Sheet',
    );
    expect(
      screen.getByRole('link', { name: 'Open lead 2774 on the Master Sheet' }).getAttribute('href'),
    ).toBe('/mastersheet?panel=master&m.uid=2774');
  });
});
