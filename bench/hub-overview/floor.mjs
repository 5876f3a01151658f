// The floor under the gateway's cost: a plain Node HTTP server that answers each request by making the
// same upstream calls the gateway makes for the hub overview (undici Pool, keep-alive, the same headers),
// parsing each JSON answer and sending them back as one JSON body. No GraphQL, no Apollo, no limits:
// what any Node service in the gateway's place pays for HTTP in, the calls out and the JSON. Run as a
// child process by run.mjs (IPC: { calls, upstream, apiKey, token } in, { url } out, then { cmd: 'cpu' }).
import { createServer } from 'node:http';
import { Pool } from 'undici';

let server;
process.on('message', async (message) => {
  if (message.cmd === 'cpu') {
    process.send({ cpu: process.cpuUsage() });
    return;
  }
  if (message.cmd === 'close') {
    server.close();
    process.disconnect();
    return;
  }
  const { calls, upstream, apiKey, token } = message;
  const pool = new Pool(upstream, { connections: 64, keepAliveTimeout: 30_000 });
  const headers = { accept: 'application/json', 'x-api-key': apiKey, authorization: `Bearer ${token}` };
  server = createServer(async (req, res) => {
    for await (const chunk of req) void chunk;
    const answers = await Promise.all(
      calls.map(async ({ method, path }) => {
        const { body } = await pool.request({ method, path, headers });
        return JSON.parse(await body.text()).data;
      }),
    );
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify({ data: answers }));
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
});
process.on('disconnect', () => process.exit(0));
