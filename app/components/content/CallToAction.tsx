import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';

export interface CallToActionLink {
  to: string;
  label: string;
}

/**
 * The closing band of a marketing page: an always-dark panel (the same in both themes, like the
 * footer, so it uses raw palette colours) with a serif line, a sentence and one or two actions.
 * An optional photograph sits behind it under a deep ink veil.
 */
export function CallToAction({
  id,
  eyebrow,
  title,
  children,
  primary,
  secondary,
  image,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
  image?: { src: string; width: number; height: number };
}) {
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-ink-950 text-sand-50">
      {image ? (
        <>
          <ResponsiveImage
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            sizes="100vw"
            maxDisplayWidth={960}
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-950/80" />
        </>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(31_87_85/0.45),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgb(169_129_63/0.18),transparent_55%)]"
        />
      )}
      <div className="container-page flex flex-col items-center py-24 text-center sm:py-32">
        {eyebrow ? (
          <p className="text-[0.6875rem] font-semibold tracking-eyebrow text-brass-300 uppercase">{eyebrow}</p>
        ) : null}
        <h2 id={id} className="section-title mt-5 max-w-3xl text-sand-50">
          {title}
        </h2>
        <span aria-hidden="true" className="mt-8 block h-px w-12 bg-brass-300" />
        {children ? (
          <div className="mt-8 max-w-2xl text-base leading-relaxed text-ink-200 sm:text-lg">{children}</div>
        ) : null}
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row sm:gap-4">
          <Link to={primary.to} className="btn btn-lg bg-brass-300 text-ink-950 hover:bg-brass-200">
            {primary.label}
          </Link>
          {secondary ? (
            <Link to={secondary.to} className="btn btn-lg btn-inverse">
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
