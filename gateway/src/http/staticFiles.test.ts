import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../app.js';
import { startGateway } from '../app.js';
import { negotiateEncoding } from './staticFiles.js';

// A chunk as Vite writes them: long, repetitive, and very compressible.
const chunk = Array.from({ length: 2000 }, (_, i) => `export const value${i} = "hub ${i}";`).join('\n');

let webDist: string;
let gateway: RunningGateway;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'gateway-static-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), `<!doctype html><title>v1</title>${' '.repeat(2000)}`);
  await writeFile(join(webDist, 'assets/index-abc.js'), chunk);
  await writeFile(join(webDist, 'assets/tiny-abc.js'), 'export {};');
  await writeFile(join(webDist, 'assets/logo-abc.png'), Buffer.alloc(4096, 7));
  gateway = await startGateway({ port: 0, webDist, redisUrl: null, logger: false });
});

afterAll(async () => {
  await gateway.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A GET as a browser sends it, without fetch's automatic decompression. */
function get(path: string, acceptEncoding?: string, method = 'GET', cookie?: string) {
  const { hostname, port } = new URL(gateway.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(cookie === undefined ? {} : { cookie }),
      };
      request({ hostname, port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('content negotiation', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('compressed static files', () => {
  it('sends a chunk Brotli-compressed to a browser that accepts it, a fraction of its size', async () => {
    const res = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(chunk.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(chunk);
  });

  it('sends gzip to a client without Brotli', async () => {
    const res = await get('/assets/index-abc.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(chunk);
  });

  it('sends the file as it is when the client accepts no compression', async () => {
    const res = await get('/assets/index-abc.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(chunk);
  });

  it('does not compress tiny files or images', async () => {
    expect((await get('/assets/tiny-abc.js', 'br')).headers['content-encoding']).toBeUndefined();
    const png = await get('/assets/logo-abc.png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const res = await get('/assets/index-abc.js', 'br', 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it('serves a rebuilt index.html, not the compressed copy of the old one', async () => {
    const first = await get('/dashboard', 'br');
    expect(brotliDecompressSync(first.body).toString()).toContain('<title>v1</title>');
    // A different size makes the change visible even where mtime has a coarse resolution.
    await writeFile(join(webDist, 'index.html'), `<!doctype html><title>v2</title>${' '.repeat(3000)}`);
    const second = await get('/dashboard', 'br');
    expect(brotliDecompressSync(second.body).toString()).toContain('<title>v2</title>');
  });
});

describe('the signed-in preload hint', () => {
  // web/build/signedInPreloads.ts writes it; the login page must not pay for Apollo Client's chunk.
  it('names the chunks a signed-in screen needs in a Link header, only to a visitor with a session', async () => {
    await mkdir(join(webDist, '.vite'), { recursive: true });
    await writeFile(
      join(webDist, '.vite/signed-in-preloads.json'),
      JSON.stringify(['/assets/apollo-abc.js', '/assets/devAssert-abc.js']),
    );
    const signedIn = await get('/dashboard', 'br', 'GET', 'other=1; hub_session=token');
    expect(signedIn.headers['link']).toBe(
      '</assets/apollo-abc.js>; rel=modulepreload; crossorigin, </assets/devAssert-abc.js>; rel=modulepreload; crossorigin',
    );
    expect((await get('/login', 'br')).headers['link']).toBeUndefined();
    expect((await get('/login', 'br', 'GET', 'other=1')).headers['link']).toBeUndefined();
    // A file that is not a list of paths is ignored, not copied into a header.
    await writeFile(join(webDist, '.vite/signed-in-preloads.json'), JSON.stringify(['</x>; rel=preload']));
    expect((await get('/dashboard', 'br', 'GET', 'hub_session=token')).headers['link']).toBeUndefined();
    await rm(join(webDist, '.vite'), { recursive: true });
    expect((await get('/dashboard', 'br', 'GET', 'hub_session=token')).headers['link']).toBeUndefined();
  });
});
