// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InMemoryCache, gql } from '@apollo/client';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../__generated__/graphql';
import { NODE_KEY_FIELDS, keyFieldsOf, nodeCache } from './nodeTypePolicies';

const schemaDir = join(import.meta.dirname, '../../../../schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
    .join('\n'),
);
const nodeInterface = schema.getType('Node');
const nodeTypes = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .filter((type) => type.getInterfaces().some((i) => i === nodeInterface))
  .map((type) => type.name);

const documents = Object.values(generated).filter(
  (value): value is DocumentNode =>
    typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document',
);

/** The field names a selection set asks for, through its fragments and inline fragments. */
function selectedNames(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): Set<string> {
  const names = new Set<string>();
  for (const selection of set.selections) {
    if (selection.kind === 'Field') names.add(selection.name.value);
    else if (selection.kind === 'InlineFragment')
      for (const name of selectedNames(selection.selectionSet, fragments)) names.add(name);
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) for (const name of selectedNames(fragment.selectionSet, fragments)) names.add(name);
    }
  }
  return names;
}

describe('the cache rules of Node types', () => {
  it('cover exactly the types that implement Node in the schema', () => {
    expect(nodeTypes.length).toBeGreaterThan(0);
    expect(Object.keys(NODE_KEY_FIELDS).sort()).toEqual([...nodeTypes].sort());
    expect(nodeCache.possibleTypes.Node.sort()).toEqual([...nodeTypes].sort());
    for (const type of Object.keys(NODE_KEY_FIELDS)) {
      const object = schema.getType(type);
      for (const key of keyFieldsOf(type))
        expect(isObjectType(object) && object.getFields()[key], `${type}.${key}`).toBeTruthy();
    }
  });

  it('are met by every web document: each Node object selected carries its key field', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const document of documents) {
      const fragments = new Map(
        document.definitions
          .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
          .map((d) => [d.name.value, d]),
      );
      const typeInfo = new TypeInfo(schema);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          Field(field) {
            const type = typeInfo.getType() && getNamedType(typeInfo.getType()!);
            const keys = type ? keyFieldsOf(type.name) : [];
            if (keys.length === 0 || !field.selectionSet) return;
            checked += 1;
            const selected = selectedNames(field.selectionSet, fragments);
            for (const key of keys)
              if (!selected.has(key)) missing.push(`${field.name.value} (${type!.name}) lacks ${key}`);
          },
        }),
      );
    }
    expect(checked).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('normalise a lead read by two queries into one entry, found again through node', () => {
    const cache = new InMemoryCache(nodeCache);
    cache.writeQuery({
      query: gql`
        {
          leads {
            nodes {
              uid
              name
            }
          }
        }
      `,
      data: { leads: { __typename: 'LeadConnection', nodes: [{ __typename: 'Lead', uid: 7, name: 'Ann' }] } },
    });
    cache.writeQuery({
      query: gql`
        query ($id: ID!) {
          node(id: $id) {
            nodeId
            ... on Lead {
              uid
              name
            }
          }
        }
      `,
      variables: { id: 'TGVhZDo3' },
      data: { node: { __typename: 'Lead', nodeId: 'TGVhZDo3', uid: 7, name: 'Ann Other' } },
    });
    expect(cache.extract()['Lead:{"uid":7}']).toMatchObject({
      uid: 7,
      name: 'Ann Other',
      nodeId: 'TGVhZDo3',
    });
    expect(Object.keys(cache.extract()).filter((id) => id.startsWith('Lead'))).toEqual(['Lead:{"uid":7}']);
  });
});
