import { parseImageRequest, resizedImage } from '#app/server/media/images.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/image';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** /_img?src=/images/…&w=640&f=avif — a local image at one of the layout's widths, in a modern format. */
export async function loader({ request }: Route.LoaderArgs) {
  const image = parseImageRequest(new URL(request.url).searchParams);
  if (!image) return new Response('Not found', { status: 404 });
  try {
    const result = await resizedImage(image);
    if (!result) return new Response('Not found', { status: 404 });
    const headers = {
      'Content-Type': CONTENT_TYPES[image.format],
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
      ETag: result.etag,
    };
    if (request.headers.get('If-None-Match') === result.etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(result.body), { headers });
  } catch (error) {
    log.error('image resize failed', { src: image.src, error });
    return new Response('Image unavailable', { status: 500 });
  }
}
