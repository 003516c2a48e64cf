import type { ImgHTMLAttributes } from 'react';
import { isResizableImage, srcSet, widthsFor } from '#app/domain/images';

/**
 * An image in modern formats at the widths the layout needs: AVIF, then WebP, from /_img for local images;
 * any other URL as it is. Width and height are required so the layout never shifts; below-the-fold images
 * load lazily, the first one of a page can ask for high priority.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  maxDisplayWidth,
  priority = false,
  className,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** The largest width, in CSS pixels, the image is ever shown at. */
  maxDisplayWidth: number;
  /** Above the fold: eager, high fetch priority. */
  priority?: boolean;
}) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!isResizableImage(src)) {
    return <img src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={className} {...rest} />;
  }
  const widths = widthsFor(maxDisplayWidth);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, widths, 'webp')} sizes={sizes} />
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        {...rest}
      />
    </picture>
  );
}
