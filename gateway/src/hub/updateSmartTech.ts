// Smart-tech flags (spec 1 §2 State panel): only hubs on firmware 0.9.18 or newer have them. The gateway
// checks first, so an older hub gets the reason in words instead of an upstream 400.
import { supportsSmartTech } from '@hub/domain';
import type { SmartTechInput, UpdateSmartTechPayload } from '../__generated__/resolvers-types.js';
import { userErrorsOf } from '../common/userErrors.js';
import type { GatewayContext } from '../context.js';
import { hubLoaders } from './loaders.js';
import { saveSmartTech } from './rest.js';
import { toHubState } from './state.js';
import { toHubModel } from './hubModel.js';

export const SMART_TECH_NEEDS_FIRMWARE = 'Smart-tech flags need firmware 0.9.18 or newer.';

export async function updateSmartTech(
  ctx: GatewayContext,
  hubId: number,
  input: SmartTechInput,
  version?: number | null,
): Promise<UpdateSmartTechPayload> {
  const loaders = ctx.loaders(hubLoaders);
  const hub = toHubModel(await loaders.byId.load(hubId));
  if (!supportsSmartTech(hub.version?.text)) {
    return {
      state: null,
      userErrors: [{ field: null, message: SMART_TECH_NEEDS_FIRMWARE, code: 'NOT_SUPPORTED' }],
    };
  }
  const saved = await userErrorsOf(() =>
    saveSmartTech(ctx.upstream, {
      hubid: hubId,
      duty_cycle: input.dutyCycle,
      time_shaving: input.timeShaving,
      peak_temp_suppression: input.peakTempSuppression,
      // A stale copy is refused upstream (409), which stays a CONFLICT error here.
      ...(typeof version === 'number' ? { version } : {}),
    }),
  );
  if ('userErrors' in saved) return { state: null, userErrors: saved.userErrors };
  loaders.state.clear(hubId).prime(hubId, saved.value);
  return { state: toHubState(saved.value), userErrors: [] };
}
