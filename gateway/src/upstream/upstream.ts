// The one connection pool to the fleet API, shared by every request (uploads have a small one of their
// own): keep-alive connections, bounded in number, with header and body timeouts. A request made through
// it is either a decoded success payload or an UpstreamError; nothing else escapes.
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { DeadlineExceeded, malformedResponse, networkError, responseError } from './errors.js';
import { UpstreamHealth } from './health.js';
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

/**
 * Uploads stream their body as their sender sends it, so one holds its connection for as long as the
 * sender takes (minutes, for a slow or stalled one). They get a small pool of their own: uploads that
 * never finish can then keep only other uploads waiting, never the GraphQL requests of the console.
 */
export const UPLOAD_CONNECTIONS = 8;

export interface UpstreamRequest {
  method: Method;
  /** Path below the upstream URL, e.g. "/api/private/hub/12". */
  path: string;
  token?: string | null;
  body?: unknown;
  /** Called once per HTTP attempt, so callers can count what a GraphQL request cost. */
  onAttempt?: () => void;
  /**
   * Epoch ms by which the call must have its answer, waiting for a pool connection and retries included
   * (the GraphQL request's one deadline); by default timeoutMs from now.
   */
  deadline?: number;
  /** Further request headers (the write's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Aborts the call when the gateway's own caller has gone (nothing would read the answer). */
  signal?: AbortSignal | undefined;
  /**
   * The deadline and `signal` as abort signals shared by all the calls of one GraphQL request, so a
   * request makes one deadline timer rather than one per call (each AbortSignal.timeout is a timer kept
   * for the whole timeout, 30 s, call finished or not); by default made for this call.
   */
  deadlineSignals?: () => DeadlineSignals;
}

/** A deadline as abort signals: `expired` aborts when it passes, `signal` also when the caller has gone. */
export interface DeadlineSignals {
  expired: AbortSignal;
  signal: AbortSignal;
}

function deadlineSignals(remaining: number, caller: AbortSignal | undefined): DeadlineSignals {
  const expired = AbortSignal.timeout(remaining);
  return { expired, signal: caller ? AbortSignal.any([expired, caller]) : expired };
}

export interface RawAnswer {
  status: number;
  text: string;
}

export class Upstream {
  private readonly pool: Pool;
  private readonly uploads: Pool;
  private readonly basePath: string;
  private readonly retry: RetryPolicy;
  readonly health: UpstreamHealth;

  constructor(private readonly options: UpstreamOptions) {
    const url = new URL(options.url);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.health = new UpstreamHealth(url.origin, `${this.basePath}/openapi.json`, options.apiKey);
    const pool = (connections: number) =>
      new Pool(url.origin, {
        connections,
        keepAliveTimeout: 30_000,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        connect: { timeout: Math.min(options.timeoutMs, 5_000) },
      });
    this.pool = pool(options.connections);
    this.uploads = pool(UPLOAD_CONNECTIONS);
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

  /** The deadline of a request starting now. */
  deadlineFromNow(): number {
    return Date.now() + this.options.timeoutMs;
  }

  /**
   * Streams a request body (an upload) to the upstream as it arrives, once, through the uploads' own
   * pool: a body cannot be replayed, so there is no retry. Answers the upstream's status and body text as
   * they are.
   */
  async forward(req: {
    method: Method;
    path: string;
    token: string;
    contentType: string;
    contentLength?: number;
    /** The write's Idempotency-Key, passed on as it is. */
    idempotencyKey?: string;
    body: Readable;
  }): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-key': this.options.apiKey,
      authorization: `Bearer ${req.token}`,
      'content-type': req.contentType,
    };
    if (req.contentLength !== undefined) headers['content-length'] = String(req.contentLength);
    if (req.idempotencyKey !== undefined) headers['idempotency-key'] = req.idempotencyKey;
    try {
      const { statusCode, body } = await this.uploads.request({
        method: req.method,
        path: this.basePath + req.path,
        headers,
        body: req.body,
      });
      return { status: statusCode, text: await body.text() };
    } catch (error) {
      throw networkError(error, this.options.timeoutMs);
    }
  }

  close(): Promise<void> {
    return Promise.all([this.pool.close(), this.uploads.close(), this.health.close()]).then(() => {});
  }

  private async send(req: UpstreamRequest): Promise<RawAnswer> {
    const retries = isRetryableMethod(req.method) ? this.retry.retries : 0;
    const deadline = req.deadline ?? this.deadlineFromNow();
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      try {
        const answer = await this.attempt(req, deadline);
        this.health.record(answer.status < 500);
        if (last || !isRetryableStatus(answer.status)) return answer;
      } catch (error) {
        // A call dropped because its own client left says nothing about the upstream's health.
        if (!req.signal?.aborted) this.health.record(false);
        if (last || req.signal?.aborted || !isRetryableError(error))
          throw networkError(error, this.options.timeoutMs);
      }
      await sleep(backoffDelay(attempt, this.retry));
    }
  }

  // The deadline is an abort signal on the undici request, so it also ends the wait for a connection
  // when the pool is saturated (undici's own header and body timeouts start only once it is sent). The
  // caller's own signal (its client has gone) aborts it too.
  private async attempt(req: UpstreamRequest, deadline: number): Promise<RawAnswer> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new DeadlineExceeded();
    const { expired, signal } = req.deadlineSignals?.() ?? deadlineSignals(remaining, req.signal);
    try {
      return await this.exchange(req, signal);
    } catch (error) {
      throw expired.aborted ? new DeadlineExceeded() : error;
    }
  }

  private async exchange(req: UpstreamRequest, signal: AbortSignal): Promise<RawAnswer> {
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
      signal,
    });
    return { status: statusCode, text: await body.text() };
  }
}
