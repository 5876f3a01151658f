import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import HubSpendPage, { HubSpendPage_Query } from './HubSpendPage';

// ApexCharts draws with SVG measurements jsdom does not have; the chart is checked in Chromium (e2e).
vi.mock('./SpendChart', () => ({ default: () => <div role="img" aria-label="Daily spend chart" /> }));

function spend(dailyAgaCents: number, timeframe = 'LAST_14_DAYS') {
  const days = 3;
  return {
    __typename: 'HubSpend',
    hubId: 42,
    spendMode: 1,
    accuracy: 91.5,
    offset: 0,
    latestCents: 534,
    timestamp: '2026-11-21T10:58:00.000Z',
    centsPerUnit: 119.4,
    unitsPerMinute: 0.0389,
    dailyAgaCents,
    annual: {
      __typename: 'HubSpendAnnual',
      year: 2026,
      burntimeMinutes: 16838,
      units: 614.59,
      spendCents: 156967,
      savingCents: 21975,
      budgetCents: null,
    },
    period: {
      __typename: 'HubSpendPeriod',
      timeframe,
      days,
      totalCents: 1500,
      burnCents: 1500 - dailyAgaCents * days,
      agaCents: dailyAgaCents * days,
      units: 12.5,
      burntimeMinutes: 321,
      daily: [0, 1, 2].map((daysAgo) => ({
        __typename: 'HubSpendDay',
        date: `2026-11-${21 - daysAgo}`,
        daysAgo,
        totalCents: 500,
        burnCents: 500 - dailyAgaCents,
        agaCents: dailyAgaCents,
        units: 4,
        burntimeMinutes: 107,
      })),
    },
  };
}

function renderSpend(mocks: object[], route = '/hub/42/spend') {
  return renderWithProviders(
    <Routes>
      <Route path="/hub/:id/spend" element={<HubSpendPage />} />
    </Routes>,
    { route, mocks: mocks as [] },
  );
}

const query = (timeframe: string, data: object | null) => ({
  request: { query: HubSpendPage_Query, variables: { hubId: 42, timeframe } },
  result: { data: { hub: tabHub(42, { spend: data }) } },
});

describe('HubSpendPage', () => {
  it('shows money in euro with 2 decimals and hides the aga columns when there is no daily aga', async () => {
    renderSpend([query('LAST_14_DAYS', spend(0))]);
    const table = await screen.findByRole('table', { name: 'Daily spend' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Total spend', 'Burntime (min)']);
    expect(within(table).getAllByText('€5.00')).toHaveLength(3);
    // Days read in the app's one date format (ui/formatting), as every other table shows them.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['21 Nov 2026', '20 Nov 2026', '19 Nov 2026']);
    expect(screen.getByRole('region', { name: 'Spend' }).textContent).toContain('€1,569.67');
    expect(screen.getByRole('button', { name: 'Last 14 Days' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('img', { name: 'Daily spend chart' });
  });

  it('shows the aga columns when daily aga is not zero, and switches timeframe', async () => {
    const { user, sent } = renderSpend([
      query('LAST_14_DAYS', spend(150)),
      query('THIS_MONTH', spend(150, 'THIS_MONTH')),
    ]);
    const table = await screen.findByRole('table', { name: 'Daily spend' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Total spend', 'Burn spend', 'Aga spend', 'Burntime (min)']);
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(sent.map((op) => op.variables['timeframe'])).toEqual(['LAST_14_DAYS', 'THIS_MONTH']);
  });

  it('keeps the timeframe in the address, so a reload or a shared link opens on it', async () => {
    const { user, sent, path } = renderSpend(
      [query('THIS_MONTH', spend(0, 'THIS_MONTH')), query('THIS_YEAR', spend(0, 'THIS_YEAR'))],
      '/hub/42/spend?timeframe=THIS_MONTH',
    );
    await screen.findByRole('table', { name: 'Daily spend' });
    expect(screen.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'This Year' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(path()).toBe('/hub/42/spend?timeframe=THIS_YEAR');
    expect(sent.map((op) => op.variables['timeframe'])).toEqual(['THIS_MONTH', 'THIS_YEAR']);
  });

  it("says a timeframe that failed to load, instead of the previous timeframe's totals under its button", async () => {
    const { user } = renderSpend([
      query('LAST_14_DAYS', spend(0)),
      {
        request: { query: HubSpendPage_Query, variables: { hubId: 42, timeframe: 'THIS_MONTH' } },
        error: new Error('Failed to fetch'),
      },
    ]);
    await screen.findByRole('table', { name: 'Daily spend' });
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    await screen.findByText('The spend of this timeframe could not be loaded.');
    expect(screen.queryByRole('table', { name: 'Daily spend' })).toBeNull();
    // The hub's details and the timeframe buttons stay, so another timeframe can be picked.
    expect(screen.getByRole('region', { name: 'Spend' }).textContent).toContain('€1,569.67');
    expect(screen.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says "No spend data yet" for a hub without spend', async () => {
    renderSpend([query('LAST_14_DAYS', null)]);
    await screen.findByText('No spend data yet');
  });
});
