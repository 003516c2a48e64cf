import { Readable } from 'node:stream';
import { VARIANT_FILE, isMediaHash } from '#app/domain/media/media';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { embeddedMediaStore, mediaBaseUrl } from '#app/server/media/store.server';
import type { Route } from './+types/media';

/** A variant's bytes never change (its hash names the image, its file the width and format). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /media/<hash>/<width>.<avif|webp> — a stored image's public variant from the embedded media store
 * (MEDIA_DIR), streamed from disk. On Supabase the variants live in the Storage bucket: a permanent
 * redirect there keeps addresses written while the site ran embedded working once their files moved.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { hash, file } = params;
  if (!isMediaHash(hash) || !VARIANT_FILE.test(file)) return notFound();
  const env = getEnv();
  const store = embeddedMediaStore(env);
  if (!store) return new Response(null, { status: 308, headers: { Location: `${mediaBaseUrl(hash, env)}/${file}` } });

  try {
    const found = await store.readPublic(`${hash}/${file}`);
    if (!found) return notFound();
    const etag = `"${hash}-${file}"`;
    const headers = { 'Content-Type': found.contentType, 'Cache-Control': IMMUTABLE, ETag: etag };
    if (matches(request.headers.get('If-None-Match'), etag)) {
      found.body.destroy();
      return new Response(null, { status: 304, headers });
    }
    if (request.method === 'HEAD') {
      // No body will be read: close the file now rather than when the stream is collected.
      found.body.destroy();
      return new Response(null, { headers: { ...headers, 'Content-Length': String(found.bytes) } });
    }
    return new Response(Readable.toWeb(found.body) as unknown as ReadableStream<Uint8Array>, {
      headers: { ...headers, 'Content-Length': String(found.bytes) },
    });
  } catch (error) {
    log.error('stored image not served', { hash, file, error });
    return new Response('Image unavailable', { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
}

// Not cached for long: the image may be stored a moment later (an upload in progress).
const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
