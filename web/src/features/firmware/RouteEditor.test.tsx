import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RouteEditor } from './RouteEditor';

const route = { id: 7, ip: '81.17.240.0/24', hubId: null, firmwareId: null, force: false, comment: 'Office' };

describe('firmware route editor', () => {
  it('disables Save until changed, and while not exactly one of IP, Hub ID, Firmware ID is valid', async () => {
    const { user } = renderWithProviders(<RouteEditor setId={2} route={route} />);
    const form = screen.getByRole('form', { name: 'Route 7' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    // A hint that reads as a hint, not grey data.
    expect(within(form).getByLabelText('IP')).toHaveProperty('placeholder', 'e.g. 81.17.240.0/24');
    await user.type(within(form).getByLabelText('Hub ID'), '1001');
    expect(within(form).getByText('Only one of IP, Hub ID or Firmware ID may be set')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.clear(within(form).getByLabelText('IP'));
    expect(save).toHaveProperty('disabled', false);
    await user.clear(within(form).getByLabelText('Hub ID'));
    expect(within(form).getByText('One of IP, Hub ID or Firmware ID must be set')).toBeTruthy();
    await user.type(within(form).getByLabelText('IP'), '81.17.240.7/24');
    expect(within(form).getByText(/IPv4 address or subnet/)).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
  });
});
