// One cell's change of an installation report row (spec 2 §5 inline edit): exactly one column besides
// the uid, from the domain's list of editable report columns, with a value of the column's type that keeps
// the domain's rules for the column (reportValueChecked: no date before 2014, …), as the gateway's edit.
import {
  REPORT_NUMBER_MAX,
  TEXT_CELL_MAX,
  installationReportColumn,
  reportDay,
  reportValueChecked,
  type ReportColumn,
} from '@hub/domain';
import { badRequest } from '../http/errors.js';

function checkedValue(name: string, type: string, value: string | number | null): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (type === 'number') {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0 || number > REPORT_NUMBER_MAX || String(value).trim() === '')
      throw badRequest('The change is not valid', [
        { field: name, message: `${name} must be a whole number` },
      ]);
    return number;
  }
  if (type === 'date') {
    const day = typeof value === 'string' ? reportDay(value) : null;
    if (day === null)
      throw badRequest('The change is not valid', [
        { field: name, message: `${name} must be a date (YYYY-MM-DD)` },
      ]);
    return day;
  }
  if (type === 'dateTime') {
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time))
      throw badRequest('The change is not valid', [
        { field: name, message: `${name} must be an ISO-8601 date and time` },
      ]);
    return new Date(time).toISOString();
  }
  if (typeof value !== 'string')
    throw badRequest('The change is not valid', [{ field: name, message: `${name} must be text` }]);
  if (value.length > TEXT_CELL_MAX)
    throw badRequest('The change is not valid', [
      { field: name, message: `${name} must be at most ${TEXT_CELL_MAX} characters` },
    ]);
  return value;
}

function kept(column: ReportColumn, value: number | string | null): number | string | null {
  const checked = reportValueChecked(column, value);
  if (!checked.ok)
    throw badRequest('The change is not valid', [{ field: column.name, message: checked.message }]);
  return checked.value;
}

/** The column and the value to store; 400 for anything but one editable column with a value it takes. */
export function reportChange(changes: Record<string, string | number | null>): {
  column: string;
  value: unknown;
} {
  const names = Object.keys(changes);
  if (names.length !== 1)
    throw badRequest(`A change names exactly one column besides uid, got ${names.length}`);
  const name = names[0] as string;
  const column = installationReportColumn(name);
  if (column === undefined)
    throw badRequest('The change is not valid', [
      { field: name, message: `${name} is not a column of the installation reports` },
    ]);
  if (!column.editable)
    throw badRequest('The change is not valid', [{ field: name, message: `${name} cannot be edited` }]);
  const value = checkedValue(name, column.type, changes[name] ?? null) as number | string | null;
  return { column: column.name, value: kept(column, value) };
}
