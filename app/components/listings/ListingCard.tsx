import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { imageTextLang, type ListingImage } from '#app/domain/media/images';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import type { Locale } from '#app/domain/i18n/locale';

/**
 * The card shell of a listing in a grid: first image, location, title linking to the detail (the whole
 * card is the link's target), then what the kind of listing shows — price and facts.
 */
export function ListingCard({
  href,
  title,
  location,
  island,
  image,
  eager,
  titleLang,
  children,
}: {
  href: string;
  title: string;
  /** The title's language when it is not the page's (English shown for a missing French title). */
  titleLang?: Locale;
  location: string;
  island: string;
  image: ListingImage | undefined;
  eager: boolean;
  children: ReactNode;
}) {
  const localized = useLocalizedPath();
  const locale = useLocale();
  return (
    <article className="card card-interactive group relative flex flex-col overflow-hidden">
      <div className="aspect-[3/2] overflow-hidden bg-surface-muted">
        {image ? (
          <ResponsiveImage
            src={image.src}
            alt={image.alt.trim() || `${title}, ${location}`}
            lang={imageTextLang(image.alt, locale, titleLang, image.altLang)}
            media={image.media}
            placeholder={image.placeholder}
            width={1200}
            height={800}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            maxDisplayWidth={640}
            priority={eager}
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="eyebrow">
          {location}, {island}
        </p>
        <h3 className="font-display text-2xl leading-tight text-fg" lang={titleLang}>
          <Link to={localized(href)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}
