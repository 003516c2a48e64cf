import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_POST_BYTES,
  mediaTexts,
  displayName,
  formatRefusal,
  mediaSrcSet,
  parseOriginalKey,
  parseVariantKey,
  sizeWarning,
  sniffImageFormat,
  uploadPostLimit,
  variantWidths,
} from './media';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
/** An ISO-BMFF `ftyp` box with these brands (major first). */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''));
};

describe('sniffImageFormat', () => {
  it('recognises the accepted formats by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(bytes('\x89PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(ftyp('avif', 'mif1', 'avif', 'miaf'))).toBe('avif');
    expect(sniffImageFormat(ftyp('mif1', 'avif', 'miaf'))).toBe('avif');
  });

  it('tells an iPhone HEIC from an AVIF, and names what is refused', () => {
    expect(sniffImageFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageFormat(ftyp('mif1', 'heic'))).toBe('heic');
    expect(sniffImageFormat(ftyp('heix', 'mif1'))).toBe('heic');
    expect(sniffImageFormat(bytes('GIF89a'))).toBe('gif');
    expect(sniffImageFormat(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffImageFormat(bytes('  <svg xmlns="http://www.w3.org/2000/svg">'))).toBe('svg');
    expect(sniffImageFormat(bytes('II*\0'))).toBe('tiff');
    expect(sniffImageFormat(bytes('hello'))).toBe('unknown');
    expect(sniffImageFormat(new Uint8Array())).toBe('unknown');
  });
});

describe('messages', () => {
  it('name the file in every refusal', () => {
    expect(formatRefusal('villa.heic', 'heic')).toBe(
      "villa.heic: HEIC photos can't be read here — export them as JPEG.",
    );
    expect(formatRefusal('plan.pdf', 'pdf')).toBe('plan.pdf: not an image (JPEG, PNG, WebP or AVIF).');
    expect(formatRefusal('anim.gif', 'gif')).toBe(
      "anim.gif: GIF images aren't accepted — use JPEG, PNG, WebP or AVIF.",
    );
    expect(formatRefusal('villa.jpg', 'jpeg')).toBeNull();
    expect(mediaTexts.tooLarge('big.jpg')).toBe('big.jpg: larger than 25 MB.');
  });

  it('name each limit of a post in words', () => {
    expect(mediaTexts.post.fileTooLarge()).toBe('The file is larger than 25 MB.');
    expect(mediaTexts.post.tooLarge()).toBe('The photos sent together are larger than 512 MB. Send fewer at a time.');
    expect(mediaTexts.post.fieldTooLarge()).toBe('A form field is larger than 512 KB.');
    expect(mediaTexts.tooLarge('small.jpg', 1024 * 1024)).toBe('small.jpg: larger than 1 MB.');
  });

  it('warn under 1,200 px on the long edge only', () => {
    expect(sizeWarning('small.jpg', 800, 600)).toBe(
      'small.jpg is only 800 px wide; it may look soft on large screens.',
    );
    expect(sizeWarning('tall.jpg', 700, 1100)).toBe(
      'tall.jpg is only 1100 px tall; it may look soft on large screens.',
    );
    expect(sizeWarning('ok.jpg', 1200, 300)).toBeNull();
  });

  it('show a browser’s file name without folders or control characters', () => {
    expect(displayName('C:\\Users\\me\\Villa Été.jpg')).toBe('Villa Été.jpg');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('a\u0000b\nc.jpg')).toBe('abc.jpg');
    expect(displayName('')).toBe('The file');
    expect(displayName(`${'x'.repeat(200)}.jpg`).length).toBeLessThanOrEqual(80);
  });
});

describe('keys and widths', () => {
  const hash = '0123456789abcdef0123456789abcdef';
  it('accept only content-hashed keys', () => {
    expect(parseVariantKey(`${hash}/640.avif`)).toEqual({ hash, width: 640, format: 'avif' });
    expect(parseOriginalKey(`${hash}.png`)).toEqual({ hash, extension: 'png' });
    for (const key of [
      `${hash}/640.png`,
      `${hash}/0640.webp`,
      `../${hash}/640.webp`,
      `${hash.toUpperCase()}/640.webp`,
      `${hash}.jpg`,
    ]) {
      expect(parseVariantKey(key), key).toBeNull();
    }
    expect(parseOriginalKey(`${hash}.webp`)).toBeNull();
  });

  it('make the layout’s widths up to the image’s own, never enlarged, at least one', () => {
    expect(variantWidths(4000)).toEqual([320, 480, 640, 800, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 480, 640, 800, 960]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(200)).toEqual([200]);
    expect(mediaSrcSet(`/media/${hash}`, [320, 640], 'webp')).toBe(
      `/media/${hash}/320.webp 320w, /media/${hash}/640.webp 640w`,
    );
  });
});

describe('uploadPostLimit', () => {
  it('gives a post room for its photos and its form, never more than the whole limit', () => {
    expect(MAX_UPLOAD_POST_BYTES).toBe(512 * 1024 * 1024);
    // One photo (the upload endpoint, the blog editor): a little over one photo's limit, well under two.
    expect(uploadPostLimit(1)).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(uploadPostLimit(1)).toBeLessThan(60 * 1024 * 1024);
    expect(uploadPostLimit(2) - uploadPostLimit(1)).toBe(MAX_UPLOAD_BYTES);
    expect(uploadPostLimit(1, 1024)).toBe(1024 + uploadPostLimit(0));
    // Sixty photos (a listing editor) would be 1.5 GB: held to the whole limit.
    expect(uploadPostLimit(60)).toBe(MAX_UPLOAD_POST_BYTES);
  });
});
