// A bulk change of ECMS rows overwrites every MPRN listed and has no undo: it asks first (ui/ConfirmAction).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EcmsModifyPanel } from './EcmsModifyPanel';
import { EcmsModifyPanel_Mutation } from './ecmsOperations';

describe('Enter ECMS data', () => {
  it('asks before setting the values on the MPRNs listed, and sends nothing on Keep', async () => {
    const onDone = vi.fn();
    const { user, sent } = renderWithProviders(
      <EcmsModifyPanel
        mprns={['10000000001', '10000000002']}
        statuses={[]}
        onDone={onDone}
        onCancel={vi.fn()}
      />,
      {
        mocks: [
          {
            request: { query: EcmsModifyPanel_Mutation, variables: () => true },
            result: {
              data: {
                updateEcmsRows: {
                  __typename: 'UpdateEcmsRowsPayload',
                  updatedCount: 2,
                  unknownMprns: [],
                  userErrors: [],
                },
              },
            },
          },
        ],
      },
    );
    const form = screen.getByRole('form', { name: 'Enter ECMS data' });
    await user.type(within(form).getByLabelText('Hub Batch Number'), '4242');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    const question = within(form).getByRole('alertdialog', {
      name: 'Set these values on the 2 MPRNs listed? This cannot be undone.',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(sent).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await user.click(within(within(form).getByRole('alertdialog')).getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ updatedCount: 2 })));
    expect(sent.map((op) => op.operationName)).toEqual(['EcmsModifyPanel_Mutation']);
    expect(sent[0]!.variables).toMatchObject({
      input: { hubBatch: '4242', mprns: '10000000001, 10000000002' },
    });
  });
});
