// The built web app, on the gateway's own origin so the session cookie (SameSite=Strict) reaches /graphql.
// Files under /assets/ carry a content hash in their names, so browsers may keep them forever; every
// other path that is not a file gets index.html, and the app's router takes over (/dashboard, /hub/12,
// /graphiql).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
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

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'The web app is not built yet. Build it with "npx turbo run build --filter=@hub/web" (or run "npm start", ' +
  'which builds everything), then reload this page. The GraphQL API is available at /graphql meanwhile.\n';

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
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

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  size: number,
  cacheControl: string,
): void {
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(size),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

export function staticFiles(webDist: string | null) {
  const root = webDist === null ? null : resolve(webDist);
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (root === null) return sendText(res, 503, NOT_BUILT_MESSAGE);
    const index = join(root, 'index.html');
    const indexSize = await fileSize(index);
    if (indexSize === null) return sendText(res, 503, NOT_BUILT_MESSAGE);

    const file = resolveInside(root, pathname);
    if (file === null) return sendText(res, 404, 'Not found.\n');
    const size = file === root ? null : await fileSize(file);
    if (size !== null) {
      return sendFile(req, res, file, size, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    // A missing hashed asset is an old page asking for a file a new build replaced: index.html would only
    // be misread as script, so it gets a plain 404.
    if (pathname.startsWith('/assets/')) return sendText(res, 404, 'Not found.\n');
    sendFile(req, res, index, indexSize, REVALIDATE);
  };
}
