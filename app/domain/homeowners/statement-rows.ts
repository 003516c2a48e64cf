import type { Currency } from '#app/domain/currency/currency';
import type { Issuer } from '#app/domain/payments/documents';
import type { StatementState } from './statement-states';

/**
 * The rows of supabase/migrations/…_homeowner_statements.sql as the back office reads them. Every amount is an
 * integer of minor units in the statement's currency, signed from the homeowner's side (positive: owed to them),
 * and comes from the database's one function (homeowner_statement_lines): nothing here computes money.
 */

export const STATEMENT_LINE_KINDS = [
  'accommodation',
  'services',
  'platform',
  'cancellation',
  'commission',
  'expense',
  'adjustment',
  'payout',
  'correction',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** One line of a statement: the function's row, frozen as JSON once the statement is issued. */
export interface StatementLine {
  line_no: number;
  kind: StatementLineKind;
  /** The first night in the month (a stay), the day (an expense, a payout, a cancellation), the month (others). */
  day: string;
  rental_id: string | null;
  /** The villa's title. */
  rental: string | null;
  stay_id: string | null;
  /** The stay's reference, the expense's vendor, the payout's reference or the adjustment's label. */
  reference: string | null;
  nights: number | null;
  /** What a commission was taken on (the villa's whole amount), or the expense's full amount. */
  base: number | null;
  /** The commission's percentage ('20.00' or 20). */
  percent: string | number | null;
  /** The homeowner's share of the villa when they own it with others. */
  share_percent: string | number | null;
  amount: number;
  /** The expense, payout, adjustment or agreement the line comes from. */
  source_id: string | null;
  /** A correction: the month issued earlier it corrects (its first day). */
  for_month: string | null;
}

/** A statement without its lines (lists). */
export interface StatementSummaryRow {
  id: string;
  homeowner_id: string;
  currency: Currency;
  /** The month's first day. */
  month: string;
  status: StatementState;
  opening_balance: number;
  total: number;
  closing_balance: number;
  computed_at: string;
  issued_at: string | null;
  sent_at: string | null;
  paid_at: string | null;
  payout_id: string | null;
}

export interface StatementRow extends StatementSummaryRow {
  lines: StatementLine[];
}

export interface PayoutRow {
  id: string;
  homeowner_id: string;
  paid_on: string;
  amount: number;
  currency: Currency;
  reference: string;
  note: string | null;
  statement_id: string | null;
  created_at: string;
}

export const PLATFORMS = ['airbnb', 'vrbo', 'booking.com', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What a statement's PDF prints (homeowner_statement_document): the statement, its homeowner, the agency. */
export interface StatementDocumentData {
  statement: StatementRow;
  homeowner: { name: string; language: 'en' | 'fr'; emails: string[] };
  /** The agency's legal details; null when no legal entity is set up yet. */
  issuer: Issuer | null;
}
