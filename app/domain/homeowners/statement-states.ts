/**
 * A homeowner's statement's states (issue 29, item 4; docs/decisions/032-homeowner-statements.md), declared once:
 * a statement is drafted (recomputed or deleted at will), issued (its lines frozen for ever: a later change to the
 * month appears as a correction on the next statement), sent (the e-mail with its PDF queued) and paid (a payout
 * recorded). The database keeps the same rule (keep_homeowner_statements in
 * supabase/migrations/…_homeowner_statements.sql); tests/integration/homeowner-statements.test.ts tries every
 * pair of states against it.
 */

export const STATEMENT_STATES = ['draft', 'issued', 'sent', 'paid'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

const NEXT: Record<StatementState, readonly StatementState[]> = {
  draft: ['issued'],
  issued: ['sent'],
  sent: ['paid'],
  paid: [],
};

/** Whether a statement in `from` may become `to`. */
export function canBecome(from: StatementState, to: StatementState): boolean {
  return NEXT[from].includes(to);
}

/** Only a draft is recomputed or deleted; anything issued is frozen. */
export const isDraft = (state: StatementState) => state === 'draft';

export function isStatementState(value: unknown): value is StatementState {
  return typeof value === 'string' && (STATEMENT_STATES as readonly string[]).includes(value);
}
