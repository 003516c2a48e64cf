import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '#app/components/ui/cx';
import { ArrowLeftIcon } from '#app/components/ui/page-icons';
import { isResizableImage, resizedImageUrl } from '#app/domain/media/images';

/** The opening of every back office page: eyebrow, the page's h1, and its main action (e.g. 'Add New Post'). */
export function AdminPageHeader({
  title,
  eyebrow = 'Back office',
  back,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A 'Back to …' link above the title (editors). */
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-5">
      {back ? (
        <Link to={back.to} className="link inline-flex w-fit items-center gap-2 text-sm">
          <ArrowLeftIcon size={16} />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-2 font-display text-[2.5rem] leading-[1.05] font-medium text-fg sm:text-5xl">{title}</h1>
        </div>
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </header>
  );
}

/** A failure text of SPEC §8, announced when it appears. */
export function AdminAlert({
  children,
  className,
  tone = 'danger',
}: {
  children: ReactNode;
  className?: string;
  tone?: 'danger' | 'success';
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(
        'rounded-sm border px-4 py-3 text-sm',
        tone === 'danger'
          ? 'border-danger/40 bg-danger-soft text-danger'
          : 'border-success/40 bg-success-soft text-success',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** 'No blog posts found' and friends, with an optional way out ('Clear Search'). */
export function AdminEmptyState({ title, text, children }: { title: string; text?: ReactNode; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-16 text-center">
      <h2 className="font-display text-3xl text-fg">{title}</h2>
      {text ? <p className="max-w-md text-fg-muted">{text}</p> : null}
      {children ? <div className="mt-3 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

/** A centred message in a card, named by its heading (the inquiry pane: 'Select an Inquiry', 'Inquiry Not Found'). */
export function AdminNotice({
  headingId,
  title,
  text,
  className,
  children,
}: {
  headingId: string;
  title: string;
  text: ReactNode;
  /** Spacing (gap, vertical padding). */
  className: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cx('card flex flex-col items-center px-6 text-center', className)}>
      <h2 id={headingId} className="font-display text-3xl text-fg">
        {title}
      </h2>
      <p className="text-sm text-fg-muted">{text}</p>
      {children}
    </section>
  );
}

/** A small square preview of a listing's first image or a post's featured image; decorative. */
export function Thumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  return src ? (
    <img
      // A 56 px square: the smallest resized copy, not the full photograph.
      src={isResizableImage(src) ? resizedImageUrl(src, 320, 'webp') : src}
      alt=""
      loading="lazy"
      decoding="async"
      className={cx('size-14 shrink-0 rounded-sm border border-line bg-surface-muted object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cx(
        'size-14 shrink-0 rounded-sm border border-dashed border-line-strong/60 bg-surface-muted',
        className,
      )}
    />
  );
}
