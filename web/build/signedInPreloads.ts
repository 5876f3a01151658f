// What a signed-in visitor's first screen needs besides the entry: Apollo Client's chunk (loaded lazily so
// the login page paints without it: src/app/apollo/loadApollo.ts) and the chunks it imports. index.html
// cannot preload them for everyone without taxing the login page, and an inline script that looks at the
// stored signed-in flag is refused by the Content-Security-Policy. So the build writes their addresses to
// .vite/signed-in-preloads.json, and the gateway sends them as a `Link: <…>; rel=modulepreload` header with
// index.html when the request carries the session cookie (gateway/src/http/staticFiles.ts): the browser
// fetches Apollo's chunk while it fetches the entry, instead of after the entry has run.
import type { Plugin } from 'vite';

export const SIGNED_IN_PRELOADS_FILE = '.vite/signed-in-preloads.json';

interface ChunkInfo {
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
}

/** The chunk named `name` and the chunks it imports statically, less the entry and what the entry imports. */
export function chunkWithImports(chunks: readonly ChunkInfo[], name: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const known = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const root = chunks.find((chunk) => chunk.name === name);
  if (!root) throw new Error(`no ${name} chunk: is the code-splitting group in vite.config.ts gone?`);
  const files: string[] = [];
  const add = (file: string) => {
    if (known.has(file) || files.includes(file)) return;
    files.push(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  add(root.fileName);
  return files;
}

export function signedInPreloads(chunkName: string): Plugin {
  let base = '/';
  return {
    name: 'hub:signed-in-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const files = chunkWithImports(chunks, chunkName).map((file) => `${base}${file}`);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PRELOADS_FILE, source: JSON.stringify(files) });
    },
  };
}
