/**
 * The media store's two adapters and the /media route:
 *   - the folder adapter on a real folder, and the route that serves it (immutable caching, strict paths);
 *   - the Supabase Storage adapter through the real supabase-js against a recording fetch: the exact
 *     Storage requests (bucket, path, type, Cache-Control, deletes) and how recorded answers come out.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as mediaLoader } from '#app/routes/resources/media';
import { getEnv } from '#app/server/env.server';
import { pageCacheMiddleware } from '#app/server/http/page-cache.server';
import { folderMediaStore } from '#app/server/media/folder-store.server';
import { embeddedMediaStore, mediaBaseUrl, MediaStoreError, type MediaStore } from '#app/server/media/store.server';
import { PUBLIC_CACHE_SECONDS, supabaseMediaStore } from '#app/server/media/supabase-store.server';
import { createBackend } from '#tests/helpers/backend';
import { recordingClient, type Recorded } from '#tests/helpers/recording-supabase';

// The app's MEDIA_DIR for this file, before anything reads the environment.
const mediaDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/media-store-test-${process.pid}-${Date.now()}`;
  process.env.MEDIA_DIR = dir;
  return dir;
});

const HASH = 'a'.repeat(32);
const OTHER = '0123456789abcdef0123456789abcdef';
let sources: string;
let webp: string;
let avif: string;
let jpg: string;

beforeAll(async () => {
  sources = await mkdtemp(path.join(tmpdir(), 'media-store-sources-'));
  webp = path.join(sources, 'v.webp');
  avif = path.join(sources, 'v.avif');
  jpg = path.join(sources, 'o.jpg');
  await writeFile(webp, randomBytes(3000));
  await writeFile(avif, randomBytes(2000));
  await writeFile(jpg, randomBytes(5000));
});
afterAll(async () => {
  await rm(sources, { recursive: true, force: true });
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the folder media store', () => {
  let root: string;
  let store: MediaStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-folder-'));
    store = folderMediaStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps variants under public/<hash>/ and originals under originals/, nothing else', async () => {
    await store.putOriginal(`${HASH}.jpg`, jpg, 'image/jpeg');
    await store.putPublic(`${HASH}/320.webp`, webp, 'image/webp');
    await store.putPublic(`${HASH}/320.avif`, avif, 'image/avif');
    expect(await readFile(path.join(root, 'public', HASH, '320.webp'))).toEqual(await readFile(webp));
    expect(await readFile(path.join(root, 'originals', `${HASH}.jpg`))).toEqual(await readFile(jpg));
    // No temporary file is left once a write is done.
    expect((await readdir(path.join(root, 'public', HASH))).sort()).toEqual(['320.avif', '320.webp']);
    expect(store.publicUrl(`${HASH}/320.webp`)).toBe(`/media/${HASH}/320.webp`);
    expect(mediaBaseUrl(HASH, { backend: 'embedded', SUPABASE_URL: undefined })).toBe(`/media/${HASH}`);
  });

  it('writes the same key again without complaint (content-addressed)', async () => {
    await store.putPublic(`${HASH}/320.webp`, webp, 'image/webp');
    expect(await readFile(path.join(root, 'public', HASH, '320.webp'))).toEqual(await readFile(webp));
  });

  it('reads a variant back as a stream with its size and type', async () => {
    const found = await store.readPublic(`${HASH}/320.webp`);
    expect(found).toMatchObject({ bytes: 3000, contentType: 'image/webp' });
    const chunks: Buffer[] = [];
    for await (const chunk of found!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(await readFile(webp));
    expect(await store.readPublic(`${HASH}/640.webp`)).toBeNull();
  });

  it('refuses keys that are not a variant or an original', async () => {
    for (const key of [
      `../${HASH}/320.webp`,
      `${HASH}/../../x.webp`,
      `${HASH.toUpperCase()}/320.webp`,
      `${HASH}/320.png`,
      `${HASH}/0320.webp`,
      `${HASH}.jpg`,
    ]) {
      await expect(store.putPublic(key, webp, 'image/webp'), key).rejects.toBeInstanceOf(MediaStoreError);
      expect(await store.readPublic(key), key).toBeNull();
    }
    await expect(store.putOriginal(`${HASH}/320.webp`, jpg, 'image/jpeg')).rejects.toBeInstanceOf(MediaStoreError);
    await expect(store.putOriginal(`../${HASH}.jpg`, jpg, 'image/jpeg')).rejects.toBeInstanceOf(MediaStoreError);
    await expect(store.remove('../public')).rejects.toBeInstanceOf(MediaStoreError);
  });

  it('lists every image with files, with its newest file time, and removes all of one image', async () => {
    await store.putOriginal(`${OTHER}.png`, jpg, 'image/png');
    const old = new Date('2026-01-01T00:00:00Z');
    await utimes(path.join(root, 'originals', `${OTHER}.png`), old, old);
    const listed = await store.listHashes();
    expect(listed.map((h) => h.hash).sort()).toEqual([OTHER, HASH]);
    expect(listed.find((h) => h.hash === OTHER)!.storedAt).toEqual(old);
    expect(listed.find((h) => h.hash === HASH)!.storedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await store.remove(HASH);
    expect(await readdir(path.join(root, 'public'))).toEqual([]);
    expect(await readdir(path.join(root, 'originals'))).toEqual([`${OTHER}.png`]);
    expect((await store.listHashes()).map((h) => h.hash)).toEqual([OTHER]);
    await store.remove(HASH); // nothing left: fine
  });
});

describe('GET /media/:hash/:file', () => {
  const url = (hash: string, file: string) => `http://localhost/media/${hash}/${file}`;
  const get = (hash: string, file: string, headers: Record<string, string> = {}, method = 'GET') =>
    mediaLoader({
      request: new Request(url(hash, file), { headers, method }),
      params: { hash, file },
      context: undefined as never,
    } as never);

  beforeAll(async () => {
    expect(getEnv().MEDIA_DIR).toBe(path.resolve(mediaDir));
    const store = embeddedMediaStore()!;
    await store.putPublic(`${HASH}/480.avif`, avif, 'image/avif');
    await store.putPublic(`${HASH}/480.webp`, webp, 'image/webp');
    await store.putOriginal(`${HASH}.jpg`, jpg, 'image/jpeg');
  });

  it('serves a variant with its type, immutable caching and an ETag', async () => {
    const response = await get(HASH, '480.avif');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Length')).toBe('2000');
    expect(response.headers.get('ETag')).toBe(`"${HASH}-480.avif"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await readFile(avif));
    expect((await get(HASH, '480.webp')).headers.get('Content-Type')).toBe('image/webp');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get(HASH, '480.webp', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get('Content-Length')).toBe('3000');
    expect(response.headers.get('Content-Type')).toBe('image/webp');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const response = await get(HASH, '480.avif', { 'If-None-Match': `W/"x", "${HASH}-480.avif"` });
    expect(response.status).toBe(304);
    expect(response.headers.get('Cache-Control')).toContain('immutable');
  });

  it('answers 404 to anything else: unknown images and widths, other files, path tricks', async () => {
    const cases: [string, string][] = [
      [OTHER, '480.avif'],
      [HASH, '960.avif'],
      [HASH, '480.png'],
      [HASH, '480.jpg'],
      [HASH, '0480.avif'],
      [HASH, '480.avif.tmp'],
      [HASH.toUpperCase(), '480.avif'],
      [HASH.slice(1), '480.avif'],
      ['originals', `${HASH}.jpg`],
      ['..', `originals/${HASH}.jpg`],
      ['..%2Foriginals', `${HASH}.jpg`],
      [HASH, '..%2F..%2Foriginals%2F' + `${HASH}.jpg`],
      [HASH, `../../originals/${HASH}.jpg`],
      [`${HASH}%00`, '480.avif'],
      [HASH, '480.avif%00'],
    ];
    for (const [hash, file] of cases) {
      const response = await get(hash, file);
      expect(response.status, `${hash}/${file}`).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('is never kept by the page cache (it streams from disk with its own caching)', async () => {
    const response = new Response('image bytes', {
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    const next = vi.fn(async () => response);
    const answered = await pageCacheMiddleware(
      { request: new Request(url(HASH, '480.avif')), params: {}, context: undefined as never } as never,
      next as never,
    );
    expect(answered).toBe(response);
  });
});

// ---------------------------------------------------------------------------------------------
// Supabase Storage, recorded
// ---------------------------------------------------------------------------------------------

interface StorageRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** JSON bodies parsed; binary bodies as a Buffer; multipart bodies as their entries. */
  body: unknown;
}

async function readBody(body: unknown): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) {
    const entries: Record<string, unknown> = {};
    for (const [name, value] of body.entries()) {
      entries[name] =
        typeof value === 'string' ? value : { type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    return entries;
  }
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new Error(`unexpected body ${Object.prototype.toString.call(body)}`);
}

const SUPABASE_URL = 'https://project.supabase.co';

function recordingStorage(answer: (request: StorageRequest) => Response = () => Response.json({ Key: 'x', Id: 'y' })) {
  const requests: StorageRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const target = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const recorded: StorageRequest = {
      method: init?.method ?? 'GET',
      path: target.pathname,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: await readBody(init?.body),
    };
    requests.push(recorded);
    return answer(recorded);
  };
  const client = createClient(SUPABASE_URL, 'anon-key-for-tests-0123456789', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  return { store: supabaseMediaStore(client), requests };
}

/** Storage's answer to an upload of a key that exists (HTTP 400 with statusCode 409, as Storage sends it). */
const duplicate = () =>
  Response.json({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, { status: 400 });
const refusedByPolicy = () =>
  Response.json(
    { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
    { status: 400 },
  );

describe('the Supabase Storage media store (recorded requests)', () => {
  it('uploads a variant to the public bucket with its type and a year of caching', async () => {
    const { store, requests } = recordingStorage();
    await store.putPublic(`${HASH}/320.webp`, webp, 'image/webp');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: `/storage/v1/object/media/${HASH}/320.webp` });
    expect(request!.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': `max-age=${PUBLIC_CACHE_SECONDS}`,
      'x-upsert': 'false',
    });
    expect(PUBLIC_CACHE_SECONDS).toBe(31_536_000);
    expect(request!.body).toEqual(await readFile(webp));
  });

  it('uploads the original to the private bucket as a file-backed body', async () => {
    const { store, requests } = recordingStorage();
    await store.putOriginal(`${HASH}.jpg`, jpg, 'image/jpeg');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: `/storage/v1/object/media-originals/${HASH}.jpg` });
    expect(requests[0]!.headers['x-upsert']).toBe('false');
    const body = requests[0]!.body as Record<string, { type: string; bytes: Buffer }>;
    expect(body['']).toEqual({ type: 'image/jpeg', bytes: await readFile(jpg) });
  });

  it('takes an existing key as stored (the same bytes), and refuses what the policies refuse', async () => {
    await recordingStorage(duplicate).store.putPublic(`${HASH}/320.webp`, webp, 'image/webp');
    const refused = recordingStorage(refusedByPolicy).store.putPublic(`${HASH}/320.webp`, webp, 'image/webp');
    await expect(refused).rejects.toBeInstanceOf(MediaStoreError);
    await expect(refused).rejects.toThrow(/row-level security/);
    await expect(recordingStorage().store.putPublic('../../etc/passwd', webp, 'image/webp')).rejects.toBeInstanceOf(
      MediaStoreError,
    );
  });

  it('gives the bucket’s public URL, as mediaBaseUrl builds it', () => {
    const { store, requests } = recordingStorage();
    const url = store.publicUrl(`${HASH}/640.avif`);
    expect(url).toBe(`${SUPABASE_URL}/storage/v1/object/public/media/${HASH}/640.avif`);
    expect(url).toBe(`${mediaBaseUrl(HASH, { backend: 'supabase', SUPABASE_URL: `${SUPABASE_URL}/` })}/640.avif`);
    expect(requests).toEqual([]);
  });

  it('removes an image: lists its variants, deletes them, then its original', async () => {
    const { store, requests } = recordingStorage((request) =>
      request.path.startsWith('/storage/v1/object/list/')
        ? Response.json([
            {
              name: '320.avif',
              id: '1',
              created_at: '2026-11-24T10:00:00Z',
              updated_at: '2026-11-24T10:00:00Z',
              metadata: {},
            },
            {
              name: '320.webp',
              id: '2',
              created_at: '2026-11-24T10:00:00Z',
              updated_at: '2026-11-24T10:00:00Z',
              metadata: {},
            },
          ])
        : Response.json([]),
    );
    await store.remove(HASH);
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/storage/v1/object/list/media',
        body: { prefix: HASH, limit: 1000, offset: 0, sortBy: { column: 'name', order: 'asc' } },
      },
      {
        method: 'DELETE',
        path: '/storage/v1/object/media',
        body: { prefixes: [`${HASH}/320.avif`, `${HASH}/320.webp`] },
      },
      {
        method: 'DELETE',
        path: '/storage/v1/object/media-originals',
        body: { prefixes: [`${HASH}.jpg`, `${HASH}.png`] },
      },
    ]);
  });

  it('keeps the original when a variant cannot be deleted (the sweep still finds the image)', async () => {
    const { store, requests } = recordingStorage((request) =>
      request.method === 'DELETE'
        ? refusedByPolicy()
        : Response.json([{ name: '320.avif', id: '1', created_at: null, updated_at: null, metadata: {} }]),
    );
    await expect(store.remove(HASH)).rejects.toBeInstanceOf(MediaStoreError);
    expect(requests.map((r) => r.path)).toEqual(['/storage/v1/object/list/media', '/storage/v1/object/media']);
  });

  it('lists the stored images from the originals, page by page', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        name: `${(from + i).toString(16).padStart(32, '0')}.jpg`,
        id: String(from + i),
        created_at: '2026-11-20T10:00:00Z',
        updated_at: '2026-11-21T10:00:00Z',
        metadata: {},
      }));
    const { store, requests } = recordingStorage((request) => {
      const { offset } = request.body as { offset: number };
      return Response.json(offset === 0 ? [...page(0, 999), { name: 'stray.txt', id: 'x' }] : page(1000, 2));
    });
    const listed = await store.listHashes();
    expect(listed).toHaveLength(1001);
    expect(listed[0]).toEqual({ hash: '0'.repeat(32), storedAt: new Date('2026-11-21T10:00:00Z') });
    expect(requests.map((r) => [r.path, (r.body as { offset: number }).offset])).toEqual([
      ['/storage/v1/object/list/media-originals', 0],
      ['/storage/v1/object/list/media-originals', 1000],
    ]);
  });

  it('reads a variant back from the public bucket for the server (a brochure’s photos), none when missing', async () => {
    const bytes = await readFile(webp);
    const { store, requests } = recordingStorage((request) =>
      request.path.endsWith('/320.webp')
        ? new Response(bytes, { headers: { 'Content-Type': 'image/webp' } })
        : Response.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 400 }),
    );
    const found = await store.readPublic(`${HASH}/320.webp`);
    expect(found).toMatchObject({ bytes: bytes.byteLength, contentType: 'image/webp' });
    const chunks: Buffer[] = [];
    for await (const chunk of found!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(await store.readPublic(`${HASH}/640.webp`)).toBeNull();
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', `/storage/v1/object/media/${HASH}/320.webp`],
      ['GET', `/storage/v1/object/media/${HASH}/640.webp`],
    ]);
    // Not a variant's key: no request at all.
    expect(await store.readPublic('../../etc/passwd')).toBeNull();
    expect(requests).toHaveLength(2);
  });
});

describe('the media rows through the Supabase executor (recorded PostgREST requests)', () => {
  const COLUMNS =
    'hash,file_name,content_type,bytes,width,height,placeholder,dominant_color,widths,created_at,created_by';
  const row = {
    hash: HASH,
    file_name: 'villa.jpg',
    content_type: 'image/jpeg' as const,
    bytes: 5_000_000,
    width: 3000,
    height: 4000,
    placeholder: 'data:image/webp;base64,UklGR',
    dominant_color: '#e8d8a8',
    widths: [320, 480, 640, 800, 960, 1280, 1920],
  };
  const stored = { ...row, created_at: '2026-11-24T10:00:00.000Z', created_by: '9b2e1f3a-0c4d-4e5f-8a6b-7c8d9e0f1a2b' };
  const seen = (r: Recorded) => ({
    method: r.method,
    path: r.path,
    query: r.query,
    prefer: r.headers.prefer,
    body: r.body,
  });

  it('adds a row and reads it back; the same hash again is the row already there', async () => {
    const { runner, requests } = recordingClient(() => Response.json([stored], { status: 201 }));
    expect(await createBackend(runner).addMedia(row)).toEqual({ media: stored, duplicate: false });
    expect(requests.map(seen)).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/media',
        query: [['select', COLUMNS]],
        prefer: 'return=representation',
        body: row,
      },
    ]);

    const again = recordingClient((request) =>
      request.method === 'POST'
        ? Response.json(
            {
              code: '23505',
              details: null,
              hint: null,
              message: 'duplicate key value violates unique constraint "media_pkey"',
            },
            { status: 409 },
          )
        : Response.json([stored]),
    );
    expect(await createBackend(again.runner).addMedia({ ...row, file_name: 'copy.jpg' })).toEqual({
      media: stored,
      duplicate: true,
    });
    expect(again.requests.map((r) => [r.method, r.query])).toEqual([
      ['POST', [['select', COLUMNS]]],
      [
        'GET',
        [
          ['select', COLUMNS],
          ['hash', `eq.${HASH}`],
          ['limit', '2'],
        ],
      ],
    ]);
  });

  it('lists a page through the staff search function, with the exact count', async () => {
    const { runner, requests } = recordingClient(() =>
      Response.json([stored], { headers: { 'Content-Range': '24-24/25' } }),
    );
    expect(await createBackend(runner).listMedia({ search: 'villa', page: 2 })).toEqual({ rows: [stored], total: 25 });
    expect(requests.map(seen)).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/admin_media_library',
        query: [
          ['select', COLUMNS],
          ['order', 'created_at.desc,hash.desc'],
          ['offset', '24'],
          ['limit', '24'],
        ],
        prefer: 'count=exact, return=representation',
        body: { p_pattern: '%villa%', p_unused: false },
      },
    ]);
  });

  it('asks where images are used, deletes a row, and reads every hash page by page', async () => {
    const hashes = Array.from({ length: 1000 }, (_, i) => ({ hash: i.toString(16).padStart(32, '0') }));
    const { runner, requests } = recordingClient((request) => {
      if (request.path === '/rest/v1/rpc/media_usage')
        return Response.json([{ hash: HASH, kind: 'property', id: 'p', title: 'Villa' }]);
      if (request.method === 'DELETE') return Response.json([{ hash: HASH }]);
      return Response.json(request.query.some(([name]) => name === 'hash') ? [{ hash: HASH }] : hashes);
    });
    const backend = createBackend(runner);
    expect(await backend.mediaUsage([HASH])).toEqual([{ hash: HASH, kind: 'property', id: 'p', title: 'Villa' }]);
    await backend.mediaUsage();
    expect(await backend.mediaUsage([])).toEqual([]);
    expect(await backend.deleteMediaRow(HASH)).toBe(true);
    expect(await backend.listMediaHashes()).toHaveLength(1001);
    expect(requests.map(seen)).toEqual([
      { method: 'POST', path: '/rest/v1/rpc/media_usage', query: [], prefer: undefined, body: { p_hashes: [HASH] } },
      { method: 'POST', path: '/rest/v1/rpc/media_usage', query: [], prefer: undefined, body: {} },
      {
        method: 'DELETE',
        path: '/rest/v1/media',
        query: [
          ['hash', `eq.${HASH}`],
          ['select', 'hash'],
        ],
        prefer: 'return=representation',
        body: undefined,
      },
      {
        method: 'GET',
        path: '/rest/v1/media',
        query: [
          ['select', 'hash'],
          ['order', 'hash.asc'],
          ['offset', '0'],
          ['limit', '1000'],
        ],
        prefer: undefined,
        body: undefined,
      },
      {
        method: 'GET',
        path: '/rest/v1/media',
        query: [
          ['select', 'hash'],
          ['hash', `gt.${hashes[999]!.hash}`],
          ['order', 'hash.asc'],
          ['offset', '0'],
          ['limit', '1000'],
        ],
        prefer: undefined,
        body: undefined,
      },
    ]);
  });
});

describe('MEDIA_DIR', () => {
  it('defaults to ./.data/media and is resolved to an absolute folder', async () => {
    const { parseEnv } = await import('#app/server/env.server');
    const env = parseEnv({ SESSION_SECRET: 'x'.repeat(40) });
    expect(env.MEDIA_DIR).toBe(path.resolve('.data/media'));
    expect(env.MEDIA_ALLOW_PRIVATE_ADDRESSES).toBe(false);
    expect(
      parseEnv({ SESSION_SECRET: 'x'.repeat(40), MEDIA_DIR: 'media-here', MEDIA_ALLOW_PRIVATE_ADDRESSES: '1' }),
    ).toMatchObject({
      MEDIA_DIR: path.resolve('media-here'),
      MEDIA_ALLOW_PRIVATE_ADDRESSES: true,
    });
    await mkdir(mediaDir, { recursive: true });
    expect((await stat(mediaDir)).isDirectory()).toBe(true);
  });
});

describe('the Content-Security-Policy on Supabase', () => {
  it('lets pages load images from the Storage origin', async () => {
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SUPABASE_URL', `${SUPABASE_URL}/`);
    vi.stubEnv('SUPABASE_ANON_KEY', 'anon-key-for-tests-0123456789');
    vi.stubEnv('SESSION_SECRET', 'a-production-grade-secret-0123456789abcdef');
    try {
      const { documentPolicy } = await import('#app/server/http/document-security.server');
      expect(documentPolicy(Buffer.from('<!doctype html><html></html>'))).toContain(
        `img-src 'self' data: blob: ${SUPABASE_URL};`,
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
