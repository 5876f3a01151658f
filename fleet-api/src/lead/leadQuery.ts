// The SELECT and WHERE of the leads grids (spec 3 §2.2, §2.4, §3 Lead search parameters, §5). Column
// names come only from the domain's list of lead fields (never from the request), values only as
// parameters.
import {
  LEAD_FIELDS,
  LEAD_STATUS_NEW,
  LEAD_STATUS_ON_HOLD,
  installerCompanyDisplay,
  leadDay,
  leadField,
  leadValueFromText,
  type LeadView,
} from '@hub/domain';
import type { FastifyRequest } from 'fastify';
import { seesContactDetails } from '../auth/contactDetails.js';
import type { FieldError } from '../http/errors.js';
import { badRequest, forbidden } from '../http/errors.js';
import { containsPattern } from '../db/containsPattern.js';

export interface LeadSearchBody {
  leads_type?: LeadView;
  search?: Record<string, string | number | boolean> | null;
}

export type LeadRow = Record<string, unknown> & { uid: number };

// The company column is the installer's company code; the other fields are the lead's own columns.
const expression = (name: string) => (name === 'installer_company_name' ? 'c.code' : `l.${name}`);

const JOINS = `LEFT JOIN installers i ON i.installer_id = l.installerid
  LEFT JOIN companies c ON c.installer_company_id = i.installer_company_id`;
export const LEAD_FROM = `FROM leads l ${JOINS}`;

const COLUMNS = `${LEAD_FIELDS.map((f) => `${expression(f.name)} AS ${f.name}`).join(', ')}, i.installer_name`;

/** Every lead field by its upstream name, plus the installer's name for display. */
export const LEAD_SELECT = `SELECT ${COLUMNS} ${LEAD_FROM}`;

/**
 * The leads of a page whose uids `pageUids` selects (a SELECT l.uid … OFFSET … LIMIT …): the offset is
 * walked over the uids alone, in the created index, and only the page's rows are read whole, so a page
 * at the end of 100,000 leads costs about what the first does.
 */
export const leadPageSql = (pageUids: string) =>
  `SELECT ${COLUMNS} FROM (${pageUids}) page JOIN leads l ON l.uid = page.uid ${JOINS}`;

// Newest first; uid breaks ties so every row has one place in the order and offsets are stable.
export const LEAD_ORDER = 'ORDER BY l.created DESC, l.uid DESC';

/** What makes a lead belong to each view (docs/domain.md "Leads"). */
const VIEW_WHERE: Record<LeadView, string | null> = {
  all: null,
  new: `NOT l.dead_lead AND NOT l.removed AND NOT l.approved AND (l.lead_status_id IS NULL OR l.lead_status_id = ${LEAD_STATUS_NEW})`,
  unresolved: `NOT l.dead_lead AND NOT l.removed AND NOT l.approved AND l.lead_status_id NOT IN (${LEAD_STATUS_NEW}, ${LEAD_STATUS_ON_HOLD})`,
  dead: 'l.dead_lead AND NOT l.removed',
  onhold: `NOT l.dead_lead AND NOT l.removed AND l.lead_status_id = ${LEAD_STATUS_ON_HOLD}`,
};

// The company is searched as the grid shows it (HES, IES or blank), not by its code.
const COMPANY_DISPLAY = `CASE upper(c.code) WHEN 'HES0005' THEN '${installerCompanyDisplay('HES0005')}' WHEN 'HUB001' THEN '${installerCompanyDisplay('HUB001')}' ELSE '' END`;

/**
 * The conditions of a view and a column search: numbers and lookup ids equal, yes/no fields equal,
 * dates that day (date-times that day in Irish time, as a range so the index serves it), fuel type and
 * source their code, text containing the text ignoring case. Searching a contact detail needs the
 * "address" right, or the search itself would reveal what the caller may not see.
 */
export function leadWhere(
  request: FastifyRequest,
  body: LeadSearchBody,
): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const errors: FieldError[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const view = VIEW_WHERE[body.leads_type ?? 'all'];
  if (view) conditions.push(view);
  for (const [name, value] of Object.entries(body.search ?? {})) {
    const field = leadField(name);
    if (field === undefined) {
      errors.push({ field: name, message: `${name} is not a field of a lead` });
      continue;
    }
    if (typeof value === 'string' && value.trim() === '') continue;
    if (field.contact && !seesContactDetails(request))
      throw forbidden(`Searching ${name} needs the "address" right.`);
    const column = expression(name);
    if (field.type === 'dateTime' || field.type === 'date') {
      const day = typeof value === 'string' ? leadDay(value.slice(0, 10)) : null;
      if (day === null) errors.push({ field: name, message: `${name} must be a date (YYYY-MM-DD)` });
      else if (field.type === 'date') conditions.push(`${column} = ${param(day)}::date`);
      else {
        const p = param(day);
        conditions.push(
          `${column} >= (${p}::date::timestamp AT TIME ZONE 'Europe/Dublin') AND ${column} < ((${p}::date + 1)::timestamp AT TIME ZONE 'Europe/Dublin')`,
        );
      }
    } else if (field.type === 'text') {
      const target = name === 'installer_company_name' ? COMPANY_DISPLAY : column;
      conditions.push(`${target} ILIKE ${param(containsPattern(String(value)))}`);
    } else {
      const converted = leadValueFromText(field, String(value));
      if (!converted.ok || converted.value === null)
        errors.push({ field: name, message: converted.ok ? `${name} needs a value` : converted.message });
      else conditions.push(`${column} = ${param(converted.value)}`);
    }
  }
  if (errors.length > 0) throw badRequest('The search is not valid', errors);
  return { where: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`, params };
}

/** A lead's contact details (e-mail, phone, address) are null for a caller without the "address" right. */
export function visibleLeads(request: FastifyRequest, rows: LeadRow[]): LeadRow[] {
  if (seesContactDetails(request)) return rows;
  return rows.map((row) => ({ ...row, email: null, phone: null, address: null }));
}
