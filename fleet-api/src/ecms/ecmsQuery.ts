// The SQL of the ECMS register (spec 3 §2.5, §3 ECMS row, §5 ECMS search): the row as the grid reads it,
// the conditions of each view and of a column search. Column names come only from the domain's list of
// ECMS columns (never from the request); values only as parameters.
import { ecmsColumn, LAST_SEEN_STALE_MS } from '@hub/domain';
import type { EcmsView } from '@hub/domain';
import type { FieldError } from '../http/errors.js';
import { badRequest } from '../http/errors.js';
import { containsPattern } from '../db/containsPattern.js';

export interface EcmsSearchBody {
  ecms_type?: EcmsView;
  search?: Record<string, string | number> | null;
}

// last_seen is the hub's own (hubs.last_seen), never a copy kept in the register.
export const ECMS_FROM = `ecms e
  LEFT JOIN ecms_status s ON s.ecms_status_id = e.ecms_status_id
  LEFT JOIN hubs h ON h.hubid = e.hubid
  LEFT JOIN companies c ON c.installer_company_id = e.installer_company_id
  LEFT JOIN user_profiles p ON p.id = e.removed_by`;

export const ECMS_SELECT = `e.ecms_id, e.job_id, e.first_name, e.address_line_1, e.address_line_2,
  e.contact_mobile, s.ecms_status_text, e.ecms_status_id, e.end_time, e.mprn, e.serial_no, e.post_code,
  h.last_seen, to_char(e.date_sent, 'YYYY-MM-DD') AS date_sent, e.hub_batch, e.ei_batch, e.comment,
  c.installer_company_name AS company_name, c.code AS company_code, e.removed_at, p.email AS removed_by`;

// Newest entry of the register first; ecms_id is unique, so offsets are stable.
export const ECMS_ORDER = 'ORDER BY e.ecms_id DESC';

// What each column's search compares (docs/domain.md "ECMS views" and "ECMS search").
const SEARCHED: Record<string, string> = {
  address: `(coalesce(e.address_line_1, '') || ' ' || coalesce(e.address_line_2, ''))`,
  last_seen: 'h.last_seen',
};

/** The conditions of a view (docs/domain.md "ECMS views"); params is appended to. */
function viewCondition(view: EcmsView, param: (value: unknown) => string): string {
  switch (view) {
    case 'raw':
      return 'TRUE';
    case 'preapproved':
      return `e.removed_at IS NULL AND e.ecms_status_id IN (SELECT ecms_status_id FROM ecms_status
        WHERE regexp_replace(lower(ecms_status_text), '[^a-z]', '', 'g') = 'preapproved')`;
    case 'nogeopal':
      return 'e.removed_at IS NULL AND NOT EXISTS (SELECT 1 FROM installations i WHERE i.mprn = e.mprn)';
    case 'offline':
      return `e.removed_at IS NULL AND e.hubid IS NOT NULL
        AND (h.last_seen IS NULL OR h.last_seen < now() - make_interval(secs => ${param(LAST_SEEN_STALE_MS / 1000)}))`;
    default:
      return 'e.removed_at IS NULL';
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The WHERE clause of a view and a search: numbers equal, dates that calendar day (date-times in Irish
 * time, as a range so the column's index serves it), text contains the text ignoring case, the company
 * name matched in the companies table.
 */
export function ecmsWhere(body: EcmsSearchBody): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const errors: FieldError[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [viewCondition(body.ecms_type ?? 'all', param)];
  for (const [name, value] of Object.entries(body.search ?? {})) {
    const column = ecmsColumn(name);
    if (column === undefined) {
      errors.push({ field: name, message: `${name} is not a column of the ECMS register` });
      continue;
    }
    if (typeof value === 'string' && value.trim() === '') continue;
    const target = SEARCHED[name] ?? `e.${name}`;
    if (column.type === 'number' || column.type === 'status') {
      if (!Number.isSafeInteger(Number(value)) || String(value).trim() === '')
        errors.push({ field: name, message: `${name} must be a whole number` });
      else conditions.push(`${target} = ${param(Number(value))}`);
    } else if (column.type === 'date' || column.type === 'dateTime') {
      const day = String(value).trim();
      if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
        errors.push({ field: name, message: `${name} must be a date (YYYY-MM-DD)` });
      else if (column.type === 'date') conditions.push(`${target} = ${param(day)}::date`);
      else {
        const p = param(day);
        conditions.push(
          `${target} >= (${p}::date::timestamp AT TIME ZONE 'Europe/Dublin') AND ${target} < ((${p}::date + 1)::timestamp AT TIME ZONE 'Europe/Dublin')`,
        );
      }
    } else if (name === 'company_name') {
      conditions.push(
        `e.installer_company_id IN (SELECT installer_company_id FROM companies WHERE installer_company_name ILIKE ${param(containsPattern(String(value)))})`,
      );
    } else {
      conditions.push(`${target} ILIKE ${param(containsPattern(String(value)))}`);
    }
  }
  if (errors.length > 0) throw badRequest('The search is not valid', errors);
  return { where: `WHERE ${conditions.join(' AND ')}`, params };
}
