// The attacks of issue 16 item 1, kept as a test: no request body under the 1 MB limit may cost more
// than 100 ms of gateway CPU before it is refused or answered. The gateway runs in this process, so
// process.cpuUsage around each request measures its work (plus the small cost of sending the request),
// whatever else the machine is doing.
import { describe, expect, it } from 'vitest';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const CPU_BUDGET_MS = 100;
const ONE_MB = 1_048_576;

function chain(count: number, spreadsEach: number): string {
  const fragments = Array.from({ length: count }, (_, i) =>
    i === count - 1
      ? `fragment G${i} on Query { ok }`
      : `fragment G${i} on Query { ${Array.from({ length: spreadsEach }, () => `...G${i + 1}`).join(' ')} }`,
  );
  return `{ ...G0 } ${fragments.join(' ')}`;
}

function fill(prefix: string, unit: string, suffix: string, bytes = ONE_MB - 2_000): string {
  return prefix + unit.repeat(Math.floor((bytes - prefix.length - suffix.length) / unit.length)) + suffix;
}

interface Hostile {
  name: string;
  body: () => string;
  /** The status and first error code expected (null: answered without errors). */
  status: number;
  code: string | null;
}

const query = (text: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ query: text, variables });
const HUBS_WITH_INFORMATION = 'hubs(first: 200) { edges { node { information { name } state { hubId } } } }';

const HOSTILE: Hostile[] = [
  {
    name: 'fragment bomb: 28 fragments each spreading the next twice',
    body: () => query(chain(28, 2)),
    status: 200,
    code: null,
  },
  {
    name: 'fragment bomb: 100 fragments each spreading the next four times',
    body: () => query(chain(100, 4)),
    status: 200,
    code: null,
  },
  {
    name: '4,000 chained fragments',
    body: () => query(chain(4_000, 1)),
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: '101 chained fragments (under the token limit)',
    body: () => query(chain(101, 1)),
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'deep nesting up to 1 MB',
    body: () => query(fill('{ hub(id: 1) { ', 'supersededBy { ', '}'.repeat(10))),
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'many aliases up to 1 MB',
    body: () => query(fill('{ ', 'a: ok ', '}')),
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'huge token count',
    body: () => query(fill('{ ', 'ok ', '}')),
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'directive flood',
    body: () => query(fill('{ ok ', '@include(if: true) ', '}')),
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'a 1 MB string literal',
    body: () => query(`{ searchHubs(term: "${'a'.repeat(ONE_MB - 200)}") { id } }`),
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'a 1 MB string variable',
    body: () => query('query ($t: String!) { searchHubs(term: $t) { id } }', { t: 'é'.repeat(500_000) }),
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'a variable of a million small items',
    body: () =>
      // Answered without an upstream call: the fleet API runs in this process too, and its work is not
      // the gateway's.
      query('{ ok }', { x: Array(400_000).fill(1) }),
    status: 200,
    code: null,
  },
  {
    name: 'thirty aliases of 200 hubs with two calls each (the cost limit)',
    body: () =>
      query(`{ ${Array.from({ length: 30 }, (_, i) => `h${i}: ${HUBS_WITH_INFORMATION}`).join(' ')} }`),
    status: 400,
    code: 'COST_LIMIT_EXCEEDED',
  },
];

describe.each(backends)('hostile requests on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 10 });

  async function send(body: string) {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie },
      body,
    });
    const answer = (await res.json()) as {
      errors?: { extensions?: { code?: string } }[];
      extensions?: { cost?: unknown };
    };
    return { status: res.status, answer };
  }

  it('warms up (the first request compiles the request path)', async () => {
    for (let i = 0; i < 3; i++) expect((await send(query('{ ok }'))).status).toBe(200);
  });

  // Each attack is sent five times and its cheapest time counts: the process's CPU time also holds
  // whatever the garbage collector's threads happen to do meanwhile (a major collection of the stack's
  // start-up landing on one request cost 130 ms where the request itself costs 20; in a CI run beside
  // other suites, 101 chained fragments measured 104 ms three times over where it costs 7), and an attacker
  // repeats a request anyway.
  it.each(HOSTILE)('$name: refused or answered within the CPU budget', async (hostile) => {
    const body = hostile.body();
    expect(body.length).toBeLessThan(ONE_MB);
    let cheapestMs = Infinity;
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = process.cpuUsage();
      const { status, answer } = await send(body);
      const used = process.cpuUsage(before);
      expect({ status, code: answer.errors?.[0]?.extensions?.code ?? null }).toEqual({
        status: hostile.status,
        code: hostile.code,
      });
      expect(answer.extensions?.cost).toMatchObject({ budget: 100 });
      cheapestMs = Math.min(cheapestMs, (used.user + used.system) / 1000);
    }
    expect(cheapestMs).toBeLessThan(CPU_BUDGET_MS);
  });
});
