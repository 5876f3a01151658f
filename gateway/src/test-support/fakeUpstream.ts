// A scripted stand-in for fleet-api, for the tests of the HTTP plumbing (retries, timeouts, error
// mapping) where the real service cannot be made to misbehave on cue.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = (req: SeenRequest, res: ServerResponse) => void;

export interface FakeUpstream {
  url: string;
  requests: SeenRequest[];
  /** Replies used in order; the last one repeats. */
  script(...replies: Reply[]): void;
  close(): Promise<void>;
}

export const json =
  (status: number, value: unknown): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

export const success = (data: unknown): Reply => json(200, { status: 'success', data });

export const failure = (status: number, message: string, errors?: unknown[]): Reply =>
  json(status, { status: 'error', data: { message, ...(errors ? { errors } : {}) } });

export const raw =
  (status: number, text: string): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(text);
  };

/** Drops the connection without answering. */
export const hangUp: Reply = (_req, res) => res.socket?.destroy();

/** Never answers (until the server closes). */
export const silence: Reply = () => {};

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: SeenRequest[] = [];
  let replies: Reply[] = [success(null)];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(seen);
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      reply(seen, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(...next) {
      replies = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
