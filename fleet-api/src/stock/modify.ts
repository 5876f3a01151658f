// Bulk stock modify (spec 2 §2 Modify Stock, §5, §7 POST stock). The domain rules decide what is an
// error and what is dropped; this adds what the original lacked: a preview of every change (old → new)
// and of the hub ids that do not exist, one transaction for the whole batch, and a line in each
// changed hub's action log saying who changed what.
import { STOCK_NUMBER_LABELS, stockChangesForSave, validateStockModify } from '@hub/domain';
import type { StockChanges, StockChangesInput } from '@hub/domain';
import type { Queryable } from '../db/database.js';
import type { Database } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import type { FieldError } from '../http/errors.js';
import { INSTALLATION_STATE_ID, STOCK_STATUS_ID } from '../hub/hubRecord.js';
import { STOCK_SELECT } from './list.js';

/** API field (snake_case, the hub_information column) → the domain's camelCase name. */
const FIELDS = [
  ['stock_status_id', 'stockStatusId'],
  ['stock_location_id', 'stockLocationId'],
  ['stock_office_status_id', 'stockOfficeStatusId'],
  ['customer_type_id', 'customerTypeId'],
  ['installation_state_id', 'installationStateId'],
  ['installer_id', 'installerId'],
  ['shipment_number', 'shipmentNumber'],
  ['carton_number', 'cartonNumber'],
  ['stock_docket_number', 'stockDocketNumber'],
  ['installed', 'installed'],
  ['dispatched', 'dispatched'],
  ['seai_trial_group', 'seaiTrialGroup'],
] as const satisfies ReadonlyArray<readonly [string, keyof StockChangesInput]>;

export type StockField = (typeof FIELDS)[number][0];
export type StockChangesBody = Partial<Record<StockField, string | number | null>>;

export const MAX_HUBS_PER_MODIFY = 10_000;

export interface FieldChange {
  field: StockField;
  old: string | null;
  new: string;
}

export interface HubChange {
  hubid: number;
  changes: FieldChange[];
}

export interface StockModifyPlan {
  /** Hubs that exist and would change, with each field's old and new value. */
  hubs: HubChange[];
  /** Hub ids asked for that do not exist. */
  missing: number[];
  /** Hubs that exist but already hold every new value. */
  unchanged: number[];
}

function toDomain(body: StockChangesBody): StockChangesInput {
  const out: Record<string, unknown> = {};
  for (const [snake, camel] of FIELDS) if (body[snake] !== undefined) out[camel] = body[snake];
  return out as StockChangesInput;
}

function snakeOf(camel: string): string {
  return FIELDS.find(([, c]) => c === camel)?.[0] ?? camel;
}

// The id fields that point at a lookup row (hub_information's foreign keys): the table and its key.
const LOOKUPS: Partial<Record<StockField, { table: string; key: string }>> = {
  stock_status_id: { table: 'stock_statuses', key: 'stock_status_id' },
  stock_location_id: { table: 'stock_locations', key: 'stock_location_id' },
  stock_office_status_id: { table: 'stock_office_status', key: 'stock_office_status_id' },
  customer_type_id: { table: 'customer_types', key: 'customer_type_id' },
  installation_state_id: { table: 'installation_states', key: 'installation_state_id' },
  installer_id: { table: 'installers', key: 'installer_id' },
  shipment_number: { table: 'shipment', key: 'shipment_id' },
};

/** An error for each changed id that names no lookup row, with the form's label: "Stock status 999 does not exist." */
async function missingLookups(db: Queryable, changes: Array<[StockField, string]>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [field, value] of changes) {
    const lookup = LOOKUPS[field];
    if (lookup === undefined) continue;
    const rows = await db.query(`SELECT 1 FROM ${lookup.table} WHERE ${lookup.key} = $1::numeric`, [value]);
    if (rows.length > 0) continue;
    const camel = FIELDS.find(([snake]) => snake === field)![1] as keyof typeof STOCK_NUMBER_LABELS;
    errors.push({ field, message: `${STOCK_NUMBER_LABELS[camel]} ${value} does not exist.` });
  }
  return errors;
}

/**
 * The changes that survive the spec's drops, or 400 naming every wrong field at once: the spec's date
 * messages, numbers past the columns, and ids no lookup row has. A preview checks exactly what a save does,
 * so it answers the same refusals.
 */
export async function checkedChanges(
  db: Queryable,
  body: StockChangesBody,
): Promise<Array<[StockField, string]>> {
  const input = toDomain(body);
  const errors = validateStockModify(input).map((e) => ({ field: snakeOf(e.field), message: e.message }));
  const saved: StockChanges = stockChangesForSave(input);
  const out: Array<[StockField, string]> = [];
  for (const [snake, camel] of FIELDS) {
    const value = saved[camel];
    if (value !== undefined)
      out.push([snake, typeof value === 'string' ? value.slice(0, 10) : String(value)]);
  }
  // A number past the columns is named by the rule above; it has no lookup row to look for.
  const numbers = out.filter(([field]) => !errors.some((e) => e.field === field));
  errors.push(...(await missingLookups(db, numbers)));
  if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(' '), errors);
  if (out.length === 0) {
    throw badRequest('There is nothing to change: every field is empty or left as is.', [
      { field: 'changes', message: 'There is nothing to change: every field is empty or left as is.' },
    ]);
  }
  return out;
}

export async function planStockModify(
  db: Queryable,
  hubIds: number[],
  changes: Array<[StockField, string]>,
): Promise<StockModifyPlan> {
  const ids = [...new Set(hubIds)];
  const rows = await db.query<Record<string, unknown> & { hubid: number }>(
    `${STOCK_SELECT} WHERE h.hubid = ANY($1::int[]) ORDER BY h.hubid`,
    [ids],
  );
  const found = new Set(rows.map((row) => row.hubid));
  const plan: StockModifyPlan = { hubs: [], missing: ids.filter((id) => !found.has(id)), unchanged: [] };
  for (const row of rows) {
    const fieldChanges: FieldChange[] = [];
    for (const [field, value] of changes) {
      const old = row[field] === null || row[field] === undefined ? null : String(row[field]);
      if (old !== value) fieldChanges.push({ field, old, new: value });
    }
    if (fieldChanges.length > 0) plan.hubs.push({ hubid: row.hubid, changes: fieldChanges });
    else plan.unchanged.push(row.hubid);
  }
  return plan;
}

function describe(change: HubChange): string {
  return change.changes.map((c) => `${c.field} ${c.old ?? '(none)'} → ${c.new}`).join('; ');
}

/**
 * Applies a plan: every hub or none. A missing hub refuses the whole batch before anything is
 * written (staff asked for those hubs; changing only some of them would leave a half-done job).
 */
export async function applyStockModify(
  db: Database,
  hubIds: number[],
  changes: Array<[StockField, string]>,
  user: { id: number; email: string },
): Promise<StockModifyPlan> {
  return db.transaction(async (tx) => {
    const plan = await planStockModify(tx, hubIds, changes);
    if (plan.missing.length > 0) {
      const message = `No hub with id ${plan.missing.join(', ')}: nothing was changed.`;
      throw badRequest(message, [{ field: 'hubIds', message }]);
    }
    const columns: string[] = changes.map(([field]) => field);
    const values = changes.map(([, value]) => value);
    const placeholders = columns.map((_, i) => `$${i + 2}`);
    // The plan's old installation state and stock status are those the grid shows (STOCK_SELECT), which for
    // a hub with no stock location may be only the defaults (hub/hubRecord: 1 with none stored). Giving such
    // a hub a location would turn a default into no value, a change nobody asked for or saw in the preview;
    // so the value it showed, read in this statement, is stored with the location (as its hub page's Save does).
    if (columns.includes('stock_location_id'))
      for (const [column, shown] of [
        ['installation_state_id', INSTALLATION_STATE_ID],
        ['stock_status_id', STOCK_STATUS_ID],
      ] as const)
        if (!columns.includes(column)) {
          columns.push(column);
          placeholders.push(
            `(SELECT ${shown} FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid WHERE h.hubid = $1)`,
          );
        }
    const updates = columns.map((c) => `${c} = excluded.${c}`).join(', ');
    for (const hub of plan.hubs) {
      await tx.query(
        `INSERT INTO hub_information (hubid, ${columns.join(', ')}, updated) VALUES ($1, ${placeholders.join(', ')}, now())
         ON CONFLICT (hubid) DO UPDATE SET ${updates}, updated = now()`,
        [hub.hubid, ...values],
      );
      await tx.query(
        `INSERT INTO hub_action_log (hubid, type, action, userid) VALUES ($1, 'stock', $2, $3)`,
        [hub.hubid, `Stock modified by ${user.email}: ${describe(hub)}`, user.id],
      );
    }
    return plan;
  });
}

const numberish = { type: ['integer', 'string', 'null'], maxLength: 20 };

export const stockModifyBodySchema = {
  type: 'object',
  required: ['hubIds', 'changes'],
  additionalProperties: false,
  properties: {
    hubIds: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_HUBS_PER_MODIFY,
      items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
    changes: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        FIELDS.map(([snake]) => [
          snake,
          snake === 'installed' || snake === 'dispatched'
            ? { type: ['string', 'null'], maxLength: 30 }
            : numberish,
        ]),
      ),
    },
    preview: { type: 'boolean', default: false },
  },
} as const;

const hubChangeSchema = {
  type: 'object',
  required: ['hubid', 'changes'],
  properties: {
    hubid: { type: 'integer' },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'old', 'new'],
        properties: { field: { type: 'string' }, old: { type: ['string', 'null'] }, new: { type: 'string' } },
      },
    },
  },
} as const;

export const stockModifyPlanSchema = {
  type: 'object',
  required: ['hubs', 'missing', 'unchanged'],
  properties: {
    hubs: { type: 'array', items: hubChangeSchema },
    missing: { type: 'array', items: { type: 'integer' } },
    unchanged: { type: 'array', items: { type: 'integer' } },
  },
} as const;
