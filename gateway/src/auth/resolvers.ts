import { ADMIN_MESSAGES, validateNewPassword } from '@hub/domain';
import { GraphQLError } from 'graphql';
import type { UserError } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import type { IssuedToken } from './rest.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';
import { toUserErrors } from '../common/userErrors.js';
import { toProfile } from './profile.js';
import { changePassword, fetchProfile, requestToken, revokeToken } from './rest.js';
import { rememberSession, revokeSession, validatedProfile } from './session.js';

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

function refused(userErrors: UserError[], passwordChangeRequired = false) {
  return { profile: null, token: null, expiresAt: null, userErrors, passwordChangeRequired };
}

// A refused sign-in as the person should read it. A one-time password is right but only opens the
// change-password step; a disabled account is said only to someone who knew the password.
async function signIn(ctx: GatewayContext, issue: () => Promise<IssuedToken>) {
  let issued;
  try {
    issued = await issue();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.code === 'UNAUTHENTICATED')
      return refused([{ field: null, message: WRONG_CREDENTIALS, code: 'UNAUTHENTICATED' }]);
    if (error.code === 'FORBIDDEN' && error.message === ADMIN_MESSAGES.passwordChangeRequired)
      return refused([{ field: null, message: error.message, code: 'UNAUTHENTICATED' }], true);
    if (error.code === 'FORBIDDEN' && error.message === ADMIN_MESSAGES.accountDisabled)
      return refused([{ field: null, message: error.message, code: 'UNAUTHENTICATED' }]);
    if (error.code === 'BAD_USER_INPUT') return refused(toUserErrors(error));
    if (error.upstreamStatus === 429) throw tooManyRequests(error);
    throw error;
  }
  const profile = await fetchProfile(ctx.upstream.withToken(issued.token));
  const expiresAt = new Date(issued.expires_at);
  await rememberSession(ctx, issued.token, profile, expiresAt);
  ctx.startSession(issued.token, expiresAt);
  return {
    profile: toProfile(profile),
    token: issued.token,
    expiresAt: expiresAt.toISOString(),
    userErrors: [],
    passwordChangeRequired: false,
  };
}

export const resolvers: Resolvers = {
  Query: {
    me: async (_, __, ctx) => (ctx.token ? toProfile(await validatedProfile(ctx)) : null),
  },
  Mutation: {
    // `input` is the shape every mutation has; the bare email/password arguments stay (deprecated) for
    // the scripts written against them.
    login: async (_, args, ctx) => {
      const email = args.input?.email ?? args.email ?? '';
      const password = args.input?.password ?? args.password ?? '';
      if (email.trim() === '' || password === '')
        return refused([{ field: null, message: WRONG_CREDENTIALS, code: 'UNAUTHENTICATED' }]);
      return signIn(ctx, () => requestToken(ctx.upstream, email.trim(), password));
    },
    changePassword: async (_, { input }, ctx) => {
      const { email, currentPassword, newPassword } = input;
      if (email.trim() === '' || currentPassword === '')
        return refused([{ field: null, message: WRONG_CREDENTIALS, code: 'UNAUTHENTICATED' }], true);
      const problems = validateNewPassword(newPassword, currentPassword);
      if (problems.length > 0) return refused(problems, true);
      return signIn(ctx, () => changePassword(ctx.upstream, email.trim(), currentPassword, newPassword));
    },
    // The cookie and the cached session go first, so the browser is signed out even if the upstream
    // cannot be told; a token the upstream no longer knows is already as good as revoked. The session is
    // revoked again once the upstream has been told, in case a request cached it again meanwhile.
    logout: async (_, { input }, ctx) => {
      const done = { signedOut: true, clientMutationId: input?.clientMutationId ?? null, userErrors: [] };
      if (!ctx.token) return done;
      ctx.endSession();
      await revokeSession(ctx, ctx.token);
      try {
        await revokeToken(ctx.upstream);
      } catch (error) {
        if (!(error instanceof UpstreamError && error.code === 'UNAUTHENTICATED')) throw error;
      }
      await revokeSession(ctx, ctx.token);
      return done;
    },
  },
};
