// Everything a resolver may use for one GraphQL request. A context is built fresh per request and thrown
// away after it: loaders cache per request only, so one caller's answers never reach another.
import { GraphQLError } from 'graphql';
import type { Cache } from './cache/cache.js';
import type { CookieSettings } from './http/cookies.js';
import { clearedCookie, readCookie, sessionCookie } from './http/cookies.js';
import type { Logger } from './logger.js';
import { UpstreamClient } from './upstream/client.js';
import type { Upstream } from './upstream/upstream.js';

/** What all requests share: built once when the gateway starts. */
export interface SharedServices {
  upstream: Upstream;
  cache: Cache;
  cookie: CookieSettings;
  logger: Logger;
  maxPageSize: number;
}

export interface GatewayContext {
  /** The caller's bearer token, from the session cookie or the Authorization header. */
  readonly token: string | null;
  readonly upstream: UpstreamClient;
  readonly cache: Cache;
  readonly logger: Logger;
  readonly maxPageSize: number;
  /** Set-Cookie values for the response, written by startSession/endSession. */
  readonly setCookies: string[];
  startSession(token: string, expiresAt: Date): void;
  endSession(): void;
  /** The request's own instance of an area's loaders, created on first use. */
  loaders<T>(create: (ctx: GatewayContext) => T): T;
}

export interface RequestHeaders {
  authorization?: string | undefined;
  cookie?: string | undefined;
  /** The client's key for this request's writes; a retry that sends the same key is applied once. */
  idempotencyKey?: string | undefined;
  /** The client's IP address (the connection's peer). */
  clientAddress?: string | undefined;
  /** Aborts when the client has gone. */
  signal?: AbortSignal | undefined;
}

// What fleet-api accepts as a key, less room for the ":n" the client appends per write.
const CLIENT_KEY = /^[\x21-\x7e]{1,150}$/;

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export function createContext(shared: SharedServices, headers: RequestHeaders): GatewayContext {
  const token = bearerToken(headers.authorization) ?? readCookie(headers.cookie, shared.cookie.name);
  const setCookies: string[] = [];
  const instances = new Map<(ctx: GatewayContext) => unknown, unknown>();
  let cleared = false;

  const endSession = (): void => {
    if (cleared) return;
    cleared = true;
    setCookies.push(clearedCookie(shared.cookie));
  };

  const ctx: GatewayContext = {
    token,
    upstream: new UpstreamClient(shared.upstream, token, endSession, undefined, {
      // A key the upstream would refuse is replaced by one of our own (the write is still protected).
      idempotencyKey:
        headers.idempotencyKey && CLIENT_KEY.test(headers.idempotencyKey)
          ? headers.idempotencyKey
          : undefined,
      clientAddress: headers.clientAddress,
    }),
    cache: shared.cache,
    logger: shared.logger,
    maxPageSize: shared.maxPageSize,
    setCookies,
    startSession(newToken, expiresAt) {
      setCookies.length = 0;
      cleared = false;
      setCookies.push(sessionCookie(shared.cookie, newToken, expiresAt));
    },
    endSession,
    loaders<T>(create: (ctx: GatewayContext) => T): T {
      if (!instances.has(create)) instances.set(create, create(ctx));
      return instances.get(create) as T;
    },
  };
  return ctx;
}

/** The caller's token; an UNAUTHENTICATED error when the request carries none. */
export function requireSession(ctx: GatewayContext): string {
  if (!ctx.token) {
    throw new GraphQLError('You must be logged in.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return ctx.token;
}
