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

  it('takes Date Sent in a date field whose hint cannot be taken for a value, and sends the day', async () => {
    const onDone = vi.fn();
    const { user, sent } = renderWithProviders(
      <EcmsModifyPanel mprns={['10000000001']} statuses={[]} onDone={onDone} onCancel={vi.fn()} />,
      {
        mocks: [
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
        ],
      },
    );
    const form = screen.getByRole('form', { name: 'Enter ECMS data' });
    const dateSent = within(form).getByLabelText<HTMLInputElement>('Date Sent');
    // An empty box shows no date: its hint says it is an example.
    expect(dateSent.value).toBe('');
    expect(dateSent.placeholder).toMatch(/^e\.g\. /);
    // What cannot be read is said beside the field, and nothing can be sent.
    await user.type(dateSent, 'last Tuesday');
    await user.tab();
    expect(within(form).getByText('Date Sent: write it like 20 Feb 2027.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Update' })).toHaveProperty('disabled', true);
    // Typed the Irish way, it reads back so and is sent as the day, as before.
    await user.clear(dateSent);
    await user.type(dateSent, '28 Dec 2019');
    await user.tab();
    expect(dateSent.value).toBe('28 Dec 2019');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await user.click(within(within(form).getByRole('alertdialog')).getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]!.variables).toMatchObject({ input: { dateSent: '2019-12-28', mprns: '10000000001' } });
  });

  it('checks the form before asking: nothing to set, no MPRNs or a batch that is not a number cannot be confirmed', async () => {
    const { user, sent } = renderWithProviders(
      <EcmsModifyPanel mprns={[]} statuses={[]} onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    const form = screen.getByRole('form', { name: 'Enter ECMS data' });
    const update = within(form).getByRole('button', { name: 'Update' });
    // Nothing filled: nothing to ask about.
    expect(update).toHaveProperty('disabled', true);
    // Any one value would do: no field is named as missing for it.
    within(form).getByText('Choose a status or fill in a value to change.');
    within(form).getByText('To update, fill in or correct: Enter MPRNs.');
    await user.type(within(form).getByLabelText('Hub Batch Number'), 'abc');
    await user.type(within(form).getByLabelText('Enter MPRNs'), 'abc, 10000000001');
    await user.tab();
    within(form).getByText('Hub Batch Number must be a whole number.');
    // Not a meter number: named before the confirmation would count it.
    within(form).getByText('An MPRN is a number: abc is not.');
    await user.clear(within(form).getByLabelText('Enter MPRNs'));
    await user.type(within(form).getByLabelText('Enter MPRNs'), '10000000001');
    expect(within(form).queryByText('Choose a status or fill in a value to change.')).toBeNull();
    expect(update).toHaveProperty('disabled', true);
    await user.click(update);
    expect(within(form).queryByRole('alertdialog')).toBeNull();
    // Corrected, it asks.
    await user.clear(within(form).getByLabelText('Hub Batch Number'));
    await user.type(within(form).getByLabelText('Hub Batch Number'), '12');
    await user.click(update);
    within(form).getByRole('alertdialog', {
      name: 'Set these values on the MPRN listed? This cannot be undone.',
    });
    expect(sent).toEqual([]);
  });
});
