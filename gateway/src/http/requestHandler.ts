// Routes every request of the gateway's single origin: /graphql to Apollo, /healthz, and the web app for
// any other GET. A fault here answers 500 and is logged; it never takes the process down.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import { setSecurityHeaders } from './securityHeaders.js';
import { sendText } from './send.js';

export interface Routes {
  graphql(req: IncomingMessage, res: ServerResponse, search: string): Promise<void>;
  healthz(res: ServerResponse): Promise<void>;
  /** POST /upload/<name>: a file streamed to the fleet API (http/upload.ts). */
  upload(req: IncomingMessage, res: ServerResponse, name: string, search: string): Promise<void>;
  app(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
}

/**
 * A person opening /graphql in a browser (a plain GET asking for HTML, with no query): they are sent to
 * GraphiQL, where queries are written, rather than shown the CSRF refusal a GET without a preflight
 * header gets. A script's GET asks for JSON, or carries a query, and still reaches Apollo.
 */
function isBrowserVisit(req: IncomingMessage, method: string, search: string): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || (search !== '' && search !== '?')) return false;
  return /\btext\/html\b/i.test(req.headers.accept ?? '');
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' });
  res.end(`See ${location}\n`);
}

async function route(routes: Routes, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = req.url ?? '/';
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  const method = req.method ?? 'GET';

  if (pathname === '/graphql') {
    if (isBrowserVisit(req, method, search)) return redirect(res, '/graphiql');
    return routes.graphql(req, res, search);
  }
  if (pathname.startsWith('/upload/'))
    return routes.upload(req, res, pathname.slice('/upload/'.length), search);
  const readOnly = method === 'GET' || method === 'HEAD';
  if (!readOnly) return sendText(res, 405, 'Method not allowed.\n', { allow: 'GET, HEAD' });
  if (pathname === '/healthz') return routes.healthz(res);
  return routes.app(req, res, pathname);
}

// A client that hangs up mid-request (its body cut short, or gone before the answer) is not a fault of
// the gateway: the connection is closed without a word in the log.
function clientWentAway(req: IncomingMessage, res: ServerResponse, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return req.destroyed || res.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

export function requestHandler(routes: Routes, logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    setSecurityHeaders(res);
    route(routes, req, res).catch((error: unknown) => {
      if (clientWentAway(req, res, error)) {
        res.destroy();
        return;
      }
      logger.error(`Request ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error.\n');
      else res.destroy();
    });
  };
}
