import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

/** Centred page column (max-w-7xl, responsive gutters). */
export function Container({
  as: Tag = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  return <Tag className={cx('container-page', className)} {...props} />;
}

/**
 * A page section with the house vertical rhythm. `tone="muted"` gives the alternate sand/ink band.
 * Pass `labelledBy` with the id of the section heading to name the region.
 */
export function Section({
  tone = 'default',
  labelledBy,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & {
  tone?: 'default' | 'muted';
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cx('py-20 sm:py-24 lg:py-32', tone === 'muted' && 'bg-surface-muted', className)}
      {...props}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

/**
 * Eyebrow + serif title + optional lead, the standard section opening.
 * `as` picks the heading level (h2 by default; h1 for a page title).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  as: Heading = 'h2',
  className,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}) {
  const centered = align === 'center';
  return (
    <div className={cx('flex flex-col gap-5', centered && 'items-center text-center', className)}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={Heading === 'h1' ? 'display-title' : 'section-title'}>
        {title}
      </Heading>
      {lead ? <p className={cx('section-lead', centered && 'mx-auto')}>{lead}</p> : null}
    </div>
  );
}
