/**
 * Stored images end to end on both SQL engines: the migration (table, row level security, grants, the
 * Storage buckets and policies where a `storage` schema exists), the media port through the SQL executor
 * as each actor, and the service the editors call — upload, the same photo twice, refusals, a failure
 * half-way that leaves nothing, usage and deletion, the orphan sweep, and an import by address.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTexts } from '#app/domain/media/media';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor, type Actor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { folderMediaStore } from '#app/server/media/folder-store.server';
import {
  deleteMedia,
  importImageFromUrl,
  listStoredImages,
  storeUploadedImage,
  sweepOrphanMedia,
} from '#app/server/media/media.server';
import { MediaStoreError, type MediaStore } from '#app/server/media/store.server';
import { makeMediaFixtures, type MediaFixtures } from '#tests/fixtures/media/images';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertPost, insertProperty } from '#tests/helpers/fixtures';
import { actingOn, openDatabaseWithStorage } from '#tests/helpers/storage-stub';

let fixtures: MediaFixtures;
beforeAll(async () => {
  fixtures = await makeMediaFixtures(await mkdtemp(path.join(tmpdir(), 'media-db-fixtures-')));
});
afterAll(() => rm(fixtures.dir, { recursive: true, force: true }));

async function refusalCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError);
    return (error as BackendError).code;
  }
  throw new Error('expected a refusal');
}

/** A folder store whose `failAt`-th write (counting both kinds) fails, as a full disk or a dropped connection would. */
function failingStore(inner: MediaStore, failAt: number): MediaStore {
  let writes = 0;
  const maybeFail = () => {
    writes += 1;
    if (writes === failAt) throw new MediaStoreError('disk full (simulated)');
  };
  return {
    ...inner,
    async putOriginal(key, file, type) {
      maybeFail();
      return inner.putOriginal(key, file, type);
    },
    async putPublic(key, file, type) {
      maybeFail();
      return inner.putPublic(key, file, type);
    },
  };
}

describe.each(ENGINES)('stored images on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: Backend;
  let outsider: Backend;
  let visitor: Backend;
  let service: Backend;
  let root: string;
  let store: MediaStore;

  beforeAll(async () => {
    const { db } = database();
    const staffId = await createUser(db, { staff: true });
    const outsiderId = await createUser(db, { staff: false });
    const as = (actor: Actor) => createBackend(sqlExecutor(db, actor));
    staff = as({ role: 'authenticated', aal: 'aal2', userId: staffId });
    outsider = as({ role: 'authenticated', aal: 'aal2', userId: outsiderId });
    visitor = as(ANONYMOUS);
    service = as({ role: 'service_role', name: 'media test' });
    root = await mkdtemp(path.join(tmpdir(), `media-db-${engine}-`));
    store = folderMediaStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const rowCount = async () =>
    Number((await database().db.query<{ n: number }>('select count(*)::int as n from public.media')).rows[0]!.n);

  it('applies: the media table under row level security, staff-only grants, no Storage here', async () => {
    const { db } = database();
    const { rows } = await db.query<{ rls: boolean }>(
      `select relrowsecurity as rls from pg_class where oid = 'public.media'::regclass`,
    );
    expect(rows[0]!.rls).toBe(true);
    const privileges = async (role: string) => {
      const granted: string[] = [];
      for (const privilege of ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) {
        const { rows: answer } = await db.query<{ ok: boolean }>('select has_table_privilege($1, $2, $3) as ok', [
          role,
          'public.media',
          privilege,
        ]);
        if (answer[0]!.ok) granted.push(privilege);
      }
      return granted;
    };
    expect(await privileges('anon')).toEqual([]);
    expect(await privileges('authenticated')).toEqual(['SELECT', 'INSERT', 'DELETE']);
    const calls = await db.query<{ role: string; search: boolean; usage: boolean }>(
      `select r as role, has_function_privilege(r, 'public.admin_search_media(text)', 'execute') as search,
              has_function_privilege(r, 'public.media_usage(text[])', 'execute') as usage
         from unnest(array['anon', 'authenticated']) as r`,
    );
    expect(calls.rows).toEqual([
      { role: 'anon', search: false, usage: false },
      { role: 'authenticated', search: true, usage: true },
    ]);
    const storage = await db.query(`select 1 from pg_namespace where nspname = 'storage'`);
    expect(storage.rows).toEqual([]);
  });

  it('stores an upload: its files in the store and one row with size, placeholder and widths', async () => {
    const result = await storeUploadedImage(staff, store, { name: 'villa.jpg', path: fixtures.exifJpeg });
    if ('error' in result) throw new Error(result.error);
    const { media } = result;
    expect(result.duplicate).toBe(false);
    expect(result.warnings).toEqual([]);
    expect(media).toMatchObject({
      file_name: 'villa.jpg',
      content_type: 'image/jpeg',
      bytes: (await readFile(fixtures.exifJpeg)).length,
      width: 1200,
      height: 1600,
      widths: [320, 480, 640, 800, 960],
    });
    expect(media.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(media.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(media.created_by).not.toBeNull();
    expect((await store.listHashes()).map((h) => h.hash)).toEqual([media.hash]);
    const variant = await store.readPublic(`${media.hash}/960.avif`);
    expect(variant?.contentType).toBe('image/avif');
    variant?.body.destroy();
    expect(await staff.getMedia(media.hash)).toEqual(media);
  });

  it('keeps one row for the same photo uploaded twice, even without its metadata', async () => {
    const before = await rowCount();
    const first = await storeUploadedImage(staff, store, { name: 'villa again.jpg', path: fixtures.exifJpeg });
    const stripped = await storeUploadedImage(staff, store, {
      name: 'villa-stripped.jpg',
      path: fixtures.exifJpegStripped,
    });
    expect(first).toMatchObject({ duplicate: true, media: { file_name: 'villa.jpg' } });
    expect(stripped).toMatchObject({ duplicate: true, media: { file_name: 'villa.jpg' } });
    expect(await rowCount()).toBe(before);
    // Two uploads racing past the check: the second insert meets the first row and takes it.
    const row = (first as { media: Parameters<Backend['addMedia']>[0] }).media;
    expect(await staff.addMedia({ ...row, file_name: 'racing.jpg' })).toMatchObject({
      duplicate: true,
      media: { file_name: 'villa.jpg' },
    });
  });

  it('refuses what is no image and stores nothing of it', async () => {
    const before = await rowCount();
    const hashes = (await store.listHashes()).length;
    expect(await storeUploadedImage(staff, store, { name: 'brochure.jpg', path: fixtures.pdfNamedJpg })).toEqual({
      error: 'brochure.jpg: not an image (JPEG, PNG, WebP or AVIF).',
    });
    expect(await storeUploadedImage(staff, store, { name: 'villa.heic', path: fixtures.heic })).toEqual({
      error: "villa.heic: HEIC photos can't be read here — export them as JPEG.",
    });
    expect(
      await storeUploadedImage(staff, store, { name: 'big.jpg', path: '', error: 'big.jpg: larger than 25 MB.' }),
    ).toEqual({
      error: 'big.jpg: larger than 25 MB.',
    });
    expect(await rowCount()).toBe(before);
    expect((await store.listHashes()).length).toBe(hashes);
  });

  it('leaves no files and no row when a store write fails half-way', async () => {
    const before = await rowCount();
    const hashes = (await store.listHashes()).map((h) => h.hash);
    for (const failAt of [1, 2, 7]) {
      const result = await storeUploadedImage(staff, failingStore(store, failAt), {
        name: 'small.jpg',
        path: fixtures.smallJpeg,
      });
      expect(result).toEqual({ error: mediaTexts.saveFailed('small.jpg') });
      expect(
        (await store.listHashes()).map((h) => h.hash),
        `failing write ${failAt}`,
      ).toEqual(hashes);
      expect(await rowCount()).toBe(before);
    }
  });

  it('removes the files again when the row cannot be recorded (not staff)', async () => {
    const hashes = (await store.listHashes()).map((h) => h.hash);
    const result = await storeUploadedImage(outsider, store, { name: 'small.jpg', path: fixtures.smallJpeg });
    expect(result).toEqual({ error: mediaTexts.saveFailed('small.jpg') });
    expect((await store.listHashes()).map((h) => h.hash)).toEqual(hashes);
  });

  it('lets no visitor read or write media, and shows a signed-in non-staff user nothing', async () => {
    const media = (await staff.listMedia()).rows[0]!;
    expect(media).toBeDefined();
    expect(await refusalCode(visitor.getMedia(media.hash))).toBe('permission');
    expect(await refusalCode(visitor.listMedia())).toBe('permission');
    expect(await refusalCode(visitor.mediaUsage([media.hash]))).toBe('permission');
    expect(await refusalCode(visitor.addMedia({ ...media, hash: 'f'.repeat(32) }))).toBe('permission');
    expect(await refusalCode(visitor.deleteMediaRow(media.hash))).toBe('permission');

    expect(await outsider.getMedia(media.hash)).toBeNull();
    expect(await outsider.listMedia()).toEqual({ rows: [], total: 0 });
    expect(await outsider.mediaUsage()).toEqual([]);
    expect(await refusalCode(outsider.addMedia({ ...media, hash: 'f'.repeat(32) }))).toBe('permission');
    expect(await outsider.deleteMediaRow(media.hash)).toBe(false);
    expect(await staff.getMedia(media.hash)).not.toBeNull();
  });

  it('lists stored images newest first with their size, URLs and uses; searches by file name', async () => {
    const small = await storeUploadedImage(staff, store, { name: 'small_100%.jpg', path: fixtures.smallJpeg });
    if ('error' in small) throw new Error(small.error);
    expect(small.warnings).toEqual(['small_100%.jpg is only 800 px wide; it may look soft on large screens.']);
    const { rows, total } = await listStoredImages(staff);
    expect(total).toBe(2);
    expect(rows.map((row) => row.file_name)).toEqual(['small_100%.jpg', 'villa.jpg']);
    expect(rows[0]).toMatchObject({ base: `/media/${small.media.hash}`, uses: [], width: 800, height: 600 });
    expect((await staff.listMedia({ search: 'VILLA' })).rows.map((row) => row.file_name)).toEqual(['villa.jpg']);
    // % and _ are themselves, not wildcards.
    expect((await staff.listMedia({ search: '100%' })).rows.map((row) => row.file_name)).toEqual(['small_100%.jpg']);
    expect((await staff.listMedia({ search: 'smal_' })).rows).toEqual([]);
    // A second page (through the search function, as every page is).
    expect((await staff.listMedia({ page: 2, pageSize: 1 })).rows.map((row) => row.file_name)).toEqual(['villa.jpg']);
  });

  it('tells where an image is used and deletes it only once nothing uses it', async () => {
    const { db } = database();
    const small = (await staff.listMedia({ search: 'small' })).rows[0]!;
    const propertyId = await insertProperty(db, { title: 'Villa Mirador', images: [`/media/${small.hash}/800.webp`] });
    const postId = await insertPost(db, {
      title: 'A morning at the pool',
      content: `![Pool](/media/${small.hash}/640.avif)`,
    });
    const uses = await staff.mediaUsage([small.hash]);
    expect(uses).toEqual([
      { hash: small.hash, kind: 'blog_post', id: postId, title: 'A morning at the pool' },
      { hash: small.hash, kind: 'property', id: propertyId, title: 'Villa Mirador' },
    ]);
    expect((await listStoredImages(staff, { search: 'small' })).rows[0]!.uses).toEqual(uses);

    expect(await deleteMedia(staff, store, small.hash)).toEqual({ error: mediaTexts.inUse(2), uses });
    expect(await staff.getMedia(small.hash)).not.toBeNull();

    await db.query('delete from public.properties where id = $1', [propertyId]);
    await db.query('delete from public.blog_posts where id = $1', [postId]);
    expect(await deleteMedia(staff, store, small.hash)).toEqual({ deleted: true });
    expect(await staff.getMedia(small.hash)).toBeNull();
    expect((await store.listHashes()).map((h) => h.hash)).not.toContain(small.hash);
    expect(await deleteMedia(staff, store, small.hash)).toEqual({ error: mediaTexts.notFound });
  });

  it('sweeps files without a row once they are an hour old, and never those with one', async () => {
    const orphan = 'e'.repeat(32);
    await store.putOriginal(`${orphan}.jpg`, fixtures.smallJpeg, 'image/jpeg');
    await store.putPublic(`${orphan}/320.webp`, fixtures.smallJpeg, 'image/webp');
    const known = await service.listMediaHashes();
    expect(known).toEqual((await staff.listMedia()).rows.map((row) => row.hash).sort());
    expect(await sweepOrphanMedia(store, known)).toEqual({ removed: [] }); // young: maybe an upload in progress
    const later = Date.now() + 2 * 60 * 60 * 1000;
    expect(await sweepOrphanMedia(store, known, { now: later })).toEqual({ removed: [orphan] });
    expect((await store.listHashes()).map((h) => h.hash).sort()).toEqual([...known].sort());
  });

  it('imports an image by address like an upload', async () => {
    const image = await readFile(fixtures.avif);
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/avif', 'content-length': image.length });
      response.end(image);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/photos/Terrace%20at%20dusk.avif?size=large`;
      const result = await importImageFromUrl(staff, store, url, { allowPrivate: true });
      if ('error' in result) throw new Error(result.error);
      expect(result.media).toMatchObject({
        file_name: 'Terrace at dusk.avif',
        content_type: 'image/avif',
        width: 1300,
      });
      expect((await store.listHashes()).map((h) => h.hash)).toContain(result.media.hash);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  describe('the migration with Supabase Storage present', () => {
    let db: SqlDatabase;

    beforeAll(async () => {
      db = await openDatabaseWithStorage(database(), engine);
    });
    afterAll(() => db.close());

    /** Runs `sql` as an actor, as PostgREST (and the Storage API) would: its role and JWT claims. */
    const as = (actor: 'anon' | string, sql: string, params: unknown[] = []) => actingOn(db)(actor, sql, params);
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => 'allowed',
        (error: { message?: string }) =>
          /row-level security|permission denied/.test(error.message ?? '') ? 'refused' : String(error.message),
      );

    it('creates the public and the private bucket', async () => {
      const { rows } = await db.query(
        `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id like 'media%' order by id`,
      );
      expect(rows).toEqual([
        { id: 'media', public: true, file_size_limit: 10485760, allowed_mime_types: ['image/avif', 'image/webp'] },
        {
          id: 'media-originals',
          public: false,
          file_size_limit: null,
          allowed_mime_types: ['image/jpeg', 'image/png'],
        },
      ]);
    });

    it('lets staff write, list and delete in both buckets, and nobody else anything', async () => {
      const staffId = await createUser(db, { staff: true });
      const outsiderId = await createUser(db, { staff: false });
      const insert = (actor: string, bucket: string, name: string) =>
        as(actor, 'insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name]);

      for (const actor of ['anon', outsiderId]) {
        expect(await refused(insert(actor, 'media', `${actor}/320.webp`)), actor).toBe('refused');
        expect(await refused(insert(actor, 'media-originals', `${actor}.jpg`)), actor).toBe('refused');
      }
      expect(await refused(insert(staffId, 'media', 'a/320.webp'))).toBe('allowed');
      expect(await refused(insert(staffId, 'media-originals', 'a.jpg'))).toBe('allowed');
      // Only these two buckets: the policies give staff nothing elsewhere.
      expect(await refused(insert(staffId, 'avatars', 'x.png'))).toBe('refused');

      const names = (actor: string) =>
        as(actor, `select bucket_id || '/' || name as path from storage.objects order by 1`).then((rows) =>
          rows.map((row) => row.path),
        );
      expect(await names(staffId)).toEqual(['media-originals/a.jpg', 'media/a/320.webp']);
      // Visitors read variants by URL (the public bucket), never the list of what is stored.
      expect(await names('anon')).toEqual([]);
      expect(await names(outsiderId)).toEqual([]);

      for (const actor of ['anon', outsiderId]) {
        expect(await as(actor, `delete from storage.objects returning name`).catch(() => [])).toEqual([]);
        expect(await as(actor, `update storage.objects set name = 'x' returning name`).catch(() => [])).toEqual([]);
      }
      expect(
        (await as(staffId, `delete from storage.objects where bucket_id like 'media%' returning name`)).length,
      ).toBe(2);
    });
  });
});
