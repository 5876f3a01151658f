// Bulk stock modify: the same checks as the panel (domain/), so a script cannot send what the screen
// would refuse; then the upstream previews or applies it (all hubs or none).
import { parseHubIdList, serialFromHubId, stockChangesForSave, validateStockModify } from '@hub/domain';
import type { StockChanges, StockChangesInput as DomainChanges } from '@hub/domain';
import type { LookupTable, ModifyStockInput, StockChangesInput } from '../__generated__/resolvers-types.js';
import { toUserErrors } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
import { lookupTable } from '../lookup/lookups.js';
import { UpstreamError } from '../upstream/errors.js';
import { postStockModify } from './rest.js';
import type { StockModifyPlanRow } from './rest.js';

// GraphQL input field ↔ domain field ↔ REST field.
const FIELDS = [
  ['stockStatusId', 'stockStatusId', 'stock_status_id'],
  ['stockLocationId', 'stockLocationId', 'stock_location_id'],
  ['officeStatusId', 'stockOfficeStatusId', 'stock_office_status_id'],
  ['customerTypeId', 'customerTypeId', 'customer_type_id'],
  ['installationStateId', 'installationStateId', 'installation_state_id'],
  ['installerId', 'installerId', 'installer_id'],
  ['shipmentNumber', 'shipmentNumber', 'shipment_number'],
  ['cartonNumber', 'cartonNumber', 'carton_number'],
  ['stockDocketNumber', 'stockDocketNumber', 'stock_docket_number'],
  ['installed', 'installed', 'installed'],
  ['dispatched', 'dispatched', 'dispatched'],
  ['seaiTrialGroup', 'seaiTrialGroup', 'seai_trial_group'],
] as const satisfies ReadonlyArray<readonly [keyof StockChangesInput, keyof DomainChanges, string]>;

function toDomain(changes: StockChangesInput): DomainChanges {
  const out: Record<string, unknown> = {};
  for (const [input, domain] of FIELDS) out[domain] = changes[input] ?? null;
  return out as DomainChanges;
}

function inputFieldOf(name: string): string {
  const row = FIELDS.find(([, domain, rest]) => domain === name || rest === name);
  return row ? row[0] : name;
}

/**
 * The input field of an upstream refusal (already camelCase): `hubIds` and `changes` (nothing to change) as
 * they are, a change's field (`stockStatusId`, or `changes.stockStatusId` from the body's schema) under
 * `changes`.
 */
function inputOfUpstream(field: string | null): string | null {
  if (field === null || field === 'hubIds' || field === 'changes') return field;
  return `changes.${inputFieldOf(field.replace(/^changes\./, ''))}`;
}

function toRestChanges(saved: StockChanges): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const [, domain, rest] of FIELDS) {
    const value = saved[domain];
    if (value !== undefined) out[rest] = value;
  }
  return out;
}

// The id fields and the lookup that names their values: a preview reads "Stock status: Installed →
// Returned", not "4 → 5".
const NAMED_BY: Partial<Record<keyof StockChangesInput, LookupTable>> = {
  stockStatusId: 'STOCK_STATUSES',
  stockLocationId: 'STOCK_LOCATIONS',
  officeStatusId: 'STOCK_OFFICE_STATUS',
  customerTypeId: 'CUSTOMER_TYPES',
  installationStateId: 'INSTALLATION_STATES',
  installerId: 'INSTALLERS',
};

/** Each named field's id → name, for the lookups the plan's changes need (cached tables). */
async function namesFor(ctx: GatewayContext, fields: ReadonlySet<string>) {
  const names = new Map<string, Map<string, string>>();
  await Promise.all(
    Object.entries(NAMED_BY)
      .filter(([field]) => fields.has(field))
      .map(async ([field, table]) => {
        const entries = await lookupTable(ctx, table);
        names.set(field, new Map(entries.map((entry) => [String(entry.key), entry.description])));
      }),
  );
  return (field: string, value: string | null) =>
    value === null ? null : (names.get(field)?.get(value) ?? value);
}

async function toPlan(ctx: GatewayContext, plan: StockModifyPlanRow) {
  const hubs = plan.hubs.map((hub) => ({
    hubId: hub.hubid,
    serial: serialFromHubId(hub.hubid),
    changes: hub.changes.map((change) => ({ ...change, field: inputFieldOf(change.field) })),
  }));
  const textOf = await namesFor(ctx, new Set(hubs.flatMap((hub) => hub.changes.map((c) => c.field))));
  return {
    hubs: hubs.map((hub) => ({
      ...hub,
      changes: hub.changes.map((c) => ({
        ...c,
        oldText: textOf(c.field, c.old),
        newText: textOf(c.field, c.new) ?? c.new,
      })),
    })),
    missingHubIds: plan.missing,
    unchangedHubIds: plan.unchanged,
  };
}

export async function modifyStock(ctx: GatewayContext, input: ModifyStockInput, preview: boolean) {
  const { hubIds, invalid } = parseHubIdList(input.hubIds);
  const userErrors = validateStockModify(toDomain(input.changes)).map((e) => ({
    field: `changes.${inputFieldOf(e.field)}`,
    message: e.message,
  }));
  if (invalid.length > 0)
    userErrors.unshift({ field: 'hubIds', message: `Not a hub id or serial: ${invalid.join(', ')}` });
  else if (hubIds.length === 0)
    userErrors.unshift({ field: 'hubIds', message: 'Enter at least one hub id.' });
  if (userErrors.length > 0) return { plan: null, userErrors };
  try {
    const changes = toRestChanges(stockChangesForSave(toDomain(input.changes)));
    const plan = await postStockModify(ctx.upstream, { hubIds, changes, preview });
    return { plan: await toPlan(ctx, plan), userErrors: [] };
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT') {
      return {
        plan: null,
        userErrors: toUserErrors(error).map((e) => ({ ...e, field: inputOfUpstream(e.field) })),
      };
    }
    throw error;
  }
}
