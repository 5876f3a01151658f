// The gateway as a library: startGateway is what the CLI (server.ts), the end-to-end tests and the
// benchmarks call. Options override the environment (see config.ts); port 0 picks a free port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cache } from './cache/cache.js';
import { createCache } from './cache/createCache.js';
import type { GatewayConfig } from './config.js';
import { configFromEnv } from './config.js';
import type { SharedServices } from './context.js';
import { SessionStore } from './auth/session.js';
import { startApollo } from './graphql/apollo.js';
import { buildSchema } from './graphql/schema.js';
import { graphqlHandler } from './http/graphqlHandler.js';
import { healthz } from './http/healthz.js';
import { requestHandler } from './http/requestHandler.js';
import { staticFiles } from './http/staticFiles.js';
import { uploadHandler } from './http/upload.js';
import { createLogger } from './logger.js';
import { Upstream } from './upstream/upstream.js';

export interface GatewayOptions {
  port?: number;
  host?: string;
  upstreamUrl?: string;
  apiKey?: string;
  trustProxy?: boolean;
  /** UPSTREAM_TIMEOUT_MS (tests of a stalled upstream use a short one). */
  upstreamTimeoutMs?: number;
  upstreamConnections?: number;
  /** null: no Redis, even when REDIS_URL is set. */
  redisUrl?: string | null;
  cachePrefix?: string;
  /** null: serve no web app. */
  webDist?: string | null;
  logger?: boolean;
  /**
   * The shared cache to use instead of the one REDIS_URL selects (the benchmarks pass a MemoryCache
   * that can be told to miss on lookups, to measure a cold lookup). The gateway closes it on close().
   */
  cache?: Cache;
}

export type { Cache } from './cache/cache.js';
export { MemoryCache } from './cache/memoryCache.js';

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 5_000;

function resolveConfig({ cache: _cache, ...options }: GatewayOptions): GatewayConfig {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...configFromEnv(), ...defined };
}

export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const config = resolveConfig(options);
  const logger = createLogger(config.logger);
  const upstream = new Upstream({
    url: config.upstreamUrl,
    apiKey: config.apiKey,
    timeoutMs: config.upstreamTimeoutMs,
    connections: config.upstreamConnections,
  });
  const cache = options.cache ?? createCache(config.redisUrl, config.cachePrefix, logger);
  const shared: SharedServices = {
    upstream,
    cache,
    sessions: new SessionStore(cache),
    cookie: { name: config.sessionCookie, secure: config.cookieSecure },
    logger,
    config,
  };
  const apollo = await startApollo(await buildSchema(), config, logger);
  const app = staticFiles(config.webDist, { sessionCookie: config.sessionCookie });
  const server = createServer(
    requestHandler(
      {
        graphql: graphqlHandler(apollo, shared, config.maxBodyBytes, config.maxCost, config.trustProxy),
        healthz: (res) => healthz(res, upstream),
        upload: uploadHandler(shared),
        app,
      },
      logger,
    ),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(force);
      await apollo.stop();
      await Promise.all([upstream.close(), shared.cache.close()]);
    })());

  return { url, close };
}
