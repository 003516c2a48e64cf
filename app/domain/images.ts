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
