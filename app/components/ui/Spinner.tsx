import { cx } from './cx';

/**
 * An accessible loading indicator. With a `label` (default 'Loading...') it is a polite live
 * region announcing that text; pass `label={null}` when the surrounding control already says
 * what is happening (e.g. a 'Saving...' button).
 */
export function Spinner({
  size = 'md',
  label = 'Loading...',
  className,
}: {
  size?: 'sm' | 'md' | 'lg';
  label?: string | null;
  className?: string;
}) {
  const dimension = size === 'sm' ? 'size-4' : size === 'lg' ? 'size-10' : 'size-6';
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cx(dimension, 'animate-spin motion-reduce:animate-[spin_2.5s_linear_infinite]')}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  if (label === null) return <span className={cx('inline-flex', className)}>{ring}</span>;
  return (
    <span role="status" className={cx('inline-flex items-center gap-3 text-accent', className)}>
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
