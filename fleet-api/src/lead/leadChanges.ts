// POST leads (spec 3 §7): an array of change objects, each a uid and the fields it changes, applied in
// one transaction: every lead changes or none does. The grid's cell edit sends one object with one
// field; the bulk panel one object per ticked lead with the same fields. Objects that change the same
// fields to the same values are written by one UPDATE, so a bulk update of 10,000 leads is one statement.
import { leadField, leadValueFromText, withApprovalRule, type LeadValue } from '@hub/domain';
import type { FastifyRequest } from 'fastify';
import { seesContactDetails } from '../auth/contactDetails.js';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, forbidden, HttpError } from '../http/errors.js';

export type LeadChange = { uid: number } & Record<string, LeadValue>;

interface Group {
  fields: string[];
  values: LeadValue[];
  uids: number[];
}

function checkedValue(name: string, value: LeadValue): LeadValue {
  const field = leadField(name);
  if (field === undefined)
    throw badRequest('The change is not valid', [
      { field: name, message: `${name} is not a field of a lead` },
    ]);
  if (!field.editable)
    throw badRequest('The change is not valid', [{ field: name, message: `${name} cannot be changed` }]);
  if (value === null) {
    if (['duplicate', 'approved', 'dead_lead', 'removed'].includes(name))
      throw badRequest('The change is not valid', [
        { field: name, message: `${field.header} must be true or false.` },
      ]);
    return null;
  }
  const kind = typeof value;
  const expected =
    field.type === 'number' || field.type === 'lookup'
      ? 'number'
      : field.type === 'boolean'
        ? 'boolean'
        : 'string';
  if (kind !== expected)
    throw badRequest('The change is not valid', [
      { field: name, message: `${field.header} must be a ${expected}.` },
    ]);
  if (kind !== 'string') return value;
  // Text is checked as the web checks it: e-mail and Eircode formats, fuel type and source codes, days.
  const converted = leadValueFromText(field, String(value));
  if (!converted.ok)
    throw badRequest('The change is not valid', [{ field: name, message: converted.message }]);
  return converted.value;
}

/** The changes grouped by what they change, after the approval rule (spec 3 §4) and the checks. */
function groups(request: FastifyRequest, changes: readonly LeadChange[]): Group[] {
  const byKey = new Map<string, Group>();
  const contacts = seesContactDetails(request);
  for (const change of changes) {
    const { uid, ...rest } = change;
    const fields = withApprovalRule(rest);
    const names = Object.keys(fields).sort();
    if (names.length === 0) throw badRequest(`The change of lead ${uid} changes no field.`);
    if (!contacts && names.some((n) => leadField(n)?.contact))
      throw forbidden('Changing a lead\'s e-mail, phone or address needs the "address" right.');
    const values = names.map((n) => checkedValue(n, fields[n] ?? null));
    const key = JSON.stringify([names, values]);
    const group = byKey.get(key) ?? { fields: names, values, uids: [] };
    group.uids.push(uid);
    byKey.set(key, group);
  }
  return [...byKey.values()];
}

const setClause = (fields: readonly string[]) => fields.map((f, i) => `${f} = $${i + 2}`).join(', ');
const differs = (fields: readonly string[]) =>
  fields.map((f, i) => `${f} IS DISTINCT FROM $${i + 2}`).join(' OR ');

async function missingUids(db: Queryable, uids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ uid: number }>(
    'SELECT u AS uid FROM unnest($1::int[]) AS u WHERE NOT EXISTS (SELECT 1 FROM leads WHERE uid = u)',
    [uids],
  );
  return rows.map((r) => r.uid);
}

export interface ChangeAnswer {
  preview: boolean;
  /** Leads named by the changes. */
  leads: number;
  /** Leads whose stored values differ (preview: would differ) from what is sent. */
  changed: number;
  /** Per field, how many leads get a new value for it. */
  fields: Array<{ field: string; changed: number }>;
}

/**
 * Applies (or, with preview, only counts) the changes. A uid that names no lead refuses the whole
 * request (404) before anything is written; a value the database refuses (an unknown lookup id) rolls
 * back every change made before it.
 */
export async function applyLeadChanges(
  db: Database,
  request: FastifyRequest,
  changes: readonly LeadChange[],
  preview: boolean,
): Promise<ChangeAnswer> {
  const grouped = groups(request, changes);
  return db.transaction(async (tx) => {
    const uids = [...new Set(changes.map((c) => c.uid))];
    const missing = await missingUids(tx, uids);
    if (missing.length > 0)
      throw new HttpError(
        404,
        `No lead has uid ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ' …' : ''}.`,
      );
    const perField = new Map<string, number>();
    let changed = 0;
    for (const group of grouped) {
      const params = [group.uids, ...group.values];
      // Counted before the write: after it every value is the new one.
      const counts = await tx.query<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE ${differs(group.fields)})::int AS any_field,
           ${group.fields.map((f, i) => `count(*) FILTER (WHERE ${f} IS DISTINCT FROM $${i + 2})::int AS ${f}`).join(', ')}
         FROM leads WHERE uid = ANY($1::int[])`,
        params,
      );
      const row = counts[0] ?? {};
      changed += row['any_field'] ?? 0;
      for (const f of group.fields) perField.set(f, (perField.get(f) ?? 0) + (row[f] ?? 0));
      if (!preview)
        await tx.query(`UPDATE leads SET ${setClause(group.fields)} WHERE uid = ANY($1::int[])`, params);
    }
    return {
      preview,
      leads: uids.length,
      changed,
      fields: [...perField].map(([field, n]) => ({ field, changed: n })),
    };
  });
}
