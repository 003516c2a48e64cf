import type { ReactNode } from 'react';
import { cx } from '#app/components/ui/cx';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A full-bleed photograph with the page title set over its lower part. The photo does not change with
 * the theme, so the text uses raw light colours over an ink gradient (AA against the darkest part).
 * The image is the page's largest paint: loaded eagerly with high fetch priority.
 */
export function ImageHero({
  image,
  eyebrow,
  title,
  lead,
  children,
  size = 'tall',
}: {
  image: HeroImage;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Actions (buttons) under the lead. */
  children?: ReactNode;
  size?: 'tall' | 'medium';
}) {
  return (
    <section
      aria-labelledby="page-title"
      className={cx(
        'relative isolate flex items-end overflow-hidden bg-ink-950',
        size === 'tall'
          ? 'min-h-[calc(100svh-4.5rem)] lg:min-h-[calc(100svh-5.5rem)]'
          : 'min-h-[34rem] sm:min-h-[38rem]',
      )}
    >
      <ResponsiveImage
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes="100vw"
        maxDisplayWidth={1280}
        priority
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {/* Two veils: from below for the whole text block, from the left where the title sits. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950/90 via-ink-950/45 to-ink-950/10"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950/55 via-ink-950/15 to-transparent"
      />
      <div className="container-page w-full pt-40 pb-16 sm:pb-20 lg:pb-24">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-[0.6875rem] font-semibold tracking-eyebrow text-brass-200 uppercase">{eyebrow}</p>
          ) : null}
          <h1 id="page-title" className="display-title mt-5 text-sand-50">
            {title}
          </h1>
          {lead ? <p className="mt-6 max-w-xl text-base leading-relaxed text-sand-100 sm:text-lg">{lead}</p> : null}
          {children ? (
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">{children}</div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
