import type { RunningFleetApi } from '../app.js';

export interface Reply<T = unknown> {
  status: number;
  body: { status: 'success' | 'error'; data: T };
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  /** The API key to send; null sends none. Defaults to the right one. */
  apiKey?: string | null;
}

/** One real HTTP call to a running fleet-api. */
export async function call<T = unknown>(
  api: RunningFleetApi,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  const apiKey = options.apiKey === undefined ? api.apiKey : options.apiKey;
  if (apiKey !== null) headers['x-api-key'] = apiKey;
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${api.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Reply<T>['body'] };
}

export async function login(api: RunningFleetApi, email: string, password = 'demo'): Promise<string> {
  const reply = await call<{ token: string }>(api, '/api/auth/token', {
    method: 'POST',
    body: { email, password },
  });
  if (reply.status !== 200) throw new Error(`login as ${email} failed: ${reply.status}`);
  return reply.body.data.token;
}
