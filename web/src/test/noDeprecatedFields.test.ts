// The web is the API's first client: it asks for no field, argument, input field or enum value the schema
// has deprecated, so a deprecation can run its course (one release) without breaking the console.
// Every operation and fragment of the app is checked, as codegen compiled them, against schema/*.graphql.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, NoDeprecatedCustomRule, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../__generated__/graphql';

const schemaDir = join(import.meta.dirname, '../../../schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
    .join('\n'),
);

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === 'Document',
);

describe('the web’s GraphQL documents', () => {
  it('are many (the check reads them all)', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it('use nothing the schema has deprecated', () => {
    const uses = documents.flatMap(([name, document]) =>
      validate(schema, document, [NoDeprecatedCustomRule]).map((error) => `${name}: ${error.message}`),
    );
    expect(uses).toEqual([]);
  });
});
