// Remove (spec 3 §2.5): an MPRN that is not one is said beside the field and nothing is sent; a refusal
// from the register is a non-success answer (spec 3 §8: 'Error uploading file!', 'Please contact support'),
// with the register's reason kept beside the field.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EcmsRemovePanel } from './EcmsRemovePanel';
import { EcmsRemovePanel_Mutation } from './ecmsOperations';

const refusal = {
  request: { query: EcmsRemovePanel_Mutation, variables: () => true },
  result: {
    data: {
      removeEcmsRow: {
        __typename: 'RemoveEcmsRowPayload',
        ecmsRow: null,
        userErrors: [
          { __typename: 'UserError', field: 'mprn', message: 'MPRN 99999 is not in the ECMS register.' },
        ],
      },
    },
  },
};

describe('Remove from the ECMS register', () => {
  it('refuses an MPRN that is not digits beside the field, naming it, and sends nothing', async () => {
    const { user, sent } = renderWithProviders(<EcmsRemovePanel onDone={vi.fn()} onCancel={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Remove from the ECMS register' });
    const remove = within(form).getByRole('button', { name: 'Remove' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    const mprn = within(form).getByLabelText('MPRN Number');
    await user.type(mprn, 'abc');
    expect(mprn.getAttribute('aria-invalid')).toBe('true');
    within(form).getByText('MPRN Number must be digits only.');
    expect(remove.hasAttribute('disabled')).toBe(true);
    await user.type(mprn, '{Enter}');
    expect(sent).toEqual([]);
    await user.clear(mprn);
    await user.type(mprn, '10000000001');
    expect(within(form).queryByText('MPRN Number must be digits only.')).toBeNull();
    expect(remove.hasAttribute('disabled')).toBe(false);
  });

  it("says the spec's failure text for a refusal, with the register's reason beside the field", async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<EcmsRemovePanel onDone={onDone} onCancel={vi.fn()} />, {
      mocks: [refusal],
    });
    const form = screen.getByRole('form', { name: 'Remove from the ECMS register' });
    const mprn = within(form).getByLabelText('MPRN Number');
    await user.type(mprn, '99999');
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    const alert = await within(form).findByRole('alert');
    within(alert).getByRole('heading', { name: 'Error uploading file!' });
    within(alert).getByText('Please contact support');
    const field = mprn.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    within(field).getByText('MPRN 99999 is not in the ECMS register.');
    // What was typed stays, to be corrected; changing it takes the failure away.
    expect((mprn as HTMLInputElement).value).toBe('99999');
    expect(onDone).not.toHaveBeenCalled();
    await user.type(mprn, '1');
    expect(within(form).queryByText('Error uploading file!')).toBeNull();
  });
});
