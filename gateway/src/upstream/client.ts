// The upstream as one GraphQL request sees it: bound to the caller's token, counting the HTTP calls the
// request costs (sent back as the x-upstream-calls header), and reporting a refused token so the
// session cookie can be cleared. Every write carries an Idempotency-Key (docs/errors.md): the request's
// key (the client's Idempotency-Key header, or one made for the request) with the write's number within
// the request appended. Mutation fields run one after another, so a retry of the same request with the
// same key sends the same keys in the same order, and fleet-api answers each repeat with its first result.
import { randomUUID } from 'node:crypto';
import { UpstreamError } from './errors.js';
import type { DeadlineSignals, Method, Upstream } from './upstream.js';

/** What the gateway knows of the caller's HTTP request that the upstream should know too. */
export interface CallerRequest {
  /** The request's idempotency key; each write sends `${key}:${n}`. */
  idempotencyKey?: string | undefined;
  /** The client's IP address, sent as x-client-address so fleet-api throttles sign-in per real client. */
  clientAddress?: string | undefined;
  /** Aborts when the client's connection closes before its answer: upstream calls in flight are dropped. */
  signal?: AbortSignal | undefined;
}

/** What the clients of one GraphQL request share (withToken makes a second one). */
interface CallCounter {
  calls: number;
  writes: number;
  /** The request's deadline as abort signals, made at its first call, with the timer that ends it. */
  deadline?: { signals: DeadlineSignals; timer: NodeJS.Timeout } | undefined;
}

// One GraphQL request has one deadline for all its upstream calls (issue 16 item 5): the calls it makes
// one after another, and the time they wait for a pool connection, all come out of the same budget.

export class UpstreamClient {
  constructor(
    private readonly upstream: Upstream,
    private readonly token: string | null,
    private readonly onTokenRefused: () => void,
    private readonly counter: CallCounter = { calls: 0, writes: 0 },
    caller: CallerRequest = {},
    private readonly deadline: number = upstream.deadlineFromNow(),
  ) {
    this.idempotencyKey = caller.idempotencyKey ?? randomUUID();
    this.headers = caller.clientAddress ? { 'x-client-address': caller.clientAddress } : {};
    this.signal = caller.signal;
  }

  private readonly signal: AbortSignal | undefined;
  private readonly idempotencyKey: string;
  private readonly headers: Record<string, string>;

  /** HTTP calls made so far for this GraphQL request, retries included. */
  get calls(): number {
    return this.counter.calls;
  }

  /**
   * Ends the request's deadline timer once its answer is sent. A call made after it (nothing should)
   * starts a new one for the same deadline.
   */
  release(): void {
    clearTimeout(this.counter.deadline?.timer);
    this.counter.deadline = undefined;
  }

  /** The same request's client, sending another token (the one just issued at sign-in). */
  withToken(token: string): UpstreamClient {
    return new UpstreamClient(
      this.upstream,
      token,
      () => {},
      this.counter,
      {
        idempotencyKey: this.idempotencyKey,
        clientAddress: this.headers['x-client-address'],
        signal: this.signal,
      },
      this.deadline,
    );
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body ?? {});
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }

  /** A call made without the caller's token (signing in). */
  anonymous<T>(method: Method, path: string, body?: unknown): Promise<T> {
    return this.upstream.request<T>({
      method,
      path,
      body,
      onAttempt: this.count,
      headers: this.headers,
      signal: this.signal,
      deadline: this.deadline,
      deadlineSignals: this.deadlineSignals,
    });
  }

  private async request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers =
      method === 'GET'
        ? this.headers
        : { ...this.headers, 'idempotency-key': `${this.idempotencyKey}:${++this.counter.writes}` };
    try {
      return await this.upstream.request<T>({
        method,
        path,
        body,
        token: this.token,
        onAttempt: this.count,
        headers,
        signal: this.signal,
        deadline: this.deadline,
        deadlineSignals: this.deadlineSignals,
      });
    } catch (error) {
      // Only a token we sent can be refused; a 401 on an anonymous call is a failed sign-in.
      if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED' && this.token)
        this.onTokenRefused();
      throw error;
    }
  }

  // One timer per GraphQL request, cleared by release(); unref'd so a request never released (a test's
  // client) keeps nothing alive, and it then ends at the deadline as AbortSignal.timeout would.
  private readonly deadlineSignals = (): DeadlineSignals => {
    if (!this.counter.deadline) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new DOMException('The request deadline passed.', 'TimeoutError')),
        Math.max(0, this.deadline - Date.now()),
      );
      timer.unref();
      const expired = controller.signal;
      const signals = { expired, signal: this.signal ? AbortSignal.any([expired, this.signal]) : expired };
      this.counter.deadline = { signals, timer };
    }
    return this.counter.deadline.signals;
  };

  private readonly count = (): void => {
    this.counter.calls++;
  };
}
