/**
 * Stored images, as the back office uses them (the editors' uploads and 'Add Image' by address, the media
 * list): process once, write the files, record the row — and never leave half of it behind.
 *
 * Order of writes, which the orphan sweep relies on: the private original first, then the public variants,
 * then the row. A failure removes what was written; a crash in between leaves files without a row, which
 * `sweepOrphanMedia` removes once they are an hour old. Deleting goes the other way: the row, then the
 * variants, then the original.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  mediaTexts,
  displayName,
  originalKey,
  variantKey,
  type MediaRow,
  type MediaUse,
} from '#app/domain/media/media';
import { DEFAULT_TIMEOUT_MS, SafeFetchError, safeFetchToFile } from '#app/server/http/safe-fetch.server';
import type { Job } from '#app/server/jobs/runner.server';
import { log } from '#app/server/log.server';
import type { MediaListQuery } from './queries.server';
import { MediaRefusal, processImage, type ProcessedImage } from './process.server';
import { mediaBaseUrl, type MediaStore } from './store.server';
import { withProcessingSlot } from './upload.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { mediaQueries } from '#app/server/media/queries.server';

/** A stored image (new, or the same photo stored before: `duplicate`) and its warnings; or why not. */
export type StoreResult = { media: MediaRow; warnings: string[]; duplicate: boolean } | { error: string };

/** A file on disk to store: an upload (app/server/media/upload.server.ts) or a download. */
export interface IncomingImage {
  name: string;
  path: string;
  /** Refused already while it streamed (too large, one too many). */
  error?: string;
}

/**
 * Processes an uploaded file (in one of the process's two processing slots), writes its original and
 * variants to the store and records it. The caller keeps (and later removes) `file.path`.
 */
export async function storeUploadedImage(
  capabilities: Capabilities,
  store: MediaStore,
  file: IncomingImage,
): Promise<StoreResult> {
  const name = displayName(file.name);
  if (file.error) return { error: file.error };
  let processed: ProcessedImage;
  try {
    processed = await withProcessingSlot(() => processImage(file.path, { name }));
  } catch (error) {
    if (error instanceof MediaRefusal) return { error: error.message };
    log.error('image processing failed', { name, error });
    return { error: mediaTexts.saveFailed(name) };
  }

  try {
    const existing = await capabilities.use(mediaQueries).getMedia(processed.hash);
    if (existing) return { media: existing, warnings: processed.warnings, duplicate: true };
    try {
      await writeFiles(store, processed);
      const { media, duplicate } = await capabilities.use(mediaQueries).addMedia(rowOf(processed, name));
      return { media, warnings: processed.warnings, duplicate };
    } catch (error) {
      await removeHalfStored(capabilities, store, processed.hash);
      log.error('image could not be stored', { name, hash: processed.hash, error });
      return { error: mediaTexts.saveFailed(name) };
    }
  } finally {
    await processed.cleanup();
  }
}

export interface ImportOptions {
  /** Loopback and private networks allowed (MEDIA_ALLOW_PRIVATE_ADDRESSES): tests only, never production. */
  allowPrivate: boolean;
  /** Private addresses let through one by one (tests that check redirects to others are refused). */
  trustedAddresses?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * 'Add Image' by address: the server downloads the image (http(s) only, within 10 s, at most 25 MB, no
 * private or loopback address unless allowed) into a temporary file and stores it like an upload.
 */
export async function importImageFromUrl(
  capabilities: Capabilities,
  store: MediaStore,
  url: string,
  options: ImportOptions,
): Promise<StoreResult> {
  const label = urlLabel(url);
  const dir = await mkdtemp(path.join(tmpdir(), 'media-import-'));
  const file = path.join(dir, 'download');
  try {
    let finalUrl: URL;
    try {
      ({ url: finalUrl } = await safeFetchToFile(url, file, {
        allowPrivateAddresses: options.allowPrivate,
        trustedAddresses: options.trustedAddresses,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBytes: options.maxBytes ?? MAX_UPLOAD_BYTES,
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1',
          'user-agent': 'IslandEstates-ImageImport/1.0',
        },
      }));
    } catch (error) {
      if (error instanceof SafeFetchError) {
        return { error: importMessage(error, label, options.maxBytes ?? MAX_UPLOAD_BYTES, options.timeoutMs) };
      }
      throw error;
    }
    return await storeUploadedImage(capabilities, store, { name: nameFromUrl(finalUrl), path: file });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Removes the files of images that have no row (a crash between writing the files and recording the row,
 * or a cleanup that failed), once they are older than `olderThanMs` — younger ones may be an upload in
 * progress. `knownHashes`: every row's hash (`capabilities.use(mediaQueries).listMediaHashes()`), read before the store is listed.
 */
export async function sweepOrphanMedia(
  store: MediaStore,
  knownHashes: Iterable<string>,
  { olderThanMs = 60 * 60 * 1000, now = Date.now() }: { olderThanMs?: number; now?: number } = {},
): Promise<{ removed: string[] }> {
  const known = new Set(knownHashes);
  const removed: string[] = [];
  for (const { hash, storedAt } of await store.listHashes()) {
    if (known.has(hash) || now - storedAt.getTime() < olderThanMs) continue;
    await store.remove(hash);
    removed.push(hash);
  }
  if (removed.length) log.info('orphan media removed', { count: removed.length, hashes: removed });
  return { removed };
}

/** The sweep as a periodic job (app/server/jobs/), acting through capabilities that may read every row. */
export function mediaSweepJob(capabilities: Capabilities, store: MediaStore, intervalMs = 6 * 60 * 60 * 1000): Job {
  return {
    name: 'sweep-orphan-media',
    intervalMs,
    async run() {
      const { removed } = await sweepOrphanMedia(store, await capabilities.use(mediaQueries).listMediaHashes());
      return removed.length ? { removed: removed.length } : undefined;
    },
  };
}

/**
 * Deletes a stored image that nothing uses: its row first (so no page can be left pointing at missing
 * files), then its files (a failure there leaves files without a row, for the sweep).
 */
export async function deleteMedia(
  capabilities: Capabilities,
  store: MediaStore,
  hash: string,
): Promise<{ deleted: true } | { error: string; uses?: MediaUse[] }> {
  const uses = await capabilities.use(mediaQueries).mediaUsage([hash]);
  if (uses.length) return { error: mediaTexts.inUse(uses.length), uses };
  if (!(await capabilities.use(mediaQueries).deleteMediaRow(hash))) return { error: mediaTexts.notFound };
  try {
    await store.remove(hash);
  } catch (error) {
    log.error('stored image files not removed; the orphan sweep will', { hash, error });
  }
  return { deleted: true };
}

export interface StoredImage extends MediaRow {
  /** The base URL of its variants: `${base}/${width}.${format}`. */
  base: string;
  /** Where it is used; empty when it may be deleted. */
  uses: MediaUse[];
}

/**
 * The media list: a page of stored images (by file name or alt text, optionally only the unused), each
 * with its size, its URLs and where it is used.
 */
export async function listStoredImages(
  capabilities: Capabilities,
  query: MediaListQuery = {},
): Promise<{ rows: StoredImage[]; total: number }> {
  const { rows, total } = await capabilities.use(mediaQueries).listMedia(query);
  const uses = await capabilities.use(mediaQueries).mediaUsage(rows.map((row) => row.hash));
  return {
    rows: rows.map((row) => ({
      ...row,
      base: mediaBaseUrl(row.hash),
      uses: uses.filter((use) => use.hash === row.hash),
    })),
    total,
  };
}

// ---------------------------------------------------------------------------------------------

async function writeFiles(store: MediaStore, processed: ProcessedImage) {
  const { hash, original } = processed;
  await store.putOriginal(originalKey(hash, original.extension), original.file, original.contentType);
  for (const variant of processed.variants) {
    await store.putPublic(variantKey(hash, variant.width, variant.format), variant.file, variant.contentType);
  }
}

function rowOf(processed: ProcessedImage, name: string) {
  return {
    hash: processed.hash,
    file_name: name,
    content_type: processed.contentType,
    bytes: processed.bytes,
    width: processed.width,
    height: processed.height,
    placeholder: processed.placeholder,
    dominant_color: processed.dominantColor,
    widths: [...new Set(processed.variants.map((variant) => variant.width))].sort((a, b) => a - b),
  };
}

/** After a failed save: its files go, unless the same photo was stored meanwhile by another upload. */
async function removeHalfStored(capabilities: Capabilities, store: MediaStore, hash: string) {
  try {
    if (await capabilities.use(mediaQueries).getMedia(hash)) return;
  } catch {
    // The database may be what failed: remove all the same (an identical upload's files come back with it).
  }
  try {
    await store.remove(hash);
  } catch (error) {
    log.error('half-stored image not removed; the orphan sweep will', { hash, error });
  }
}

function importMessage(error: SafeFetchError, label: string, maxBytes: number, timeoutMs = DEFAULT_TIMEOUT_MS) {
  switch (error.code) {
    case 'bad_url':
      return mediaTexts.import.badUrl(label);
    case 'forbidden_address':
      return mediaTexts.import.forbiddenAddress(label);
    case 'timeout':
      return mediaTexts.import.timeout(label, Math.round(timeoutMs / 100) / 10);
    case 'too_large':
      return mediaTexts.tooLarge(label, maxBytes);
    case 'bad_status':
      return mediaTexts.import.badStatus(label, error.status);
    case 'unreachable':
      return mediaTexts.import.unreachable(label);
  }
}

/** An address as staff typed it, short enough for a message. */
function urlLabel(url: string): string {
  const trimmed = url.trim();
  return trimmed.length > 100 ? `${trimmed.slice(0, 80)}…${trimmed.slice(-16)}` : trimmed || 'The address';
}

/** The file name an imported image is listed under: the address's last segment, else its host. */
function nameFromUrl(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep it encoded
  }
  return displayName(decoded || `image from ${url.hostname}`);
}
