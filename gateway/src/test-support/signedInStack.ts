// The setup most integration suites repeated word for word: one stack per backend with one user signed in
// before the suite's tests, and the stack closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Caller } from './graphqlClient.js';
import type { Backend, Session, Stack, StackOptions } from './stack.js';
import { startStack } from './stack.js';

/**
 * Registers the suite's beforeAll (start the stack, sign `email` in) and afterAll (close the stack).
 * The `stack` and `session` returned stand for the real ones, which only exist once that beforeAll has
 * run: they can be destructured at the top of the suite and used in its later hooks and its tests.
 */
export function signedInStack(
  backend: Backend,
  email: string,
  options?: StackOptions,
): { stack: Stack; session: Session } {
  let started: Stack | undefined;
  let signedIn: Session | undefined;
  beforeAll(async () => {
    started = await startStack(backend, options);
    signedIn = await started.login(email);
  });
  afterAll(() => started?.close());

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`signedInStack: ${name} is used before its beforeAll has run`);
    return value;
  };
  const current = () => ready(started, 'stack');
  const stack: Stack = {
    get gatewayUrl() {
      return current().gatewayUrl;
    },
    get fleetUrl() {
      return current().fleetUrl;
    },
    sql: <T>(text: string, params?: unknown[]) => current().sql<T>(text, params),
    rest: <T>(path: string, token: string) => current().rest<T>(path, token),
    login: (who: string) => current().login(who),
    replica: () => current().replica(),
    query: <T = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
      caller?: Caller,
    ) => current().query<T>(query, variables, caller),
    close: () => current().close(),
  };
  const session: Session = {
    get token() {
      return ready(signedIn, 'session').token;
    },
    get cookie() {
      return ready(signedIn, 'session').cookie;
    },
  };
  return { stack, session };
}
