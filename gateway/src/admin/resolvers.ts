// Administration through GraphQL: thin resolvers over the admin REST calls. Every admin field checks
// the administer right here first (FORBIDDEN, spec 3 §8's texts) and fleet-api checks it again.
import type { TOKEN_LIFETIME_DAYS } from '@hub/domain';
import type { AccessToken, TokenLifetime, UserError } from '../__generated__/resolvers-types.js';
import { toProfile } from '../auth/profile.js';
import { revokeSessionsByHash, revokeSessionsOfProfile, validatedProfile } from '../auth/session.js';
import { PAGE_LIMITS, offsetConnection, offsetPage } from '../common/connection.js';
import { userErrorsOf } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { dashboardBaseUrl } from '../graph/dashboardLinks.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';
import { gatewaySettings } from './configuration.js';
import { badgesOf, emailShown } from './profiles.js';
import { toStatistics } from './queries.js';
import { requireAdmin } from './requireAdmin.js';
import type { AdminProfileRecord, Revoked, TokenRecord } from './rest.js';
import * as rest from './rest.js';

const THIS_SERVER = 'This Server';

export function toToken(r: TokenRecord): Omit<AccessToken, 'nodeId'> {
  return {
    id: String(r.id),
    name: r.name,
    ownerId: String(r.profile_id),
    ownerName: r.profile_name,
    readOnly: r.read_only,
    created: new Date(r.created).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    lastUsed: r.last_used === null ? null : new Date(r.last_used).toISOString(),
  };
}

const LIFETIME_DAYS: Record<TokenLifetime, (typeof TOKEN_LIFETIME_DAYS)[number]> = {
  DAYS_30: 30,
  DAYS_90: 90,
  DAYS_365: 365,
};

/** Tokens the write ended stop working in every gateway replica at once, not after a minute. */
async function forgetRevoked(ctx: GatewayContext, answer: Revoked): Promise<void> {
  const hashes = [...(answer.revoked_token_hashes ?? []), ...(answer.token_hash ? [answer.token_hash] : [])];
  await revokeSessionsByHash(ctx, hashes);
}

/** The payload of a write that issues a one-time password (adding a profile, resetting a password). */
function withOneTimePassword(
  result: { value: { profile: AdminProfileRecord; one_time_password: string } } | { userErrors: UserError[] },
) {
  return 'value' in result
    ? {
        profile: toProfile(result.value.profile),
        oneTimePassword: result.value.one_time_password,
        userErrors: [],
      }
    : { profile: null, oneTimePassword: null, userErrors: result.userErrors };
}

// The change record is an offset/step list on the upstream, which answers its count with every page.
const CHANGES_KIND = 'profileChange';

export const resolvers: Resolvers = {
  Profile: {
    displayEmail: (profile, _, ctx) => emailShown(ctx, profile.email),
    badges: (profile) => badgesOf(profile),
    changes: async (profile, args, ctx) => {
      await requireAdmin(ctx, 'openProfile');
      const page = offsetPage(args, [profile.type, profile.id], CHANGES_KIND, PAGE_LIMITS);
      const answer = await rest.fetchProfileChanges(
        ctx.upstream,
        profile.type,
        profile.id,
        page.offset,
        page.fetch,
      );
      const connection = offsetConnection(answer.changes, page, CHANGES_KIND, (c) => ({
        id: String(c.id),
        at: new Date(c.at).toISOString(),
        actorName: c.actor_name,
        change: c.change,
      }));
      return { ...connection, totalCount: answer.count };
    },
  },
  Query: {
    adminProfiles: async (_, __, ctx) => {
      await requireAdmin(ctx, 'read');
      return (await rest.fetchProfiles(ctx.upstream)).map(toProfile);
    },
    adminProfile: async (_, { profileType, profileId }, ctx) => {
      await requireAdmin(ctx, 'openProfile');
      // Profile ids are database ids: "abc" (a mistyped address) names no profile, it is not a failure.
      if (!/^[1-9]\d{0,9}$/.test(profileId) || Number(profileId) > 2_147_483_647) return null;
      try {
        return toProfile(await rest.fetchAdminProfile(ctx.upstream, profileType, profileId));
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    querySources: async (_, __, ctx) => {
      await requireAdmin(ctx, 'read');
      const names = await rest.fetchQuerySourceNames(ctx.upstream);
      return [
        { name: null, label: THIS_SERVER },
        ...[...names].sort((a, b) => a.localeCompare(b)).map((name) => ({ name, label: name })),
      ];
    },
    queryStatistics: async (_, { source }, ctx) => {
      await requireAdmin(ctx, 'read');
      return toStatistics(await rest.fetchQueries(ctx.upstream, source ?? 'self'), dashboardBaseUrl());
    },
    queryStatistic: async (_, { source, id }, ctx) => {
      await requireAdmin(ctx, 'read');
      const all = toStatistics(await rest.fetchQueries(ctx.upstream, source ?? 'self'), dashboardBaseUrl());
      return all.statistics.find((q) => q.id === id) ?? null;
    },
    runningConfiguration: async (_, __, ctx) => {
      await requireAdmin(ctx, 'read');
      return {
        gateway: gatewaySettings(ctx.config),
        fleetApi: await rest.fetchFleetConfiguration(ctx.upstream),
      };
    },
    myAccessTokens: async (_, __, ctx) => {
      requireSession(ctx);
      return (await rest.fetchMyTokens(ctx.upstream)).map(toToken);
    },
    allAccessTokens: async (_, __, ctx) => {
      await requireAdmin(ctx, 'read');
      return (await rest.fetchAllTokens(ctx.upstream)).map(toToken);
    },
  },
  Mutation: {
    updateProfileRights: async (_, { input }, ctx) => {
      await requireAdmin(ctx, 'change');
      const rights = {
        ...(input.firmwares != null ? { firmwares: input.firmwares } : {}),
        ...(input.address != null ? { address: input.address } : {}),
      };
      const body = {
        ...(input.administer != null ? { administer: input.administer } : {}),
        ...(Object.keys(rights).length > 0 ? { rights } : {}),
      };
      const result = await userErrorsOf(
        () => rest.saveRights(ctx.upstream, input.profileType, input.profileId, body),
        { missing: 'profileId' },
      );
      return 'value' in result
        ? { profile: toProfile(result.value), userErrors: [] }
        : { profile: null, userErrors: result.userErrors };
    },
    addProfile: async (_, { input }, ctx) => {
      await requireAdmin(ctx, 'change');
      const result = await userErrorsOf(() =>
        rest.createProfile(ctx.upstream, {
          name: input.name,
          email: input.email,
          administer: input.administer ?? false,
          rights: { firmwares: input.firmwares ?? false, address: input.address ?? false },
        }),
      );
      return withOneTimePassword(result);
    },
    setProfileDisabled: async (_, { input }, ctx) => {
      await requireAdmin(ctx, 'change');
      const result = await userErrorsOf(
        () => rest.saveDisabled(ctx.upstream, input.profileType, input.profileId, input.disabled),
        { missing: 'profileId' },
      );
      if ('value' in result) {
        await forgetRevoked(ctx, result.value);
        // Sessions this gateway validated but fleet-api had already let lapse are ended too.
        if (input.disabled) await revokeSessionsOfProfile(ctx, input.profileId);
      }
      return 'value' in result
        ? { profile: toProfile(result.value), userErrors: [] }
        : { profile: null, userErrors: result.userErrors };
    },
    resetProfilePassword: async (_, { input }, ctx) => {
      await requireAdmin(ctx, 'change');
      const result = await userErrorsOf(
        () => rest.resetPassword(ctx.upstream, input.profileType, input.profileId),
        { missing: 'profileId' },
      );
      if ('value' in result) await forgetRevoked(ctx, result.value);
      return withOneTimePassword(result);
    },
    createAccessToken: async (_, { input }, ctx) => {
      requireSession(ctx);
      const result = await userErrorsOf(() =>
        rest.createToken(ctx.upstream, {
          name: input.name,
          expires_in_days: LIFETIME_DAYS[input.lifetime],
          read_only: input.readOnly ?? false,
        }),
      );
      return 'value' in result
        ? { accessToken: toToken(result.value.record), token: result.value.token, userErrors: [] }
        : { accessToken: null, token: null, userErrors: result.userErrors };
    },
    revokeAccessToken: async (_, { input }, ctx) => {
      requireSession(ctx);
      // Administrators revoke anyone's; others only their own (fleet-api enforces both).
      const admin = (await validatedProfile(ctx)).administer === true;
      const result = await userErrorsOf(
        () =>
          admin ? rest.revokeAnyToken(ctx.upstream, input.id) : rest.revokeMyToken(ctx.upstream, input.id),
        { missing: 'id' },
      );
      if ('value' in result) await forgetRevoked(ctx, result.value);
      return 'value' in result
        ? { accessToken: toToken(result.value), userErrors: [] }
        : { accessToken: null, userErrors: result.userErrors };
    },
  },
};
