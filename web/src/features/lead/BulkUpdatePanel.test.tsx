import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import { BulkUpdatePanel, BulkUpdatePanel_Mutation, parseUids } from './BulkUpdatePanel';

const lookups = ['LEAD_STATUS', 'HEATING_SYSTEM'].map((table) => ({
  request: { query: LookupSelect_Query, variables: { table } },
  result: { data: { lookup: [{ __typename: 'LookupEntry', key: 5, description: 'On hold' }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

const answer = (applied: boolean, leads: number) => ({
  request: { query: BulkUpdatePanel_Mutation, variables: () => true },
  result: {
    data: {
      bulkUpdateLeads: {
        __typename: 'BulkUpdateLeadsPayload',
        applied,
        leads,
        changed: leads - 1,
        fields: [{ __typename: 'LeadFieldChangeCount', field: 'INSTALLATION_BATCH', changed: leads - 1 }],
        userErrors: [],
      },
    },
  },
});

describe('BulkUpdatePanel (Update Info)', { timeout: 30_000 }, () => {
  it('splits the uids on commas into numbers', () => {
    expect(parseUids(' 12, 15,,18 ')).toEqual([12, 15, 18]);
    expect(parseUids('12, x')).toBeNull();
  });

  it('starts from the ticked uids and sends numbers, the day only when filled in, and closes with the outcome', async () => {
    const onDone = vi.fn();
    const { user, sent } = renderWithProviders(
      <BulkUpdatePanel uids={[7, 9]} withBer={false} onDone={onDone} onCancel={vi.fn()} />,
      { mocks: [...lookups, answer(true, 2)] },
    );
    const uids = screen.getByLabelText('Uids');
    expect(uids).toHaveProperty('value', '7,9');
    expect(uids.getAttribute('rows')).toBe('6');
    expect(screen.queryByLabelText('Ber')).toBeNull();
    await user.type(screen.getByLabelText('Batch'), '12');
    await user.selectOptions(screen.getByLabelText('Approved'), 'true');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: true, message: 'Updated 1 of 2 leads.' }));
    const input = sent.find((op) => op.operationName === 'BulkUpdatePanel_Mutation')?.variables['input'] as {
      uids: number[];
      changes: Record<string, unknown>;
      preview: boolean;
    };
    expect(input.uids).toEqual([7, 9]);
    expect(input.preview).toBe(false);
    expect(input.changes).toMatchObject({ installationBatch: 12, approved: true, deadLead: null });
    expect('handedToInstaller' in input.changes).toBe(false);
  });

  it('previews an update of more than 200 leads before applying it', async () => {
    const onDone = vi.fn();
    const many = Array.from({ length: 250 }, (_, i) => i + 1);
    const { user, sent } = renderWithProviders(
      <BulkUpdatePanel uids={many} withBer onDone={onDone} onCancel={vi.fn()} />,
      { mocks: [...lookups, answer(false, 250), answer(true, 250)] },
    );
    await user.type(screen.getByLabelText('Batch'), '3');
    const handed = screen.getByLabelText<HTMLInputElement>('Handed To Installer');
    // A date field as every other: its hint is an example, not a date that looks filled in.
    expect(handed.placeholder).toMatch(/^e\.g\. /);
    await user.type(handed, '01/03/2020');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(/This changes 249 of 250 leads \(Batch: 249\)/);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ ok: true, message: 'Updated 249 of 250 leads.' }),
    );
    // Sent as the day, as before.
    const sentInput = sent.findLast((op) => op.operationName === 'BulkUpdatePanel_Mutation')?.variables[
      'input'
    ] as { changes: Record<string, unknown> };
    expect(sentInput.changes['handedToInstaller']).toBe('2020-03-01');
  });

  it('waits for a field to change, and for BER to fit, before Update sends anything', async () => {
    const { user, sent } = renderWithProviders(
      <BulkUpdatePanel uids={[7, 9]} withBer onDone={vi.fn()} onCancel={vi.fn()} />,
      { mocks: lookups },
    );
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update.hasAttribute('disabled')).toBe(true);
    screen.getByText('Choose at least one field to change.');
    const ber = screen.getByLabelText('Ber');
    await user.click(ber);
    await user.paste('B'.repeat(600));
    expect(screen.queryByText('Choose at least one field to change.')).toBeNull();
    expect(ber.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('BER must be at most 500 characters.');
    expect(update.hasAttribute('disabled')).toBe(true);
    await user.clear(ber);
    await user.type(ber, 'A2');
    expect(update.hasAttribute('disabled')).toBe(false);
    expect(sent.filter((op) => op.operationName === 'BulkUpdatePanel_Mutation')).toEqual([]);
  });

  it('keeps the panel open with what was typed when the update is refused, the reason beside the field', async () => {
    const onDone = vi.fn();
    const refused = {
      request: { query: BulkUpdatePanel_Mutation, variables: () => true },
      result: {
        data: {
          bulkUpdateLeads: {
            __typename: 'BulkUpdateLeadsPayload',
            applied: false,
            leads: 0,
            changed: 0,
            fields: [],
            userErrors: [
              { __typename: 'UserError', field: 'uids', message: 'Lead 9 does not exist.' },
              { __typename: 'UserError', field: null, message: 'Nothing was saved.' },
            ],
          },
        },
      },
    };
    const { user } = renderWithProviders(
      <BulkUpdatePanel uids={[7, 9]} withBer onDone={onDone} onCancel={vi.fn()} />,
      { mocks: [...lookups, refused] },
    );
    await user.type(screen.getByLabelText('Batch'), '12');
    await user.selectOptions(screen.getByLabelText('Approved'), 'true');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const uids = screen.getByLabelText('Uids');
    const field = uids.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    await within(field).findByText('Lead 9 does not exist.');
    screen.getByText('No lead was changed: Nothing was saved.');
    expect(onDone).not.toHaveBeenCalled();
    expect(uids).toHaveProperty('value', '7,9');
    expect(screen.getByLabelText('Batch')).toHaveProperty('value', '12');
    expect(screen.getByLabelText('Approved')).toHaveProperty('value', 'true');
  });
});
