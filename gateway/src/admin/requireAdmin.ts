// The administer right, checked in the gateway before any upstream call so a script through GraphQL
// meets the same wall as the screen (fleet-api checks it again under /api/admin/). The three texts are
// the spec's: reading a list, opening a profile, changing anything.
import { GraphQLError } from 'graphql';
import { ADMIN_MESSAGES } from '@hub/domain';
import { validatedProfile } from '../auth/session.js';
import type { GatewayContext } from '../context.js';
import { requireSession } from '../context.js';

export type AdminAction = 'read' | 'openProfile' | 'change';

const MESSAGE: Record<AdminAction, string> = {
  read: ADMIN_MESSAGES.notAdministrator,
  openProfile: ADMIN_MESSAGES.profileScreenForbidden,
  change: ADMIN_MESSAGES.changeForbidden,
};

export async function requireAdmin(ctx: GatewayContext, action: AdminAction): Promise<void> {
  requireSession(ctx);
  const profile = await validatedProfile(ctx);
  if (profile.administer !== true) {
    throw new GraphQLError(MESSAGE[action], { extensions: { code: 'FORBIDDEN' } });
  }
}
