// Saving hub information (spec 1 §5): the same validation as the form, so a script cannot save what the
// screen would refuse; nothing is sent upstream while a message stands. Then the save-time coercions.
// A caller without the "address" right cannot see the contact details, so cannot be trusted to send
// them back: they are left out, and fleet-api keeps the stored ones in the same statement as the save.
import { hubInformationForSave, validateHubInformation } from '@hub/domain';
import type { HubInformationInput, UpdateHubInformationPayload } from '../__generated__/resolvers-types.js';
import { holdsRight } from '../auth/rights.js';
import { toUserErrors } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
import type { Modelled } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';
import { withoutContactDetails } from './contactDetails.js';
import { toHubInformation, toInformationBody } from './information.js';
import { hubLoaders } from './loaders.js';
import { saveInformation } from './rest.js';

export async function updateHubInformation(
  ctx: GatewayContext,
  hubId: number,
  input: HubInformationInput,
  version: number | null | undefined,
): Promise<Modelled<UpdateHubInformationPayload>> {
  const problems = validateHubInformation(input);
  if (problems.length > 0) return { information: null, userErrors: problems };
  const loaders = ctx.loaders(hubLoaders);
  let body = toInformationBody(hubInformationForSave(input));
  if (!(await holdsRight(ctx, 'address'))) body = withoutContactDetails(body);
  // The precondition: fleet-api refuses a stale copy with 409, which stays a CONFLICT error.
  if (typeof version === 'number') body = { ...body, version };
  let saved;
  try {
    saved = await saveInformation(ctx.upstream, hubId, body);
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT') {
      return { information: null, userErrors: toUserErrors(error) };
    }
    throw error;
  }
  // Later fields of the same request (hub { information }) see what was saved.
  loaders.information.clear(hubId).prime(hubId, saved);
  return { information: toHubInformation(saved), userErrors: [] };
}
