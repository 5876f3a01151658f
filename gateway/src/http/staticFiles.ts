// The built web app, on the gateway's own origin so the session cookie (SameSite=Strict) reaches /graphql.
// Files under /assets/ carry a content hash in their names, so browsers may keep them forever; every
// other path that is not a file gets index.html, and the app's router takes over (/dashboard, /hub/12,
// /graphiql).
// Text files go out compressed (Brotli, else gzip, as the browser accepts): the app's entry chunk is about
// 750 KB as built and 215 KB gzipped. Each file is compressed once and kept in memory, keyed by its path,
// size and modification time, so a rebuilt index.html is picked up; the cache is bounded by web/dist.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readCookie } from './cookies.js';
import { sendText } from './send.js';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.ttf',
  '.wasm',
  '.webmanifest',
]);
/** Below this, compression saves less than the header costs. */
const MIN_COMPRESS_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // Quality 6 compresses a 2.8 MB chunk in a fraction of a second and still beats gzip -9.
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** The encoding to send: Brotli when accepted, else gzip, else none (q=0 refuses a coding). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'The web app is not built yet. Build it with "npx turbo run build --filter=@hub/web" (or run "npm start", ' +
  'which builds everything), then reload this page. The GraphQL API is available at /graphql meanwhile.\n';

async function fileInfo(path: string): Promise<Stats | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

const compressed = new Map<string, Promise<Buffer>>();

function compressedFile(file: string, info: Stats, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const version = `${key}:${info.size}:${info.mtimeMs}`;
  let cached = compressed.get(version);
  if (!cached) {
    for (const old of compressed.keys()) if (old.startsWith(`${key}:`)) compressed.delete(old);
    cached = readFile(file).then(compressors[encoding]);
    // A failed read is not kept: the next request tries again.
    cached.catch(() => compressed.delete(version));
    compressed.set(version, cached);
  }
  return cached;
}

/** The file a URL path names inside root, or null when the path tries to leave root or is malformed. */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  info: Stats,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const type = extname(file).toLowerCase();
  const headers: Record<string, string> = {
    ...extraHeaders,
    'content-type': CONTENT_TYPES[type] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  };
  const compressible = COMPRESSIBLE.has(type) && info.size >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
  if (compressible) headers.vary = 'accept-encoding';
  if (encoding) {
    const body = await compressedFile(file, info, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(info.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** Written by the web build (web/build/signedInPreloads.ts): the chunks a signed-in visitor's screen needs. */
const SIGNED_IN_PRELOADS = '.vite/signed-in-preloads.json';

/**
 * The Link header that has the browser fetch Apollo Client's chunk (and what it imports) beside the entry,
 * for a visitor with a session: the login page does without that chunk, so index.html does not name it.
 * Read again when the build changes (keyed by the file's size and time); none when the file is missing.
 */
function signedInLink(root: string) {
  let kept: { version: string; link: Promise<string | null> } | null = null;
  return async (): Promise<string | null> => {
    const file = join(root, SIGNED_IN_PRELOADS);
    const info = await fileInfo(file);
    if (info === null) return null;
    const version = `${info.size}:${info.mtimeMs}`;
    if (kept?.version !== version) {
      const link = readFile(file, 'utf8').then(
        (text) => {
          const files = JSON.parse(text) as unknown;
          if (!Array.isArray(files) || !files.every((f) => typeof f === 'string' && /^\/[\w./-]+$/.test(f)))
            return null;
          return files.map((f) => `<${f}>; rel=modulepreload; crossorigin`).join(', ') || null;
        },
        () => null,
      );
      kept = { version, link };
    }
    return kept.link;
  };
}

export function staticFiles(webDist: string | null, { sessionCookie }: { sessionCookie?: string } = {}) {
  const root = webDist === null ? null : resolve(webDist);
  const preloadsFor = root === null ? null : signedInLink(root);
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (root === null) return sendText(res, 503, NOT_BUILT_MESSAGE);
    const index = join(root, 'index.html');
    const indexInfo = await fileInfo(index);
    if (indexInfo === null) return sendText(res, 503, NOT_BUILT_MESSAGE);

    const file = resolveInside(root, pathname);
    if (file === null) return sendText(res, 404, 'Not found.\n');
    const info = file === root ? null : await fileInfo(file);
    if (info !== null) {
      return sendFile(req, res, file, info, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    // A missing hashed asset is an old page asking for a file a new build replaced: index.html would only
    // be misread as script, so it gets a plain 404.
    if (pathname.startsWith('/assets/')) return sendText(res, 404, 'Not found.\n');
    const signedIn = sessionCookie !== undefined && Boolean(readCookie(req.headers.cookie, sessionCookie));
    const link = signedIn ? await preloadsFor?.() : null;
    return sendFile(req, res, index, indexInfo, REVALIDATE, link ? { link } : {});
  };
}
