import { describe, expect, it } from 'vitest';
import type { GridColumn } from './types';
import { GRID_SEARCH_MAX, readGridFilters, searchProblem, urlGridFilters } from './urlSearches';

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

  it('asks for nothing while a search cannot be converted, as the grid shows no rows then', () => {
    const params = new URLSearchParams('f.serial_no=abc&f.city=Cork');
    expect(urlGridFilters(columns, params)).toBeNull();
  });

  it('names the searches that cannot be read, for the grid to say in place of its rows', () => {
    expect(searchProblem(columns, {})).toBeNull();
    expect(searchProblem(columns, { serial_no: 'Type a whole number.' })).toBe(
      'Correct the Serial search to see the rows.',
    );
    expect(searchProblem(columns, { serial_no: 'x', city: 'y', fuel: 'z' })).toBe(
      'Correct the City, Serial and Fuel searches to see the rows.',
    );
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
