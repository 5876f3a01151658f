import { formatDateInput, formatDateTimeInput } from '@hub/domain/dateInput';
import { format } from 'date-fns';
import { formatDate, formatDateTime } from '../formatting';
import type { GridColumn } from './types';

/** The value of a row for a column. */
export function cellValue<Row>(column: GridColumn<Row>, row: Row): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.field];
}

/** A value as the grid shows it: dates in the app's one format, lookups by name, booleans as true and false (spec 3 §3). */
export function displayText<Row>(column: GridColumn<Row>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'date':
      return column.withTime ? formatDateTime(String(value)) : formatDate(String(value));
    case 'boolean':
      return value === true || value === 'true' ? 'true' : 'false';
    case 'lookup':
      return column.options?.find((option) => option.id === Number(value))?.name ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * A value as an editor starts with it: dates as they are typed everywhere ("20 Feb 2027", "20 Feb 2027,
 * 12:36" in local time: domain/dateInput), ids as text.
 */
export function editorText<Row>(column: GridColumn<Row>, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'date' && column.withTime) {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? '' : formatDateTimeInput(format(date, "yyyy-MM-dd'T'HH:mm"));
  }
  if (column.type === 'date') return formatDateInput(String(value).slice(0, 10));
  if (column.type === 'boolean') return value === true || value === 'true' ? 'true' : 'false';
  return String(value);
}
