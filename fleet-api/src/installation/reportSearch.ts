// The WHERE clause of an installation report search (spec 2 §5 Report search). Column names come only
// from the domain's list of report columns (never from the request), values only as parameters.
import { installationReportColumn, reportDay } from '@hub/domain';
import type { FieldError } from '../http/errors.js';
import { badRequest } from '../http/errors.js';
import { containsPattern } from '../db/containsPattern.js';

export interface ReportSearchBody {
  leads_type?: 'all';
  search?: Record<string, string | number> | null;
  mprn?: string | null;
}

/**
 * The conditions of a search: number columns equal, date columns that calendar day, date-time columns
 * that day in Irish time (a range on the column, so its index serves it), text columns contain the text.
 */
export function reportWhere(body: ReportSearchBody): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const errors: FieldError[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const [name, value] of Object.entries(body.search ?? {})) {
    const column = installationReportColumn(name);
    if (column === undefined) {
      errors.push({ field: name, message: `${name} is not a column of the installation reports` });
      continue;
    }
    if (typeof value === 'string' && value.trim() === '') continue;
    if (column.type === 'number') {
      if (!Number.isSafeInteger(Number(value)) || String(value).trim() === '')
        errors.push({ field: name, message: `${name} must be a whole number` });
      else conditions.push(`${name} = ${param(Number(value))}`);
    } else if (column.type === 'date' || column.type === 'dateTime') {
      const day = typeof value === 'string' ? reportDay(value) : null;
      if (day === null) errors.push({ field: name, message: `${name} must be a date (YYYY-MM-DD)` });
      else if (column.type === 'date') conditions.push(`${name} = ${param(day)}::date`);
      else {
        const p = param(day);
        conditions.push(
          `${name} >= (${p}::date::timestamp AT TIME ZONE 'Europe/Dublin') AND ${name} < ((${p}::date + 1)::timestamp AT TIME ZONE 'Europe/Dublin')`,
        );
      }
    } else {
      const target = column.type === 'json' ? `${name}::text` : name;
      conditions.push(`${target} ILIKE ${param(containsPattern(String(value)))}`);
    }
  }
  if (errors.length > 0) throw badRequest('The search is not valid', errors);
  if (body.mprn !== null && body.mprn !== undefined && body.mprn.trim() !== '')
    conditions.push(`mprn = ${param(body.mprn.trim())}`);
  return { where: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`, params };
}
