/**
 * Reading a `multipart/form-data` request with images in it, as a stream: each file goes straight to a
 * temporary file (capped while it streams, never held in memory), the other fields come back as FormData.
 * busboy rather than request.formData() or @mjackson/form-data-parser: both of those hold each part's
 * whole content in memory before anyone sees it (docs/decisions/006-media-store.md).
 *
 * And the process-wide limit on image processing: at most two images are decoded and encoded at once.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import {
  MAX_FORM_FIELD_BYTES,
  MAX_UPLOAD_BYTES,
  mediaTexts,
  displayName,
  uploadPostLimit,
} from '#app/domain/media/media';
import { processWideLimiter } from '#app/server/concurrency.server';

export interface UploadedFile {
  /** The name the browser sent, cleaned for messages; the server never uses it for anything else. */
  name: string;
  /** The temporary file holding its bytes; '' when it was refused while streaming. */
  path: string;
  bytes: number;
  /** Why it was refused while streaming (too large, one too many), naming the file. */
  error?: string;
  /** Refused for its size: the post is answered 413. */
  tooLarge?: boolean;
}

export interface ParsedUpload {
  /** Every field but the files. */
  formData: FormData;
  /** The files of `fileField`, in the order they were sent; empty file inputs are left out. */
  files: UploadedFile[];
  /** Removes the temporary files. Call it once the files are processed (in a `finally`). */
  cleanup(): Promise<void>;
}

export interface UploadOptions {
  /** The file input's name; files of other inputs are read and dropped. */
  fileField: string;
  /** How many more images the caller takes (e.g. 60 less those a listing has); the rest are refused. */
  maxFiles: number;
  maxFileBytes?: number;
  /** The whole body at most; beyond it the request is refused. Default: `uploadPostLimit(maxFiles)`. */
  maxTotalBytes?: number;
  /** Where the temporary folder is made. Default: the OS temp folder. */
  tempDir?: string;
}

export type UploadErrorCode = 'malformed' | 'too_large' | 'field_too_large' | 'too_many_parts';

/** A request that cannot be read as a whole (not one refused file: those are in `files` with an error). */
export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UploadError';
  }

  /** The HTTP status to answer with. */
  get status(): 400 | 413 {
    return this.code === 'malformed' ? 400 : 413;
  }
}

const MAX_FIELDS = 1000;

/**
 * Reads a multipart post: each file of `fileField` to a temporary file, the other fields to FormData. Throws
 * UploadError for a post that cannot be read as a whole: announced or found longer than the limit, a field
 * too long, too many parts (413); cut short or not multipart at all (400).
 *
 * Nothing that goes wrong with the body can end the process: every stream's errors are heard (busboy destroys
 * the file being read with the error of the post, an unheard one would be thrown). And a refused post is
 * never cancelled: cancelling the body destroys the connection before the answer can be sent. What is left of
 * it is read and dropped instead, so the answer reaches a client that is still sending; server.ts closes a
 * connection whose body has not ended soon after the answer.
 */
export async function parseUpload(request: Request, options: UploadOptions): Promise<ParsedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    // A form without files (no JavaScript, nothing chosen) may come url-encoded: small, read as usual.
    return { formData: await request.formData(), files: [], cleanup: async () => {} };
  }
  if (!request.body) throw new UploadError('malformed', mediaTexts.post.unreadable);

  const maxFileBytes = options.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const maxFiles = Math.max(0, Math.floor(options.maxFiles));
  const maxTotalBytes = options.maxTotalBytes ?? uploadPostLimit(maxFiles, maxFileBytes);
  // One photo a post (the upload endpoint): a post over the limit is a photo over it.
  const tooLarge = () =>
    new UploadError(
      'too_large',
      maxFiles === 1 ? mediaTexts.post.fileTooLarge(maxFileBytes) : mediaTexts.post.tooLarge(maxTotalBytes),
    );

  const reader = request.body.getReader();
  // Announced longer than the limit: refused before a byte of it is read.
  if (Number(request.headers.get('content-length')) > maxTotalBytes) {
    discardRest(reader);
    throw tooLarge();
  }

  const dir = await mkdtemp(path.join(options.tempDir ?? tmpdir(), 'upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const formData = new FormData();
  const files: UploadedFile[] = [];
  const writes: Promise<void>[] = [];
  let bodyEnded = false;
  async function* body() {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        bodyEnded = true;
        return;
      }
      yield value;
    }
  }

  try {
    const parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: 'utf8',
      limits: {
        fileSize: maxFileBytes,
        fieldSize: MAX_FORM_FIELD_BYTES,
        fields: MAX_FIELDS,
        parts: MAX_FIELDS + maxFiles + 100,
        headerPairs: 100,
      },
    });
    // Its errors are read from the pipeline below; one after the pipeline has settled must not go unheard.
    parser.on('error', () => {});
    let accepted = 0;
    let failure: UploadError | undefined;
    const fail = (error: UploadError) => {
      failure ??= error;
      parser.destroy(error);
    };

    parser.on('file', (field, stream, info) => {
      // A post that fails while this file is being read destroys it with the post's error, which is
      // reported below: heard here, whether the file is kept or dropped.
      stream.on('error', () => {});
      // Another input's files, or an empty file input (no name, no bytes): read and dropped.
      if (field !== options.fileField || !info.filename) {
        stream.resume();
        return;
      }
      const name = displayName(info.filename);
      if (accepted >= maxFiles) {
        files.push({ name, path: '', bytes: 0, error: mediaTexts.tooMany(name) });
        stream.resume();
        return;
      }
      accepted += 1;
      // Named by position, never by what the browser said.
      const entry: UploadedFile = { name, path: path.join(dir, String(files.length)), bytes: 0 };
      files.push(entry);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          entry.bytes += chunk.length;
          callback(null, chunk);
        },
      });
      const write = pipeline(stream, counter, createWriteStream(entry.path)).then(async () => {
        // busboy stopped at the limit and skips the rest of this file: refuse it, keep nothing of it.
        if ((stream as { truncated?: boolean }).truncated) {
          await rm(entry.path, { force: true });
          entry.path = '';
          entry.error = mediaTexts.tooLarge(name, maxFileBytes);
          entry.tooLarge = true;
        }
      });
      write.catch(() => {}); // awaited below; a failed parse must not leave it unhandled
      writes.push(write);
    });
    parser.on('field', (_name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(new UploadError('field_too_large', mediaTexts.post.fieldTooLarge(MAX_FORM_FIELD_BYTES)));
        return;
      }
      formData.append(_name, value);
    });
    const tooManyParts = () => fail(new UploadError('too_many_parts', mediaTexts.post.tooManyParts));
    parser.on('partsLimit', tooManyParts);
    parser.on('fieldsLimit', tooManyParts);

    // Counted as well as announced: a body without a length (another server, a test) is held to the limit too.
    let total = 0;
    const bodyCap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > maxTotalBytes) callback(tooLarge());
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(body(), bodyCap, parser);
    } catch (error) {
      if (failure) throw failure;
      if (error instanceof UploadError) throw error;
      // The body ended before the closing boundary, or stopped coming (the client went away); or it is not
      // multipart at all.
      const cutShort = !bodyEnded || /unexpected end/i.test((error as Error).message);
      throw new UploadError('malformed', cutShort ? mediaTexts.post.cutShort : mediaTexts.post.unreadable, {
        cause: error,
      });
    }
    if (failure) throw failure;
    await Promise.all(writes);
    return { formData, files, cleanup };
  } catch (error) {
    if (!bodyEnded) discardRest(reader);
    await Promise.allSettled(writes);
    await cleanup();
    throw error;
  }
}

/**
 * Reads what is left of a refused post and drops it: the answer then reaches a client still sending, where
 * cancelling the body would close the connection under it. A client that goes away ends it.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The client went away: nothing is left to read.
    }
  })();
}

// ---------------------------------------------------------------------------------------------
// At most two images processed at once, across the process
// ---------------------------------------------------------------------------------------------

export const MAX_CONCURRENT_PROCESSING = 2;

const processing = processWideLimiter('media-processing', MAX_CONCURRENT_PROCESSING);

/** Runs `work` when one of the process's processing slots is free (first come, first served). */
export function withProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  return processing.run(work);
}

/** How many jobs hold a slot and how many wait (for tests and logs). */
export function processingSlots(): { active: number; waiting: number } {
  return processing.state();
}
