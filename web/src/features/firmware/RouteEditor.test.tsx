import { screen, waitFor, within } from '@testing-library/react';
import { serialFromHubId } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RouteEditor, RouteEditor_SaveMutation } from './RouteEditor';

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

  const fieldOf = (input: HTMLElement) =>
    input.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;

  it('names a serial with wrong check digits beside Hub ID before saving, and takes a valid serial', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const serial = serialFromHubId(1005);
    const { user } = renderWithProviders(<RouteEditor setId={2} route={route} />, {
      mocks: [
        {
          request: {
            query: RouteEditor_SaveMutation,
            variables: (variables: Record<string, unknown>) => (sent.push(variables), true),
          },
          result: {
            data: {
              saveFirmwareRoute: {
                __typename: 'FirmwareRoutePayload',
                route: { __typename: 'FirmwareRoute', ...route, ip: null, hubId: 1005, setId: 2, version: 2 },
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    const form = screen.getByRole('form', { name: 'Route 7' });
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.clear(within(form).getByLabelText('IP'));
    const hubId = within(form).getByLabelText('Hub ID');
    await user.type(hubId, '99999999');
    expect(hubId.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(fieldOf(hubId)).getByText('99999999 is not a valid serial: check its last two digits.'),
    ).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.clear(hubId);
    await user.type(hubId, String(serial));
    expect(hubId.getAttribute('aria-invalid')).not.toBe('true');
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    // Sent as typed: the gateway turns a valid serial into its hub id, as every hub box does.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: 7, input: { setId: 2, hubId: String(serial) } });
  });

  it("keeps the server's word beside Hub ID for a well-formed id with no hub", async () => {
    const { user } = renderWithProviders(<RouteEditor setId={2} route={route} />, {
      mocks: [
        {
          request: { query: RouteEditor_SaveMutation, variables: () => true },
          result: {
            data: {
              saveFirmwareRoute: {
                __typename: 'FirmwareRoutePayload',
                route: null,
                userErrors: [
                  { __typename: 'UserError', field: 'hubId', message: 'Hub 999999 does not exist.' },
                ],
              },
            },
          },
        },
      ],
    });
    const form = screen.getByRole('form', { name: 'Route 7' });
    await user.clear(within(form).getByLabelText('IP'));
    const hubId = within(form).getByLabelText('Hub ID');
    await user.type(hubId, '999999');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(hubId)).findByText('Hub 999999 does not exist.')).toBeTruthy();
  });
});
