// An upload is streamed to fleet-api as it arrives (http/upload.ts), holding a fleet-api connection for
// as long as its sender takes. Uploads that never finish (a slow sender, or one that stops) must not take
// the connections the rest of the console needs: any signed-in person opening more of them than the pool
// holds used to leave every GraphQL request waiting until its deadline.
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { UPLOAD_CONNECTIONS } from '../upstream/upstream.js';

// A small pool to fleet-api, so that a few stalled uploads are more than it holds.
const POOL = 4;
// A short idle limit, so that a stalled upload is stopped within the test.
const IDLE_MS = 2_000;

describe.each(backends)('uploads that never finish, on $name', (backend) => {
  const settings = { UPSTREAM_CONNECTIONS: String(POOL), UPLOAD_IDLE_MS: String(IDLE_MS) };
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(settings)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 10 });
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  function stalledUpload(length = 1_000_000): Socket {
    const { hostname, port } = new URL(stack.gatewayUrl);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    socket.write(
      'POST /upload/installs?preview=true HTTP/1.1\r\nhost: gateway\r\n' +
        `authorization: Bearer ${session.token}\r\nx-upload-csrf: 1\r\n` +
        `content-type: multipart/form-data; boundary=XX\r\ncontent-length: ${length}\r\n\r\n--XX\r\n`,
    );
    sockets.push(socket);
    return socket;
  }

  /** The gateway's answer on the socket (its first packet: status line, headers and a short body). */
  function answerOf(socket: Socket): Promise<string> {
    return new Promise((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
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

  it('stops an upload that sends nothing for UPLOAD_IDLE_MS, saying so, and closes its connection', async () => {
    const started = Date.now();
    const socket = stalledUpload();
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const answer = await answerOf(socket);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 100);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    expect(answer).toContain('The upload stalled: nothing moved for 2 seconds, so it was stopped.');
  }, 30_000);

  it('lets a slow upload that keeps sending run past UPLOAD_IDLE_MS', async () => {
    // The opening '--XX\r\n', then ten bytes every half idle period for twice the idle limit: the whole
    // (not a well-formed form) body, which fleet-api then refuses as such.
    const socket = stalledUpload('--XX\r\n'.length + 40);
    const answer = answerOf(socket);
    for (let sent = 0; sent < 4; sent++) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS / 2));
      socket.write('x'.repeat(10));
    }
    expect(await answer).toMatch(/^HTTP\/1\.1 4(?!08)\d\d /);
  }, 30_000);

  it('does not stop an upload for the time it waits for an upload connection', async () => {
    // Eight uploads that keep sending a byte now and then hold every upload connection for twice the
    // idle limit; a ninth, sent whole at once, waits in the queue meanwhile with its bytes unread.
    const trickling = Array.from({ length: UPLOAD_CONNECTIONS }, () => stalledUpload());
    const ticker = setInterval(() => {
      for (const socket of trickling) socket.write('x');
    }, IDLE_MS / 4);
    const body = '--XX\r\n' + 'x'.repeat(3_000_000);
    const queued = stalledUpload(body.length);
    const answer = answerOf(queued);
    queued.write(body.slice('--XX\r\n'.length));
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 2));
    clearInterval(ticker);
    for (const socket of trickling) socket.destroy();
    // Answered by fleet-api (a body that is not a well-formed form), not stopped as stalled.
    expect(await answer).toMatch(/^HTTP\/1\.1 4(?!08)\d\d /);
  }, 30_000);
});
