/**
 * Private documents (receipts, signed mandates; app/domain/media/documents.ts) in and out of the media store:
 * a file read from a post is recognised by its bytes, hashed and stored under `<sha-256>.<ext>`; a stored one
 * is answered to a staff member whose route has checked the permission, never cached, never public.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import {
  DOCUMENT_POST_BYTES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  documentKey,
  documentTexts,
  parseDocumentKey,
  recogniseDocument,
  refusalText,
  type DocumentKind,
} from '#app/domain/media/documents';
import { log } from '#app/server/log.server';
import type { MediaStore } from './store-port.server';
import { parseUpload, type ParsedUpload, type UploadedFile } from './upload.server';

/** Enough of a file to tell a JPEG, a PNG, a PDF and a HEIC apart (sniffImageFormat). */
const HEAD_BYTES = 64;

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export type KeptDocument = { key: string } | { error: string };

/**
 * Keeps one uploaded file as a private document of a kind: its key, or what staff are told (not a photo or a
 * PDF, too large, empty, or the store failed). The file is stored as it came, nothing stripped or rewritten.
 */
export async function keepDocument(store: MediaStore, upload: UploadedFile, kind: DocumentKind): Promise<KeptDocument> {
  if (upload.tooLarge || !upload.path) return { error: refusalText('too-large', kind) };
  const seen = recogniseDocument(await readHead(upload.path), upload.bytes, kind);
  if ('refusal' in seen) return { error: refusalText(seen.refusal, kind) };
  const key = documentKey(await sha256Of(upload.path), seen.extension);
  try {
    await store.putDocument(key, upload.path, DOCUMENT_TYPES[seen.extension]);
  } catch (error) {
    log.error('private document not stored', { kind, key, error });
    return { error: documentTexts.saveFailed };
  }
  return { key };
}

/**
 * Reads a form that may carry one document in `field` (multipart, streamed to a temporary file, capped at
 * MAX_DOCUMENT_BYTES; or url-encoded without one). Call `cleanup` once done. Throws UploadError for a post that
 * cannot be read at all (answered 413 or 400 by the caller).
 */
export function readDocumentPost(request: Request, field: string): Promise<ParsedUpload> {
  return parseUpload(request, {
    fileField: field,
    maxFiles: 1,
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxTotalBytes: DOCUMENT_POST_BYTES,
  });
}

/** A file name for the browser: letters, digits, dashes and dots only. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 100) || 'document';

/**
 * A stored document answered to staff (the route has checked who asks): shown in the browser under `fileName`
 * (its extension the key's), never kept by a cache or a shared proxy; 404 when the key is not a document or
 * the store has none.
 */
export async function documentResponse(store: MediaStore, key: string, fileName: string): Promise<Response> {
  const document = parseDocumentKey(key);
  const found = document ? await store.readDocument(key) : null;
  if (!document || !found) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  const name = `${safeFileName(fileName)}.${document.extension}`;
  const headers: Record<string, string> = {
    'Content-Type': found.contentType,
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (found.bytes !== null) headers['Content-Length'] = String(found.bytes);
  return new Response(found.body, { headers });
}
