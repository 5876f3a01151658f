import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import HubHealthPage, { HubHealthPage_Query } from './HubHealthPage';

function snapshot(id: number, severity: number | null) {
  return {
    __typename: 'HealthSnapshot',
    id,
    created: '2026-11-23T14:00:00.000Z',
    humidity: 48,
    rawTemp: 20.4,
    bias: -0.3,
    temperature: 20.1,
    setpoint: 21,
    heating: 'ON',
    boiler: true,
    holiday: false,
    touched: false,
    version: { __typename: 'Version', text: '1.1.4' },
    rssi: -61,
    gap: 600,
    avgWakeSecs: 22,
    uptime: 90000,
    voltage: 3950,
    current: 12,
    severity,
  };
}

describe('HubHealthPage', () => {
  // jsdom has no matchMedia: a desktop-wide window (all three column groups).
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('paints each snapshot row by its severity (spec 2 §9), over the table-wide row background', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/hub/:id/health" element={<HubHealthPage />} />
      </Routes>,
      {
        route: '/hub/42/health',
        mocks: [
          {
            request: { query: HubHealthPage_Query, variables: { id: 42, after: null } },
            result: {
              data: {
                hub: tabHub(42, {
                  health: {
                    __typename: 'HealthSnapshotConnection',
                    edges: [snapshot(1, 0), snapshot(2, 5), snapshot(3, null)].map((node) => ({
                      __typename: 'HealthSnapshotEdge',
                      node,
                    })),
                    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
                  },
                }),
              },
            },
          },
        ],
      },
    );
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-severity'));
    // The row's own style: a colour set through the row's class loses to ScrollTable's rule for every row.
    expect(rows.map((row) => row.style.background)).toEqual([
      'var(--chakra-colors-white)',
      'var(--chakra-colors-red-100)',
      'var(--chakra-colors-red-50)',
    ]);
  });
});
