// What this service adds to Fastify's own types: the database and settings on the instance, the
// signed-in profile on each request, and the `public` flag routes use to skip the bearer token.

import type { FleetApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Profile } from '../auth/profiles.js';
import type { TokenGrant } from '../auth/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: FleetApiConfig;
  }
  interface FastifyRequest {
    profile: Profile | null;
    /** The token the call carries: its kind and whether it is read-only. */
    grant: TokenGrant | null;
  }
  interface FastifyContextConfig {
    /** Callable without a bearer token (the API key is still required). */
    public?: boolean;
  }
}

export {};
