import { parse } from 'graphql';
import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateCost } from './cost.js';
import { buildSchema } from './schema.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildSchema();
});

function cost(query: string, variables: Record<string, unknown> = {}): number {
  const document = parse(query);
  const operation = document.definitions.find(
    (d) => d.kind === 'OperationDefinition',
  ) as OperationDefinitionNode;
  return estimateCost(schema, document, operation, variables, { maxPageSize: 200 });
}

describe('cost estimate (upstream calls)', () => {
  it("costs the Query fields selected under a mutation payload's query field as root fields", () => {
    const action = (selection: string) =>
      `mutation { performIssueAction(input: { issueId: 42, action: { kind: RESOLVE } }) { issue { id } ${selection} } }`;
    expect(cost(action(''))).toBe(2);
    expect(cost(action('query { issueStatusCounts { status count } }'))).toBe(3);
    const aliases = Array.from({ length: 25 }, (_, i) => `s${i}: issueStatistics { open { total } }`);
    expect(cost(action(`query { ${aliases.join(' ')} }`))).toBe(52);
    expect(cost(action('query { ... on Query { ok hub(id: 1) { information { name } } } }'))).toBe(4);
  });

  it('reuses the estimate of a parsed document only for the same page sizes', () => {
    // Apollo's document store hands out one DocumentNode per query text: its estimates are kept, keyed by
    // the page-size variables the estimate read, and nothing else (ids and filters do not change it).
    const document = parse(
      'query ($id: Int!, $n: Int) { hub(id: $id) { id } hubs(first: $n) { edges { node { state { hubId } } } } }',
    );
    const operation = document.definitions[0] as OperationDefinitionNode;
    const estimate = (variables: Record<string, unknown>) =>
      estimateCost(schema, document, operation, variables, { maxPageSize: 200 });
    expect(estimate({ id: 1, n: 10 })).toBe(12);
    expect(estimate({ id: 2, n: 10 })).toBe(12);
    expect(estimate({ id: 1, n: 50 })).toBe(52);
    expect(estimate({ id: 1, n: 10 })).toBe(12);
    // A page size that is not a number falls back to the default page (100), cached apart from the others.
    expect(estimate({ id: 1, n: 'ten' })).toBe(102);
    expect(estimate({ id: 1 })).toBe(102);
    expect(estimate({ id: 1, n: -5 })).toBe(2);
    // Another schema or another default page size is estimated again.
    expect(estimateCost(schema, document, operation, { id: 1, n: 'ten' }, { maxPageSize: 20 })).toBe(102);
  });

  it('costs nodes(ids:) a call per id, and its items as many as the ids', () => {
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { nodeId } }')).toBe(3);
    expect(cost('{ nodes(ids: "a") { nodeId } }')).toBe(1);
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Hub { information { name } } } }';
    expect(cost(query, { ids: Array(100).fill('a') })).toBe(200);
    expect(cost(query, { ids: ['a', 'b'] })).toBe(4);
    // An unreadable list is taken at the most nodes accepts (100).
    expect(cost('query ($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }', {})).toBe(100);
    expect(cost('{ node(id: "a") { nodeId } }')).toBe(1);
  });

  it('costs the hubs among nodes(ids:) one call per 500, as they are batched, and any other id a call', () => {
    const hub = (id: number) => Buffer.from(`Hub:${id}`).toString('base64');
    const issue = (id: number) => Buffer.from(`Issue:${id}`).toString('base64');
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }';
    const hubs = Array.from({ length: 100 }, (_, i) => hub(1001 + i));
    expect(cost(query, { ids: hubs })).toBe(1);
    expect(cost(query, { ids: [...hubs.slice(0, 60), ...[1, 2, 3].map(issue)] })).toBe(4);
    // What each hub asks for on its own is still a call per hub.
    expect(
      cost('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Hub { information { name } } } }', {
        ids: hubs,
      }),
    ).toBe(101);
    // Literal ids, and variables inside a literal list, are read the same way.
    expect(cost(`{ nodes(ids: ["${hub(1)}", "${hub(2)}", "${issue(1)}"]) { nodeId } }`)).toBe(2);
    expect(
      cost('query ($a: ID!, $b: ID!) { nodes(ids: [$a, $b]) { nodeId } }', { a: hub(1), b: hub(2) }),
    ).toBe(1);
    expect(
      cost('query ($a: ID!, $b: ID!) { nodes(ids: [$a, $b]) { nodeId } }', { a: hub(1), b: issue(2) }),
    ).toBe(2);
    // Ids that are not nodeIds are a call each (they are refused one by one, but estimated at the most).
    expect(cost(query, { ids: ['x', 'y'] })).toBe(2);
    // One parsed document's kept estimates tell lists of as many ids but other types apart.
    const document = parse(query);
    const estimate = (ids: string[]) =>
      estimateCost(
        schema,
        document,
        document.definitions[0] as OperationDefinitionNode,
        { ids },
        { maxPageSize: 200 },
      );
    expect(estimate(hubs)).toBe(1);
    expect(estimate(hubs.map((_, i) => issue(i + 1)))).toBe(100);
    expect(estimate(hubs)).toBe(1);
  });

  it("costs the hubs of one list's rows one call per 500 rows, and a call each where calls come between", () => {
    // The rows' hubs come from one call (hub/loaders.ts hubsById): 200 issues and their hubs are 2 calls.
    expect(cost('{ issues(first: 200) { nodes { id hub { name } } } }')).toBe(2);
    expect(cost('{ issues(first: 500) { edges { node { hub { name } } } } }')).toBe(2);
    // What each hub then asks for on its own is still a call per hub.
    expect(cost('{ issues(first: 200) { nodes { hub { information { name } } } } }')).toBe(202);
    // A hub's issues are a call per hub, answered at their own times: their hubs are a call per hub too.
    expect(cost('{ hubs(first: 100) { nodes { issues(first: 10) { nodes { hub { id } } } } } }')).toBe(201);
    // nodes(ids:) fetches each id on its own: each row's hub is a call of its own.
    expect(cost('{ nodes(ids: ["a", "b"]) { ... on Issue { hub { id } } } }')).toBe(4);
    expect(cost('{ a: issue(id: 1) { hub { id } } b: issue(id: 2) { hub { id } } }')).toBe(4);
  });

  it('costs nothing for fields answered by the gateway alone', () => {
    expect(cost('{ ok __typename }')).toBe(0);
  });

  it('costs a call per root field, and per alias', () => {
    expect(cost('{ a: hub(id: 1) { id } b: hub(id: 2) { id name } }')).toBe(2);
  });

  it('adds the calls of fields that fetch more about a hub', () => {
    expect(cost('{ hub(id: 1) { information { name } state { hubId } } }')).toBe(3);
  });

  it('multiplies what each item costs by the page size of a connection', () => {
    const query = 'query ($n: Int) { hubs(first: $n) { edges { node { id information { name } } } } }';
    expect(cost(query, { n: 10 })).toBe(11);
    // Without first: the one default page of every connection (100).
    expect(cost('{ hubs { edges { node { state { hubId } } } } }')).toBe(101);
    // Columns of the list itself cost nothing more.
    expect(cost('{ hubs(first: 200) { edges { node { id voltage problemReasons { text } } } } }')).toBe(1);
  });

  it('multiplies a plain list by the rows it can hold', () => {
    expect(cost('{ newHubs { supersededBy { id } } }')).toBe(1001);
  });

  it('counts a nested connection per parent', () => {
    expect(cost('{ hubs(first: 5) { edges { node { comms(first: 10) { edges { node { id } } } } } } }')).toBe(
      6,
    );
  });

  it('costs a batched per-hub count once for the whole page, not once per hub', () => {
    const report = `{ hubs(first: 100, filter: { healthGrades: [E, F, G] }) {
      totalCount nodes { id lastSeen issues(filter: { statuses: [OPEN] }) { totalCount } } } }`;
    // The page, its total, and one count call for every hub of the page.
    expect(cost(report)).toBe(3);
    // Asking for the issues themselves is a page per hub again.
    expect(cost('{ hubs(first: 10) { nodes { issues(first: 5) { totalCount nodes { id } } } } }')).toBe(21);
  });

  it('costs fragments like the fields they hold, and a fragment bomb in no time', () => {
    expect(cost('{ hub(id: 1) { ...F } } fragment F on Hub { state { hubId } }')).toBe(2);
    const fragments = Array.from({ length: 60 }, (_, i) =>
      i === 59
        ? `fragment G${i} on Query { hub(id: 1) { id } }`
        : `fragment G${i} on Query { ...G${i + 1} ...G${i + 1} }`,
    );
    const started = performance.now();
    expect(cost(`{ ...G0 } ${fragments.join(' ')}`)).toBe(2 ** 59);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('mutations that read before they write', () => {
  it.each([
    'mutation { performIssueAction(input: { issueId: 1, action: { kind: NOTE } }) { issue { id } } }',
    'mutation { updateHubInformation(input: { hubId: 1, information: { city: "Trim" } }) { userErrors { field } } }',
    'mutation { updateSmartTech(input: { hubId: 1, smartTech: { dutyCycle: true, timeShaving: false, peakTempSuppression: false } }) { userErrors { field } } }',
    'mutation { saveMeterReading(input: { hubId: 1, uid: 1, reading: 12.5 }) { userErrors { field } } }',
  ])('are estimated at both calls: %s', (query) => {
    expect(cost(query)).toBe(2);
  });
});
