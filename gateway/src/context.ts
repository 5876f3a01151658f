// Everything a resolver may use for one GraphQL request. A context is built fresh per request and thrown
// away after it: loaders cache per request only, so one caller's answers never reach another.
import { GraphQLError } from 'graphql';
import type { SessionStore } from './auth/session.js';
import type { Cache } from './cache/cache.js';
import type { CostReport } from './graphql/operationLimits.js';
import type { GatewayConfig } from './config.js';
import type { CookieSettings } from './http/cookies.js';
import { clearedCookie, readCookie, sessionCookie } from './http/cookies.js';
import type { Logger } from './logger.js';
import { UpstreamClient } from './upstream/client.js';
import type { Upstream } from './upstream/upstream.js';

/** What all requests share: built once when the gateway starts. */
export interface SharedServices {
  upstream: Upstream;
  cache: Cache;
  /** Validated sessions (auth/session.ts), kept in the cache above. */
  sessions: SessionStore;
  cookie: CookieSettings;
  logger: Logger;
  /** The settings the gateway runs with (the configuration screen shows them, secrets masked). */
  config: Readonly<GatewayConfig>;
}

export interface GatewayContext {
  /** An Authorization header came that is not a well-formed bearer token (so no token was read). */
  unreadAuthorization: boolean;
  /** The caller's bearer token, from the session cookie or the Authorization header. */
  readonly token: string | null;
  readonly upstream: UpstreamClient;
  readonly cache: Cache;
  readonly sessions: SessionStore;
  readonly logger: Logger;
  readonly config: Readonly<GatewayConfig>;
  /** Set-Cookie values for the response, written by startSession/endSession. */
  readonly setCookies: string[];
  startSession(token: string, expiresAt: Date): void;
  endSession(): void;
  /** The request's own instance of an area's loaders, created on first use. */
  loaders<T>(create: (ctx: GatewayContext) => T): T;
  /** The cost report its answer carries (extensions.cost), for a request that came over HTTP. */
  readonly costReport?: CostReport;
}

export interface RequestHeaders {
  authorization?: string | undefined;
  cookie?: string | undefined;
  /** The browser reached the gateway over https (the session cookie is then Secure). */
  https?: boolean;
  /** The client's key for this request's writes; a retry that sends the same key is applied once. */
  idempotencyKey?: string | undefined;
  /** The client's IP address (the connection's peer). */
  clientAddress?: string | undefined;
  /** Aborts when the client has gone. */
  signal?: AbortSignal | undefined;
}

// What fleet-api accepts as a key, less room for the ":n" the client appends per write.
export const CLIENT_KEY = /^[\x21-\x7e]{1,150}$/;
/** Said for a key CLIENT_KEY refuses: a retry with it could not be recognised, so nothing is run. */
export const CLIENT_KEY_REFUSED = 'Idempotency-Key must be 1 to 150 visible ASCII characters.';

// A token is printable ASCII. Anything else (non-ASCII, CR/LF, NUL) cannot be sent on in a header, so it
// counts as no session rather than reaching the upstream client as a fault.
const TOKEN = /^[\x21-\x7e]{1,1024}$/;

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  return token && TOKEN.test(token) ? token : null;
}

/** The caller's token: the Authorization bearer (scripts) or the session cookie (browsers), if well formed. */
export function callerToken(shared: SharedServices, headers: RequestHeaders): string | null {
  const fromCookie = readCookie(headers.cookie, shared.cookie.name);
  return (
    bearerToken(headers.authorization) ?? (fromCookie !== null && TOKEN.test(fromCookie) ? fromCookie : null)
  );
}

export function createContext(shared: SharedServices, headers: RequestHeaders): GatewayContext {
  const fromCookie = readCookie(headers.cookie, shared.cookie.name);
  const badCookie = fromCookie !== null && !TOKEN.test(fromCookie);
  const token = callerToken(shared, headers);
  const setCookies: string[] = [];
  const cookie = { ...shared.cookie, secure: shared.cookie.secure || headers.https === true };
  const instances = new Map<(ctx: GatewayContext) => unknown, unknown>();
  let cleared = false;

  const endSession = (): void => {
    if (cleared) return;
    cleared = true;
    setCookies.push(clearedCookie(cookie));
  };
  // A cookie no upstream would accept is cleared at once, or that browser stays stuck with it.
  if (badCookie) endSession();

  const ctx: GatewayContext = {
    token,
    unreadAuthorization: token === null && (headers.authorization ?? '').trim() !== '',
    upstream: new UpstreamClient(shared.upstream, token, endSession, undefined, {
      // The HTTP handlers refuse a key CLIENT_KEY does not match; without one, the client makes its own.
      idempotencyKey: headers.idempotencyKey || undefined,
      clientAddress: headers.clientAddress,
      signal: headers.signal,
    }),
    cache: shared.cache,
    sessions: shared.sessions,
    logger: shared.logger,
    config: shared.config,
    setCookies,
    startSession(newToken, expiresAt) {
      setCookies.length = 0;
      cleared = false;
      setCookies.push(sessionCookie(cookie, newToken, expiresAt));
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
    // An Authorization header of another scheme ("token …", as GitHub takes) is not read: say so.
    const message = ctx.unreadAuthorization
      ? 'You must be logged in: send a token as "Authorization: Bearer <token>" (this Authorization header was not read).'
      : 'You must be logged in.';
    throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return ctx.token;
}
