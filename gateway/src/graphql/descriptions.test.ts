// Everyone reading the schema in GraphiQL's Docs pane (analysts, script writers) sees only what the SDL
// says, so every type, field, argument, input field and enum value should say what it is, in plain words
// (no "spec §" references: the reader cannot open the spec). Every item is described: a new one without
// a description, or a description sending the reader to the spec, fails here and names the item.
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from './schema.js';

function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text || text.trim() === '';
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (
      blank(type.description) &&
      !['Query', 'Mutation', 'Boolean', 'String', 'Int', 'Float', 'ID'].includes(type.name)
    )
      missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args)
          if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
    if (isEnumType(type))
      for (const value of type.getValues())
        if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

function specReferences(schema: GraphQLSchema): string[] {
  const found: string[] = [];
  const check = (where: string, text: string | null | undefined) => {
    if (text && /spec\s*\d*\s*§/i.test(text)) found.push(where);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        check(`${type.name}.${field.name}`, field.description);
  }
  return found;
}

describe('schema descriptions', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildSchema();
  });

  it('describes every type, field, argument, input field and enum value', () => {
    const missing = undescribed(schema);
    expect(missing, 'every schema item needs a description').toEqual([]);
  });

  it('never sends the reader to the spec', () => {
    const found = specReferences(schema);
    expect(found, 'descriptions must not refer to the spec').toEqual([]);
  });
});
