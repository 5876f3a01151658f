// The access tokens screen's one request: a module of its own, so the route's loader starts it at
// navigation (once the signed-in user is known: an administrator's also brings everyone's tokens).
import { graphql } from '../../__generated__';
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
 * The screen's preload, once the signed-in user is known (their `administer` decides `everyone`, as
 * the screen does): the one request still starts before the screen's code has arrived. Asked afresh at
 * each navigation (network-only), as the screen did before it had a loader.
 */
export async function preloadAccessTokens(args: PreloadArgs) {
  const user = await args.signedInUser;
  if (!user) return null;
  const everyone = user.administer;
  return preloadScreenQuery(AccessTokensPage_Query, () => ({ everyone }), { fetchPolicy: 'network-only' })(
    args,
  );
}
