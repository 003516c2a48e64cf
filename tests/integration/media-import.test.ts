/**
 * 'Add Image' by address: safe-fetch (the guard against server-side request forgery that the iCal feeds
 * share) and importImageFromUrl, against a real HTTP server on 127.0.0.1 that misbehaves on demand. No
 * request leaves the machine: private addresses are refused before any connection is made.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRow } from '#app/domain/media/media';
import {
  DEFAULT_TIMEOUT_MS,
  SafeFetchError,
  safeFetchBuffer,
  safeFetchToFile,
  type SafeFetchOptions,
} from '#app/server/http/safe-fetch.server';
import { folderMediaStore } from '#app/server/media/folder-store.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { importImageFromUrl } from '#app/server/media/media.server';
import type { mediaQueries } from '#app/server/media/queries.server';
import type { MediaStore } from '#app/server/media/store.server';
import { makeMediaFixtures, type MediaFixtures } from '#tests/fixtures/media/images';

let fixtures: MediaFixtures;
let image: Buffer;
let server: http.Server;
let origin: string;
let port: number;
const requests: string[] = [];

function stream(res: ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  let sent = 0;
  const write = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  write();
}

beforeAll(async () => {
  fixtures = await makeMediaFixtures(await mkdtemp(path.join(tmpdir(), 'media-import-fixtures-')));
  image = await readFile(fixtures.smallJpeg);
  server = http.createServer((req, res) => {
    res.on('error', () => {}); // the client hangs up on purpose (too large, timeout)
    const url = req.url ?? '/';
    requests.push(url);
    switch (url.split('?')[0]) {
      case '/photos/villa.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length });
        return res.end(image);
      case '/photos/lying.png':
        // A JPEG said to be a PNG: the content decides.
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(image);
      case '/login.html': {
        const page = '<!doctype html><html><head><title>Log in</title></head><body><form></form></body></html>';
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(page);
      }
      case '/photos/huge-declared.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 30 * 1024 * 1024 });
        return stream(res, 30 * 1024 * 1024);
      case '/photos/huge-chunked.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return stream(res, 26 * 1024 * 1024);
      case '/hang.jpg':
        return; // never answers
      case '/to-villa':
        res.writeHead(302, { location: '/photos/villa.jpg' });
        return res.end();
      case '/to-private':
        res.writeHead(307, { location: 'http://10.0.0.5/photo.jpg' });
        return res.end();
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        return res.end();
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(fixtures.dir, { recursive: true, force: true });
});

const LOCAL = { allowPrivate: true } as const;
/** Production rules, except that this test server's own address is let through. */
const GUARDED_BUT_LOCAL = { allowPrivate: false, trustedAddresses: ['127.0.0.1'] } as const;

/** A backend that must not be reached (the import fails before anything is stored). */
const unreachableBackend = new Proxy({} as Capabilities, {
  get: (_target, name) => () => {
    throw new Error(`the backend was used (${String(name)})`);
  },
});
const unreachableStore = new Proxy({} as MediaStore, {
  get: (_target, name) => () => {
    throw new Error(`the store was used (${String(name)})`);
  },
});

/** A backend in memory: enough for an import to record its row. */
function memoryBackend(): Capabilities & { rows: Map<string, MediaRow> } {
  const rows = new Map<string, MediaRow>();
  const media: Partial<ReturnType<typeof mediaQueries>> = {
    getMedia: async (hash) => rows.get(hash) ?? null,
    addMedia: async (media) => {
      const row = { ...media, created_at: new Date().toISOString(), created_by: null };
      rows.set(media.hash, row);
      return { media: row, duplicate: false };
    },
    listMedia: async () => ({ rows: [...rows.values()], total: rows.size }),
    mediaUsage: async () => [],
    deleteMediaRow: async (hash) => rows.delete(hash),
    listMediaHashes: async () => [...rows.keys()],
  };
  return { rows, use: () => media as never };
}

const importFailure = (url: string, options: Parameters<typeof importImageFromUrl>[3] = LOCAL) =>
  importImageFromUrl(unreachableBackend, unreachableStore, url, options);

describe('importImageFromUrl', () => {
  let root: string;
  let store: MediaStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-import-store-'));
    store = folderMediaStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('downloads an image from a public-looking address and stores it like an upload', async () => {
    const backend = memoryBackend();
    const result = await importImageFromUrl(backend, store, `${origin}/to-villa`, GUARDED_BUT_LOCAL);
    if ('error' in result) throw new Error(result.error);
    expect(result.media).toMatchObject({ file_name: 'villa.jpg', content_type: 'image/jpeg', width: 800, height: 600 });
    expect(result.warnings).toEqual(['villa.jpg is only 800 px wide; it may look soft on large screens.']);
    expect((await store.listHashes()).map((h) => h.hash)).toEqual([result.media.hash]);
    expect(backend.rows.size).toBe(1);
  });

  it('judges by content, not by the declared type', async () => {
    const result = await importImageFromUrl(memoryBackend(), store, `${origin}/photos/lying.png`, LOCAL);
    expect(result).toMatchObject({ media: { content_type: 'image/jpeg', file_name: 'lying.png' } });
    expect(await importFailure(`${origin}/login.html`)).toEqual({
      error: 'login.html: not an image (JPEG, PNG, WebP or AVIF).',
    });
  });

  it('refuses loopback and private addresses unless allowed, before any request is made', async () => {
    requests.length = 0;
    const guarded = { allowPrivate: false } as const;
    for (const url of [
      `${origin}/photos/villa.jpg`,
      `http://localhost:${port}/photos/villa.jpg`,
      `http://[::1]:${port}/photos/villa.jpg`,
      `http://2130706433:${port}/photos/villa.jpg`,
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.1.10/photo.jpg',
    ]) {
      expect(await importFailure(url, guarded)).toEqual({
        error: `${url}: the address is on a private or local network; images are only imported from the public internet.`,
      });
    }
    expect(requests, 'no request reached the server').toEqual([]);
  });

  it('checks every redirect target: no way into the LAN or the metadata service', async () => {
    for (const hop of ['/to-private', '/to-metadata']) {
      const url = `${origin}${hop}`;
      expect(await importFailure(url, GUARDED_BUT_LOCAL)).toEqual({
        error: `${url}: the address is on a private or local network; images are only imported from the public internet.`,
      });
    }
    expect(await importFailure(`${origin}/to-file`, GUARDED_BUT_LOCAL)).toEqual({
      error: `${origin}/to-file: not an http(s) address.`,
    });
  });

  it('says what went wrong: an HTTP error, no answer, too large, no address at all', async () => {
    expect(await importFailure(`${origin}/photos/gone.jpg`)).toEqual({
      error: `${origin}/photos/gone.jpg: the server answered HTTP 404.`,
    });
    expect(await importFailure(`${origin}/hang.jpg`, { ...LOCAL, timeoutMs: 300 })).toEqual({
      error: `${origin}/hang.jpg: no answer within 0.3 s.`,
    });
    for (const name of ['huge-declared.jpg', 'huge-chunked.jpg']) {
      expect(await importFailure(`${origin}/photos/${name}`)).toEqual({
        error: `${origin}/photos/${name}: larger than 25 MB.`,
      });
    }
    for (const url of ['ftp://127.0.0.1/photo.jpg', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', '']) {
      expect((await importFailure(url)) as { error: string }).toEqual({
        error: `${url.trim() || 'The address'}: not an http(s) address.`,
      });
    }
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await importFailure(`http://127.0.0.1:${closedPort}/a.jpg`)).toEqual({
      error: `http://127.0.0.1:${closedPort}/a.jpg: the server could not be reached.`,
    });
  });

  it('leaves no temporary download behind', async () => {
    const before = (await readdir(tmpdir())).filter((name) => name.startsWith('media-import-')).sort();
    await importFailure(`${origin}/photos/huge-chunked.jpg`);
    await importFailure(`${origin}/login.html`);
    const after = (await readdir(tmpdir())).filter((name) => name.startsWith('media-import-')).sort();
    expect(after).toEqual(before);
  });
});

describe('safe-fetch', () => {
  const LOCAL_FETCH: SafeFetchOptions = { allowPrivateAddresses: true, maxBytes: 1024 * 1024 };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'safe-fetch-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('downloads to a buffer or a file, following redirects, and tells the final address and type', async () => {
    const buffered = await safeFetchBuffer(`${origin}/to-villa`, LOCAL_FETCH);
    expect(buffered.body).toEqual(image);
    expect(buffered.url.href).toBe(`${origin}/photos/villa.jpg`);
    expect(buffered.contentType).toBe('image/jpeg');
    const file = path.join(dir, 'villa.jpg');
    const saved = await safeFetchToFile(`${origin}/photos/villa.jpg#fragment`, file, LOCAL_FETCH);
    expect(saved).toMatchObject({ bytes: image.length, status: 200 });
    expect(await readFile(file)).toEqual(image);
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  it('removes a partial file when the body goes over the limit', async () => {
    const file = path.join(dir, 'huge.jpg');
    const error = await safeFetchToFile(`${origin}/photos/huge-chunked.jpg`, file, LOCAL_FETCH).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SafeFetchError);
    expect(error).toMatchObject({ code: 'too_large', message: 'Larger than 1 MB' });
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a forbidden address with its reason, naming the host and address', async () => {
    const error = await safeFetchBuffer(`http://localhost:${port}/photos/villa.jpg`, {
      ...LOCAL_FETCH,
      allowPrivateAddresses: false,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'forbidden_address' });
    expect((error as Error).message).toMatch(
      /^Address not allowed \(private or loopback network\): localhost \((127\.0\.0\.1|::1)\)$/,
    );
  });

  it('reports the status of an HTTP error', async () => {
    expect(await safeFetchBuffer(`${origin}/nothing`, LOCAL_FETCH).catch((e: unknown) => e)).toMatchObject({
      code: 'bad_status',
      status: 404,
      message: 'The server answered HTTP 404',
    });
  });
});
