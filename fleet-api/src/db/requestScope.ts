// Which request a database call is made for, so a call made for a client that has gone can be skipped
// (issue 16: ~400 reads dropped by their client at once used to keep PGlite busy for 10–25 s after).
// Set per request by http/abortScope.ts; calls made outside a request (migrations, seed) have none.
import { AsyncLocalStorage } from 'node:async_hooks';

export class RequestAborted extends Error {
  constructor() {
    super('The client closed the request before it was answered.');
    this.name = 'RequestAborted';
  }
}

const scope = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn` (and everything it starts) on behalf of a request that `signal` says has been abandoned. */
export function runForRequest<T>(signal: AbortSignal, fn: () => T): T {
  return scope.run(signal, fn);
}

/** Throws RequestAborted when the current request's client has gone: the work would be for nobody. */
export function throwIfAbandoned(): void {
  if (scope.getStore()?.aborted) throw new RequestAborted();
}

/** Whether the current call is made for a request whose client can go away. */
export function forRequest(): boolean {
  return scope.getStore() !== undefined;
}
