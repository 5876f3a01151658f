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
    const none = { errors: {}, waiting: [] };
    expect(searchProblem(columns, none)).toBeNull();
    expect(searchProblem(columns, { ...none, errors: { serial_no: 'Type a whole number.' } })).toBe(
      'Correct the Serial search to see the rows.',
    );
    expect(searchProblem(columns, { ...none, errors: { serial_no: 'x', city: 'y', fuel: 'z' } })).toBe(
      'Correct the City, Serial and Fuel searches to see the rows.',
    );
  });

  it('holds a search on a lookup whose names are not here yet, neither a filter nor wrong', () => {
    const searches = readGridFilters(columns, new URLSearchParams('f.status=Installed&f.city=Cork'));
    expect(searches).toMatchObject({
      filters: [{ field: 'city', value: 'Cork' }],
      errors: {},
      waiting: ['status'],
    });
    // No rows meanwhile (they would be every status's), and no "Correct the Status search".
    expect(searchProblem(columns, searches)).toBe('Loading the Status names to search by...');
    const loaded = columns.map((c) =>
      c.field === 'status' ? { ...c, options: [{ id: 4, name: 'Installed' }] } : c,
    );
    expect(readGridFilters(loaded, new URLSearchParams('f.status=Installed')).filters).toEqual([
      { field: 'status', value: 4 },
    ]);
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
