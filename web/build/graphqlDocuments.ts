// Puts each GraphQL document into the chunk of the screen that uses it.
//
// The client preset's graphql() looks a document up in one map of every operation in the app, and that
// map (with the full source text of each operation as its key) lands in the entry chunk: every area's
// queries would count against the login page's JavaScript budget. The preset's answer is a Babel/SWC
// plugin; we build with Vite, so this does the same as a Vite transform: each `graphql(`…`)` call
// becomes an import of a virtual module holding just that document, taken from the generated
// graphql.ts. Types are unchanged (they still come from the generated overloads), and the generated
// files are only read, never edited.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:graphql-document/';
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+(\w+)/;
const GRAPHQL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"][^'"]*__generated__(?:\/index)?['"]);?/;

/**
 * The generated export holding a definition's document (the client preset's naming: each part between
 * underscores starts upper-case, so fragment HubIdentity_hub is HubIdentity_HubFragmentDoc).
 */
export function documentExportName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql(): no named operation or fragment in\n${source}`);
  const [, kind, definition = ''] = match;
  const name = definition
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** Replaces each graphql(`…`) call by an import of its document; null when the file has none. */
export function rewriteGraphqlCalls(code: string): string | null {
  if (!code.includes('graphql(')) return null;
  const imports = new Map<string, string>();
  const body = code.replace(CALL, (_call, source: string) => {
    const exportName = documentExportName(source);
    const local = `__graphqlDocument_${exportName}`;
    imports.set(local, `import ${local} from '${VIRTUAL}${exportName}';`);
    return local;
  });
  if (imports.size === 0) return null;
  // graphql() is no longer called here: drop it from the import, so the map is never bundled.
  const withoutGraphql = CALL.test(body)
    ? body
    : body.replace(GRAPHQL_IMPORT, (statement, names: string, from: string) => {
        const rest = names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && name !== 'graphql');
        if (rest.length === names.split(',').filter((name) => name.trim()).length) return statement;
        return rest.length ? `import { ${rest.join(', ')} } from ${from};` : '';
      });
  return `${[...imports.values()].join('\n')}\n${withoutGraphql}`;
}

/** `export const XDocument = {…} as unknown as DocumentNode<…>;` lines of the generated file, by name. */
function readGeneratedDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</.exec(line);
    if (match) documents.set(match[1]!, match[2]!);
  }
  return documents;
}

export function graphqlDocuments(): Plugin {
  let generated = '';
  let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;
  const documents = () => {
    const { mtimeMs } = statSync(generated);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, documents: readGeneratedDocuments(generated) };
    return cache.documents;
  };
  return {
    name: 'hub:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      generated = join(config.root, 'src/__generated__/graphql.ts');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const document = documents().get(name);
      if (!document) throw new Error(`${name} is not in src/__generated__/graphql.ts: run npm run codegen`);
      return `export default ${document};`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('__generated__')) return null;
      const rewritten = rewriteGraphqlCalls(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
