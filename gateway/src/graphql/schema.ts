// The executable schema: every .graphql file in the repository's schema/ folder, and every area's
// resolvers from src/<area>/resolvers (found on disk), so a new area is its SDL file plus its own folder.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './resolverTypes.js';

// Both src/ (tests) and dist/ (built) sit two levels below the repository root.
const codeRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_DIR = join(codeRoot, '../../schema');

const FIRST_FILES = ['common.graphql', 'hub.graphql'];

async function loadTypeDefs(dir: string): Promise<string[]> {
  // The files that define the types others extend come first: a type's fields are listed (GraphiQL's
  // Docs, introspection) in the order they are read, so Hub starts with its id, serial and name rather
  // than with the fields another area adds, and Query with `hub` rather than whichever area sorts first.
  const files = (await readdir(dir))
    .filter((file) => file.endsWith('.graphql'))
    .sort(
      (a, b) => Number(!FIRST_FILES.includes(a)) - Number(!FIRST_FILES.includes(b)) || a.localeCompare(b),
    );
  if (files.length === 0) throw new Error(`No .graphql files in ${dir}`);
  return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
}

async function loadResolvers(): Promise<Resolvers[]> {
  const areas = (await readdir(codeRoot, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const maps: Resolvers[] = [];
  for (const area of areas.map((entry) => entry.name).sort()) {
    const file = ['resolvers.js', 'resolvers.ts'].map((name) => join(codeRoot, area, name)).find(existsSync);
    if (!file) continue;
    const module = (await import(pathToFileURL(file).href)) as { resolvers?: Resolvers };
    if (!module.resolvers) throw new Error(`${file} does not export "resolvers"`);
    maps.push(module.resolvers);
  }
  return maps;
}

export async function buildSchema(schemaDir: string = SCHEMA_DIR): Promise<GraphQLSchema> {
  const [typeDefs, resolvers] = await Promise.all([loadTypeDefs(schemaDir), loadResolvers()]);
  return makeExecutableSchema({
    typeDefs,
    // Our map types are stricter than graphql-tools' own; the shapes are the same.
    resolvers: resolvers as Parameters<typeof makeExecutableSchema>[0]['resolvers'],
    // A resolver for a field the SDL does not have is a typo; fail at start, not on first use.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
