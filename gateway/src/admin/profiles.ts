// Profiles as the administration area shows them: badges, the displayed e-mail, account state.
import type { ProfileBadge } from '../__generated__/resolvers-types.js';
import { displayEmail, parseDomainRewrites } from '@hub/domain';
import type { DomainRewrites } from '@hub/domain';
import type { GatewayContext } from '../context.js';

// Parsed once per setting value, not per profile.
let parsed: { text: string; rewrites: DomainRewrites } | undefined;
function rewrites(ctx: GatewayContext): DomainRewrites {
  const text = ctx.config.emailDomainRewrites;
  if (parsed?.text !== text) parsed = { text, rewrites: parseDomainRewrites(text) };
  return parsed.rewrites;
}

export function badgesOf(profile: {
  administer: boolean;
  rights: { firmwares: boolean; address: boolean };
}): ProfileBadge[] {
  return [
    ...(profile.administer ? (['ADMINISTRATOR'] as const) : []),
    ...(profile.rights.address ? (['VIEW_ADDRESSES'] as const) : []),
    ...(profile.rights.firmwares ? (['RELEASE_FIRMWARE'] as const) : []),
  ];
}

export function emailShown(ctx: GatewayContext, email: string): string {
  return displayEmail(email, rewrites(ctx));
}
