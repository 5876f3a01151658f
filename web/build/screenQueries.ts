// The screens' query modules in one chunk, fetched beside the entry.
//
// A route's loader starts its screen's query at navigation, beside the screen's code (docs/performance.md
// "How a screen loads"); for that the loader needs the query's document. Imported statically by the
// routes.ts files, every screen's document would sit in the entry chunk and count against the login
// page's and the dashboard's first load. So routes.ts imports each screen's query module lazily
// (features/<area>/<name>Query.ts or <name>Queries.ts), the build puts those modules and the documents
// they define in one chunk (the group below, after the entry's own group in vite.config.ts), and this
// plugin links that chunk from index.html with <link rel="modulepreload">: the browser fetches it while
// it fetches the entry, so by the time the router runs a loader its import() has usually resolved, and
// the screen's data and code still travel in one wave. The dashboard keeps its document in the entry
// (its routes.ts imports it statically): the first screen after login waits for nothing else.
import type { Plugin } from 'vite';

export const SCREEN_QUERIES_CHUNK = 'screenQueries';

/** A screen's query module: features/<area>/…Query.ts or …Queries.ts. */
export function isScreenQueryModule(id: string): boolean {
  return /[\\/]src[\\/]features[\\/].+Quer(?:y|ies)\.ts$/.test(id);
}

/** The virtual document modules (build/graphqlDocuments.ts) a module's transformed code imports. */
export function documentImports(code: string): string[] {
  return [...code.matchAll(/from\s*['"](virtual:graphql-document\/\w+)['"]/g)].map((m) => `\0${m[1]}`);
}

/** The <link rel="modulepreload"> tag for the chunk at `file`, under the app's `base`. */
export function modulePreloadTag(base: string, file: string) {
  return {
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
    injectTo: 'head' as const,
  };
}

/**
 * The plugin, and the rolldown code-splitting group (listed after the entry's own group) that gathers
 * the query modules and the documents they define. Only those: a module they import besides (a variables
 * helper, a domain constant) stays where the screens that use it put it, so that the dashboard, whose
 * issue list shares helpers with /issues, does not pull this chunk into its first load.
 */
export function screenQueries(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  let base = '/';
  // Filled as the query modules are transformed, before any chunk is formed.
  const documents = new Set<string>();
  const plugin: Plugin = {
    name: 'hub:screen-queries',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transform: {
      // After graphqlDocuments (enforce 'pre') has turned the graphql() calls into document imports.
      order: 'post',
      handler(code, id) {
        if (isScreenQueryModule(id)) for (const document of documentImports(code)) documents.add(document);
        return null;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The group's chunk, and the small chunks the bundler put in front of a query module that also
        // exports something shared with the screens (a facade, e.g. hubListQueries-….js).
        const roots = chunks.filter(
          (chunk) =>
            chunk.name === SCREEN_QUERIES_CHUNK ||
            (chunk.facadeModuleId !== null && isScreenQueryModule(chunk.facadeModuleId)),
        );
        if (!roots.some((chunk) => chunk.name === SCREEN_QUERIES_CHUNK))
          throw new Error(`no ${SCREEN_QUERIES_CHUNK} chunk: do routes.ts import their queries lazily?`);
        // Those and everything they import statically, less the entry and what the entry already brings.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const known = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = new Set<string>();
        const add = (file: string) => {
          if (known.has(file) || files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) add(imported);
        };
        for (const chunk of roots) add(chunk.fileName);
        return [...files].map((file) => modulePreloadTag(base, file));
      },
    },
  };
  const group = {
    name: SCREEN_QUERIES_CHUNK,
    test: (id: string) => isScreenQueryModule(id) || documents.has(id),
  };
  return { plugin, group };
}
