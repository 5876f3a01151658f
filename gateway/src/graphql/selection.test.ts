import { Kind, parse } from 'graphql';
import type { FieldNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFields } from './selection.js';

function infoFor(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectedFields', () => {
  it('lists the fields right below the resolved one, not deeper ones', () => {
    const info = infoFor('{ hub(id: 1) { id information { name } state { mains } } }');
    expect([...selectedFields(info)]).toEqual(['id', 'information', 'state']);
  });

  it('follows named and inline fragments, once each', () => {
    const info = infoFor(`
      { hub(id: 1) { id ...Panel ... on Hub { upgradeAvailable } } }
      fragment Panel on Hub { state { mains } ...Panel2 }
      fragment Panel2 on Hub { information { name } ...Panel }`);
    expect([...selectedFields(info)].sort()).toEqual(['id', 'information', 'state', 'upgradeAvailable']);
  });

  it('is empty for a leaf field', () => {
    expect(selectedFields(infoFor('{ me }')).size).toBe(0);
  });
});

describe('selectedFields with @skip and @include', () => {
  const query = `
    query ($withTotal: Boolean = false) {
      leads(first: 500) { totalCount @include(if: $withTotal) nodes { uid } ...Extra }
    }
    fragment Extra on LeadConnection { pageInfo @skip(if: true) { hasNextPage } edges @include(if: true) { cursor } }`;

  it("decides each by the request's variables, on the same cached document", () => {
    const info = infoFor(query);
    expect([...selectedFields({ ...info, variableValues: { withTotal: false } })].sort()).toEqual([
      'edges',
      'nodes',
    ]);
    expect([...selectedFields({ ...info, variableValues: { withTotal: true } })].sort()).toEqual([
      'edges',
      'nodes',
      'totalCount',
    ]);
  });

  it('counts a condition it cannot decide as selected', () => {
    expect(selectedFields(infoFor(query)).has('totalCount')).toBe(true);
  });
});

describe('selectedFields on a cached document', () => {
  it('answers the same set for the same field node, worked out once', () => {
    const info = infoFor('{ hub(id: 1) { id state { mains } } }');
    const first = selectedFields(info);
    expect(selectedFields({ ...info })).toBe(first);
    expect([...first]).toEqual(['id', 'state']);
  });
});
