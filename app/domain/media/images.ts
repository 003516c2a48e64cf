import type { Locale } from '#app/domain/i18n/locale';

/**
 * Responsive images: local images are served resized and re-encoded (AVIF, WebP) at a fixed set of widths
 * by /_img; other URLs (images added by staff from elsewhere) are used as they are.
 */
// 800 serves the common phone (about 400 CSS pixels at 1.75–2x) without the weight of 960.
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Local images the resizer may read: under /images/, no parent segments, a known extension. */
export function isResizableImage(src: string): boolean {
  return /^\/images\/[A-Za-z0-9/_-]+\.(webp|png|jpe?g|avif)$/.test(src) && !src.includes('..');
}

/** The resizer's URL up to the width. Resizable paths hold only characters that need no encoding but '/'. */
const resizerPrefix = (src: string) => `/_img?src=${encodeURIComponent(src)}&w=`;

export function resizedImageUrl(src: string, width: ImageWidth, format: ImageFormat): string {
  return `${resizerPrefix(src)}${width}&f=${format}`;
}

/** The widths worth offering for an image shown at most `maxWidth` CSS pixels wide (2x screens included). */
export function widthsFor(maxWidth: number): ImageWidth[] {
  const limit = maxWidth * 2;
  const widths = IMAGE_WIDTHS.filter((w) => w <= limit);
  const next = IMAGE_WIDTHS.find((w) => w > limit);
  return next ? [...widths, next] : widths.length ? widths : [IMAGE_WIDTHS[0]];
}

export function srcSet(src: string, widths: readonly ImageWidth[], format: ImageFormat): string {
  // Built for every card of every page: the encoded prefix once, not once per width.
  const prefix = resizerPrefix(src);
  return widths.map((w) => `${prefix}${w}&f=${format} ${w}w`).join(', ');
}

/**
 * A stored photo's srcset: its variants up to what a place `maxWidth` CSS pixels wide needs on 2x screens
 * (and the next one up), `${base}/${width}.${format}` each.
 */
export function mediaSrcSet(media: NonNullable<ListingImage['media']>, maxWidth: number, format: ImageFormat): string {
  const sorted = [...media.widths].sort((a, b) => a - b);
  const limit = maxWidth * 2;
  const next = sorted.find((w) => w > limit);
  const chosen = [...sorted.filter((w) => w <= limit), ...(next ? [next] : [])];
  return (chosen.length ? chosen : sorted.slice(0, 1)).map((w) => `${media.base}/${w}.${format} ${w}w`).join(', ');
}

/**
 * A photograph of a listing (and a post's featured image): where it is, what it shows in words, and what a
 * page needs to lay it out before it loads. Stored as jsonb objects in `images` (issue 12; the migration
 * `…_structured_images.sql` turned the old list of addresses into these without losing one).
 */
export interface ListingImage {
  /**
   * What a page loads: a stored photo's largest variant (`/media/<hash>/<width>.webp` or the storage
   * bucket's URL), a file under /images/, or an address elsewhere that staff have not imported yet.
   */
  src: string;
  /** Words for people who can't see it; empty falls back to the listing's title and the photo's place. */
  alt: string;
  /** The same words in French, when written: the French pages show them (`localizeImages`). */
  alt_fr?: string | null;
  /** On a page's images: the language `alt` is in, when it is not English (`localizeImages` sets it). */
  altLang?: Locale;
  caption?: string | null;
  /** Intrinsic size in pixels, when known (stored photos always). */
  width?: number | null;
  height?: number | null;
  /** A tiny blurred preview (a data: URI under 1 KB) shown until the photo loads. */
  placeholder?: string | null;
  /** A stored photo: its content hash in the media store, the base of its variants' URLs and their widths. */
  media?: { hash: string; base: string; widths: number[] } | null;
}

/** An image from an address alone (legacy rows, 'Add Image' before import). */
export const imageFromUrl = (src: string): ListingImage => ({ src, alt: '' });

/** Anything stored in an images column, read defensively: strings (legacy) and objects; junk is dropped. */
export function readImages(value: unknown): ListingImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ListingImage[] => {
    if (typeof item === 'string') return item ? [imageFromUrl(item)] : [];
    if (!item || typeof item !== 'object' || typeof (item as { src?: unknown }).src !== 'string') return [];
    const image = item as ListingImage;
    return [{ ...image, alt: typeof image.alt === 'string' ? image.alt : '' }];
  });
}

/**
 * The alt text a page uses: the image's own, else the listing's title and the photo's place, in the page's
 * language (`describe`, given the photo's number from 1).
 */
export function imageAlt(
  image: Pick<ListingImage, 'alt'> | undefined,
  title: string,
  index: number,
  count: number,
  describe: (title: string, n: number, count: number) => string = (t, n, c) => `${t}, photo ${n} of ${c}`,
): string {
  const own = image?.alt?.trim();
  return own ? own : describe(title, index + 1, count);
}

/**
 * The `lang` of an image's text alternative on a page in `locale`. Staff write alt texts and captions in
 * English (`ownLang`; a French alt text shown on a French page says 'fr'), so on a French page they are
 * marked English; an image without its own falls back to the title, in the title's language (`titleLang`).
 */
export function imageTextLang(
  own: string | null | undefined,
  locale: Locale,
  titleLang?: Locale,
  ownLang: Locale = 'en',
): Locale | undefined {
  if (own?.trim()) return ownLang === locale ? undefined : ownLang;
  return titleLang;
}

/**
 * Images as a page in `locale` shows them: on a French page, the French alt text where there is one (`altLang`
 * 'fr'); `alt_fr` itself never reaches a page. Works for a post's featured image details too.
 */
export function localizeImage<Image extends Pick<ListingImage, 'alt_fr' | 'altLang'> & { alt?: string }>(
  { alt_fr, ...image }: Image,
  locale: Locale,
): Omit<Image, 'alt_fr'> {
  return locale === 'fr' && alt_fr?.trim() ? { ...image, alt: alt_fr, altLang: 'fr' } : image;
}

/** The images of a listing that have no alt text of their own (the editor warns before publishing). */
export const imagesWithoutAlt = (images: readonly ListingImage[]) =>
  images.map((image, index) => ({ image, index })).filter(({ image }) => !image.alt.trim());

/** At most this many photos a listing (issue 12; the database checks it too). */
export const MAX_IMAGES_PER_LISTING = 60;
