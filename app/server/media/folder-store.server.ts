/**
 * The media store in a folder (MEDIA_DIR, ./.data/media by default) — the embedded backend's:
 *
 *   public/<hash>/<width>.<avif|webp>   served by the app at /media/<hash>/<width>.<format>
 *   originals/<hash>.<jpg|png>          never served
 *   documents/<sha-256>.<jpg|png|pdf>   private documents (receipts, mandates), served only to staff by their
 *                                       routes; /media reads public/ only
 *
 * Writes are atomic (a temporary file beside the target, then a rename), so a reader never sees half a
 * file and a crash leaves at most a `.tmp` file, which goes with its image's folder. Back it up with the
 * database: the database only knows the images' names (docs/decisions/006-media-store.md).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DOCUMENT_TYPES, parseDocumentKey } from '#app/domain/media/documents';
import { VARIANT_TYPES, isMediaHash, parseOriginalKey, parseVariantKey } from '#app/domain/media/media';
import { MediaStoreError, type MediaStore, type StoredHash } from './store-port.server';

export function folderMediaStore(root: string): MediaStore {
  const publicDir = path.join(root, 'public');
  const originalsDir = path.join(root, 'originals');
  const documentsDir = path.join(root, 'documents');
  const documentPath = (key: string) => {
    const document = parseDocumentKey(key);
    if (!document) throw new MediaStoreError(`Not a document key: ${key}`);
    return { file: path.join(documentsDir, `${document.sha256}.${document.extension}`), ...document };
  };

  /** Copies `file` to `target` through a temporary file in the same folder, then renames it into place. */
  async function put(target: string, file: string) {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await copyFile(file, temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw new MediaStoreError(`Could not store ${path.relative(root, target)}`, { cause: error });
    }
  }

  return {
    kind: 'folder',

    async putPublic(key, file) {
      const variant = parseVariantKey(key);
      if (!variant) throw new MediaStoreError(`Not a variant key: ${key}`);
      await put(path.join(publicDir, variant.hash, `${variant.width}.${variant.format}`), file);
    },

    async putOriginal(key, file) {
      const original = parseOriginalKey(key);
      if (!original) throw new MediaStoreError(`Not an original key: ${key}`);
      await put(path.join(originalsDir, `${original.hash}.${original.extension}`), file);
    },

    publicUrl(key) {
      if (!parseVariantKey(key)) throw new MediaStoreError(`Not a variant key: ${key}`);
      return `/media/${key}`;
    },

    async readPublic(key) {
      const variant = parseVariantKey(key);
      if (!variant) return null;
      const file = path.join(publicDir, variant.hash, `${variant.width}.${variant.format}`);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), bytes: info.size, contentType: VARIANT_TYPES[variant.format] };
    },

    async remove(hash) {
      if (!isMediaHash(hash)) throw new MediaStoreError(`Not a media hash: ${hash}`);
      await rm(path.join(publicDir, hash), { recursive: true, force: true });
      const originals = (await readdir(originalsDir).catch(() => [])).filter((name) => name.startsWith(`${hash}.`));
      for (const name of originals) await rm(path.join(originalsDir, name), { force: true });
    },

    async listHashes() {
      const newest = new Map<string, Date>();
      const note = (hash: string, at: Date) => {
        const known = newest.get(hash);
        if (!known || known < at) newest.set(hash, at);
      };
      for (const name of await readdir(publicDir).catch(() => [])) {
        if (!isMediaHash(name)) continue;
        const folder = path.join(publicDir, name);
        note(name, (await stat(folder)).mtime);
        for (const file of await readdir(folder).catch(() => [])) {
          const info = await stat(path.join(folder, file)).catch(() => null);
          if (info) note(name, info.mtime);
        }
      }
      for (const name of await readdir(originalsDir).catch(() => [])) {
        const hash = name.slice(0, 32);
        if (!isMediaHash(hash) || name[32] !== '.') continue;
        const info = await stat(path.join(originalsDir, name)).catch(() => null);
        if (info) note(hash, info.mtime);
      }
      return [...newest].map(([hash, storedAt]): StoredHash => ({ hash, storedAt }));
    },

    async putDocument(key, file) {
      await put(documentPath(key).file, file);
    },

    async readDocument(key) {
      if (!parseDocumentKey(key)) return null;
      const { file, extension } = documentPath(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>,
        contentType: DOCUMENT_TYPES[extension],
        bytes: info.size,
      };
    },

    async removeDocument(key) {
      await rm(documentPath(key).file, { force: true });
    },
  };
}
