import express from 'express';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, staticFiles } from './static-files';

const script = 'export const answer = 42;\n'.repeat(200);
const page = '<!doctype html><p>Bonjour</p>\n'.repeat(100);

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('br, gzip')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('staticFiles', () => {
  let dir: string;
  let base: string;
  let close: () => void;
  const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(`${base}${urlPath}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      },
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/app-1a2b.js'), script);
    // The build's precompressed copy is the one sent (made here with a marker, to tell it apart).
    writeFileSync(path.join(dir, 'assets/app-1a2b.js.br'), brotliCompressSync(Buffer.from(`${script}//br`)));
    writeFileSync(path.join(dir, 'page.html'), page);
    writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(dir, 'large.json'), `[${'1,'.repeat(3000)}1]`);
    const app = express();
    app.use(
      staticFiles(dir, {
        cacheControl: (p) =>
          p.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      }),
    );
    app.use((_req, res) => res.status(404).send('fell through'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the precompressed copy the client accepts, else the file itself, with its caching headers', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(`${script}//br`);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    // No .gz beside it: compressed once, on the first request that takes gzip.
    const gzip = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(script)));
  });

  it('compresses other text files once, never images, and answers 304 and HEAD', async () => {
    const html = await get('/page.html', { 'accept-encoding': 'br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.body).toString()).toBe(page);
    expect(html.headers['cache-control']).toBe('public, max-age=3600');
    const png = await get('/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    const again = await get('/page.html', { 'if-none-match': String(html.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/page.html', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    expect(head.body.length).toBe(0);
  });

  it('sends a file above the memory limit from the disk, with the same caching', async () => {
    const large = await get('/large.json');
    expect(large.status).toBe(200);
    expect(large.body.toString()).toBe(`[${'1,'.repeat(3000)}1]`);
    expect(large.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lets everything else through: unknown paths, compressed siblings by name, other methods', async () => {
    for (const [urlPath, method] of [
      ['/missing.js', 'GET'],
      ['/assets/app-1a2b.js.br', 'GET'],
      ['/assets', 'GET'],
      ['/page.html', 'POST'],
    ] as const) {
      const answer = await get(urlPath, {}, method);
      expect(answer.status, `${method} ${urlPath}`).toBe(404);
      expect(answer.body.toString()).toBe('fell through');
    }
  });
});
