/**
 * The media store's port: what an adapter (folder-store.server.ts, supabase-store.server.ts) provides and the
 * error it raises. store.server.ts picks the adapter of the configured backend.
 */
import type { Readable } from 'node:stream';

export interface StoredHash {
  hash: string;
  /** When the newest of its files was written: the orphan sweep leaves young ones alone. */
  storedAt: Date;
}

export interface MediaStore {
  readonly kind: 'folder' | 'supabase';
  /** Stores a public variant (`<hash>/<width>.<format>`) from a local file. Idempotent: same key, same bytes. */
  putPublic(key: string, file: string, contentType: string): Promise<void>;
  /** Stores a private original (`<hash>.<jpg|png>`) from a local file. Never reachable by a public URL. */
  putOriginal(key: string, file: string, contentType: string): Promise<void>;
  /** The URL pages load a public variant from. */
  publicUrl(key: string): string;
  /**
   * A public variant's bytes: for the app to serve (the folder adapter and its /media route; Supabase serves its
   * own URLs) and for what the server draws (a brochure's photos). null when it does not exist.
   */
  readPublic(key: string): Promise<{ body: Readable; bytes: number; contentType: string } | null>;
  /** Removes every file of one image: its variants first, its original last (see listHashes). */
  remove(hash: string): Promise<void>;
  /**
   * Every image with files in the store. An upload writes the original first, a removal deletes it last:
   * an image with any file left has its original (the Supabase adapter lists originals only).
   */
  listHashes(): Promise<StoredHash[]>;

  /**
   * Private documents (receipts, signed mandates: app/domain/media/documents.ts), keyed `<sha-256>.<jpg|png|pdf>`.
   * Never reachable by a public URL: the folder keeps them beside the public variants, out of the /media route's
   * reach; Supabase in a private bucket whose policies let staff only. Staff read them through the app.
   */
  /** Stores a document from a local file. Idempotent: same key, same bytes. */
  putDocument(key: string, file: string, contentType: string): Promise<void>;
  /** A document's bytes as a stream, its type (by its key) and size when known; null when there is none. */
  readDocument(key: string): Promise<StoredDocument | null>;
  /** Removes a document (nothing there: fine). */
  removeDocument(key: string): Promise<void>;
}

export interface StoredDocument {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** null when the store does not say before it streams (Supabase). */
  bytes: number | null;
}

/** Where a store write failed: the message is for logs (staff see mediaTexts.saveFailed). */
export class MediaStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStoreError';
  }
}
