// Saving hub information (spec 1 §5): the same validation as the form, so a script cannot save what the
// screen would refuse; nothing is sent upstream while a message stands. Then the save-time coercions.
import { hubInformationForSave, validateHubInformation } from '@hub/domain';
import type { HubInformationInput, UpdateHubInformationPayload } from '../__generated__/resolvers-types.js';
import { toUserErrors } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
import { UpstreamError } from '../upstream/errors.js';
import { toHubInformation, toInformationBody } from './information.js';
import { hubLoaders } from './loaders.js';
import { saveInformation } from './rest.js';

export async function updateHubInformation(
  ctx: GatewayContext,
  hubId: number,
  input: HubInformationInput,
): Promise<UpdateHubInformationPayload> {
  const problems = validateHubInformation(input);
  if (problems.length > 0) return { information: null, userErrors: problems };
  let saved;
  try {
    saved = await saveInformation(ctx.upstream, hubId, toInformationBody(hubInformationForSave(input)));
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT') {
      return { information: null, userErrors: toUserErrors(error) };
    }
    throw error;
  }
  // Later fields of the same request (hub { information }) see what was saved.
  ctx.loaders(hubLoaders).information.clear(hubId).prime(hubId, saved);
  return { information: toHubInformation(saved), userErrors: [] };
}
