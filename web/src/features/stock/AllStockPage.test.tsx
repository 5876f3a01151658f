// Spec 2 §2: "The carton filter offers 1 to 100". A carton outside them in the address (a shared link, an
// edited URL) is said under the box and shown as given, not as "—" (no filter) over an empty list.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import AllStockPage from './AllStockPage';

describe('All Stock filter value', () => {
  it('says a carton outside 1 to 100 is one, shows it as given, and asks for no stock', async () => {
    const { sent } = renderWithProviders(<AllStockPage />, {
      route: '/stock/all?sort=CARTON_NUMBER&value=250',
    });
    const box = await screen.findByLabelText<HTMLSelectElement>('Filter value');
    expect(box.value).toBe('250');
    expect(box.selectedOptions[0]?.textContent).toBe('250');
    screen.getByText('Filter value: Choose a carton from 1 to 100.');
    screen.getByText('Correct the filter value to see the stock.');
    expect(screen.queryByText('No Stock for that criteria')).toBeNull();
    expect(screen.queryByText(/^Count:/)).toBeNull();
    expect(sent.filter((op) => op.operationName?.startsWith('AllStockPage'))).toEqual([]);
  });
});
