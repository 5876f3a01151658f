import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../logger.js';
import { readBody } from './readBody.js';
import { requestHandler } from './requestHandler.js';

describe('requestHandler', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });
  /** The handler listening on a free port, with only `graphql` doing anything; its port. */
  async function serve(graphql: Parameters<typeof requestHandler>[0]['graphql'], logger: Logger) {
    const noop = async () => {};
    const server = createServer(requestHandler({ graphql, healthz: noop, upload: noop, app: noop }, logger));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  it('closes quietly when the client hangs up in the middle of its request body', async () => {
    const errors: string[] = [];
    const logger: Logger = { info() {}, warn: (m) => errors.push(m), error: (m) => errors.push(m) };
    let started!: () => void;
    let finished!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    const done = new Promise<void>((resolve) => (finished = resolve));
    const port = await serve((req) => {
      started();
      return readBody(req, 1_000_000)
        .then(() => {})
        .finally(() => setImmediate(finished));
    }, logger);

    const socket = connect(port, '127.0.0.1');
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
    );
    await reading;
    socket.destroy();
    await done;
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual([]);
  });

  it('sends a browser opening /graphql to GraphiQL, and a script on to GraphQL', async () => {
    const reached: string[] = [];
    const logger: Logger = { info() {}, warn() {}, error() {} };
    const port = await serve(async (req, res) => {
      reached.push(req.headers.accept ?? '');
      res.end('{}');
    }, logger);
    const url = `http://127.0.0.1:${port}/graphql`;
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

    const visit = await fetch(url, { headers: { accept: browser }, redirect: 'manual' });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/graphiql');
    expect(reached).toEqual([]);

    await fetch(`${url}?query=%7Bok%7D`, { headers: { accept: browser } });
    await fetch(url, { headers: { accept: 'application/json' } });
    await fetch(url, { method: 'POST', headers: { accept: browser }, body: '{}' });
    expect(reached).toEqual([browser, 'application/json', browser]);
  });
});
