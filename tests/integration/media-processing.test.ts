/**
 * processImage with the real sharp on images made for the purpose: recognition by content, orientation,
 * metadata stripped from everything it writes, sRGB, the variants' widths and formats, the placeholder,
 * and the hash that names the image.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '#app/domain/media/images';
import { mediaTexts } from '#app/domain/media/media';
import { MediaRefusal, processImage, type ProcessedImage } from '#app/server/media/process.server';
import { makeMediaFixtures, metadataTraces, type MediaFixtures } from '#tests/fixtures/media/images';

let fixtures: MediaFixtures;
let work: string;
const processed: ProcessedImage[] = [];
/** The EXIF photo, processed once for the tests that only read the result. */
let villa: ProcessedImage;

beforeAll(async () => {
  fixtures = await makeMediaFixtures(await mkdtemp(path.join(tmpdir(), 'media-fixtures-')));
  work = await mkdtemp(path.join(tmpdir(), 'media-work-'));
  villa = await processedImage(fixtures.exifJpeg, 'villa.jpg');
});
afterAll(async () => {
  await Promise.all(processed.map((image) => image.cleanup()));
  await rm(fixtures.dir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

async function processedImage(file: string, name?: string): Promise<ProcessedImage> {
  const image = await processImage(file, { name, workDir: work });
  processed.push(image);
  return image;
}

async function refusal(file: string, name?: string): Promise<string> {
  try {
    await processImage(file, { name, workDir: work });
  } catch (error) {
    expect(error).toBeInstanceOf(MediaRefusal);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('processImage', () => {
  it('the fixture really carries orientation, GPS, camera tags and a colour profile', async () => {
    const metadata = await sharp(fixtures.exifJpeg).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif).toBeDefined();
    expect(metadata.icc).toBeDefined();
    expect(metadataTraces(await readFile(fixtures.exifJpeg))).toEqual(
      expect.arrayContaining(['Exif header', 'GPS pointer', 'VILLA-SECRET-DATUM', 'OwnerCam']),
    );
  });

  it('applies the orientation: 1600×1200 stored, 1200×1600 shown, the top-left marker now top-right', async () => {
    const image = villa;
    expect([image.width, image.height]).toEqual([1200, 1600]);
    expect(image.format).toBe('jpeg');
    expect(image.contentType).toBe('image/jpeg');
    const widest = image.variants.find((v) => v.width === 960 && v.format === 'webp')!;
    const { data, info } = await sharp(widest.file).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([960, 1280]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r, g, b] = pixel(info.width - 10, 10);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(120);
    const [, g2] = pixel(10, 10);
    expect(g2).toBeGreaterThan(150); // the sand background, not the marker
  });

  it('writes no EXIF, GPS, camera tags or colour profile into anything it makes', async () => {
    const image = villa;
    const files = [...image.variants.map((v) => v.file), image.original.file];
    expect(files).toHaveLength(11);
    for (const file of files) {
      const metadata = await sharp(file).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.icc, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.iptc, file).toBeUndefined();
      expect(metadata.orientation ?? 1, file).toBe(1);
      expect(metadata.space, file).toBe('srgb');
      expect(metadataTraces(await readFile(file)), file).toEqual([]);
    }
    const placeholder = Buffer.from(image.placeholder.split(',')[1]!, 'base64');
    expect(metadataTraces(placeholder)).toEqual([]);
  });

  it('makes AVIF and WebP at every layout width up to the image’s own, and keeps the original privately', async () => {
    const image = villa;
    const expected = IMAGE_WIDTHS.filter((w) => w <= 1200);
    expect(expected).toEqual([320, 480, 640, 800, 960]);
    expect(image.variants.map((v) => `${v.width}.${v.format}`)).toEqual(
      expected.flatMap((w) => [`${w}.avif`, `${w}.webp`]),
    );
    for (const variant of image.variants) {
      const metadata = await sharp(variant.file).metadata();
      expect(metadata.width, variant.file).toBe(variant.width);
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      if (variant.format === 'avif') expect(metadata.compression).toBe('av1');
      expect(variant.contentType).toBe(`image/${variant.format}`);
    }
    expect(image.original).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg' });
    expect((await sharp(image.original.file).metadata()).width).toBe(1200);
    expect(image.warnings).toEqual([]);
  });

  it('keeps no decoded pixels in libvips’ cache once an image is processed (the peak memory of uploads)', () => {
    // The test's `sharp` is the same module instance the server loads: the setting is process-wide.
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(0);
    expect(cache.items.max).toBe(0);
    expect(cache.memory.current).toBe(0);
  });

  it('gives a blurred placeholder under 1 KB and the dominant colour', async () => {
    const image = villa;
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(image.placeholder.length).toBeLessThan(1024);
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(Math.max(tiny.width!, tiny.height!)).toBeLessThanOrEqual(16);
    expect(tiny.height! / tiny.width!).toBeCloseTo(1600 / 1200, 0);
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('names an image by its normalised original: the same photo, with or without its metadata, is one hash', async () => {
    const first = villa;
    const again = await processedImage(fixtures.exifJpeg);
    const stripped = await processedImage(fixtures.exifJpegStripped);
    expect(first.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(again.hash).toBe(first.hash);
    expect(stripped.hash).toBe(first.hash);
    expect((await processedImage(fixtures.smallJpeg)).hash).not.toBe(first.hash);
  });

  it('keeps transparency: a PNG original and variants with alpha', async () => {
    const image = await processedImage(fixtures.alphaPng, 'pool.png');
    expect(image.original).toMatchObject({ extension: 'png', contentType: 'image/png' });
    expect(image.contentType).toBe('image/png');
    expect(image.variants.map((v) => v.width)).toContain(960);
    for (const variant of image.variants)
      expect((await sharp(variant.file).metadata()).hasAlpha, variant.file).toBe(true);
  });

  it('reads AVIF uploads', async () => {
    const image = await processedImage(fixtures.avif, 'terrace.avif');
    expect(image).toMatchObject({ format: 'avif', contentType: 'image/avif', width: 1300, height: 900, warnings: [] });
  });

  it('accepts a small image with a warning, and one narrower than every layout width at its own width', async () => {
    const small = await processedImage(fixtures.smallJpeg, 'small.jpg');
    expect(small.warnings).toEqual(['small.jpg is only 800 px wide; it may look soft on large screens.']);
    expect([...new Set(small.variants.map((v) => v.width))]).toEqual([320, 480, 640, 800]);
    const tiny = await processedImage(fixtures.tinyPng, 'icon.png');
    expect(tiny.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['200.avif', '200.webp']);
    expect(mediaTexts.small('tall.jpg', 600, 900)).toBe(
      'tall.jpg is only 900 px tall; it may look soft on large screens.',
    );
  });

  it('refuses by content, whatever the name says, each with its own message', async () => {
    expect(await refusal(fixtures.pdfNamedJpg, 'brochure.jpg')).toBe(
      'brochure.jpg: not an image (JPEG, PNG, WebP or AVIF).',
    );
    expect(await refusal(fixtures.textNamedJpg, 'notes.jpg')).toBe(
      'notes.jpg: not an image (JPEG, PNG, WebP or AVIF).',
    );
    expect(await refusal(fixtures.heic, 'villa.heic')).toBe(
      "villa.heic: HEIC photos can't be read here — export them as JPEG.",
    );
    expect(await refusal(fixtures.gif, 'animation.gif')).toBe(
      "animation.gif: GIF images aren't accepted — use JPEG, PNG, WebP or AVIF.",
    );
    expect(await refusal(fixtures.truncatedJpeg, 'cut.jpg')).toBe(
      "cut.jpg: the image is damaged or incomplete and can't be read.",
    );
    // A HEIC named .jpg is still a HEIC.
    expect(await refusal(fixtures.heic, 'IMG_0001.JPG')).toBe(
      "IMG_0001.JPG: HEIC photos can't be read here — export them as JPEG.",
    );
  });

  it('leaves no working files behind after a refusal, and none after cleanup', async () => {
    const before = await readdir(work);
    await refusal(fixtures.truncatedJpeg, 'cut.jpg');
    expect(await readdir(work)).toEqual(before);
    const image = await processImage(fixtures.smallJpeg, { workDir: work });
    expect((await readdir(work)).length).toBe(before.length + 1);
    await image.cleanup();
    expect(await readdir(work)).toEqual(before);
  });
});
