import { parseFeedPhotoPath } from '#app/domain/feeds/listing';
import { feedPhotoJpeg } from '#app/server/feeds/photos.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/feed-photo';

/**
 * /feeds/photos/m/{hash}/{width}.jpg and /feeds/photos/images/….jpg — a listing photo as a JPEG for the portal
 * feeds (the site's own variants are AVIF and WebP). Public, as the photos are on the listing pages; a stored
 * photo's address never changes its bytes, a demo file's may with a deployment.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const source = parseFeedPhotoPath(params['*'] ?? '');
  if (!source) return notFound();
  try {
    const bytes = await feedPhotoJpeg(source);
    if (!bytes) return notFound();
    return new Response(bytes as BodyInit, {
      headers: {
        'Content-Type': 'image/jpeg',
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': source.kind === 'stored' ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      },
    });
  } catch (error) {
    log.error('feed photo not made', { source, error });
    return new Response('Image unavailable', { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
