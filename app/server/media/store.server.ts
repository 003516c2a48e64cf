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
import { supabaseFor } from '#app/server/auth/supabase-auth.server';
import { serverOnlyClient } from '#app/server/supabase.server';
import { getEnv, type Env } from '#app/server/env.server';
import { folderMediaStore } from './folder-store.server';
import type { MediaStore } from './store-port.server';
import { supabaseMediaStore } from './supabase-store.server';

export { MediaStoreError, type MediaStore, type StoredHash } from './store-port.server';

/** The store of the configured backend, acting for the request's staff member on Supabase. */
export function mediaStoreFor(request: Request, env: Env = getEnv()): MediaStore {
  if (env.backend === 'supabase') return supabaseMediaStore(supabaseFor(request).supabase);
  return folderMediaStore(env.MEDIA_DIR);
}

/**
 * The store the server reads public variants from for what it draws itself (a brochure's photos): the folder, or
 * Supabase Storage as the service role (the buckets' objects are read through staff policies; pages use the
 * public URLs). Null on Supabase without SUPABASE_SERVICE_ROLE_KEY: brochures are then drawn without photos.
 */
export function serverMediaStore(env: Env = getEnv()): MediaStore | null {
  if (env.backend !== 'supabase') return folderMediaStore(env.MEDIA_DIR);
  if (!env.SUPABASE_SERVICE_ROLE_KEY) return null;
  serviceStore ??= supabaseMediaStore(serverOnlyClient(env, env.SUPABASE_SERVICE_ROLE_KEY));
  return serviceStore;
}
let serviceStore: MediaStore | undefined;

/** The folder store of the embedded backend (the /media route, the sweep), or null on Supabase. */
export function embeddedMediaStore(env: Env = getEnv()): MediaStore | null {
  return env.backend === 'supabase' ? null : folderMediaStore(env.MEDIA_DIR);
}

/**
 * The base URL of a stored image's variants: a srcset is `${base}/${width}.${format} ${width}w, …`
 * (mediaSrcSet in app/domain/media/media.ts). `/media/<hash>` embedded, the bucket's public URL on Supabase.
 */
export function mediaBaseUrl(hash: string, env: Pick<Env, 'backend' | 'SUPABASE_URL'> = getEnv()): string {
  if (env.backend === 'supabase' && env.SUPABASE_URL) return supabasePublicBase(env.SUPABASE_URL, hash);
  return `/media/${hash}`;
}

export function supabasePublicBase(supabaseUrl: string, hash: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/media/${hash}`;
}
