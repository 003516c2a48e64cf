import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  isResizableImage,
  type ImageFormat,
  type ImageWidth,
} from '#app/domain/media/images';
import { getEnv } from '#app/server/env.server';

const PUBLIC_DIR = path.resolve('public');
const QUALITY: Record<ImageFormat, number> = { avif: 50, webp: 72 };
const pending = new Map<string, Promise<Buffer>>();

export interface ImageRequest {
  src: string;
  width: ImageWidth;
  format: ImageFormat;
}

export function parseImageRequest(params: URLSearchParams): ImageRequest | null {
  const src = params.get('src') ?? '';
  const width = Number(params.get('w'));
  const format = params.get('f') as ImageFormat;
  if (!isResizableImage(src) || !IMAGE_WIDTHS.includes(width as ImageWidth) || !IMAGE_FORMATS.includes(format))
    return null;
  return { src, width: width as ImageWidth, format };
}

/**
 * The resized, re-encoded image, made with sharp on first request and kept on disk under
 * ./.data/image-cache (keyed by the source's content), so each variant is encoded once.
 */
export async function resizedImage({
  src,
  width,
  format,
}: ImageRequest): Promise<{ body: Buffer; etag: string } | null> {
  const file = path.join(PUBLIC_DIR, src);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const key = createHash('sha1').update(`${src}:${info.size}:${info.mtimeMs}:${width}:${format}`).digest('hex');
  const cacheDir = path.join(getEnv().dataDir, 'image-cache');
  const cached = path.join(cacheDir, `${key}.${format}`);
  const etag = `"${key}"`;
  const existing = await readFile(cached).catch(() => null);
  if (existing) return { body: existing, etag };

  let job = pending.get(key);
  if (!job) {
    job = (async () => {
      const { default: sharp } = await import('sharp');
      const body = await sharp(file)
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, { quality: QUALITY[format], effort: 4 })
        .toBuffer();
      await mkdir(cacheDir, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${cached}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, cached);
      return body;
    })().finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return { body: await job, etag };
}
