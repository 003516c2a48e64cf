/**
 * Turns an uploaded or imported file into what the media store keeps, once per image, with sharp:
 *
 *   1. recognise it by content (first bytes, then sharp's reading of its header), never by name or type;
 *   2. the *normalised original*: orientation applied, every piece of metadata dropped (EXIF, GPS, XMP,
 *      IPTC, comments), converted to sRGB, re-encoded near-losslessly (JPEG q95 4:4:4, or PNG when it
 *      has transparency) at full size — kept privately for re-processing, and hashed to name the image;
 *   3. the public *variants*: AVIF and WebP at the layout's widths up to the image's own;
 *   4. a tiny placeholder (a data: URI under 1 KB) and the dominant colour.
 *
 * sharp writes no metadata unless asked (no `withMetadata`/`keepMetadata` here): what leaves this module
 * carries no EXIF, no GPS and no ICC profile (browsers read untagged images as sRGB).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_PIXELS,
  MAX_UPLOAD_BYTES,
  mediaTexts,
  ORIGINAL_TYPES,
  VARIANT_FORMATS,
  VARIANT_TYPES,
  displayName,
  formatRefusal,
  sizeWarning,
  sniffImageFormat,
  variantWidths,
  type AcceptedImageFormat,
  type AcceptedImageType,
  type OriginalExtension,
  type VariantFormat,
} from '#app/domain/media/media';
import { processWideLimiter } from '#app/server/concurrency.server';

/** An upload or import refused: `message` is the staff-facing text, naming the file. */
export class MediaRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaRefusal';
  }
}

export interface ProcessedVariant {
  width: number;
  format: VariantFormat;
  contentType: string;
  file: string;
  bytes: number;
}

export interface ProcessedImage {
  /** The first 32 hex digits of the SHA-256 of the normalised original. */
  hash: string;
  /** What was uploaded, by content. */
  format: AcceptedImageFormat;
  contentType: AcceptedImageType;
  /** The size of what was uploaded. */
  bytes: number;
  /** After orientation. */
  width: number;
  height: number;
  placeholder: string;
  dominantColor: string;
  /** Widest last. */
  variants: ProcessedVariant[];
  original: { file: string; extension: OriginalExtension; contentType: string; bytes: number };
  warnings: string[];
  /** Removes the working files (variants, original); the input file is the caller's. */
  cleanup(): Promise<void>;
}

export interface ProcessOptions {
  /** The name staff know the file by (the upload's name), for messages. Default: the file's own. */
  name?: string;
  /** Where the working folder is made. Default: the OS temp folder. */
  workDir?: string;
}

/** Effort 1: a 12-megapixel photo's seven AVIF widths in about 0.8 s instead of 2.7 s (effort 3), files about 8 % larger (decision 006). */
export const AVIF_OPTIONS = { quality: 50, effort: 1 } as const;
export const WEBP_OPTIONS = { quality: 72, effort: 4 } as const;
/**
 * No Huffman optimisation: it makes libjpeg hold the whole image's coefficients for a second pass — about
 * 130 MB more at the peak for a 12-megapixel photo in 4:4:4 — to save some 15 % of a file only staff's
 * re-processing ever reads.
 */
const ORIGINAL_JPEG = { quality: 95, chromaSubsampling: '4:4:4', mozjpeg: false, optimiseCoding: false } as const;
/** The placeholder's longest side in pixels: the browser's upscaling does the blurring. */
const PLACEHOLDER_SIZE = 16;
const PLACEHOLDER_MAX_CHARS = 1024;
/** A decoded master at the widest variant is reused for every variant when it is no larger than this. */
const MAX_MASTER_BYTES = 48 * 1024 * 1024;
/**
 * One AVIF encode at a time in the process: the AV1 encoder needs some 85 MB for the widest variant, the
 * largest peak of the whole processing, while decoding, resizing and WebP need little. Two images still
 * overlap everywhere else, so the wall time hardly changes and the peak drops by one encoder's worth.
 */
const avifEncoder = processWideLimiter('avif-encoder', 1);

type SharpFactory = (input?: string | Buffer, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;
/**
 * sharp is loaded on first use: its native library costs start-up time for every other route. libvips' operation
 * cache is turned off: each image is processed once, so the cache (up to 50 MB of decoded pixels by default)
 * would only raise the server's peak memory.
 */
const loadSharp = () =>
  (loaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default as unknown as SharpFactory;
  }));

export async function processImage(file: string, options: ProcessOptions = {}): Promise<ProcessedImage> {
  const name = displayName(options.name ?? path.basename(file));
  const { size } = await stat(file);
  if (size === 0) throw new MediaRefusal(mediaTexts.empty(name));
  if (size > MAX_UPLOAD_BYTES) throw new MediaRefusal(mediaTexts.tooLarge(name));

  const refusal = formatRefusal(name, sniffImageFormat(await readHead(file, 64)));
  if (refusal) throw new MediaRefusal(refusal);

  const sharp = await loadSharp();
  // Fail on truncated data, not on the harmless warnings many cameras' files raise.
  const input: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: 'truncated' };
  const metadata = await sharp(file, input)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !metadata.width || !metadata.height) throw new MediaRefusal(mediaTexts.damaged(name));
  const format = acceptedFormat(metadata.format, metadata.compression);
  if (format === 'heic') throw new MediaRefusal(mediaTexts.heic(name));
  if (!format) throw new MediaRefusal(mediaTexts.notAnImage(name));
  if (metadata.width * metadata.height > MAX_PIXELS) throw new MediaRefusal(mediaTexts.tooManyPixels(name));

  const work = await mkdtemp(path.join(options.workDir ?? tmpdir(), 'media-'));
  const cleanup = () => rm(work, { recursive: true, force: true });
  try {
    // The normalised original. Transparency is kept (PNG) only where some pixel uses it.
    const transparent = Boolean(metadata.hasAlpha) && !(await sharp(file, input).stats()).isOpaque;
    const extension: OriginalExtension = transparent ? 'png' : 'jpg';
    const originalFile = path.join(work, `original.${extension}`);
    const normalised = sharp(file, input).rotate().toColourspace('srgb');
    if (!transparent) normalised.removeAlpha();
    const original = await (
      transparent ? normalised.png({ compressionLevel: 6 }) : normalised.jpeg(ORIGINAL_JPEG)
    ).toFile(originalFile);
    const hash = (await sha256(originalFile)).slice(0, 32);
    const { width, height } = original;

    // Every variant comes from one decoded master at the widest variant's width (when that is of a sane
    // size; otherwise each variant reads the original again).
    const widths = variantWidths(width);
    const widest = widths[widths.length - 1]!;
    const channels = transparent ? 4 : 3;
    const masterHeight = Math.max(1, Math.round((height * widest) / width));
    const master =
      widest * masterHeight * channels <= MAX_MASTER_BYTES
        ? await sharp(originalFile).resize({ width: widest }).raw().toBuffer({ resolveWithObject: true })
        : null;
    const source = () =>
      master
        ? sharp(master.data, {
            raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
          })
        : sharp(originalFile);

    const variants: ProcessedVariant[] = [];
    for (const variantWidth of widths) {
      for (const variantFormat of VARIANT_FORMATS) {
        const variantFile = path.join(work, `${variantWidth}.${variantFormat}`);
        const resized = source().resize({ width: variantWidth, withoutEnlargement: true });
        const info = await (variantFormat === 'avif'
          ? avifEncoder.run(() => resized.avif(AVIF_OPTIONS).toFile(variantFile))
          : resized.webp(WEBP_OPTIONS).toFile(variantFile));
        variants.push({
          width: variantWidth,
          format: variantFormat,
          contentType: VARIANT_TYPES[variantFormat],
          file: variantFile,
          bytes: info.size,
        });
      }
    }

    const { placeholder, dominantColor } = await previewOf(source);
    const warning = sizeWarning(name, width, height);
    return {
      hash,
      format,
      contentType: ACCEPTED_IMAGE_TYPES[format],
      bytes: size,
      width,
      height,
      placeholder,
      dominantColor,
      variants,
      original: { file: originalFile, extension, contentType: ORIGINAL_TYPES[extension], bytes: original.size },
      warnings: warning ? [warning] : [],
      cleanup,
    };
  } catch (error) {
    await cleanup();
    if (error instanceof MediaRefusal) throw error;
    // sharp read the header but not the pixels: a truncated or corrupt file.
    if (isDecodeError(error)) throw new MediaRefusal(mediaTexts.damaged(name));
    throw error;
  }
}

/** sharp's format name (and compression, for HEIF containers) to what is accepted; 'heic' for HEVC. */
function acceptedFormat(format: string, compression: string | undefined): AcceptedImageFormat | 'heic' | null {
  if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
  if (format === 'heif') return compression === 'av1' ? 'avif' : 'heic';
  return null;
}

async function previewOf(source: () => Sharp): Promise<{ placeholder: string; dominantColor: string }> {
  const small = await source()
    .resize(64, 64, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } };
  const sharp = await loadSharp();
  const { dominant } = await sharp(small.data, raw).stats();
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  const dominantColor = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  let placeholder = '';
  for (const [size, quality] of [
    [PLACEHOLDER_SIZE, 50],
    [PLACEHOLDER_SIZE / 2, 40],
  ] as const) {
    const tiny = await sharp(small.data, raw)
      .resize(size, size, { fit: 'inside' })
      .webp({ quality, smartSubsample: true })
      .toBuffer();
    placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
    if (placeholder.length <= PLACEHOLDER_MAX_CHARS) break;
  }
  return { placeholder, dominantColor };
}

async function readHead(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function isDecodeError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /VipsJpeg|VipsForeign|premature end|corrupt|truncated|bad seek|heif|Input (file|buffer)|unsupported image format|read error|pngload|webpload/i.test(
    message,
  );
}
