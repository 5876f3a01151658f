// The upstream as one GraphQL request sees it: bound to the caller's token, counting the HTTP calls the
// request costs (sent back as the x-upstream-calls header), and reporting a refused token so the
// session cookie can be cleared.
import { UpstreamError } from './errors.js';
import type { Method, Upstream } from './upstream.js';

interface CallCounter {
  calls: number;
}

// One GraphQL request has one deadline for all its upstream calls (issue 16 item 5): the calls it makes
// one after another, and the time they wait for a pool connection, all come out of the same budget.

export class UpstreamClient {
  constructor(
    private readonly upstream: Upstream,
    private readonly token: string | null,
    private readonly onTokenRefused: () => void,
    private readonly counter: CallCounter = { calls: 0 },
    private readonly deadline: number = upstream.deadlineFromNow(),
  ) {}

  /** HTTP calls made so far for this GraphQL request, retries included. */
  get calls(): number {
    return this.counter.calls;
  }

  /** The same request's client, sending another token (the one just issued at sign-in). */
  withToken(token: string): UpstreamClient {
    return new UpstreamClient(this.upstream, token, () => {}, this.counter, this.deadline);
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
    return this.upstream.request<T>({ method, path, body, onAttempt: this.count, deadline: this.deadline });
  }

  private async request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    try {
      return await this.upstream.request<T>({
        method,
        path,
        body,
        token: this.token,
        onAttempt: this.count,
        deadline: this.deadline,
      });
    } catch (error) {
      // Only a token we sent can be refused; a 401 on an anonymous call is a failed sign-in.
      if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED' && this.token)
        this.onTokenRefused();
      throw error;
    }
  }

  private readonly count = (): void => {
    this.counter.calls++;
  };
}
