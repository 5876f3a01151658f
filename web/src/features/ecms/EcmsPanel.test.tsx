// The ECMS panel's Modify and Remove forms move the focus as every inline form does (ui/form/inlineForm,
// formOpener): opened, the focus is in the form's first field; closed (Cancel, or sent, which remounts the
// grid), it is back on the toolbar button that opened it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EcmsPanel } from './EcmsPanel';
import { EcmsModifyPanel_Mutation, EcmsRemovePanel_Mutation } from './ecmsOperations';
import { EcmsPanel_Rows, EcmsPanel_Statuses } from './ecmsPanelQuery';

const mocks = [
  {
    request: { query: EcmsPanel_Statuses },
    result: { data: { ecmsStatuses: [{ __typename: 'EcmsStatus', id: 1, text: 'Installed' }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: EcmsPanel_Rows, variables: () => true },
    result: { data: { ecmsRows: { __typename: 'EcmsRowConnection', totalCount: 0, nodes: [] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: EcmsRemovePanel_Mutation, variables: { input: { mprn: '10000000001' } } },
    result: {
      data: {
        removeEcmsRow: {
          __typename: 'RemoveEcmsRowPayload',
          ecmsRow: { __typename: 'EcmsRow', mprn: '10000000001', removedAt: '2026-11-20T10:00:00.000Z' },
          userErrors: [],
        },
      },
    },
  },
  {
    request: { query: EcmsModifyPanel_Mutation, variables: () => true },
    result: {
      data: {
        updateEcmsRows: {
          __typename: 'UpdateEcmsRowsPayload',
          updatedCount: 1,
          unknownMprns: [],
          userErrors: [],
        },
      },
    },
  },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('the ECMS panel’s forms', { timeout: 30_000 }, () => {
  it('put the focus in their first field, and give it back to Modify or Remove when they close', async () => {
    const { user } = renderWithProviders(<EcmsPanel />, { mocks });
    await screen.findByText('Count: 0', {}, { timeout: 10_000 });

    await user.click(button('Modify'));
    expect(document.activeElement).toBe(screen.getByLabelText('Ecms Status'));
    await user.click(button('Cancel'));
    expect(screen.queryByRole('form', { name: 'Enter ECMS data' })).toBeNull();
    expect(document.activeElement).toBe(button('Modify'));

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Ecms Status'));
    // Remove pressed while Modify is open: the focus goes into Remove's field, not back to Modify.
    await user.click(button('Remove'));
    expect(document.activeElement).toBe(screen.getByLabelText('MPRN Number'));

    // Sent with Enter: the panel closes, the grid is loaded again, and Remove (drawn again) has the focus.
    await user.keyboard('10000000001{Enter}');
    await screen.findByText('Removed MPRN 10000000001.');
    expect(screen.queryByRole('form', { name: 'Remove from the ECMS register' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('Remove')));

    // Modify sent after its question: the focus, on the page while it was sent, goes back to Modify.
    await user.click(button('Modify'));
    await user.type(screen.getByLabelText('Hub Batch Number'), '42');
    await user.type(screen.getByLabelText('Enter MPRNs'), '10000000002');
    await user.click(button('Update'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Update' }));
    await screen.findByText('Updated 1 row.');
    expect(screen.queryByRole('form', { name: 'Enter ECMS data' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('Modify')));
  });

  it('put the focus back in Modify when its send fails: on the field refused, else the first field', async () => {
    const [statuses, rows] = mocks;
    const { user } = renderWithProviders(<EcmsPanel />, {
      mocks: [
        statuses!,
        rows!,
        {
          request: { query: EcmsModifyPanel_Mutation, variables: () => true },
          error: new Error('Bad Gateway'),
        },
        {
          request: { query: EcmsModifyPanel_Mutation, variables: () => true },
          result: {
            data: {
              updateEcmsRows: {
                __typename: 'UpdateEcmsRowsPayload',
                updatedCount: 0,
                unknownMprns: [],
                userErrors: [{ __typename: 'UserError', field: 'hubBatch', message: 'No such batch.' }],
              },
            },
          },
        },
      ],
    });
    await screen.findByText('Count: 0', {}, { timeout: 10_000 });
    const update = async () => {
      await user.click(button('Update'));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Update' }));
    };

    await user.click(button('Modify'));
    await user.type(screen.getByLabelText('Hub Batch Number'), '42');
    await user.type(screen.getByLabelText('Enter MPRNs'), '10000000002');
    await update();
    await screen.findByRole('heading', { name: 'Error uploading file!' });
    // The question's Update took the focus with it; the form is still open, and has it again.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Ecms Status')));
    expect(screen.getByLabelText('Hub Batch Number')).toHaveProperty('value', '42');

    // Refused by the register: the focus is on the field its reason is beside.
    await update();
    await screen.findByText('No such batch.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Hub Batch Number')));
  });

  it('asks before Remove, Modify pressed again or Cancel drops a Modify with something typed', async () => {
    const { user } = renderWithProviders(<EcmsPanel />, { mocks });
    await screen.findByText('Count: 0', {}, { timeout: 10_000 });
    const modifyForm = () => screen.queryByRole('form', { name: 'Enter ECMS data' });

    // Nothing typed: Remove takes Modify's place at once.
    await user.click(button('Modify'));
    await user.click(button('Remove'));
    expect(modifyForm()).toBeNull();
    await user.click(button('Cancel'));

    await user.click(button('Modify'));
    await user.type(screen.getByLabelText('Hub Batch Number'), '42');
    await user.click(button('Remove'));
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes to the ECMS jobs?' });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.getByLabelText('Hub Batch Number')).toHaveProperty('value', '42');
    expect(screen.queryByRole('form', { name: 'Remove from the ECMS register' })).toBeNull();

    await user.click(button('Modify'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(modifyForm()).toBeNull();

    // Its Cancel asks the same.
    await user.click(button('Modify'));
    await user.type(screen.getByLabelText('Hub Batch Number'), '42');
    await user.click(button('Cancel'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep' }));
    expect(screen.getByLabelText('Hub Batch Number')).toHaveProperty('value', '42');
    await user.click(button('Cancel'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(modifyForm()).toBeNull();
  });
});
