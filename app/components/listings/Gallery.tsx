import { Link, useSearchParams } from 'react-router';
import { cx } from '#app/components/ui/cx';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { useLocale, useTexts } from '#app/components/i18n/locale';
import { listingTexts } from '#app/domain/listings/texts/listing';
import { imageAlt, imageTextLang, type ListingImage } from '#app/domain/media/images';

/**
 * A main image with thumbnails. Thumbnails are links (`?image=N`), so choosing one works without
 * JavaScript; with JavaScript the choice is a client navigation that skips the loaders (see
 * `galleryShouldRevalidate`, ./gallery-revalidation.ts), so it is instant and stays in the URL. When there are more images than
 * thumbnails, the last thumbnail carries a '+N more' overlay that reveals the rest.
 */
export function Gallery({
  images,
  title,
  maxThumbnails,
}: {
  images: readonly ListingImage[];
  title: string;
  maxThumbnails: number;
}) {
  const [searchParams] = useSearchParams();
  const t = useTexts(listingTexts);
  const locale = useLocale();
  const selected = clampIndex(Number(searchParams.get('image') ?? 0), images.length);
  const expanded = searchParams.get('gallery') === 'all';

  if (images.length === 0) {
    return (
      <div className="aspect-[3/2] w-full rounded-sm bg-surface-muted" role="img" aria-label={t.noPhotos(title)} />
    );
  }

  // The strip holds `maxThumbnails` tiles, a full row (the first image among them, to come back to it); with more
  // images the last tile shows '+N more' (the images it stands for, its own included).
  const overflow = images.length - maxThumbnails;
  const moreLabel = t.morePhotos(images.length - (maxThumbnails - 1));
  const thumbnails =
    expanded || overflow <= 0 ? images.map((_, i) => i) : images.slice(0, maxThumbnails).map((_, i) => i);
  const hrefFor = (index: number, all = expanded) => {
    const next = new URLSearchParams(searchParams);
    next.set('image', String(index));
    if (all) next.set('gallery', 'all');
    else next.delete('gallery');
    return `?${next.toString()}`;
  };

  return (
    <div id="gallery" className="flex flex-col gap-3">
      <figure className="flex flex-col gap-2">
        <div className="aspect-[3/2] overflow-hidden rounded-sm bg-surface-muted">
          <ResponsiveImage
            src={images[selected]!.src}
            alt={imageAlt(images[selected], title, selected, images.length, t.photoAlt)}
            lang={imageTextLang(images[selected]!.alt, locale, undefined, images[selected]!.altLang)}
            media={images[selected]!.media}
            placeholder={images[selected]!.placeholder}
            width={1200}
            height={800}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
            maxDisplayWidth={900}
            priority
            className="h-full w-full object-cover"
          />
        </div>
        {images[selected]!.caption ? (
          <figcaption lang={imageTextLang(images[selected]!.caption, locale)} className="text-sm text-fg-muted">
            {images[selected]!.caption}
          </figcaption>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <ul
          className={cx('grid gap-3', maxThumbnails > 4 ? 'grid-cols-4 sm:grid-cols-8' : 'grid-cols-4')}
          aria-label={t.photos}
        >
          {thumbnails.map((index) => {
            const isOverflowTile = !expanded && overflow > 0 && index === maxThumbnails - 1;
            return (
              <li key={index}>
                <Link
                  to={isOverflowTile ? hrefFor(index, true) : hrefFor(index)}
                  replace
                  preventScrollReset
                  aria-current={index === selected ? 'true' : undefined}
                  // The overflow tile's name starts with the words it shows (WCAG 2.5.3, label in name).
                  aria-label={isOverflowTile ? t.showAllPhotos(moreLabel, images.length) : t.showPhoto(index + 1)}
                  className={cx(
                    'relative block aspect-[3/2] overflow-hidden rounded-sm ring-offset-2 ring-offset-canvas transition',
                    index === selected ? 'ring-2 ring-accent' : 'opacity-80 hover:opacity-100',
                  )}
                >
                  <ResponsiveImage
                    src={images[index]!.src}
                    media={images[index]!.media}
                    alt=""
                    width={300}
                    height={200}
                    sizes="(min-width: 1024px) 190px, 25vw"
                    maxDisplayWidth={200}
                    className="h-full w-full object-cover"
                  />
                  {isOverflowTile ? (
                    <span className="absolute inset-0 flex items-center justify-center bg-ink-950/60 px-1 text-center text-sm leading-tight font-medium text-sand-50 sm:text-base xl:text-lg">
                      {moreLabel}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function clampIndex(value: number, length: number): number {
  return Number.isInteger(value) && value >= 0 && value < length ? value : 0;
}
