// The gateway's running settings for the configuration screen. Secrets are masked; a URL keeps its
// host but not its password.
import { LOOKUP_CACHE_SECONDS } from '@hub/domain';
import type { ConfigurationSetting } from '../__generated__/resolvers-types.js';
import type { GatewayConfig } from '../config.js';
import { SESSION_CACHE_SECONDS } from '../auth/session.js';
import { dashboardBaseUrl } from '../graph/dashboardLinks.js';

export const MASK = '••••••••';

function maskedUrl(url: string | null): string | null {
  if (url === null) return null;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = 'xxxxxxxx';
    if (parsed.username && !parsed.password) parsed.username = 'xxxxxxxx';
    return parsed.toString().replaceAll('xxxxxxxx', MASK);
  } catch {
    return MASK;
  }
}

const plain = (name: string, value: string | number | boolean | null): ConfigurationSetting => ({
  name,
  value: value === null || value === '' ? null : String(value),
  secret: false,
});

export function gatewaySettings(config: Readonly<GatewayConfig>): ConfigurationSetting[] {
  return [
    plain('BUILD_VERSION', config.buildVersion),
    plain('UPSTREAM_URL', config.upstreamUrl),
    plain('UPSTREAM_TIMEOUT_MS', config.upstreamTimeoutMs),
    plain('UPSTREAM_CONNECTIONS', config.upstreamConnections),
    { name: 'FLEET_API_KEY', value: config.apiKey ? MASK : null, secret: true },
    { name: 'REDIS_URL', value: maskedUrl(config.redisUrl), secret: true },
    plain('Cache', config.redisUrl === null ? 'in memory (this replica only)' : 'Redis (shared by replicas)'),
    plain('CACHE_PREFIX', config.cachePrefix),
    plain('Lookup cache lifetime (s)', LOOKUP_CACHE_SECONDS),
    plain('Session check cache lifetime (s)', SESSION_CACHE_SECONDS),
    plain('SESSION_COOKIE', config.sessionCookie),
    plain('COOKIE_SECURE', config.cookieSecure),
    plain('TRUST_PROXY', config.trustProxy),
    // Every limit a script can meet (docs/errors.md), so an administrator answering "why was this refused"
    // sees the values in force.
    plain('MAX_DEPTH', config.maxDepth),
    plain('MAX_ALIASES', config.maxAliases),
    plain('MAX_FRAGMENTS', config.maxFragments),
    plain('MAX_TOKENS', config.maxTokens),
    plain('MAX_STRING_LENGTH', config.maxStringLength),
    plain('MAX_COST', config.maxCost),
    plain('MAX_PAGE_SIZE', config.maxPageSize),
    plain('MAX_BODY_BYTES', config.maxBodyBytes),
    plain('UPLOAD_IDLE_MS', config.uploadIdleMs),
    plain('DASHBOARD_URL', dashboardBaseUrl()),
    plain('EMAIL_DOMAIN_REWRITES', config.emailDomainRewrites),
    plain('HOST', config.host),
    plain('PORT', config.port),
  ];
}
