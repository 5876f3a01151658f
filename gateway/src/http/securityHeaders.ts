// Headers every response carries, whatever answers it (/graphql, /healthz, the web app, errors):
// - a Content-Security-Policy with no inline or evaluated script: only the app's own files run, so an
//   injected <script> or on*= attribute does nothing. Styles may be inline (Chakra UI, GraphiQL's Monaco
//   editor and ApexCharts write style elements at run time); Monaco's workers are the app's own files.
//   frame-ancestors 'none' (and X-Frame-Options for older browsers): no other site can frame the app.
// - X-Content-Type-Options: nosniff, so a browser never runs a file as another type than it was sent as;
// - Referrer-Policy: same-origin, so hub ids in the app's URLs never leave it in a Referer header.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CONTENT_SECURITY_POLICY = [
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
].join('; ');

const HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

export function setSecurityHeaders(res: ServerResponse): void {
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
