import { LRUCache } from 'lru-cache';
import type { FeedPhotoSource } from '#app/domain/feeds/listing';
import type { ListingImage } from '#app/domain/media/images';
import { imageSource } from '#app/server/media/image-source.server';

/**
 * A listing photo as the portals ask for it: a JPEG (Kyero takes GIF, JPEG or PNG only; JamesEdition's guidelines
 * speak of JPEGs), made from the media store's WebP variant of that width or the demo file, never cropped, at a
 * quality fit for full-screen galleries. Its address names what it is made from (a stored variant's content hash
 * and width), so it never changes for the same photo — JamesEdition asks for canonical image addresses.
 */
const QUALITY = 82;

const made = new LRUCache<string, Uint8Array>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
});

/** The JPEG's bytes, or null when the photo is not on this machine. */
export async function feedPhotoJpeg(source: FeedPhotoSource): Promise<Uint8Array | null> {
  const image: ListingImage =
    source.kind === 'stored'
      ? { src: '', alt: '', media: { hash: source.hash, base: '', widths: [source.width] } }
      : { src: source.src, alt: '' };
  const from = await imageSource(image, source.kind === 'stored' ? source.width : 0);
  if (!from) return null;
  const known = made.get(from.key);
  if (known) return known;
  const { default: sharp } = await import('sharp');
  const bytes = new Uint8Array(
    await sharp(await from.read())
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer(),
  );
  made.set(from.key, bytes);
  return bytes;
}
