// Everyone reading the schema in GraphiQL's Docs pane (analysts, script writers) sees only what the SDL
// says, so every type, field, argument, input field and enum value should say what it is, in plain words
// (no "spec §" references: the reader cannot open the spec). Until the schema is fully described this is a
// ratchet: the count of undescribed items (and of spec references) may not rise; lower the numbers below
// as descriptions are written, to 0.
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from './schema.js';

/** Undescribed items when the ratchet was set; lower it whenever descriptions are added. */
const UNDESCRIBED_AT_MOST = 3;
/** Descriptions that still point at the spec when the ratchet was set; lower it as they are reworded. */
const SPEC_REFERENCES_AT_MOST = 0;

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
    expect(missing.length, `undescribed:\n${missing.join('\n')}`).toBeLessThanOrEqual(UNDESCRIBED_AT_MOST);
  });

  it('never sends the reader to the spec', () => {
    const found = specReferences(schema);
    expect(found.length, `spec references:\n${found.join('\n')}`).toBeLessThanOrEqual(
      SPEC_REFERENCES_AT_MOST,
    );
  });
});
