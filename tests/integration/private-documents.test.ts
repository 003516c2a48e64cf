/**
 * Private documents in the media store (issue 29: receipts and signed mandates; app/domain/media/documents.ts):
 * - one contract, run against the folder adapter on a real folder and the Supabase Storage adapter through the
 *   real supabase-js against an in-memory Storage that answers as Storage does (refusing whom its policies
 *   refuse): put, read back as a stream, the same key again, unknown and malformed keys, remove;
 * - the folder keeps them out of the public /media route's reach;
 * - what a post's file is comes from its bytes (keepDocument), and staff get it with private, no-store headers;
 * - the migration's private bucket and its policies, on a database laid out like Supabase's (both engines).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTexts } from '#app/domain/media/documents';
import { loader as mediaLoader } from '#app/routes/resources/media';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { documentResponse, keepDocument } from '#app/server/media/documents.server';
import { folderMediaStore } from '#app/server/media/folder-store.server';
import { MediaStoreError, type MediaStore } from '#app/server/media/store.server';
import { DOCUMENTS_BUCKET, supabaseMediaStore } from '#app/server/media/supabase-store.server';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { actingOn, openDatabaseWithStorage } from '#tests/helpers/storage-stub';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n', 'latin1');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let sources: string;
const file = (name: string) => path.join(sources, name);
beforeAll(async () => {
  sources = await mkdtemp(path.join(tmpdir(), 'documents-sources-'));
  await writeFile(file('mandate.pdf'), PDF);
  await writeFile(file('receipt.jpg'), JPEG);
});
afterAll(() => rm(sources, { recursive: true, force: true }));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

// ---------------------------------------------------------------------------------------------
// Storage in memory, as the Storage API answers supabase-js (only what the adapter uses)
// ---------------------------------------------------------------------------------------------

const SUPABASE_URL = 'https://project.supabase.co';
const STAFF_TOKEN = 'staff-session-token';
const storageError = (statusCode: string, message: string) =>
  Response.json({ statusCode, error: message, message }, { status: 400 });

function memoryStorage() {
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const requests: { method: string; path: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    // The policies: a staff session only, in every way.
    const staff = new Headers(init?.headers).get('authorization') === `Bearer ${STAFF_TOKEN}`;
    const objectPath = decodeURIComponent(url.pathname.replace(/^\/storage\/v1\/object\//, ''));
    if (method === 'POST') {
      if (!staff) return storageError('403', 'new row violates row-level security policy');
      if (objects.has(objectPath)) return storageError('409', 'The resource already exists');
      const body = init?.body;
      const blob = body instanceof FormData ? (body.get('') as Blob) : new Blob([body as BlobPart]);
      objects.set(objectPath, { bytes: Buffer.from(await blob.arrayBuffer()), type: blob.type });
      return Response.json({ Key: objectPath, Id: 'x' });
    }
    if (method === 'GET') {
      const found = staff ? objects.get(objectPath) : undefined;
      if (!found) return storageError('404', 'Object not found');
      return new Response(new Uint8Array(found.bytes), { headers: { 'Content-Type': found.type } });
    }
    if (method === 'DELETE') {
      const { prefixes } = JSON.parse(String(init?.body)) as { prefixes: string[] };
      const removed = staff ? prefixes.filter((name) => objects.delete(`${objectPath}/${name}`)) : [];
      return Response.json(removed.map((name) => ({ name })));
    }
    return new Response('unexpected', { status: 500 });
  };
  const client = (token: string | null) =>
    createClient(SUPABASE_URL, 'anon-key-for-tests-0123456789', {
      global: { fetch, headers: token ? { Authorization: `Bearer ${token}` } : {} },
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  return { objects, requests, client };
}

// ---------------------------------------------------------------------------------------------
// The contract, both adapters
// ---------------------------------------------------------------------------------------------

interface Adapter {
  store: MediaStore;
  /** What the store holds under a key, looked at directly (not through the port). */
  held(key: string): Promise<Buffer | null>;
  cleanup(): Promise<void>;
}

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'folder',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'documents-folder-'));
      return {
        store: folderMediaStore(root),
        held: (key) => readFile(path.join(root, 'documents', key)).catch(() => null),
        cleanup: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'supabase',
    async () => {
      const storage = memoryStorage();
      return {
        store: supabaseMediaStore(storage.client(STAFF_TOKEN)),
        held: async (key) => storage.objects.get(`${DOCUMENTS_BUCKET}/${key}`)?.bytes ?? null,
        cleanup: async () => {},
      };
    },
  ],
];

describe.each(adapters)('private documents in the %s media store', (_name, make) => {
  let adapter: Adapter;
  beforeAll(async () => {
    adapter = await make();
  });
  afterAll(() => adapter.cleanup());
  const pdfKey = () => `${sha(PDF)}.pdf`;

  it('stores a document under its key and reads it back as a stream, typed by its key', async () => {
    await adapter.store.putDocument(pdfKey(), file('mandate.pdf'), 'application/pdf');
    expect(await adapter.held(pdfKey())).toEqual(PDF);
    const found = await adapter.store.readDocument(pdfKey());
    expect(found?.contentType).toBe('application/pdf');
    expect(found?.bytes === null || found?.bytes === PDF.length).toBe(true);
    expect(await readAll(found!.body)).toEqual(PDF);
  });

  it('takes the same key again (content-addressed) and answers null for one it does not hold', async () => {
    await adapter.store.putDocument(pdfKey(), file('mandate.pdf'), 'application/pdf');
    expect(await adapter.store.readDocument(`${sha(JPEG)}.jpg`)).toBeNull();
  });

  it('refuses keys that are not a document’s', async () => {
    for (const key of [`../${sha(PDF)}.pdf`, `${sha(PDF)}.html`, `${'a'.repeat(32)}.jpg`, `${sha(PDF)}/320.webp`]) {
      await expect(adapter.store.putDocument(key, file('mandate.pdf'), 'application/pdf'), key).rejects.toBeInstanceOf(
        MediaStoreError,
      );
      expect(await adapter.store.readDocument(key), key).toBeNull();
    }
    await expect(adapter.store.removeDocument('../originals')).rejects.toBeInstanceOf(MediaStoreError);
  });

  it('removes a document, and a second removal is fine', async () => {
    const key = `${sha(JPEG)}.jpg`;
    await adapter.store.putDocument(key, file('receipt.jpg'), 'image/jpeg');
    expect(await adapter.held(key)).toEqual(JPEG);
    await adapter.store.removeDocument(key);
    expect(await adapter.held(key)).toBeNull();
    expect(await adapter.store.readDocument(key)).toBeNull();
    await adapter.store.removeDocument(key);
    expect(await adapter.held(pdfKey())).toEqual(PDF);
  });

  it('keeps a post’s file by what its bytes are, whatever its name says', async () => {
    const kept = await keepDocument(
      adapter.store,
      { name: 'photo.png', path: file('receipt.jpg'), bytes: JPEG.length },
      'receipt',
    );
    expect(kept).toEqual({ key: `${sha(JPEG)}.jpg` });
    expect(await adapter.held(`${sha(JPEG)}.jpg`)).toEqual(JPEG);
    const html = file('receipt.pdf');
    await writeFile(html, '<html><script>alert(1)</script></html>');
    expect(await keepDocument(adapter.store, { name: 'receipt.pdf', path: html, bytes: 38 }, 'receipt')).toEqual({
      error: documentTexts.refusals['not-accepted'].receipt,
    });
    expect(
      await keepDocument(adapter.store, { name: 'm.pdf', path: file('receipt.jpg'), bytes: JPEG.length }, 'mandate'),
    ).toEqual({ error: documentTexts.refusals['not-accepted'].mandate });
    expect(
      await keepDocument(adapter.store, { name: 'big.jpg', path: '', bytes: 0, tooLarge: true }, 'receipt'),
    ).toEqual({ error: documentTexts.refusals['too-large'] });
  });

  it('answers staff with the document shown inline, never cached; 404 otherwise', async () => {
    const response = await documentResponse(adapter.store, pdfKey(), 'Mandate Villa Azur 2026');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="Mandate-Villa-Azur-2026.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    const missing = await documentResponse(adapter.store, `${'0'.repeat(64)}.pdf`, 'x');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await documentResponse(adapter.store, '../etc/passwd', 'x')).status).toBe(404);
  });
});

describe('private documents are nobody else’s', () => {
  it('Supabase: a session the policies refuse stores nothing and reads nothing', async () => {
    const storage = memoryStorage();
    const staff = supabaseMediaStore(storage.client(STAFF_TOKEN));
    const visitor = supabaseMediaStore(storage.client(null));
    const key = `${sha(PDF)}.pdf`;
    await expect(visitor.putDocument(key, file('mandate.pdf'), 'application/pdf')).rejects.toThrow(
      /row-level security/,
    );
    await staff.putDocument(key, file('mandate.pdf'), 'application/pdf');
    expect(await visitor.readDocument(key)).toBeNull();
    expect(storage.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /storage/v1/object/${DOCUMENTS_BUCKET}/${key}`,
      `POST /storage/v1/object/${DOCUMENTS_BUCKET}/${key}`,
      `GET /storage/v1/object/${DOCUMENTS_BUCKET}/${key}`,
    ]);
    // The type sent is the one the key says (what the bytes showed), not the caller's.
    await staff.putDocument(`${sha(JPEG)}.jpg`, file('receipt.jpg'), 'text/html');
    expect(storage.objects.get(`${DOCUMENTS_BUCKET}/${sha(JPEG)}.jpg`)?.type).toBe('image/jpeg');
  });

  it('folder: the public /media route never reaches the documents folder', async () => {
    const get = (hash: string, name: string) =>
      mediaLoader({
        request: new Request(`http://localhost/media/${hash}/${name}`),
        params: { hash, file: name },
        context: undefined as never,
      } as never);
    for (const [hash, name] of [
      ['documents', `${sha(PDF)}.pdf`],
      ['..', `documents/${sha(PDF)}.pdf`],
      [sha(PDF).slice(0, 32), `../../documents/${sha(PDF)}.pdf`],
    ] as const) {
      expect((await get(hash, name)).status, `${hash}/${name}`).toBe(404);
    }
    const root = await mkdtemp(path.join(tmpdir(), 'documents-layout-'));
    try {
      await folderMediaStore(root).putDocument(`${sha(PDF)}.pdf`, file('mandate.pdf'), 'application/pdf');
      expect(await readdir(root)).toEqual(['documents']);
      expect(await folderMediaStore(root).listHashes()).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe.each(ENGINES)('the private documents bucket on %s laid out like Supabase', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let db: SqlDatabase;
  beforeAll(async () => {
    db = await openDatabaseWithStorage(database(), engine);
  });
  afterAll(() => db.close());

  it('is private, typed and capped', async () => {
    const { rows } = await db.query(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'private-documents'`,
    );
    expect(rows).toEqual([
      {
        public: false,
        file_size_limit: 15728640,
        allowed_mime_types: ['image/jpeg', 'image/png', 'application/pdf'],
      },
    ]);
  });

  it('lets active staff store, read and remove documents, and nobody else anything', async () => {
    const as = actingOn(db);
    await createUser(db, { staff: true, role: 'owner' });
    const staffId = await createUser(db, { staff: true, role: 'agent' });
    const outsiderId = await createUser(db, { staff: false });
    const key = `${sha(PDF)}.pdf`;
    const insert = (actor: string) =>
      as(actor, `insert into storage.objects (bucket_id, name) values ('private-documents', $1) returning name`, [key]);
    for (const actor of ['anon', outsiderId]) {
      await expect(insert(actor), actor).rejects.toThrow(/row-level security|permission denied/);
    }
    expect(await insert(staffId)).toEqual([{ name: key }]);
    const read = (actor: string) =>
      as(actor, `select name from storage.objects where bucket_id = 'private-documents'`).catch(() => []);
    expect(await read(staffId)).toEqual([{ name: key }]);
    expect(await read('anon')).toEqual([]);
    expect(await read(outsiderId)).toEqual([]);
    expect(await as(outsiderId, `delete from storage.objects returning name`)).toEqual([]);
    // Nobody replaces a document: its key is its content.
    expect(await as(staffId, `update storage.objects set name = 'x' returning name`)).toEqual([]);
    // A member deactivated is no longer staff.
    await db.query('update public.staff_members set deactivated_at = now() where user_id = $1', [staffId]);
    expect(await read(staffId)).toEqual([]);
    await db.query('update public.staff_members set deactivated_at = null where user_id = $1', [staffId]);
    expect(
      await as(staffId, `delete from storage.objects where bucket_id = 'private-documents' returning name`),
    ).toEqual([{ name: key }]);
  });
});
