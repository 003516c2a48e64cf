import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isResizableImage, type ListingImage } from '#app/domain/media/images';
import { variantKey } from '#app/domain/media/media';
import { serverMediaStore } from '#app/server/media/store.server';

/**
 * The bytes a listing photo can be re-encoded from on the server (the brochures' and the portal feeds' JPEGs):
 * the stored variant nearest above `width` (WebP: the media store's folder, or Supabase Storage through the
 * service role), or the demo file under public/, with a key naming its content (for caches of what is made from
 * it); null when it is not on this machine — an address elsewhere is never fetched.
 */
const PUBLIC_DIR = path.resolve('public');

export interface ImageSource {
  key: string;
  read: () => Promise<Buffer | string>;
}

export async function imageSource(image: ListingImage, width: number): Promise<ImageSource | null> {
  if (image.media) {
    const store = serverMediaStore();
    if (!store) return null;
    const widths = [...image.media.widths].sort((a, b) => a - b);
    const chosen = widths.find((w) => w >= width) ?? widths.at(-1);
    if (!chosen) return null;
    const variant = variantKey(image.media.hash, chosen, 'webp');
    return {
      key: variant,
      read: async () => {
        const found = await store.readPublic(variant);
        if (!found) throw new Error(`no stored variant ${variant}`);
        return bytesOf(found.body);
      },
    };
  }
  if (!isResizableImage(image.src)) return null;
  const file = path.join(PUBLIC_DIR, image.src);
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { key: `${image.src} ${info.size} ${info.mtimeMs}`, read: async () => file } : null;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
