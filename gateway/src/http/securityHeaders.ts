// Headers every response carries, whatever answers it (/graphql, /healthz, the web app, errors):
// - a Content-Security-Policy with no inline or evaluated script: only the app's own files run, so an
//   injected <script> or on*= attribute does nothing. Styles may be inline (Chakra UI, GraphiQL's Monaco
//   editor and ApexCharts write style elements at run time); Monaco's workers are the app's own files.
//   frame-ancestors 'none' (and X-Frame-Options for older browsers): no other site can frame the app.
// - X-Content-Type-Options: nosniff, so a browser never runs a file as another type than it was sent as;
// - Referrer-Policy: same-origin, so hub ids in the app's URLs never leave it in a Referer header.
// The hub graph page frames a panel of the external dashboard service (DASHBOARD_URL, read per request
// like the links themselves), so that one origin may be framed by the app; nothing else.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dashboardBaseUrl } from '../graph/dashboardLinks.js';

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

// The last policy made, by the dashboard URL it was made for: every response carries the header, and the
// URL is read per request but hardly ever changes, so the URL parse and the join are done once per URL.
let lastPolicy: { dashboardUrl: string | null; policy: string } | undefined;

/** The policy, allowing frames from the dashboard service when one is configured. */
export function contentSecurityPolicy(dashboardUrl: string | null): string {
  if (lastPolicy?.dashboardUrl === dashboardUrl) return lastPolicy.policy;
  const frames = dashboardUrl ? `frame-src 'self' ${new URL(dashboardUrl).origin}` : "frame-src 'self'";
  const policy = [...POLICY, frames].join('; ');
  lastPolicy = { dashboardUrl, policy };
  return policy;
}

const HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('content-security-policy', contentSecurityPolicy(dashboardBaseUrl()));
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
}

/**
 * Whether the browser reached us over https: directly, or through a proxy we trust (TRUST_PROXY) that
 * says so in X-Forwarded-Proto. Without TRUST_PROXY the header is ignored, since anyone can send it.
 */
export function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
