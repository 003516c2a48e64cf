import type { StaySource, StayStatus } from '#app/domain/entities';

/**
 * Stays as the booking desk sees them: statuses and their words, what staff may do from each, and the
 * state of the bookings list in the URL. The database (supabase/migrations/…_bookings.sql) refuses any
 * other change of status; this module decides which buttons to show.
 */

export const STAY_STATUSES = [
  'requested',
  'option',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'blocked',
  'conflict',
] as const satisfies readonly StayStatus[];

export const STAY_STATUS_LABELS: Record<StayStatus, string> = {
  requested: 'Requested',
  option: 'Option',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  blocked: 'Blocked',
  conflict: 'Conflict',
};

export const STAY_SOURCE_LABELS: Record<StaySource, string> = {
  website: 'Website',
  staff: 'Staff',
  'owner-block': 'Owner block',
  maintenance: 'Maintenance',
  feed: 'Imported calendar',
};

/** The statuses that occupy a villa's nights. `conflict`: an imported event that collides with one of ours. */
export const BUSY_STATUSES = ['option', 'confirmed', 'blocked', 'conflict'] as const satisfies readonly StayStatus[];
/** The statuses the database keeps from sharing a night (its exclusion constraint). */
export const EXCLUSIVE_STATUSES = ['option', 'confirmed', 'blocked'] as const satisfies readonly StayStatus[];
/** Stays still in play: shown on the staff calendar. */
export const ACTIVE_STATUSES = [
  'requested',
  'option',
  'confirmed',
  'blocked',
  'conflict',
] as const satisfies readonly StayStatus[];

export type StayAction = 'hold' | 'extend' | 'confirm' | 'decline' | 'cancel';

/** What staff may do with a stay in each status (the database allows exactly these changes). */
export function stayActions(status: StayStatus, source: StaySource): StayAction[] {
  if (source === 'feed') return [];
  switch (status) {
    case 'requested':
      return ['hold', 'confirm', 'decline'];
    case 'option':
      return ['extend', 'confirm', 'cancel'];
    case 'confirmed':
      return ['cancel'];
    case 'blocked':
      return ['cancel'];
    default:
      return [];
  }
}

export const STAY_ACTION_LABELS: Record<StayAction, string> = {
  hold: 'Hold as option',
  extend: 'Extend option',
  confirm: 'Confirm',
  decline: 'Decline',
  cancel: 'Cancel',
};

export const BLOCK_KINDS = ['owner-block', 'maintenance'] as const satisfies readonly StaySource[];
export type BlockKind = (typeof BLOCK_KINDS)[number];
