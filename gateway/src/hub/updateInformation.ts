// Saving hub information (spec 1 §5): the same validation as the form, so a script cannot save what the
// screen would refuse; nothing is sent upstream while a message stands. Then the save-time coercions.
// A caller without the "address" right cannot see the contact details, so cannot be trusted to send
// them back: they are left out, and fleet-api keeps the stored ones in the same statement as the save.
//
// Every field of HubInformationInput is optional and a field left out keeps its stored value, but the
// fleet API's PUT replaces the whole record (a field missing from its body is cleared). So a partial
// input is merged over the stored record first, and saved with the version read: a change made between
// the read and the save is never overwritten with the stale copy, but refused as CONFLICT (read again and
// repeat), so a save costs at most two calls. The editor sends every field, and then nothing is read.
import { hubInformationForSave, validateHubInformation } from '@hub/domain';
import type { HubInformationInput, UpdateHubInformationPayload } from '../__generated__/resolvers-types.js';
import { holdsRight } from '../auth/rights.js';
import { userErrorsOf } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
import type { Modelled } from '../graphql/resolverTypes.js';
import { withoutContactDetails } from './contactDetails.js';
import { toHubInformation, toInformationBody } from './information.js';
import { fetchInformation, saveInformation } from './rest.js';
import { hubLoaders } from './loaders.js';

/** Every input field (the compiler insists on each), all named as on HubInformation. */
export const INFORMATION_INPUT_FIELDS = Object.keys({
  name: true,
  address: true,
  city: true,
  postcode: true,
  country: true,
  contactPhone: true,
  contactMobile: true,
  contactEmail: true,
  contactNote: true,
  shipmentNumber: true,
  cartonNumber: true,
  stockStatusId: true,
  stockLocationId: true,
  stockOfficeStatusId: true,
  customerTypeId: true,
  installationStateId: true,
  dispatched: true,
  installed: true,
  installerId: true,
  stockDocketNumber: true,
  seaiTrialGroup: true,
} satisfies Record<keyof HubInformationInput, true>) as ReadonlyArray<keyof HubInformationInput>;

interface Stored {
  information: HubInformationInput;
  version: number;
}

function isComplete(input: HubInformationInput): boolean {
  return INFORMATION_INPUT_FIELDS.every((field) => field in input);
}

/** The stored record with the given fields over it; an explicit null in the input stays null. */
function mergeOver(stored: HubInformationInput, input: HubInformationInput): HubInformationInput {
  const merged: Record<string, unknown> = {};
  for (const field of INFORMATION_INPUT_FIELDS) merged[field] = field in input ? input[field] : stored[field];
  return merged as HubInformationInput;
}

async function readStored(ctx: GatewayContext, hubId: number): Promise<Stored> {
  const stored = toHubInformation(await fetchInformation(ctx.upstream, hubId));
  const information: Record<string, unknown> = {};
  for (const field of INFORMATION_INPUT_FIELDS) information[field] = stored[field];
  return { information: information as HubInformationInput, version: stored.version };
}

export async function updateHubInformation(
  ctx: GatewayContext,
  hubId: number,
  input: HubInformationInput,
  version: number | null | undefined,
): Promise<Modelled<UpdateHubInformationPayload>> {
  const stored = isComplete(input) ? null : await readStored(ctx, hubId);
  const information = stored ? mergeOver(stored.information, input) : input;
  const problems = validateHubInformation(information);
  if (problems.length > 0) return { information: null, userErrors: problems };
  let body = toInformationBody(hubInformationForSave(information));
  if (!(await holdsRight(ctx, 'address'))) body = withoutContactDetails(body);
  // The precondition: fleet-api refuses a stale copy with 409, which stays a CONFLICT error. Without the
  // caller's version, the version read for the merge guards the merge itself.
  const precondition = typeof version === 'number' ? version : stored?.version;
  if (precondition !== undefined) body = { ...body, version: precondition };
  const saved = await userErrorsOf(() => saveInformation(ctx.upstream, hubId, body));
  if ('userErrors' in saved) return { information: null, userErrors: saved.userErrors };
  // Later fields of the same request (hub { information }) see what was saved.
  ctx.loaders(hubLoaders).information.clear(hubId).prime(hubId, saved.value);
  return { information: toHubInformation(saved.value), userErrors: [] };
}
