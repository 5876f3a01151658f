import { GraphQLError } from 'graphql';
import type { UserError } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';
import { toUserErrors } from '../common/userErrors.js';
import { toProfile } from './profile.js';
import { fetchProfile, requestToken, revokeToken } from './rest.js';
import { forgetSession, rememberSession, validatedProfile } from './session.js';

export const WRONG_CREDENTIALS = 'Wrong email or password.';

/**
 * Sign-in throttled by fleet-api (an account locked after wrong passwords, or too many attempts from the
 * client's address): an error, not a userError, so scripts can back off by its code and retryAfter.
 */
function tooManyRequests(error: UpstreamError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: error.retryAfterSeconds, upstreamStatus: 429 },
  });
}

function refused(userErrors: UserError[]) {
  return { profile: null, token: null, expiresAt: null, userErrors };
}

export const resolvers: Resolvers = {
  Query: {
    me: async (_, __, ctx) => (ctx.token ? toProfile(await validatedProfile(ctx)) : null),
  },
  Mutation: {
    login: async (_, { email, password }, ctx) => {
      if (email.trim() === '' || password === '')
        return refused([{ field: null, message: WRONG_CREDENTIALS }]);
      let issued;
      try {
        issued = await requestToken(ctx.upstream, email.trim(), password);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        if (error.code === 'UNAUTHENTICATED') return refused([{ field: null, message: WRONG_CREDENTIALS }]);
        if (error.code === 'BAD_USER_INPUT') return refused(toUserErrors(error));
        if (error.upstreamStatus === 429) throw tooManyRequests(error);
        throw error;
      }
      const profile = await fetchProfile(ctx.upstream.withToken(issued.token));
      await rememberSession(ctx.cache, issued.token, profile);
      const expiresAt = new Date(issued.expires_at);
      ctx.startSession(issued.token, expiresAt);
      return {
        profile: toProfile(profile),
        token: issued.token,
        expiresAt: expiresAt.toISOString(),
        userErrors: [],
      };
    },
    // The cookie and the cached session go first, so the browser is signed out even if the upstream
    // cannot be told; a token the upstream no longer knows is already as good as revoked.
    logout: async (_, __, ctx) => {
      if (!ctx.token) return true;
      ctx.endSession();
      await forgetSession(ctx.cache, ctx.token);
      try {
        await revokeToken(ctx.upstream);
      } catch (error) {
        if (!(error instanceof UpstreamError && error.code === 'UNAUTHENTICATED')) throw error;
      }
      return true;
    },
  },
};
