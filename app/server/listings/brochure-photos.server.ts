import { LRUCache } from 'lru-cache';
import type { ListingImage } from '#app/domain/media/images';
import { log } from '#app/server/log.server';
import { imageSource } from '#app/server/media/image-source.server';
import { COVER_ASPECT, GALLERY_ASPECT, type BrochurePhotos } from './brochure-document.server';

/**
 * A brochure's photos as JPEG (the formats PDF embeds; the site's variants are AVIF and WebP), cropped to the
 * layout's proportions and sized for print at about 150 dpi, so a brochure stays a few megabytes: the cover
 * 1240 × 620, the gallery 600 × 400, at most six. Read from the media store's WebP variants (the folder, or
 * Supabase Storage through the service role), or the demo images under public/; an address staff have not
 * imported is never fetched, and is skipped, as is an image that cannot be read.
 */
export const GALLERY_PHOTOS = 6;
const COVER_WIDTH = 1240;
const TILE_WIDTH = 600;
const QUALITY = 72;

export async function brochurePhotos(images: readonly ListingImage[]): Promise<BrochurePhotos> {
  const [cover, ...rest] = images;
  const [coverBytes, ...gallery] = await Promise.all([
    cover ? jpeg(cover, COVER_WIDTH, COVER_ASPECT) : null,
    ...rest.slice(0, GALLERY_PHOTOS).map((image) => jpeg(image, TILE_WIDTH, GALLERY_ASPECT)),
  ]);
  return { cover: coverBytes ?? null, gallery: gallery.filter((bytes): bytes is Uint8Array => bytes !== null) };
}

/**
 * Photos already re-encoded, by what they were made from (a stored variant's content hash, or a demo file's
 * size and time): the English and French brochures, and every listing sharing a photo, encode it once.
 */
const encoded = new LRUCache<string, Uint8Array>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
});

async function jpeg(image: ListingImage, width: number, aspect: number): Promise<Uint8Array | null> {
  try {
    const source = await imageSource(image, width);
    if (!source) return null;
    const key = `${source.key} ${width} ${aspect}`;
    const known = encoded.get(key);
    if (known) return known;
    const { default: sharp } = await import('sharp');
    const bytes = await sharp(await source.read())
      .rotate()
      .resize(width, Math.round(width / aspect), { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer();
    encoded.set(key, bytes);
    return bytes;
  } catch (error) {
    log.warn('brochure photo skipped', { src: image.src, error });
    return null;
  }
}
