// The one connection pool to the fleet API, shared by every request: keep-alive connections, bounded in
// number, with header and body timeouts. A request made through it is either a decoded success payload
// or an UpstreamError; nothing else escapes.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { malformedResponse, networkError, responseError } from './errors.js';
import type { RetryPolicy } from './retry.js';
import {
  DEFAULT_RETRY,
  backoffDelay,
  isRetryableError,
  isRetryableMethod,
  isRetryableStatus,
} from './retry.js';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export interface UpstreamOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
  connections: number;
  retry?: RetryPolicy;
}

export interface UpstreamRequest {
  method: Method;
  /** Path below the upstream URL, e.g. "/api/private/hub/12". */
  path: string;
  token?: string | null;
  body?: unknown;
  /** Called once per HTTP attempt, so callers can count what a GraphQL request cost. */
  onAttempt?: () => void;
  /** Further request headers (the write's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Aborts the call when the gateway's own caller has gone (nothing would read the answer). */
  signal?: AbortSignal | undefined;
}

interface RawAnswer {
  status: number;
  text: string;
}

export class Upstream {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: UpstreamOptions) {
    const url = new URL(options.url);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.pool = new Pool(url.origin, {
      connections: options.connections,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: Math.min(options.timeoutMs, 5_000) },
    });
  }

  /** Sends the request and returns the envelope's `data`, typed by the caller's knowledge of the contract. */
  async request<T>(req: UpstreamRequest): Promise<T> {
    const answer = await this.send(req);
    let body: unknown;
    try {
      body = answer.text === '' ? null : JSON.parse(answer.text);
    } catch {
      throw malformedResponse(answer.status);
    }
    const envelope = body as { status?: unknown; data?: unknown } | null;
    if (answer.status >= 200 && answer.status < 300 && envelope?.status === 'success') {
      return envelope.data as T;
    }
    throw responseError(answer.status, body);
  }

  /** True when the upstream answers a cheap unauthenticated call; used by /healthz. */
  async ping(timeoutMs: number): Promise<boolean> {
    try {
      const { statusCode, body } = await this.pool.request({
        method: 'GET',
        path: `${this.basePath}/openapi.json`,
        headers: { 'x-api-key': this.options.apiKey },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      await body.dump();
      return statusCode >= 200 && statusCode < 300;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async send(req: UpstreamRequest): Promise<RawAnswer> {
    const retries = isRetryableMethod(req.method) ? this.retry.retries : 0;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      try {
        const answer = await this.attempt(req);
        if (last || !isRetryableStatus(answer.status)) return answer;
      } catch (error) {
        if (last || req.signal?.aborted || !isRetryableError(error))
          throw networkError(error, this.options.timeoutMs);
      }
      await sleep(backoffDelay(attempt, this.retry));
    }
  }

  private async attempt(req: UpstreamRequest): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      ...req.headers,
      accept: 'application/json',
      'x-api-key': this.options.apiKey,
    };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    let payload: string | undefined;
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(req.body);
    }
    req.onAttempt?.();
    const { statusCode, body } = await this.pool.request({
      method: req.method,
      path: this.basePath + req.path,
      headers,
      body: payload,
      ...(req.signal ? { signal: req.signal } : {}),
    });
    return { status: statusCode, text: await body.text() };
  }
}
