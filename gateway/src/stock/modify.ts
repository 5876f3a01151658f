// Bulk stock modify: the same checks as the panel (domain/), so a script cannot send what the screen
// would refuse; then the upstream previews or applies it (all hubs or none).
import { parseHubIdList, serialFromHubId, stockChangesForSave, validateStockModify } from '@hub/domain';
import type { StockChanges, StockChangesInput as DomainChanges } from '@hub/domain';
import type { ModifyStockInput, StockChangesInput } from '../__generated__/resolvers-types.js';
import { toUserErrors } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
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

function toRestChanges(saved: StockChanges): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const [, domain, rest] of FIELDS) {
    const value = saved[domain];
    if (value !== undefined) out[rest] = value;
  }
  return out;
}

function toPlan(plan: StockModifyPlanRow) {
  return {
    hubs: plan.hubs.map((hub) => ({
      hubId: hub.hubid,
      serial: serialFromHubId(hub.hubid),
      changes: hub.changes.map((change) => ({ ...change, field: inputFieldOf(change.field) })),
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
    return { plan: toPlan(plan), userErrors: [] };
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT') {
      return {
        plan: null,
        userErrors: toUserErrors(error).map((e) => ({
          ...e,
          field: e.field === null || e.field === 'hubIds' ? e.field : `changes.${inputFieldOf(e.field)}`,
        })),
      };
    }
    throw error;
  }
}
