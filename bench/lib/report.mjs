// Markdown tables (printed to the console as they are, and written to bench/results.md).
export function table(columns, rows) {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const ms = (value) => (value === null || value === undefined ? '' : value.toFixed(2));
export const rate = (value) => (value === null || value === undefined ? '' : value.toFixed(0));
