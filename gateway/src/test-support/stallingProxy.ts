// A TCP proxy between the gateway and a real fleet-api that can hold back the fleet-api's answers: the
// request arrives and is applied, but its answer does not reach the gateway until released. That is what
// an upstream stall looks like from the gateway (a write that timed out yet happened).
import type { AddressInfo, Socket } from 'node:net';
import { connect, createServer } from 'node:net';

export interface StallingProxy {
  url: string;
  /** Hold every answer from now on. */
  stall(): void;
  /** Pass answers again, delivering what was held to connections still open. */
  release(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(target: string): Promise<StallingProxy> {
  const { hostname, port } = new URL(target);
  let stalled = false;
  const held: Array<{ to: Socket; chunk: Buffer }> = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      if (stalled) held.push({ to: client, chunk });
      else client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    stall() {
      stalled = true;
    },
    release() {
      stalled = false;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
