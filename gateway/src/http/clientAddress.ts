// The address a request came from, passed to fleet-api as x-client-address for its per-address limit on
// signing in (docs/errors.md "Sign-in throttling"). Behind a proxy we trust (TRUST_PROXY) the connection
// is the proxy's, so the address is the one that proxy appended to X-Forwarded-For: the last entry (the
// entries before it are whatever the client sent, and may be forged). Without TRUST_PROXY the header is
// ignored, since anyone can send it.
import type { IncomingMessage } from 'node:http';

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const socket = req.socket.remoteAddress;
  if (!trustProxy) return socket;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const last = entries[entries.length - 1]?.trim();
  return last ? last.slice(0, 64) : socket;
}
