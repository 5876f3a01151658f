// The bridge between node:http and Apollo Server: the request goes in as Apollo's HTTPGraphQLRequest,
// the answer comes back with Apollo's status and headers plus the gateway's own: the session cookie the
// resolvers set or cleared, and x-upstream-calls, the number of fleet API calls the request cost.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { GatewayContext, SharedServices } from '../context.js';
import { CLIENT_KEY, CLIENT_KEY_REFUSED, createContext } from '../context.js';
import { fillCostReport } from '../graphql/operationLimits.js';
import type { CostReport } from '../graphql/operationLimits.js';
import { clientAddress } from './clientAddress.js';
import { BodyTooLargeError, readBody } from './readBody.js';
import { cameOverHttps } from './securityHeaders.js';
import { sendGraphQLError } from './send.js';

function headerMap(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

async function writeChunks(res: ServerResponse, chunks: AsyncIterableIterator<string>): Promise<void> {
  for await (const chunk of chunks) {
    if (res.destroyed) break;
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

export function graphqlHandler(
  apollo: ApolloServer<GatewayContext>,
  shared: SharedServices,
  maxBodyBytes: number,
  maxCost: number,
  trustProxy: boolean,
) {
  return async (req: IncomingMessage, res: ServerResponse, search: string): Promise<void> => {
    const refuse = (status: number, message: string, code: string) =>
      sendGraphQLError(res, status, message, code, { cost: { requested: 0, actual: 0, budget: maxCost } });
    let body: unknown;
    if (req.method === 'POST') {
      let text: string;
      try {
        text = await readBody(req, maxBodyBytes);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return refuse(413, error.message, 'PAYLOAD_TOO_LARGE');
        throw error;
      }
      if (isJson(req.headers['content-type'])) {
        try {
          body = text === '' ? {} : JSON.parse(text);
        } catch {
          return refuse(400, 'The request body is not valid JSON.', 'BAD_REQUEST');
        }
      } else {
        body = text;
      }
    }

    // A retry is recognised by its key: one that cannot be sent on would let a retry apply twice.
    const key = req.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !CLIENT_KEY.test(key)))
      return refuse(400, CLIENT_KEY_REFUSED, 'BAD_REQUEST');

    // A caller who closes the connection before the answer is written has gone: its upstream calls in
    // flight are aborted and fleet-api stops the reads it has not started (docs/errors.md).
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const requestContext = createContext(shared, {
      authorization: req.headers.authorization,
      cookie: req.headers.cookie,
      https: cameOverHttps(req, trustProxy),
      idempotencyKey: key,
      clientAddress: clientAddress(req, trustProxy),
      signal: gone.signal,
    });
    const report: CostReport = { requested: 0, actual: () => requestContext.upstream.calls, budget: maxCost };
    const ctx: GatewayContext = { ...requestContext, costReport: report };
    try {
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method ?? 'GET', headers: headerMap(req), search, body },
        context: async () => ctx,
      });

      res.statusCode = response.status ?? 200;
      for (const [name, value] of response.headers) res.setHeader(name, value);
      if (ctx.setCookies.length > 0) res.setHeader('set-cookie', ctx.setCookies);
      res.setHeader('cache-control', 'no-store');
      res.setHeader('x-upstream-calls', String(ctx.upstream.calls));
      if (response.body.kind === 'complete') {
        res.end(fillCostReport(response.body.string, report));
      } else {
        await writeChunks(res, response.body.asyncIterator);
      }
    } finally {
      ctx.upstream.release();
    }
  };
}
