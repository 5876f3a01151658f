// The REST calls a GraphQL request really makes upstream, for a benchmark to make the same calls directly.
// A small HTTP proxy in the benchmark's process stands between a gateway and fleet-api: it forwards every
// request as it is and notes its method, path and body. The gateway keeps no log of the paths it called,
// and deriving a screen's REST calls by hand would drift from what its resolvers do; recording them
// cannot. The proxy is only put in front of a second gateway used for recording, never in front of the
// gateway whose CPU and latency are measured.
import { createServer, request as httpRequest } from 'node:http';
import { request } from './load.mjs';

/** Starts the proxy in front of `upstreamUrl`; `take()` returns the calls recorded since the last take. */
export async function startUpstreamRecorder(upstreamUrl) {
  let calls = [];
  const target = new URL(upstreamUrl);
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    calls.push({ method: req.method, path: req.url, body: body?.toString('utf8') });
    // Forwarded byte for byte, headers as sent (the host aside), the answer piped back as it comes.
    const forward = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => res.writeHead(502).end(String(error)));
    forward.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The recorded upstream calls made straight to fleet-api, all at once, with `token`: what a client calling
 * the REST API directly would do for the same screen (the comparison the gateway is measured against).
 */
export function replayInParallel(calls, { fleetUrl, apiKey, token }) {
  return async () => {
    await Promise.all(
      calls.map(async ({ method, path, body }) => {
        const res = await request(fleetUrl + path, {
          method,
          headers: {
            accept: 'application/json',
            'x-api-key': apiKey,
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body,
        });
        if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status}`);
      }),
    );
  };
}
