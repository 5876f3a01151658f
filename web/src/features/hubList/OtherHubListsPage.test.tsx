import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import {
  NewHubsPage,
  NewHubsPage_Query,
  ProblemHubsPage,
  ProblemHubsPage_Query,
  WiresChangedHubsPage,
  WiresChangedHubsPage_Query,
} from './OtherHubListsPage';
import { hub } from './hubRow.fixture';
import { WithVirtualRows } from '../../ui/grid/WithVirtualRows';

// The lists are virtual: jsdom has no layout, so the viewport and row sizes are given.
const render = (screenElement: ReactNode, mock: unknown) =>
  renderWithProviders(<WithVirtualRows>{screenElement}</WithVirtualRows>, {
    route: '/hubs',
    mocks: [mock as never],
  });

describe('New, Problem and Wires Changed hubs', () => {
  it('New Hubs says how many rows it lists', async () => {
    render(<NewHubsPage />, {
      request: { query: NewHubsPage_Query },
      result: { data: { newHubs: [hub(1), hub(2), hub(3)] } },
    });
    await screen.findByText('Hub 1');
    expect(screen.getByText('3 hubs')).toBeDefined();
  });

  it('Problem Hubs says how many, and that the list stops at its limit', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      ...hub(i + 1),
      problemReasons: [{ __typename: 'ProblemReason', code: 'GAP', text: 'Gap 2400 s (over 1800 s)' }],
    }));
    render(<ProblemHubsPage />, {
      request: { query: ProblemHubsPage_Query },
      result: { data: { problemHubs: many } },
    });
    await screen.findByText('Hub 1');
    expect(screen.getByText('500 hubs (the first 500 are listed)')).toBeDefined();
  }, 30_000);

  it('Wires Changed says how many, the wire mode now and when it changed', async () => {
    render(<WiresChangedHubsPage />, {
      request: { query: WiresChangedHubsPage_Query },
      result: {
        data: {
          wiresChangedHubs: [{ ...hub(7), wires: 3, wiresChanged: '2027-02-20T12:36:00Z' }],
        },
      },
    });
    await screen.findByText('Hub 7');
    expect(screen.getByText('1 hub')).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'Wires now' })).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'Wires changed' })).toBeDefined();
    const row = screen.getByText('Hub 7').closest('tr')!;
    expect(row.textContent).toContain('20 Feb 2027');
    expect(row.textContent).toContain('3');
  });
});
