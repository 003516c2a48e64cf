import type { StaySource, StayStatus } from '#app/domain/entities';

/**
 * Stays as the booking desk sees them: statuses and their words, what staff may do from each, and the
 * state of the bookings list in the URL. The changes of status are declared once here (STAY_TRANSITIONS);
 * the database enforces the same table.
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
  'homeowner-block': 'Homeowner block',
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

/** What staff do to a stay on the booking desk, in the order the desk offers them. */
export const STAY_ACTIONS = ['hold', 'extend', 'confirm', 'decline', 'cancel'] as const;
export type StayAction = (typeof STAY_ACTIONS)[number];
/** Changes nobody on the desk makes: an option's deadline passing, an imported calendar's sync. */
export type AutomaticStayChange = 'deadline' | 'feed';

export interface StayTransition {
  from: StayStatus;
  to: StayStatus;
  /** The desk action that makes the change, or the event that makes it by itself. */
  by: StayAction | AutomaticStayChange;
  /** Only stays of these sources may make it (absent: any whose source allows both statuses). */
  sources?: readonly StaySource[];
}

/**
 * Every change of a stay's status, declared once (docs/decisions/022-stay-and-lead-transitions.md). Decline
 * closes a booking request; cancel frees dates that were held (an option, a confirmed stay, a block).
 * Extending an option keeps its status (option → option). The database refuses any other change
 * (check_stay_transition, supabase/migrations/20261205000000_stay_and_lead_transitions.sql), and
 * tests/integration/transitions.test.ts tries every pair on both engines. Which statuses a source may have at
 * all is the stays table's own check (blocks: blocked, conflict, cancelled; guests' stays: the others).
 */
export const STAY_TRANSITIONS: readonly StayTransition[] = [
  { from: 'requested', to: 'option', by: 'hold' },
  { from: 'requested', to: 'confirmed', by: 'confirm' },
  { from: 'requested', to: 'declined', by: 'decline' },
  { from: 'option', to: 'option', by: 'extend' },
  { from: 'option', to: 'confirmed', by: 'confirm' },
  { from: 'option', to: 'cancelled', by: 'cancel' },
  { from: 'option', to: 'expired', by: 'deadline' },
  { from: 'confirmed', to: 'cancelled', by: 'cancel' },
  // Staff remove the owner's and maintenance blocks; an imported block is its calendar's alone.
  { from: 'blocked', to: 'cancelled', by: 'cancel', sources: ['homeowner-block', 'maintenance'] },
  { from: 'blocked', to: 'cancelled', by: 'feed', sources: ['feed'] },
  // An imported event that collides with one of our stays is kept as a conflict, a block again once the
  // dates are free, and comes back when it reappears in its feed.
  { from: 'blocked', to: 'conflict', by: 'feed', sources: ['feed'] },
  { from: 'conflict', to: 'blocked', by: 'feed', sources: ['feed'] },
  { from: 'conflict', to: 'cancelled', by: 'feed', sources: ['feed'] },
  { from: 'cancelled', to: 'blocked', by: 'feed', sources: ['feed'] },
  { from: 'cancelled', to: 'conflict', by: 'feed', sources: ['feed'] },
];

const appliesTo = (transition: StayTransition, source: StaySource) =>
  !transition.sources || transition.sources.includes(source);

/** Whether the database lets a stay of `source` go from `from` to `to` (a status kept is no change). */
export function canChangeStay(from: StayStatus, to: StayStatus, source: StaySource): boolean {
  return from === to || STAY_TRANSITIONS.some((t) => t.from === from && t.to === to && appliesTo(t, source));
}

/** What staff may do with a stay in each status: the desk's buttons, re-checked by its action. */
export function stayActions(status: StayStatus, source: StaySource): StayAction[] {
  return STAY_ACTIONS.filter((action) =>
    STAY_TRANSITIONS.some((t) => t.by === action && t.from === status && appliesTo(t, source)),
  );
}

/** The status an action leads to and the statuses it may start from (the port's guarded update). */
export function stayActionChange(action: StayAction): { to: StayStatus; from: StayStatus[] } {
  const made = STAY_TRANSITIONS.filter((t) => t.by === action);
  return { to: made[0]!.to, from: [...new Set(made.map((t) => t.from))] };
}

export const STAY_ACTION_LABELS: Record<StayAction, string> = {
  hold: 'Hold as option',
  extend: 'Extend option',
  confirm: 'Confirm',
  decline: 'Decline',
  cancel: 'Cancel',
};

export const BLOCK_KINDS = ['homeowner-block', 'maintenance'] as const satisfies readonly StaySource[];
export type BlockKind = (typeof BLOCK_KINDS)[number];
