import type { BadgeTone } from '#app/components/ui/Badge';
import { ACTIVE_STATUSES } from '#app/domain/booking/stays';
import type { StayStatus } from '#app/domain/entities';

/**
 * The colour of each status on the staff calendar: an extra cue only, as every cell and row also says the
 * status in words. Light and dark pairs keep AA contrast.
 */
export const STAY_STATUS_STYLES: Record<StayStatus, string> = {
  requested: 'border-l-line-strong border-dashed bg-surface-muted text-fg',
  option: 'border-l-brass-600 bg-accent-soft text-fg dark:border-l-brass-300',
  confirmed: 'border-l-sea-600 bg-sea-50 text-sea-900 dark:border-l-sea-300 dark:bg-sea-900/70 dark:text-sea-100',
  blocked: 'border-l-ink-500 bg-ink-100 text-ink-900 dark:border-l-ink-300 dark:bg-ink-800 dark:text-ink-50',
  conflict: 'border-l-danger bg-danger-soft text-danger',
  declined: 'border-l-line bg-surface text-fg-muted',
  cancelled: 'border-l-line bg-surface text-fg-muted',
  expired: 'border-l-line bg-surface text-fg-muted',
};

export const STAY_STATUS_TONES: Record<StayStatus, BadgeTone> = {
  requested: 'neutral',
  option: 'accent',
  confirmed: 'sea',
  blocked: 'neutral',
  conflict: 'danger',
  declined: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** The statuses the legend explains: those of the stays the calendar shows, in the order a stay goes through them. */
export const LEGEND_STATUSES = ACTIVE_STATUSES;
