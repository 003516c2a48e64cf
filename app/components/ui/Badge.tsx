import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'sea';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-line-strong/60 bg-surface-muted text-fg-muted',
  accent: 'border-accent/40 bg-accent-soft text-accent',
  success: 'border-success/40 bg-success-soft text-success',
  danger: 'border-danger/40 bg-danger-soft text-danger',
  sea: 'border-sea-600/40 bg-sea-50 text-sea-700 dark:border-sea-300/40 dark:bg-sea-950 dark:text-sea-200',
};

/** A small uppercase label: statuses (Published/Draft/Archived), Read/Unread, 'Featured', island tags. */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-[0.625rem] leading-none font-semibold tracking-[0.14em] whitespace-nowrap uppercase',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
