// Searches typed one after the other, faster than the data router commits each to the URL, all land.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GridColumn } from './types';
import { useGridFilters, type GridFilters } from './useGridFilters';

type Row = { city: string; status: string };
const COLUMNS: GridColumn<Row>[] = [
  { field: 'city', header: 'City' },
  { field: 'status', header: 'Status' },
];

describe('useGridFilters', () => {
  it('keeps every search asked for in the same moment (each builds on the last, not on the URL)', async () => {
    const seen: { filters: GridFilters | null } = { filters: null };
    function Probe() {
      seen.filters = useGridFilters(COLUMNS);
      return null;
    }
    const router = createMemoryRouter([{ path: '/grid', element: <Probe /> }], {
      initialEntries: ['/grid?f.city=Cork'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      const filters = seen.filters!;
      filters.apply('status', 'Submitted');
      filters.clear('city');
      filters.apply('city', 'Galway');
    });
    expect(router.state.location.search).toBe('?f.status=Submitted&f.city=Galway');
    expect(seen.filters!.texts).toEqual({ status: 'Submitted', city: 'Galway' });
  });
});
