// Argument values the gateway checks itself: each is refused as BAD_USER_INPUT naming the argument in
// extensions.field, before any upstream call (docs/errors.md), rather than reaching fleet-api and coming
// back in its words, naming its own query parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../app.js';
import { startGateway } from '../app.js';
import type { FakeUpstream } from '../test-support/fakeUpstream.js';
import { startFakeUpstream } from '../test-support/fakeUpstream.js';
import { graphql } from '../test-support/graphqlClient.js';

let fake: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = await startFakeUpstream();
  gateway = await startGateway({ port: 0, upstreamUrl: fake.url, redisUrl: null, logger: false });
});

afterAll(async () => {
  await gateway.close();
  await fake.close();
});

async function refusal(query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(gateway.url, query, variables, { token: 't' });
  expect(answer.upstreamCalls).toBe(0);
  expect(answer.errors).toHaveLength(1);
  const [error] = answer.errors!;
  return { message: error!.message, code: error!.extensions?.code, field: error!.extensions?.field };
}

const long = 'a'.repeat(101);

describe('arguments refused before any upstream call', () => {
  it('a search longer than 100 characters, in the issue list and the header search', async () => {
    expect(await refusal(`{ issues(filter: { search: "${long}" }) { nodes { id } } }`)).toEqual({
      message: 'Search must be at most 100 characters, got 101.',
      code: 'BAD_USER_INPUT',
      field: 'filter.search',
    });
    expect(await refusal(`{ searchHubs(term: "${long}") { id } }`)).toEqual({
      message: 'Search must be at most 100 characters, got 101.',
      code: 'BAD_USER_INPUT',
      field: 'term',
    });
  });

  it("an issue filter's hub id, status or priority no issue can have", async () => {
    expect(await refusal('{ issues(filter: { hubId: -1 }) { totalCount } }')).toEqual({
      message: 'filter.hubId must be a hub id (1 or more), got -1.',
      code: 'BAD_USER_INPUT',
      field: 'filter.hubId',
    });
    expect(await refusal('{ issues(filter: { status: 0 }) { totalCount } }')).toEqual({
      message: 'filter.status must be between 1 and 1000, got 0.',
      code: 'BAD_USER_INPUT',
      field: 'filter.status',
    });
    expect(await refusal('{ issues(filter: { priority: -2 }) { totalCount } }')).toMatchObject({
      field: 'filter.priority',
    });
  });

  it('a literal its type cannot hold, named by its argument', async () => {
    expect(await refusal('{ glitches(since: "2026-11-10") { totalCount } }')).toEqual({
      message: 'Argument "since": DateTime must be an ISO-8601 date-time with offset, got "2026-11-10".',
      code: 'BAD_USER_INPUT',
      field: 'since',
    });
    expect(await refusal('{ glitches(since: "2026-02-30T00:00:00Z") { totalCount } }')).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'since',
    });
    expect(await refusal('{ glitches(until: "0000-01-01T00:00:00Z") { totalCount } }')).toEqual({
      message: 'Argument "until": DateTime must be in the years 1900 to 9999, got "0000-01-01T00:00:00Z".',
      code: 'BAD_USER_INPUT',
      field: 'until',
    });
    expect(await refusal('{ hubs(first: 99999999999) { totalCount } }')).toEqual({
      message: 'Argument "first": Int cannot represent non 32-bit signed integer value: 99999999999',
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expect(
      await refusal('{ hubs(filter: { lastSeenAfter: "2026-13-01T00:00:00Z" }) { totalCount } }'),
    ).toMatchObject({ field: 'filter.lastSeenAfter' });
  });

  it('a string holding a NUL character, named by its argument', async () => {
    const message =
      'The value of filter.search holds a NUL character (U+0000), which cannot be stored or searched: remove it.';
    const query = 'query ($s: String) { issues(filter: { search: $s }) { nodes { id } } }';
    const answer = await graphql(gateway.url, query, { s: 'abc\u0000def' }, { token: 't' });
    expect(answer.upstreamCalls).toBe(0);
    expect(answer.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'filter.search', variable: '$s' },
    });
    expect(await refusal('{ issues(filter: { search: "abc\\u0000def" }) { nodes { id } } }')).toEqual({
      message,
      code: 'BAD_USER_INPUT',
      field: 'filter.search',
    });
  });

  it('offset together with after, and an offset past 10,000,000, on every list paged by position', async () => {
    for (const list of ['leads', 'stock', 'installationReports', 'ecmsRows'])
      expect(
        await refusal(`{ ${list}(offset: 5, after: "x", first: 2) { pageInfo { startCursor } } }`),
      ).toEqual({
        message: 'Give offset or after, not both.',
        code: 'BAD_USER_INPUT',
        field: 'offset',
      });
    for (const list of ['leads', 'stock', 'installationReports', 'ecmsRows'])
      expect(await refusal(`{ ${list}(offset: 2147483647) { pageInfo { startCursor } } }`)).toEqual({
        message: 'offset must be between 0 and 10000000, got 2147483647.',
        code: 'BAD_USER_INPUT',
        field: 'offset',
      });
  });
});

// The same mistakes as variables (what analysts' scripts send): graphql-js's own "Variable "$t" got
// invalid value …" named nothing a script could branch on. Each is BAD_USER_INPUT naming the argument the
// variable feeds (extensions.field, the path a literal there gets) and the variable's part
// (extensions.variable), HTTP 400, nothing run.
describe('variables their type cannot hold, named by the argument they feed', () => {
  async function refused(query: string, variables: Record<string, unknown>, operationName?: string) {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
    });
    const body = (await res.json()) as {
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    expect(res.status).toBe(400);
    expect(Number(res.headers.get('x-upstream-calls'))).toBe(0);
    return (body.errors ?? []).map((error) => ({
      message: error.message,
      code: error.extensions?.code,
      field: error.extensions?.field,
      variable: error.extensions?.variable,
    }));
  }

  it("a DateTime, in the scalar's own words, as a literal there would be", async () => {
    const query = 'query ($t: DateTime) { glitches(since: $t) { totalCount } }';
    expect(await refused(query, { t: '2026-02-30T00:00:00Z' })).toEqual([
      {
        message:
          'Argument "since" (variable $t): DateTime must be a real date and time of day, got "2026-02-30T00:00:00Z".',
        code: 'BAD_USER_INPUT',
        field: 'since',
        variable: '$t',
      },
    ]);
    expect(await refused(query, { t: '2026-02-30' })).toEqual([
      {
        message:
          'Argument "since" (variable $t): DateTime must be an ISO-8601 date-time with offset, got "2026-02-30".',
        code: 'BAD_USER_INPUT',
        field: 'since',
        variable: '$t',
      },
    ]);
    expect(await refused(query, { t: '0000-01-01T00:00:00Z' })).toMatchObject([
      {
        message:
          'Argument "since" (variable $t): DateTime must be in the years 1900 to 9999, got "0000-01-01T00:00:00Z".',
        field: 'since',
      },
    ]);
  });

  it('an Int out of range, and a value of another kind', async () => {
    const query = 'query ($n: Int) { hubs(first: $n) { totalCount } }';
    expect(await refused(query, { n: 99999999999 })).toEqual([
      {
        message:
          'Argument "first" (variable $n): Int cannot represent non 32-bit signed integer value: 99999999999',
        code: 'BAD_USER_INPUT',
        field: 'first',
        variable: '$n',
      },
    ]);
    // A value whose printed form looks like graphql-js's "at" part is still the whole variable.
    expect(await refused(query, { n: 'x" at "n.first' })).toEqual([
      {
        message:
          'Argument "first" (variable $n): Int cannot represent non-integer value: "x\\" at \\"n.first"',
        code: 'BAD_USER_INPUT',
        field: 'first',
        variable: '$n',
      },
    ]);
  });

  it('a value inside an input-object variable, by its path within it', async () => {
    const query = 'query ($f: HubFilter) { hubs(filter: $f) { totalCount } }';
    expect(await refused(query, { f: { lastSeenAfter: '2026-13-01T00:00:00Z' } })).toEqual([
      {
        message:
          'Argument "filter.lastSeenAfter" (variable $f.lastSeenAfter): DateTime must be a real date and time of day, got "2026-13-01T00:00:00Z".',
        code: 'BAD_USER_INPUT',
        field: 'filter.lastSeenAfter',
        variable: '$f.lastSeenAfter',
      },
    ]);
    // An enum value none of its values, in a list: the list item in the variable, the list's argument.
    expect(await refused(query, { f: { healthGrades: ['A', 'Z'] } })).toEqual([
      {
        message:
          'Argument "filter.healthGrades" (variable $f.healthGrades[1]): Value "Z" does not exist in "HealthGrade" enum. ' +
          'Did you mean the enum value "A", "B", "C", "D", or "E"?',
        code: 'BAD_USER_INPUT',
        field: 'filter.healthGrades',
        variable: '$f.healthGrades[1]',
      },
    ]);
    // A field the input type does not have, and a required one missing, are named by that field.
    expect(await refused(query, { f: { lastSeen: '2026-01-01T00:00:00Z' } })).toMatchObject([
      { code: 'BAD_USER_INPUT', field: 'filter.lastSeen', variable: '$f.lastSeen' },
    ]);
    expect((await refused(query, { f: { lastSeen: 1 } }))[0]?.message).toMatch(
      /^Argument "filter.lastSeen" \(variable \$f.lastSeen\): Field "lastSeen" is not defined by type "HubFilter"\./,
    );
    const save = 'mutation ($input: SaveBoilerInput!) { saveBoiler(input: $input) { boiler { hubId } } }';
    expect(await refused(save, { input: { boiler: {} } })).toEqual([
      {
        message:
          'Argument "input.hubId" (variable $input.hubId): Field "hubId" of required type "Int!" was not provided.',
        code: 'BAD_USER_INPUT',
        field: 'input.hubId',
        variable: '$input.hubId',
      },
    ]);
    expect(await refused(save, { input: { hubId: 1, boiler: { lastMeasuredDate: '2026-02-30' } } })).toEqual([
      {
        message:
          'Argument "input.boiler.lastMeasuredDate" (variable $input.boiler.lastMeasuredDate): Date must be a calendar date written YYYY-MM-DD, got "2026-02-30".',
        code: 'BAD_USER_INPUT',
        field: 'input.boiler.lastMeasuredDate',
        variable: '$input.boiler.lastMeasuredDate',
      },
    ]);
  });

  it('a variable inside a written object, by where it stands', async () => {
    const query = 'query ($s: DateTime) { hubs(filter: { lastSeenAfter: $s }) { totalCount } }';
    expect(await refused(query, { s: 'yesterday' })).toMatchObject([
      { code: 'BAD_USER_INPUT', field: 'filter.lastSeenAfter', variable: '$s' },
    ]);
  });

  it('a required variable not given, or given null', async () => {
    const query = 'query ($id: Int!) { hub(id: $id) { id } }';
    expect(await refused(query, {})).toEqual([
      {
        message: 'Argument "id" (variable $id): a value of required type "Int!" was not provided.',
        code: 'BAD_USER_INPUT',
        field: 'id',
        variable: '$id',
      },
    ]);
    expect(await refused(query, { id: null })).toEqual([
      {
        message: 'Argument "id" (variable $id): Expected non-nullable type "Int!" not to be null.',
        code: 'BAD_USER_INPUT',
        field: 'id',
        variable: '$id',
      },
    ]);
  });

  it('a list variable: a wrong item by its index in the variable, the argument without one', async () => {
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }';
    expect(await refused(query, { ids: ['a', null] })).toEqual([
      {
        message: 'Argument "ids" (variable $ids[1]): Expected non-nullable type "ID!" not to be null.',
        code: 'BAD_USER_INPUT',
        field: 'ids',
        variable: '$ids[1]',
      },
    ]);
    expect(await refused(query, { ids: { a: 1 } })).toEqual([
      {
        message: 'Argument "ids" (variable $ids): ID cannot represent value: { a: 1 }',
        code: 'BAD_USER_INPUT',
        field: 'ids',
        variable: '$ids',
      },
    ]);
    // graphql-js stops at 50 mistakes: the 51st is a note that it stopped, the caller's mistake too.
    const many = await refused(query, { ids: Array.from({ length: 60 }, () => null) });
    expect(many).toHaveLength(51);
    expect(many[50]).toEqual({
      message: 'Too many errors processing variables, error limit reached. Execution aborted.',
      code: 'BAD_USER_INPUT',
      field: undefined,
      variable: undefined,
    });
  });

  it('a variable given to two arguments is named by the one written first in the document', async () => {
    const both = 'query ($t: DateTime) { glitches(until: $t, since: $t) { totalCount } }';
    expect(await refused(both, { t: 'soon' })).toMatchObject([{ field: 'until', variable: '$t' }]);
    // A fragment written before the operation is first, wherever it is spread.
    const fragment = `fragment Since on Query { a: glitches(since: $t) { totalCount } }
      query ($t: DateTime) { b: glitches(until: $t) { totalCount } ...Since }`;
    expect(await refused(fragment, { t: 'soon' })).toMatchObject([{ field: 'since', variable: '$t' }]);
  });

  it('in a document of several operations, by the argument of the operation that runs', async () => {
    const query = `query Hubs($t: DateTime) { hubs(filter: { lastSeenAfter: $t }) { totalCount } }
      query Glitches($t: DateTime) { glitches(until: $t) { totalCount } }`;
    expect(await refused(query, { t: 'soon' }, 'Glitches')).toMatchObject([
      { code: 'BAD_USER_INPUT', field: 'until', variable: '$t' },
    ]);
  });

  // A default is written in the document, so it is refused while the document is validated, whatever the
  // variables given; it is named as a value given for the variable is, where a literal there is refused.
  it("a variable's default its type cannot hold, named as a value given for the variable is", async () => {
    const first = 'query ($n: Int = "x") { hubs(first: $n) { totalCount } }';
    const expected = [
      {
        message:
          'Argument "first" (default value of variable $n): Int cannot represent non-integer value: "x"',
        code: 'BAD_USER_INPUT',
        field: 'first',
        variable: '$n',
      },
    ];
    expect(await refused(first, {})).toEqual(expected);
    expect(await refused(first, { n: 5 })).toEqual(expected);
    // The literal written in the argument instead.
    expect(await refused('{ hubs(first: "x") { totalCount } }', {})).toEqual([
      {
        message: 'Argument "first": Int cannot represent non-integer value: "x"',
        code: 'BAD_USER_INPUT',
        field: 'first',
        variable: undefined,
      },
    ]);
    expect(await refused('query ($id: Int! = 99999999999) { hub(id: $id) { id } }', {})).toEqual([
      {
        message:
          'Argument "id" (default value of variable $id): Int cannot represent non 32-bit signed integer value: 99999999999',
        code: 'BAD_USER_INPUT',
        field: 'id',
        variable: '$id',
      },
    ]);
    // Inside an input object and a list: the variable's part, the argument path a literal there gets.
    const filter = (value: string) => `query ($f: HubFilter = ${value}) { hubs(filter: $f) { totalCount } }`;
    expect(await refused(filter('{ lastSeenAfter: "2026-13-01T00:00:00Z" }'), {})).toEqual([
      {
        message:
          'Argument "filter.lastSeenAfter" (default value of variable $f.lastSeenAfter): DateTime must be a real date and time of day, got "2026-13-01T00:00:00Z".',
        code: 'BAD_USER_INPUT',
        field: 'filter.lastSeenAfter',
        variable: '$f.lastSeenAfter',
      },
    ]);
    expect(await refused(filter('{ healthGrades: [A, Z] }'), {})).toMatchObject([
      { code: 'BAD_USER_INPUT', field: 'filter.healthGrades', variable: '$f.healthGrades[1]' },
    ]);
    expect(await refused('query ($ids: [ID!]! = ["a", null]) { nodes(ids: $ids) { nodeId } }', {})).toEqual([
      {
        message:
          'Argument "ids" (default value of variable $ids[1]): Expected value of type "ID!", found null.',
        code: 'BAD_USER_INPUT',
        field: 'ids',
        variable: '$ids[1]',
      },
    ]);
    // Given inside a written object, to two arguments, or in a fragment written first.
    const inObject = 'query ($s: DateTime = "soon") { hubs(filter: { lastSeenAfter: $s }) { totalCount } }';
    expect(await refused(inObject, {})).toMatchObject([
      { code: 'BAD_USER_INPUT', field: 'filter.lastSeenAfter', variable: '$s' },
    ]);
    const both = 'query ($t: DateTime = "soon") { glitches(until: $t, since: $t) { totalCount } }';
    expect(await refused(both, {})).toMatchObject([{ field: 'until', variable: '$t' }]);
    const fragment = `fragment Since on Query { a: glitches(since: $t) { totalCount } }
      query ($t: DateTime = "soon") { b: glitches(until: $t) { totalCount } ...Since }`;
    expect(await refused(fragment, {})).toMatchObject([{ field: 'since', variable: '$t' }]);
    // Given to no argument: the variable alone (graphql-js also says it is never used).
    expect(await refused('query ($n: Int = "x") { ok }', {})).toEqual([
      {
        message: 'Default value of variable $n: Int cannot represent non-integer value: "x"',
        code: 'BAD_USER_INPUT',
        field: undefined,
        variable: '$n',
      },
      {
        message: 'Variable "$n" is never used.',
        code: 'GRAPHQL_VALIDATION_FAILED',
        field: undefined,
        variable: undefined,
      },
    ]);
  });

  it("a variable's default object missing a field or holding an unknown one is a validation failure, as a literal is", async () => {
    for (const [literal, inDefault, message] of [
      [
        '{ hubs(filter: { nope: 1 }) { totalCount } }',
        'query ($f: HubFilter = { nope: 1 }) { hubs(filter: $f) { totalCount } }',
        'Field "nope" is not defined by type "HubFilter".',
      ],
      [
        'mutation { saveBoiler(input: { boiler: {} }) { boiler { hubId } } }',
        'mutation ($i: SaveBoilerInput! = { boiler: {} }) { saveBoiler(input: $i) { boiler { hubId } } }',
        'Field "SaveBoilerInput.hubId" of required type "Int!" was not provided.',
      ],
    ] as const)
      for (const query of [literal, inDefault])
        expect(await refused(query, {})).toEqual([
          { message, code: 'GRAPHQL_VALIDATION_FAILED', field: undefined, variable: undefined },
        ]);
  });

  it('a string over the length limit, named by the argument a literal there is named by', async () => {
    const long = 'x'.repeat(10_001);
    const tooLong = (what: string) => `${what} is longer than 10000 characters; the limit is 10000.`;
    const term = 'query ($s: String!) { searchHubs(term: $s) { id } }';
    expect(await refused(`{ searchHubs(term: "${long}") { id } }`, {})).toEqual([
      { message: tooLong('A string argument'), code: 'BAD_USER_INPUT', field: 'term', variable: undefined },
    ]);
    expect(await refused(term, { s: long })).toEqual([
      { message: tooLong('The variable $s'), code: 'BAD_USER_INPUT', field: 'term', variable: '$s' },
    ]);
    // Inside an input object, written or given as a variable.
    expect(await refused(`{ issues(filter: { search: "${long}" }) { nodes { id } } }`, {})).toMatchObject([
      { field: 'filter.search', variable: undefined },
    ]);
    const filter = 'query ($f: IssueFilter) { issues(filter: $f) { nodes { id } } }';
    expect(await refused(filter, { f: { search: long } })).toEqual([
      {
        message: tooLong('The variable $f.search'),
        code: 'BAD_USER_INPUT',
        field: 'filter.search',
        variable: '$f.search',
      },
    ]);
    const inObject = 'query ($s: String) { issues(filter: { search: $s }) { nodes { id } } }';
    expect(await refused(inObject, { s: long })).toMatchObject([{ field: 'filter.search', variable: '$s' }]);
    // A list item: the list's argument, the item's index in the variable only.
    expect(await refused(`{ nodes(ids: ["a", "${long}"]) { nodeId } }`, {})).toMatchObject([
      { field: 'ids', variable: undefined },
    ]);
    const list = 'query ($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }';
    expect(await refused(list, { ids: ['a', long] })).toMatchObject([{ field: 'ids', variable: '$ids[1]' }]);
    // A key too long is named by its place, and the argument of the object holding it.
    expect(await refused(filter, { f: { [long]: 1 } })).toMatchObject([
      { message: tooLong('The variable $f.<key>'), field: 'filter', variable: '$f.<key>' },
    ]);
    // Written as a variable's default: a literal, named as a value given for the variable is.
    expect(await refused(`query ($s: String = "${long}") { searchHubs(term: $s) { id } }`, {})).toEqual([
      { message: tooLong('A string argument'), code: 'BAD_USER_INPUT', field: 'term', variable: '$s' },
    ]);
    // Given to two arguments, the one written first; in no argument (undeclared), the variable alone.
    const both =
      'query ($s: String!) { a: searchHubs(term: $s) { id } b: issues(filter: { search: $s }) { nodes { id } } }';
    expect(await refused(both, { s: long })).toMatchObject([{ field: 'term', variable: '$s' }]);
    expect(await refused('{ ok }', { s: long })).toEqual([
      { message: tooLong('The variable $s'), code: 'BAD_USER_INPUT', field: undefined, variable: '$s' },
    ]);
  });

  it('a NUL character, in an input-object variable, a list or another operation, by its argument', async () => {
    const nul = (field: string) =>
      `The value of ${field} holds a NUL character (U+0000), which cannot be stored or searched: remove it.`;
    const filter = 'query ($f: IssueFilter) { issues(filter: $f) { nodes { id } } }';
    expect(await refused(filter, { f: { search: 'abc\u0000def' } })).toEqual([
      {
        message: nul('filter.search'),
        code: 'BAD_USER_INPUT',
        field: 'filter.search',
        variable: '$f.search',
      },
    ]);
    const list = 'query ($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }';
    expect(await refused(list, { ids: ['a', 'b\u0000'] })).toEqual([
      { message: nul('ids'), code: 'BAD_USER_INPUT', field: 'ids', variable: '$ids[1]' },
    ]);
    const inDefault =
      'query ($f: IssueFilter = { search: "abc\\u0000def" }) { issues(filter: $f) { nodes { id } } }';
    expect(await refused(inDefault, {})).toEqual([
      {
        message: nul('filter.search'),
        code: 'BAD_USER_INPUT',
        field: 'filter.search',
        variable: '$f.search',
      },
    ]);
    const two = `query Term($s: String!) { searchHubs(term: $s) { id } }
      query Issues($s: String) { issues(filter: { search: $s }) { nodes { id } } }`;
    expect(await refused(two, { s: 'abc\u0000def' }, 'Issues')).toMatchObject([
      { field: 'filter.search', variable: '$s' },
    ]);
  });
});
