import { describe, expect, it } from 'vitest';
import type { GridColumn } from './types';
import { GRID_SEARCH_MAX, readGridFilters, urlGridFilters } from './urlSearches';

const columns: GridColumn<unknown>[] = [
  { field: 'city', header: 'City' },
  { field: 'serial_no', header: 'Serial', type: 'number' },
  { field: 'status', header: 'Status', type: 'lookup' },
  { field: 'fuel', header: 'Fuel', type: 'lookup', options: [{ id: 2, name: 'Oil' }] },
];

describe('the searches a URL holds for a grid', () => {
  it('converts each to its column type, under the grid prefix', () => {
    const params = new URLSearchParams('e.city=Cork&e.serial_no=12&f.city=Dublin&e.fuel=oil');
    expect(readGridFilters(columns, params, 'e.').filters).toEqual([
      { field: 'city', value: 'Cork' },
      { field: 'serial_no', value: 12 },
      { field: 'fuel', value: 2 },
    ]);
    expect(urlGridFilters(columns, params, 'e.')).toEqual(readGridFilters(columns, params, 'e.').filters);
  });

  it('leaves out a search that cannot be converted, as the grid does', () => {
    const params = new URLSearchParams('f.serial_no=abc&f.city=Cork');
    expect(urlGridFilters(columns, params)).toEqual([{ field: 'city', value: 'Cork' }]);
  });

  it("reads an older link's search longer than the box takes as the box would cut it", () => {
    const params = new URLSearchParams(`f.city=${'C'.repeat(5_000)}`);
    const { texts, filters } = readGridFilters(columns, params);
    expect(texts['city']).toHaveLength(GRID_SEARCH_MAX);
    expect(filters).toEqual([{ field: 'city', value: 'C'.repeat(GRID_SEARCH_MAX) }]);
  });

  it('gives null for a search on a lookup whose names a loader does not have', () => {
    expect(urlGridFilters(columns, new URLSearchParams('f.status=Installed'))).toBeNull();
  });
});
