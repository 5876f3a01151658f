// What the browser and scripts do: POST /graphql with JSON, a session cookie or a bearer token.
export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors:
    | {
        message: string;
        path?: (string | number)[];
        locations?: { line: number; column: number }[];
        extensions?: Record<string, unknown>;
      }[]
    | undefined;
  /** The response's extensions (extensions.cost on every answer). */
  extensions: Record<string, unknown> | undefined;
  /** Upstream calls the request cost (x-upstream-calls). */
  upstreamCalls: number;
  setCookie: string[];
  headers: Headers;
}

export interface Caller {
  token?: string | null;
  cookie?: string | null;
  /** Further request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  caller: Caller = {},
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { ...caller.headers, 'content-type': 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.cookie) headers.cookie = caller.cookie;
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: T | null;
    errors?: GraphQLAnswer['errors'];
    extensions?: Record<string, unknown>;
  };
  return {
    status: res.status,
    data: body.data,
    errors: body.errors,
    extensions: body.extensions,
    upstreamCalls: Number(res.headers.get('x-upstream-calls')),
    setCookie: res.headers.getSetCookie(),
    headers: res.headers,
  };
}

/** The extensions.code of each error, in order. */
export function codes(answer: GraphQLAnswer<unknown>): unknown[] {
  return (answer.errors ?? []).map((error) => error.extensions?.code);
}
