// Pivots the summary's (shipment, name, count) rows into one table row per shipment and one column per
// name, in first-seen order (the upstream answers them sorted).
export interface PivotRow {
  key: string;
  label: string;
  counts: Map<string, number>;
}

export function groupRows<R>(
  rows: readonly R[],
  rowKey: (r: R) => string,
  columnKey: (r: R) => string,
  count: (r: R) => number,
): { columns: string[]; rows: PivotRow[] } {
  const columns: string[] = [];
  const byRow = new Map<string, PivotRow>();
  for (const r of rows) {
    const column = columnKey(r);
    if (!columns.includes(column)) columns.push(column);
    const key = rowKey(r);
    const row = byRow.get(key) ?? { key, label: key, counts: new Map<string, number>() };
    row.counts.set(column, (row.counts.get(column) ?? 0) + count(r));
    byRow.set(key, row);
  }
  return { columns, rows: [...byRow.values()] };
}
