import { describe, expect, it, vi } from 'vitest';
import { totalWithFirstPage } from './totalWithFirstPage';

const filters = [{ field: 'city', value: 'Cork' }];

describe('totalWithFirstPage', () => {
  it('answers the count with the next page of the same search, asked for with its total', async () => {
    const fetchPage = vi.fn(async () => ({ rows: ['a', 'b'], total: 42 }));
    const countAlone = vi.fn(async () => 0);
    const source = totalWithFirstPage(fetchPage, countAlone);
    const count = source.count(filters);
    expect(await source.fetchRows(filters, 0, 500)).toEqual(['a', 'b']);
    expect(await count).toBe(42);
    expect(fetchPage).toHaveBeenCalledWith(filters, 0, 500, true);
    // Later pages ask for rows only.
    await source.fetchRows(filters, 500, 200);
    expect(fetchPage).toHaveBeenLastCalledWith(filters, 500, 200, false);
    expect(countAlone).not.toHaveBeenCalled();
  });

  it('counts alone when the page failed, came without its total or was for another search', async () => {
    const countAlone = vi.fn(async () => 7);
    const failing = totalWithFirstPage(() => Promise.reject(new Error('offline')), countAlone);
    const first = failing.count(filters);
    await expect(failing.fetchRows(filters, 0, 500)).rejects.toThrow('offline');
    expect(await first).toBe(7);

    const withoutTotal = totalWithFirstPage(async () => ({ rows: [], total: null }), countAlone);
    const second = withoutTotal.count(filters);
    await withoutTotal.fetchRows(filters, 0, 500);
    expect(await second).toBe(7);

    const fetchPage = vi.fn(async () => ({ rows: [], total: 1 }));
    const other = totalWithFirstPage(fetchPage, countAlone);
    const third = other.count(filters);
    await other.fetchRows([], 0, 500);
    expect(fetchPage).toHaveBeenCalledWith([], 0, 500, false);
    expect(await third).toBe(7);
    expect(countAlone).toHaveBeenCalledTimes(3);
  });
});
