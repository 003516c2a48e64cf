import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { isResizableImage, mediaSrcSet, srcSet, widthsFor, type ListingImage } from '#app/domain/media/images';

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
  media,
  placeholder,
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
  /** A stored photo's variants (the media store): AVIF and WebP at the widths it was processed at. */
  media?: ListingImage['media'];
  /** Shown, blurred, until the photo has loaded (a data: URI). */
  placeholder?: string | null;
}) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const style: CSSProperties | undefined = placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
  if (media && media.widths.length > 0) {
    return (
      <picture>
        <source type="image/avif" srcSet={mediaSrcSet(media, maxDisplayWidth, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={mediaSrcSet(media, maxDisplayWidth, 'webp')} sizes={sizes} />
        <img src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding={priority ? 'sync' : 'async'} className={className} style={style} {...rest} />
      </picture>
    );
  }
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
