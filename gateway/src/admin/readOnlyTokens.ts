// A read-only personal access token is refused every mutation here, before any resolver runs or any
// upstream call is made (fleet-api refuses its writes again). Which kind of token a request carries is
// part of the validated session (GET /api/auth/profile), cached like the rest of it.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { ADMIN_MESSAGES, PERSONAL_TOKEN_PREFIX } from '@hub/domain';
import { validatedProfile } from '../auth/session.js';
import type { GatewayContext } from '../context.js';

export const readOnlyTokens: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        // Only personal access tokens can be read-only; a browser's session costs no check here.
        const token = contextValue.token;
        if (operation?.operation !== 'mutation' || !token?.startsWith(PERSONAL_TOKEN_PREFIX)) return;
        // A session that cannot be validated is for the resolvers to refuse (or for login to replace).
        const profile = await validatedProfile(contextValue).catch(() => null);
        if (profile?.token_read_only === true) {
          throw new GraphQLError(ADMIN_MESSAGES.readOnlyToken, {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        }
      },
    };
  },
};
