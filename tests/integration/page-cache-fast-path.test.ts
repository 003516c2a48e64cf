import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageCacheFastPath } from '#app/server/http/page-cache-fast-path';
import { pageCacheMiddleware, publicPageCache } from '#app/server/http/page-cache.server';
import { parseTrustProxy, trustProxies } from '#app/server/http/proxy';

/**
 * The fast path in front of React Router's real Express adapter, as server.ts mounts it: a build of one resource
 * route behind the page cache middleware, counting its renders. A hit must never reach the framework, and the
 * key the fast path computes must be the one the framework stored the page under (proxy headers included).
 */
let renders = 0;
/** Requests that went past the fast path (to compression and the framework). */
let passedOn = 0;
const PAGE = `<html><body>${'<p>A villa above Gustavia harbour.</p>'.repeat(300)}</body></html>`;

const build = {
  entry: { module: { default: () => new Response('no documents here', { status: 500 }) } },
  routes: {
    root: { id: 'root', path: '', module: { middleware: [pageCacheMiddleware] } },
    page: {
      id: 'page',
      parentId: 'root',
      path: '*',
      module: {
        loader: () => {
          renders += 1;
          return new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
        },
      },
    },
  },
  assets: { entry: { imports: [], module: '' }, routes: {}, url: '/manifest.js', version: '1' },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  basename: '/',
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  trustProxies(app, parseTrustProxy('loopback'));
  app.use(pageCacheFastPath());
  app.use((_req, _res, next) => {
    passedOn += 1;
    next();
  });
  app.use(compression());
  app.all('/{*splat}', createRequestHandler({ build, mode: 'production' }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  publicPageCache().clear();
  renders = 0;
  passedOn = 0;
});

/** A raw request (no automatic decompression), to see the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('page cache fast path (server.ts)', () => {
  it('answers a cached page before the framework, with its stored compressed copy', async () => {
    const first = await get('/rentals/x', { 'Accept-Encoding': 'br, gzip' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(renders).toBe(1);
    const hit = await get('/rentals/x', { 'Accept-Encoding': 'br, gzip' });
    expect(renders).toBe(1);
    expect(passedOn).toBe(1);
    expect(hit.status).toBe(200);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(Number(hit.headers['content-length'])).toBe(hit.body.byteLength);
    expect(brotliDecompressSync(hit.body).toString()).toBe(PAGE);
    // The same bytes the miss sent: compressed once, by the cache, never by the compression middleware.
    expect(hit.body.equals(first.body)).toBe(true);
    expect(hit.headers['etag']).toBe(first.headers['etag']);
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['vary']).toBe('Accept-Encoding, Cookie');
  });

  it('answers revalidation with 304 and HEAD without a body, and plain clients uncompressed', async () => {
    const first = await get('/blog');
    expect(first.headers['content-encoding']).toBeUndefined();
    const etag = String(first.headers['etag']);
    const revalidated = await get('/blog', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
    const head = await get('/blog', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.body.byteLength).toBe(0);
    const plain = await get('/blog');
    expect(plain.body.toString()).toBe(PAGE);
    expect(renders).toBe(1);
    expect(passedOn).toBe(1);
  });

  it('finds the page the framework stored behind a trusted proxy (its scheme and host are in the key)', async () => {
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.example.com' };
    await get('/properties?island=Sint+Maarten', proxied);
    const hit = await get('/properties?island=Sint+Maarten', proxied);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(passedOn).toBe(1);
    // Another host or scheme is another page (its absolute links differ).
    await get('/properties?island=Sint+Maarten');
    expect(renders).toBe(2);
  });

  it('steps aside for staff, posts, a new currency choice and pages not yet cached', async () => {
    await get('/properties');
    await get('/properties', { Cookie: '__session=staff' });
    await get('/properties?currency=EUR');
    expect(passedOn).toBe(3);
    // The euro page was not stored (its response sets the cookie); the anonymous dollar page was.
    expect((await get('/properties')).headers['x-cache']).toBe('hit');
    expect(passedOn).toBe(3);
  });
});
