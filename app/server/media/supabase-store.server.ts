/**
 * The media store in Supabase Storage, through supabase-js with the staff member's own session: the
 * policies on storage.objects (supabase/migrations/…_media.sql) let staff write and delete, nobody else.
 *
 *   media             public bucket: <hash>/<width>.<avif|webp>, read by anyone at
 *                     ${SUPABASE_URL}/storage/v1/object/public/media/<hash>/<width>.<format>
 *   media-originals   private bucket: <hash>.<jpg|png>
 *   private-documents private bucket: <sha-256>.<jpg|png|pdf> — receipts and signed mandates, read by staff
 *                     through the app (supabase/migrations/…_private_documents.sql), streamed, never signed URLs
 *
 * Variants are small and sent as they are (their type and Cache-Control as headers); originals (up to tens
 * of megabytes) as a file-backed Blob, so no file is ever read into memory whole.
 */
import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DOCUMENT_TYPES, parseDocumentKey } from '#app/domain/media/documents';
import { isMediaHash, parseOriginalKey, parseVariantKey, type OriginalExtension } from '#app/domain/media/media';
import { MediaStoreError, type MediaStore, type StoredHash } from './store-port.server';

export const PUBLIC_BUCKET = 'media';
export const ORIGINALS_BUCKET = 'media-originals';
export const DOCUMENTS_BUCKET = 'private-documents';
/** A key's bytes never change (content-addressed): a year, the longest Storage's CDN honours. */
export const PUBLIC_CACHE_SECONDS = 31_536_000;
const ORIGINAL_EXTENSIONS: readonly OriginalExtension[] = ['jpg', 'png'];
const LIST_PAGE = 1000;

interface StorageFailure {
  message: string;
  status?: number;
  statusCode?: string;
}

/** The same key again: content-addressed, so what is there is what we would write. */
const isDuplicate = (error: StorageFailure) =>
  error.statusCode === '409' || error.status === 409 || /already exists|duplicate/i.test(error.message);
/** Storage answers a missing object with HTTP 400 and statusCode 404 (or a plain 404). */
const isMissing = (error: StorageFailure) =>
  error.statusCode === '404' || error.status === 404 || /not found/i.test(error.message);

function documentKeyOf(key: string) {
  const document = parseDocumentKey(key);
  if (!document) throw new MediaStoreError(`Not a document key: ${key}`);
  return document;
}

export function supabaseMediaStore(client: Pick<SupabaseClient, 'storage'>): MediaStore {
  const bucket = (name: string) => client.storage.from(name);
  const failed = (what: string, error: StorageFailure) =>
    new MediaStoreError(`${what}: ${error.message}${error.status ? ` (HTTP ${error.status})` : ''}`, { cause: error });

  async function upload(
    bucketName: string,
    key: string,
    body: Buffer | Blob,
    contentType: string,
    cacheControl?: number,
  ) {
    let answer: { error: StorageFailure | null };
    try {
      answer = await bucket(bucketName).upload(key, body, {
        contentType,
        upsert: false,
        ...(cacheControl ? { cacheControl: String(cacheControl) } : {}),
      });
    } catch (error) {
      throw new MediaStoreError(`Could not store ${bucketName}/${key}`, { cause: error });
    }
    if (answer.error && !isDuplicate(answer.error)) throw failed(`Could not store ${bucketName}/${key}`, answer.error);
  }

  return {
    kind: 'supabase',

    async putPublic(key, file, contentType) {
      if (!parseVariantKey(key)) throw new MediaStoreError(`Not a variant key: ${key}`);
      await upload(PUBLIC_BUCKET, key, await readFile(file), contentType, PUBLIC_CACHE_SECONDS);
    },

    async putOriginal(key, file, contentType) {
      if (!parseOriginalKey(key)) throw new MediaStoreError(`Not an original key: ${key}`);
      await upload(ORIGINALS_BUCKET, key, await openAsBlob(file, { type: contentType }), contentType);
    },

    publicUrl(key) {
      if (!parseVariantKey(key)) throw new MediaStoreError(`Not a variant key: ${key}`);
      return bucket(PUBLIC_BUCKET).getPublicUrl(key).data.publicUrl;
    },

    // Pages load the variants from Storage's own public URLs; the server reads one for what it draws itself
    // (a brochure's photos), downloaded from the public bucket.
    async readPublic(key) {
      if (!parseVariantKey(key)) return null;
      let answer: { data: Blob | null; error: StorageFailure | null };
      try {
        answer = await bucket(PUBLIC_BUCKET).download(key);
      } catch (error) {
        throw new MediaStoreError(`Could not read ${PUBLIC_BUCKET}/${key}`, { cause: error });
      }
      if (answer.error) {
        if (isMissing(answer.error)) return null;
        throw failed(`Could not read ${PUBLIC_BUCKET}/${key}`, answer.error);
      }
      if (!answer.data) return null;
      const bytes = Buffer.from(await answer.data.arrayBuffer());
      return {
        body: Readable.from([bytes]),
        bytes: bytes.byteLength,
        contentType: answer.data.type || 'application/octet-stream',
      };
    },

    async remove(hash) {
      if (!isMediaHash(hash)) throw new MediaStoreError(`Not a media hash: ${hash}`);
      const variants = await bucket(PUBLIC_BUCKET).list(hash, { limit: LIST_PAGE });
      if (variants.error) throw failed(`Could not list ${PUBLIC_BUCKET}/${hash}`, variants.error);
      const keys = variants.data.filter((object) => object.id !== null).map((object) => `${hash}/${object.name}`);
      if (keys.length) {
        const removed = await bucket(PUBLIC_BUCKET).remove(keys);
        if (removed.error) throw failed(`Could not delete ${PUBLIC_BUCKET}/${hash}`, removed.error);
      }
      // Last: an image with any file left keeps its original, so the sweep still finds it.
      const removed = await bucket(ORIGINALS_BUCKET).remove(
        ORIGINAL_EXTENSIONS.map((extension) => `${hash}.${extension}`),
      );
      if (removed.error) throw failed(`Could not delete ${ORIGINALS_BUCKET}/${hash}`, removed.error);
    },

    async listHashes() {
      const found: StoredHash[] = [];
      for (let offset = 0; ; offset += LIST_PAGE) {
        const page = await bucket(ORIGINALS_BUCKET).list('', {
          limit: LIST_PAGE,
          offset,
          sortBy: { column: 'name', order: 'asc' },
        });
        if (page.error) throw failed(`Could not list ${ORIGINALS_BUCKET}`, page.error);
        for (const object of page.data) {
          const original = parseOriginalKey(object.name);
          if (!original || object.id === null) continue;
          found.push({ hash: original.hash, storedAt: new Date(object.updated_at ?? object.created_at ?? Date.now()) });
        }
        if (page.data.length < LIST_PAGE) return found;
      }
    },

    async putDocument(key, file) {
      const { extension } = documentKeyOf(key);
      // The type is the one the bytes showed (the key's), never what the browser said.
      const type = DOCUMENT_TYPES[extension];
      await upload(DOCUMENTS_BUCKET, key, await openAsBlob(file, { type }), type);
    },

    async readDocument(key) {
      const document = parseDocumentKey(key);
      if (!document) return null;
      let answer: { data: ReadableStream<Uint8Array> | null; error: StorageFailure | null };
      try {
        answer = await bucket(DOCUMENTS_BUCKET).download(key).asStream();
      } catch (error) {
        throw new MediaStoreError(`Could not read ${DOCUMENTS_BUCKET}/${key}`, { cause: error });
      }
      if (answer.error) {
        if (isMissing(answer.error)) return null;
        throw failed(`Could not read ${DOCUMENTS_BUCKET}/${key}`, answer.error);
      }
      if (!answer.data) return null;
      return { body: answer.data, contentType: DOCUMENT_TYPES[document.extension], bytes: null };
    },

    async removeDocument(key) {
      documentKeyOf(key);
      const removed = await bucket(DOCUMENTS_BUCKET).remove([key]);
      if (removed.error) throw failed(`Could not delete ${DOCUMENTS_BUCKET}/${key}`, removed.error);
    },
  };
}
