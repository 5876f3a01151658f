import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import StockSummaryPage from './StockSummaryPage';
import { StockSummaryPage_Query } from './stockSummaryQuery';

const summary = {
  request: { query: StockSummaryPage_Query },
  result: {
    data: {
      stockSummary: {
        __typename: 'StockSummary',
        locations: [
          {
            __typename: 'StockLocationCount',
            shipmentNumber: 7,
            shipmentSize: 2500,
            location: 'Warehouse',
            unitCount: 1500,
          },
          {
            __typename: 'StockLocationCount',
            shipmentNumber: 7,
            shipmentSize: 2500,
            location: 'Office',
            unitCount: 700,
          },
        ],
        officeStatuses: [],
        installers: [],
      },
    },
  },
};

describe('Stock Summary', () => {
  it('writes its counts, totals and shipment sizes with thousands separated, as every other count', async () => {
    renderWithProviders(<StockSummaryPage />, { route: '/stock/summary', mocks: [summary] });
    const table = await screen.findByRole('table', { name: 'Stock Locations' });
    const row = within(table).getByRole('row', { name: /^7 / });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '2,500', '1,500', '700', '2,200']);
    expect(within(table).getByText('2,200', { selector: '[data-grand-total]' })).toBeTruthy();
  });
});
