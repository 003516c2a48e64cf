/**
 * A statement credit's states (issue 28, item 5), declared once: a credit is imported proposed (a stay was
 * found), unmatched, or already recorded (the same transfer was accepted before); staff decide a proposed or
 * unmatched credit once, accepting it (its payment is recorded) or dismissing it; nothing is decided twice.
 * The database keeps the same rule (keep_statement_credit in supabase/migrations/…_statement_imports.sql);
 * tests/integration/statement-imports.test.ts tries every pair of states against it.
 */

export const CREDIT_STATES = ['proposed', 'unmatched', 'accepted', 'dismissed', 'already-recorded'] as const;
export type CreditState = (typeof CREDIT_STATES)[number];

/** The states a credit is stored in when its statement is imported. */
export const IMPORTED_STATES = ['proposed', 'unmatched', 'already-recorded'] as const satisfies readonly CreditState[];

const DECISIONS: Record<CreditState, readonly CreditState[]> = {
  proposed: ['accepted', 'dismissed'],
  unmatched: ['accepted', 'dismissed'],
  accepted: [],
  dismissed: [],
  'already-recorded': [],
};

/** Whether a credit in `from` may be decided into `to`. */
export function canDecide(from: CreditState, to: CreditState): boolean {
  return DECISIONS[from].includes(to);
}

/** Whether the credit still waits for a decision. */
export const isOpen = (state: CreditState) => DECISIONS[state].length > 0;
