import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import HubPairingsPage, { HubPairingsPage_Mutation, HubPairingsPage_Query } from './HubPairingsPage';

function pairing(id: number, userId: number, paired: boolean) {
  return {
    __typename: 'HubPairing',
    id,
    hubId: 42,
    created: '2026-10-04T14:25:00.000Z',
    ip: '89.100.81.134',
    pairingCode: `10000${id}`,
    userId,
    appVersion: '3.4.2',
    manufacturer: 'samsung',
    model: 'SM-S921B',
    platform: 'Android',
    version: '14',
    paired,
    canToggle: userId > 0,
  };
}

describe('HubPairingsPage', () => {
  it('colours rows by pairing state, offers the toggle only for claimed pairings and reloads after a toggle', async () => {
    const before = [pairing(1, 44721, true), pairing(2, 0, false)];
    const after = [{ ...before[0]!, paired: false }, before[1]!];
    const { user, sent } = renderWithProviders(
      <Routes>
        <Route path="/hub/:id/pairings" element={<HubPairingsPage />} />
      </Routes>,
      {
        route: '/hub/42/pairings',
        mocks: [
          {
            request: { query: HubPairingsPage_Query, variables: { hubId: 42 } },
            result: { data: { hub: tabHub(42, { pairings: before }) } },
          },
          {
            request: { query: HubPairingsPage_Mutation, variables: { hubId: 42, pairingId: 1 } },
            result: {
              data: {
                togglePairing: {
                  __typename: 'TogglePairingPayload',
                  pairing: { __typename: 'HubPairing', id: 1, paired: false },
                  userErrors: [],
                },
              },
            },
          },
          {
            request: { query: HubPairingsPage_Query, variables: { hubId: 42 } },
            result: { data: { hub: tabHub(42, { pairings: after }) } },
          },
        ],
      },
    );
    const table = await screen.findByRole('table', { name: 'Pairings' });
    const [claimed, unclaimed] = within(table).getAllByRole('row').slice(1);
    expect(claimed?.getAttribute('data-paired')).toBe('yes');
    expect(unclaimed?.getAttribute('data-paired')).toBe('no');
    expect(within(unclaimed!).queryByRole('button')).toBeNull();
    await user.click(within(claimed!).getByRole('button', { name: 'Revoke pairing 100001' }));
    // Asks first, with a readable label on the button.
    await user.click(within(claimed!).getByRole('button', { name: 'Revoke' }));
    await within(claimed!).findByRole('button', { name: 'Restore pairing 100001' });
    expect(sent.map((op) => op.operationName)).toEqual([
      'HubPairingsPage_Query',
      'HubPairingsPage_Mutation',
      'HubPairingsPage_Query',
    ]);
  });
});
