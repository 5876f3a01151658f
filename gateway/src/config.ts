// Gateway settings, read once from the environment. startGateway's options override them, so tests and
// benchmarks can run several gateways side by side without touching process.env.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Origin (optionally with a path prefix) of the fleet REST API. */
  upstreamUrl: string;
  apiKey: string;
  redisUrl: string | null;
  cachePrefix: string;
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  /** The built web app; null serves no app (GET / then explains how to build it). */
  webDist: string | null;
  /** Always mark the session cookie Secure (COOKIE_SECURE). */
  cookieSecure: boolean;
  /**
   * The gateway runs behind a proxy we trust (TRUST_PROXY): its X-Forwarded-Proto says whether the
   * browser used https, and the session cookie is then Secure by itself.
   */
  trustProxy: boolean;
  sessionCookie: string;
  maxDepth: number;
  maxAliases: number;
  /** Lexical tokens a document may have; parsing stops past this. */
  maxTokens: number;
  /** Fragment definitions a document may have. */
  maxFragments: number;
  /** The longest string argument (literal or variable), in characters. */
  maxStringLength: number;
  /** The most upstream calls an operation may be estimated to make (extensions.cost.budget). */
  maxCost: number;
  /**
   * The rows the cost estimate assumes for a plain list of unknown size (MAX_PAGE_SIZE). Not a page cap:
   * each connection states its own cap (500 at most) in the schema.
   */
  maxPageSize: number;
  maxBodyBytes: number;
  /** An upload whose sender sends nothing for this long is stopped (408 REQUEST_TIMEOUT). */
  uploadIdleMs: number;
  logger: boolean;
  /** Displayed e-mail domains to rewrite, "old.example=new.example,…" (EMAIL_DOMAIN_REWRITES). */
  emailDomainRewrites: string;
  /** This build, for the configuration screen (BUILD_VERSION, else the package version). */
  buildVersion: string;
}

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }
).version;

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function text(value: string | undefined, fallback: string): string {
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: int(env.PORT, 4000),
    host: text(env.HOST, '127.0.0.1'),
    upstreamUrl: text(env.UPSTREAM_URL, 'http://127.0.0.1:4001'),
    apiKey: text(env.FLEET_API_KEY, 'dev-fleet-api-key'),
    redisUrl: env.REDIS_URL?.trim() || null,
    cachePrefix: text(env.CACHE_PREFIX, 'hubadmin:'),
    upstreamTimeoutMs: int(env.UPSTREAM_TIMEOUT_MS, 10_000),
    upstreamConnections: int(env.UPSTREAM_CONNECTIONS, 64),
    webDist: text(env.WEB_DIST, join(packageRoot, '../web/dist')),
    cookieSecure: flag(env.COOKIE_SECURE),
    trustProxy: flag(env.TRUST_PROXY),
    sessionCookie: text(env.SESSION_COOKIE, 'hub_session'),
    maxDepth: int(env.MAX_DEPTH, 12),
    maxAliases: int(env.MAX_ALIASES, 30),
    maxTokens: int(env.MAX_TOKENS, 5_000),
    maxFragments: int(env.MAX_FRAGMENTS, 100),
    maxStringLength: int(env.MAX_STRING_LENGTH, 10_000),
    maxCost: int(env.MAX_COST, 100),
    maxPageSize: int(env.MAX_PAGE_SIZE, 200),
    maxBodyBytes: int(env.MAX_BODY_BYTES, 1_048_576),
    uploadIdleMs: int(env.UPLOAD_IDLE_MS, 30_000),
    logger: true,
    emailDomainRewrites: env.EMAIL_DOMAIN_REWRITES?.trim() ?? '',
    buildVersion: text(env.BUILD_VERSION, PACKAGE_VERSION),
  };
}
