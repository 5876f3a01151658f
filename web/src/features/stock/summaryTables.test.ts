import { describe, expect, it } from 'vitest';
import { groupRows } from './summaryTables';

describe('groupRows', () => {
  it('pivots (shipment, name, count) rows into a row per shipment and a column per name', () => {
    const rows = [
      { shipment: '1', name: 'Dublin', n: 3 },
      { shipment: '1', name: 'Cork', n: 2 },
      { shipment: '2', name: 'Dublin', n: 5 },
    ];
    const table = groupRows(
      rows,
      (r) => r.shipment,
      (r) => r.name,
      (r) => r.n,
    );
    expect(table.columns).toEqual(['Dublin', 'Cork']);
    expect(table.rows.map((r) => [r.key, Object.fromEntries(r.counts)])).toEqual([
      ['1', { Dublin: 3, Cork: 2 }],
      ['2', { Dublin: 5 }],
    ]);
  });
});
