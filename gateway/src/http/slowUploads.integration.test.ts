// An upload is streamed to fleet-api as it arrives (http/upload.ts), holding a fleet-api connection for
// as long as its sender takes. Uploads that never finish (a slow sender, or one that stops) must not take
// the connections the rest of the console needs: any signed-in person opening more of them than the pool
// holds used to leave every GraphQL request waiting until its deadline.
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

// A small pool to fleet-api, so that a few stalled uploads are more than it holds.
const POOL = 4;

describe.each(backends)('uploads that never finish, on $name', (backend) => {
  let connections: string | undefined;
  beforeAll(() => {
    connections = process.env.UPSTREAM_CONNECTIONS;
    process.env.UPSTREAM_CONNECTIONS = String(POOL);
  });
  afterAll(() => {
    if (connections === undefined) delete process.env.UPSTREAM_CONNECTIONS;
    else process.env.UPSTREAM_CONNECTIONS = connections;
  });
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 10 });
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  function stalledUpload(): Socket {
    const { hostname, port } = new URL(stack.gatewayUrl);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    socket.write(
      'POST /upload/installs?preview=true HTTP/1.1\r\nhost: gateway\r\n' +
        `authorization: Bearer ${session.token}\r\nx-upload-csrf: 1\r\n` +
        'content-type: multipart/form-data; boundary=XX\r\ncontent-length: 1000000\r\n\r\n--XX\r\n',
    );
    sockets.push(socket);
    return socket;
  }

  it('leaves GraphQL requests their connections to fleet-api', async () => {
    // More stalled uploads than the gateway's whole pool to fleet-api.
    for (let i = 0; i < POOL * 3; i++) stalledUpload();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const started = Date.now();
    const answer = await stack.query<{ hubs: { totalCount: number } }>(
      '{ hubs(first: 1) { totalCount } }',
      {},
      session,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.hubs.totalCount).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 30_000);

  it('keeps running when their senders hang up', async () => {
    for (let i = 0; i < POOL * 3; i++) stalledUpload();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await stack.query('{ hubs(first: 1) { totalCount } }', {}, session);
    expect(answer.errors).toBeUndefined();
  }, 30_000);
});
