import type { ServerResponse } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** A GraphQL-shaped error for failures before Apollo sees the request. */
export function sendGraphQLError(
  res: ServerResponse,
  status: number,
  message: string,
  code: string,
  extensions?: Record<string, unknown>,
): void {
  sendJson(res, status, {
    errors: [{ message, extensions: { code } }],
    ...(extensions ? { extensions } : {}),
  });
}
