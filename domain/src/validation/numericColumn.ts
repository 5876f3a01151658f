// A decimal typed into a form, held to the numeric(precision, scale) column that stores it: past it the
// database refuses the save with a range error naming no field, so the forms and both servers say it first.

/** A numeric(precision, scale) column. */
export interface NumericColumn {
  precision: number;
  scale: number;
}

/** The first value a column cannot hold: 10^(precision − scale). */
export const numericColumnLimit = (column: NumericColumn): number => 10 ** (column.precision - column.scale);

/** Whether a value of 0 or more fits the column once rounded as stored (9999.995 is 10000.00 in (6, 2)). */
export function fitsNumericColumn(value: number, column: NumericColumn): boolean {
  const unit = 10 ** column.scale;
  return Math.round(value * unit) / unit < numericColumnLimit(column);
}
