// The access tokens screen's one request: a module of its own, so the route's loader starts it at
// navigation (an administrator's also brings everyone's tokens).
import { graphql } from '../../__generated__';
import { rememberedAdminister } from '../../app/auth/signedInHint';
import { preloadScreenQuery } from '../../app/routing/screenQuery';
import type { PreloadArgs } from '../../app/routing/types';

export const AccessTokensPage_TokenFields = graphql(`
  fragment AccessTokensPage_TokenFields on AccessToken {
    id
    name
    ownerName
    readOnly
    created
    expiresAt
    lastUsed
  }
`);

// One request for the screen: an administrator's also brings everyone's tokens ($everyone).
export const AccessTokensPage_Query = graphql(`
  query AccessTokensPage_Query($everyone: Boolean = false) {
    myAccessTokens {
      ...AccessTokensPage_TokenFields
    }
    allAccessTokens @include(if: $everyone) {
      ...AccessTokensPage_TokenFields
    }
  }
`);

/**
 * The screen's preload: the signed-in person's `administer` decides `everyone`, as the screen does. It is
 * taken from the signed-in hint when the last answer gave it (no wait: the request leaves with the signed-in
 * user's), else from the signed-in user's answer. A stale hint only costs the screen asking again with the
 * right variables. Asked afresh at each navigation (network-only), as the screen did before it had a loader.
 */
export async function preloadAccessTokens(args: PreloadArgs) {
  const everyone = rememberedAdminister() ?? (await args.signedInUser)?.administer;
  if (everyone === undefined) return null;
  return preloadScreenQuery(AccessTokensPage_Query, () => ({ everyone }), { fetchPolicy: 'network-only' })(
    args,
  );
}
