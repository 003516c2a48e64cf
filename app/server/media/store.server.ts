/**
 * The media store: where stored images' files live, behind one port with two adapters (as the backend
 * port has its two executors):
 *
 *   folder    the embedded default: MEDIA_DIR (./.data/media), served by the app at /media/<hash>/<file>
 *             (app/routes/resources/media.ts) with immutable caching — folder-store.server.ts;
 *   supabase  Supabase Storage: the public bucket `media` and the private bucket `media-originals`,
 *             written with the staff member's own session (row level security on storage.objects
 *             decides) — supabase-store.server.ts.
 *
 * Keys are content-addressed: `<hash>/<width>.<avif|webp>` for public variants, `<hash>.<jpg|png>` for
 * private originals. A key's bytes never change, so their URLs are cached forever.
 */
import type { Readable } from 'node:stream';
import { supabaseFor } from '#app/server/auth/supabase-auth.server';
import { getEnv, type Env } from '#app/server/env.server';
import { folderMediaStore } from './folder-store.server';
import { supabaseMediaStore } from './supabase-store.server';

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
   * A public variant's bytes, for the app to serve (the folder adapter and its /media route). null when it
   * does not exist — or when the store serves its own URLs (Supabase).
   */
  readPublic(key: string): Promise<{ body: Readable; bytes: number; contentType: string } | null>;
  /** Removes every file of one image: its variants first, its original last (see listHashes). */
  remove(hash: string): Promise<void>;
  /**
   * Every image with files in the store. An upload writes the original first, a removal deletes it last:
   * an image with any file left has its original (the Supabase adapter lists originals only).
   */
  listHashes(): Promise<StoredHash[]>;
}

/** Where a store write failed: the message is for logs (staff see MEDIA_MESSAGES.saveFailed). */
export class MediaStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStoreError';
  }
}

/** The store of the configured backend, acting for the request's staff member on Supabase. */
export function mediaStoreFor(request: Request, env: Env = getEnv()): MediaStore {
  if (env.backend === 'supabase') return supabaseMediaStore(supabaseFor(request).supabase);
  return folderMediaStore(env.MEDIA_DIR);
}

/** The folder store of the embedded backend (the /media route, the sweep), or null on Supabase. */
export function embeddedMediaStore(env: Env = getEnv()): MediaStore | null {
  return env.backend === 'supabase' ? null : folderMediaStore(env.MEDIA_DIR);
}

/**
 * The base URL of a stored image's variants: a srcset is `${base}/${width}.${format} ${width}w, …`
 * (mediaSrcSet in app/domain/media.ts). `/media/<hash>` embedded, the bucket's public URL on Supabase.
 */
export function mediaBaseUrl(hash: string, env: Pick<Env, 'backend' | 'SUPABASE_URL'> = getEnv()): string {
  if (env.backend === 'supabase' && env.SUPABASE_URL) return supabasePublicBase(env.SUPABASE_URL, hash);
  return `/media/${hash}`;
}

export function supabasePublicBase(supabaseUrl: string, hash: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/media/${hash}`;
}
