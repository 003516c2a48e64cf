/**
 * The rules of stored images (issue 12), shared by the server and the browser: what may be uploaded or
 * imported, the limits, the keys and URLs of what is stored, and every text staff read about it.
 *
 * Its words (stored image, hash, variant, original, upload, import) are defined in docs/glossary.md.
 */
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from './images';

/** What the media store accepts, recognised by content (never by name or the browser's type). */
export const ACCEPTED_IMAGE_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;
export type AcceptedImageFormat = keyof typeof ACCEPTED_IMAGE_TYPES;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[AcceptedImageFormat];

/** For `<input type="file" accept>`: a hint to the browser's picker only, the server checks content. */
export const ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/**
 * A post with photos holds at most this much in all (an editor's form without JavaScript, many photos at
 * once); the request guard (server.ts) refuses a longer one from its headers, before a byte is read.
 */
export const MAX_UPLOAD_POST_BYTES = 512 * 1024 * 1024;
/** Room beside the photos for the form's other fields and the multipart framing. */
const FORM_ALLOWANCE_BYTES = 8 * 1024 * 1024;
/** A form field holds at most this much (the longest is a post of 100,000 characters, up to 4 bytes each). */
export const MAX_FORM_FIELD_BYTES = 512 * 1024;

/**
 * The most a post carrying up to `files` photos of at most `fileBytes` each may hold in all, with room for the
 * form (never more than MAX_UPLOAD_POST_BYTES): the upload endpoint takes one photo, an editor many.
 */
export function uploadPostLimit(files: number, fileBytes = MAX_UPLOAD_BYTES): number {
  return Math.min(MAX_UPLOAD_POST_BYTES, Math.max(0, files) * fileBytes + FORM_ALLOWANCE_BYTES);
}
export const MAX_IMAGES_PER_LISTING = 60;
/** Below this on the long edge an image is accepted with a warning: it will look soft on large screens. */
export const MIN_LONG_EDGE = 1200;
/** Decoding bombs: a small file that claims a huge canvas is refused before it is decoded. */
export const MAX_PIXELS = 100_000_000;

/** The public variants' formats and the private original's. */
export const VARIANT_FORMATS = IMAGE_FORMATS;
export type VariantFormat = ImageFormat;
export const VARIANT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
export type OriginalExtension = 'jpg' | 'png';
export const ORIGINAL_TYPES: Record<OriginalExtension, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** A stored image as the `media` table holds it. */
export interface MediaRow {
  hash: string;
  /** The name it was uploaded under (or the import address's last segment), for staff only. */
  file_name: string;
  /** The type of what was uploaded, by content. */
  content_type: AcceptedImageType;
  /** The size of what was uploaded. */
  bytes: number;
  /** Intrinsic size after orientation, in pixels. */
  width: number;
  height: number;
  /** A blurred preview as a data: URI under 1 KB. */
  placeholder: string;
  /** `#rrggbb`, shown behind the image while it loads. */
  dominant_color: string;
  /** The widths of its variants, ascending; each exists in every VARIANT_FORMAT. */
  widths: number[];
  created_at: string;
  created_by: string | null;
}

/** Where a stored image is used (the `media_usage` function). */
export interface MediaUse {
  hash: string;
  kind: 'property' | 'rental' | 'blog_post';
  id: string;
  title: string;
}

// ---------------------------------------------------------------------------------------------
// Keys and URLs
// ---------------------------------------------------------------------------------------------

export const MEDIA_HASH = /^[0-9a-f]{32}$/;
/** A variant's file name in a URL or key: its width and format. */
export const VARIANT_FILE = /^([1-9]\d{0,4})\.(avif|webp)$/;
const VARIANT_KEY = /^([0-9a-f]{32})\/([1-9]\d{0,4})\.(avif|webp)$/;
const ORIGINAL_KEY = /^([0-9a-f]{32})\.(jpg|png)$/;

export const isMediaHash = (value: string) => MEDIA_HASH.test(value);
export const variantKey = (hash: string, width: number, format: VariantFormat) => `${hash}/${width}.${format}`;
export const originalKey = (hash: string, extension: OriginalExtension) => `${hash}.${extension}`;

export function parseVariantKey(key: string): { hash: string; width: number; format: VariantFormat } | null {
  const match = VARIANT_KEY.exec(key);
  return match ? { hash: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat } : null;
}

export function parseOriginalKey(key: string): { hash: string; extension: OriginalExtension } | null {
  const match = ORIGINAL_KEY.exec(key);
  return match ? { hash: match[1]!, extension: match[2] as OriginalExtension } : null;
}

/** A srcset from a stored image's base URL (`mediaBaseUrl(hash)` on the server) and its widths. */
export function mediaSrcSet(base: string, widths: readonly number[], format: VariantFormat): string {
  return widths.map((width) => `${base}/${width}.${format} ${width}w`).join(', ');
}

/**
 * The widths made for an image this wide: the layout's widths up to its own, never enlarged; an image
 * narrower than the smallest gets one variant at its own width.
 */
export function variantWidths(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length ? [...widths] : [Math.max(1, Math.floor(width))];
}

// ---------------------------------------------------------------------------------------------
// Recognising what a file is
// ---------------------------------------------------------------------------------------------

export type SniffedFormat = AcceptedImageFormat | 'heic' | 'gif' | 'tiff' | 'bmp' | 'svg' | 'pdf' | 'unknown';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of HEVC-coded images (iPhone photos), which the prebuilt sharp cannot decode. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * What the first bytes of a file say it is (at least 32 bytes are needed to tell HEIC from AVIF). Only a
 * first opinion for a clear message: the server then decodes the image's header with sharp.
 */
export function sniffImageFormat(head: Uint8Array): SniffedFormat {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    // ISO base media file: the major brand, then compatible brands up to the box's end.
    const boxEnd = Math.min(head.length, new DataView(head.buffer, head.byteOffset).getUint32(0));
    const brands = [ascii(head, 8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(head, offset, offset + 4));
    if (AVIF_BRANDS.has(brands[0]!)) return 'avif';
    if (brands.some((brand) => HEVC_BRANDS.has(brand))) return 'heic';
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    return brands[0] === 'mif1' || brands[0] === 'msf1' ? 'heic' : 'unknown';
  }
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'gif';
  if (head.length >= 4 && (ascii(head, 0, 4) === 'II*\0' || ascii(head, 0, 4) === 'MM\0*')) return 'tiff';
  if (head.length >= 2 && ascii(head, 0, 2) === 'BM') return 'bmp';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'pdf';
  const text = ascii(head, 0, Math.min(head.length, 256)).trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'svg';
  return 'unknown';
}

/** The label of a file in messages: the browser's name without any folder, control characters or excess. */
export function displayName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'The file';
  return clean.length > 80 ? `${clean.slice(0, 60)}…${clean.slice(-16)}` : clean;
}

// ---------------------------------------------------------------------------------------------
// What staff read
// ---------------------------------------------------------------------------------------------

/** A limit in words: '25 MB', '512 KB'. */
const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;
const OTHER_FORMATS: Partial<Record<SniffedFormat, string>> = { gif: 'GIF', tiff: 'TIFF', bmp: 'BMP', svg: 'SVG' };

export const mediaTexts = {
  // Refusals, each naming its file.
  heic: (name: string) => `${name}: HEIC photos can't be read here — export them as JPEG.`,
  notAnImage: (name: string) => `${name}: not an image (JPEG, PNG, WebP or AVIF).`,
  otherFormat: (name: string, format: SniffedFormat) =>
    `${name}: ${OTHER_FORMATS[format] ?? 'this'} images aren't accepted — use JPEG, PNG, WebP or AVIF.`,
  tooLarge: (name: string, maxBytes = MAX_UPLOAD_BYTES) => `${name}: larger than ${sizeInWords(maxBytes)}.`,
  tooManyPixels: (name: string) => `${name}: larger than ${megapixels(MAX_PIXELS)}.`,
  damaged: (name: string) => `${name}: the image is damaged or incomplete and can't be read.`,
  empty: (name: string) => `${name}: the file is empty.`,
  tooMany: (name: string, max = MAX_IMAGES_PER_LISTING) => `${name}: a listing holds at most ${max} images.`,
  saveFailed: (name: string) => `${name}: the image could not be saved. Please try again.`,
  // A post refused as a whole (answered 413 or 400 before any photo is looked at), each limit in words.
  post: {
    /** The upload endpoint takes one photo: a post longer than that is a photo over the limit. */
    fileTooLarge: (maxBytes = MAX_UPLOAD_BYTES) => `The file is larger than ${sizeInWords(maxBytes)}.`,
    tooLarge: (maxBytes = MAX_UPLOAD_POST_BYTES) =>
      `The photos sent together are larger than ${sizeInWords(maxBytes)}. Send fewer at a time.`,
    fieldTooLarge: (maxBytes = MAX_FORM_FIELD_BYTES) => `A form field is larger than ${sizeInWords(maxBytes)}.`,
    tooManyParts: 'The form has too many fields.',
    unreadable: 'The upload could not be read. Please try again.',
    cutShort: 'The upload ended before the form did. Please try again.',
  },
  // Accepted, with a warning.
  small: (name: string, width: number, height: number) =>
    width >= height
      ? `${name} is only ${width} px wide; it may look soft on large screens.`
      : `${name} is only ${height} px tall; it may look soft on large screens.`,
  // Importing from an address.
  import: {
    badUrl: (url: string) => `${url}: not an http(s) address.`,
    forbiddenAddress: (url: string) =>
      `${url}: the address is on a private or local network; images are only imported from the public internet.`,
    timeout: (url: string, seconds = 10) => `${url}: no answer within ${seconds} s.`,
    badStatus: (url: string, status?: number) =>
      `${url}: the server answered ${status ? `HTTP ${status}` : 'with an error'}.`,
    unreachable: (url: string) => `${url}: the server could not be reached.`,
  },
  // The editors (uploads from the listing and blog editors, imports by address).
  editor: {
    /** A photo from elsewhere that is not in the media store yet (beside its Import button). */
    notStoredHere: "Not stored here — visitors' browsers may block it",
    uploadHint: `JPEG, PNG, WebP or AVIF, up to ${sizeInWords(MAX_UPLOAD_BYTES)} each; at least ${MIN_LONG_EDGE} px on the long edge looks best.`,
    dropHint: 'Drag photos here, or choose them from your computer',
    uploadFailed: (name: string) => `${name}: the upload failed. Please try again.`,
    sessionEnded: 'Your session has ended. Sign in again (in another tab), then try once more.',
    noFile: 'Choose a photo to upload.',
    tooManyForPost: (name: string) => `${name}: a post has one featured image.`,
  },
  // The media list.
  inUse: (count: number) =>
    `This image is used by ${count === 1 ? 'one listing or post' : `${count} listings or posts`}; remove it there first.`,
  notFound: 'This image no longer exists.',
} as const;

// ---------------------------------------------------------------------------------------------
// The editors: uploads and imports
// ---------------------------------------------------------------------------------------------

/** The file input of the editors' photos, and the most files one post may carry. */
export const UPLOAD_FIELD = 'photos';
export const MAX_FILES_PER_UPLOAD = MAX_IMAGES_PER_LISTING;
/**
 * The JSON endpoint the editors' uploads use with JavaScript: one file (`photos`) or one address (`url`)
 * a request, answered with `EditorUploadAnswer`. Without JavaScript the editors post to their own action.
 */
export const EDITOR_UPLOAD_PATH = '/admin/media/upload';
/** The editors' submit buttons beside Save (field `intent`): 'Upload photos', and a linked photo's 'Import'. */
export const UPLOAD_INTENT = 'upload';
export const importIntent = (index: number) => `import:${index}`;
export const IMPORT_URL_FIELD = 'url';

/** An editor's photo as the upload endpoint answers it: the largest WebP variant, alt text still to write. */
export type EditorUploadAnswer = { image: { src: string; alt: string }; warnings: string[] } | { error: string };

/** What an editor's post did with photos (no JavaScript), shown above the list and beside the items. */
export interface EditorMediaReport {
  /** Refused files and failed imports, each naming its file or address. */
  errors: string[];
  /** Accepted with a warning (a small image). */
  warnings: string[];
  /** A failed Import of the list's item at this index. */
  items?: Record<number, string>;
}

/** A stored image's variant as a URL ends: `…/media/<hash>/<width>.<format>` (the app's or Storage's). */
const STORED_VARIANT_URL = /\/media\/([0-9a-f]{32})\/([1-9]\d{0,4})\.(avif|webp)$/;

/** The hash and file of a stored image's variant URL; the server checks the base is its own. */
export function parseStoredImageUrl(src: string): { hash: string; width: number; format: VariantFormat } | null {
  const match = STORED_VARIANT_URL.exec(src.split(/[?#]/)[0] ?? '');
  return match ? { hash: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat } : null;
}

/** An address on another site (http(s), not a stored image's variant): imported rather than linked. */
export const isExternalImageUrl = (src: string) => /^https?:\/\//i.test(src.trim()) && !parseStoredImageUrl(src.trim());

/** A small copy for the editor's thumbnails: a stored image's 320 px WebP (it has one when wider). */
export function storedThumbnailUrl(src: string): string | null {
  const stored = parseStoredImageUrl(src);
  if (!stored) return null;
  return stored.width > IMAGE_WIDTHS[0] ? src.replace(/\/[1-9]\d{0,4}\.(avif|webp)$/, `/${IMAGE_WIDTHS[0]}.webp`) : src;
}

/** The warning of an image under MIN_LONG_EDGE, or null. */
export function sizeWarning(name: string, width: number, height: number): string | null {
  return Math.max(width, height) < MIN_LONG_EDGE ? mediaTexts.small(name, width, height) : null;
}

/** The refusal of a file that is no accepted image, by what its first bytes say; null when it may be one. */
export function formatRefusal(name: string, format: SniffedFormat): string | null {
  if (format in ACCEPTED_IMAGE_TYPES) return null;
  if (format === 'heic') return mediaTexts.heic(name);
  if (format in OTHER_FORMATS) return mediaTexts.otherFormat(name, format);
  return mediaTexts.notAnImage(name);
}
