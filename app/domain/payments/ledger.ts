import type { CalendarDate } from '#app/domain/booking/dates';
import type { Instalment, InstalmentKind, PaymentSchedule } from '#app/domain/payments/schedule';

/**
 * A stay's ledger (issue 28, item 2): the schedule against the money that came in and went out.
 *
 * Entries are append-only: a mistake is reversed by a later entry, never edited or deleted, and every entry
 * stays in the list. A payment is positive, a refund negative with its reason; partial payments and
 * over-payments are allowed and shown. Amounts are minor units of the schedule's currency.
 */

export const PAYMENT_METHODS = ['bank-transfer', 'card-elsewhere', 'cheque', 'cash'] as const;
/** bank transfer, a card taken elsewhere (a terminal, a payment link), cheque, cash */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

interface EntryBase {
  id: string;
  /** the day the money moved (islands' date) */
  on: CalendarDate;
  note: string | null;
}

export interface PaymentEntry extends EntryBase {
  kind: 'payment';
  /** > 0 */
  amount: number;
  method: PaymentMethod;
  payer: string | null;
  bankReference: string | null;
}

export interface RefundEntry extends EntryBase {
  kind: 'refund';
  /** < 0: money paid back to the guest */
  amount: number;
  method: PaymentMethod;
  reason: string;
}

/** Undoes an earlier payment or refund, which stays in the list marked as reversed. */
export interface ReversalEntry extends EntryBase {
  kind: 'reversal';
  reverses: string;
  reason: string;
}

export type LedgerEntry = PaymentEntry | RefundEntry | ReversalEntry;

/**
 * What is wrong with appending `entry` to `entries` on `today` (the islands' date), in staff's words; empty when
 * it may be recorded.
 */
export function entryProblems(entries: readonly LedgerEntry[], entry: LedgerEntry, today: CalendarDate): string[] {
  const problems: string[] = [];
  if (entries.some((earlier) => earlier.id === entry.id)) problems.push('This entry is already recorded.');
  if (entry.on > today) problems.push('An entry cannot be dated after today.');
  if (entry.kind === 'payment' && !(Number.isInteger(entry.amount) && entry.amount > 0)) {
    problems.push('A payment is an amount greater than zero.');
  }
  if (entry.kind === 'refund') {
    if (!(Number.isInteger(entry.amount) && entry.amount < 0)) problems.push('A refund is a negative amount.');
    if (!entry.reason.trim()) problems.push('A refund needs a reason.');
  }
  if (entry.kind === 'reversal') {
    const target = entries.find((earlier) => earlier.id === entry.reverses);
    if (!target) problems.push('There is no such entry to reverse.');
    else if (target.kind === 'reversal') problems.push('A reversal cannot be reversed: record the entry again.');
    else if (entries.some((earlier) => earlier.kind === 'reversal' && earlier.reverses === target.id)) {
      problems.push('This entry is already reversed.');
    }
    if (!entry.reason.trim()) problems.push('A reversal needs a reason.');
  }
  return problems;
}

/** The ids of the entries a later reversal undid. */
export function reversedEntryIds(entries: readonly LedgerEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.kind === 'reversal' ? [entry.reverses] : [])));
}

export const LEDGER_STATUSES = [
  'awaiting-deposit',
  'deposit-received',
  'paid-in-full',
  'overdue',
  'refund-due',
  /** a cancelled stay (or a lapsed option) that owes nothing more and is owed nothing */
  'settled',
] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export interface InstalmentState extends Instalment {
  /** what of it the money received covers, filling the instalments in due order */
  paid: number;
  outstanding: number;
  overdue: boolean;
}

export interface LedgerSummary {
  /** everything the guest owes as of `today` (the security deposit until departure; a share after a cancellation) */
  owed: number;
  /** what of it fell due on or before `today` */
  dueToDate: number;
  /** payments less refunds, reversed entries left out */
  received: number;
  /** still to pay (0 once paid) */
  outstanding: number;
  /** received beyond what is owed: to pay back (an over-payment, the security deposit after departure) */
  toRefund: number;
  instalments: InstalmentState[];
  /** the first instalment not yet covered, with what is left of it */
  next: { kind: InstalmentKind; due: CalendarDate; amount: number } | null;
  status: LedgerStatus;
  /** every entry, in the order given, each marked when a later one reversed it */
  entries: { entry: LedgerEntry; reversed: boolean }[];
}

export interface LedgerOptions {
  /** a cancelled stay: it owes only the retained share (app/domain/payments/cancellation.ts), due at once */
  retainedAfterCancellation?: number;
}

/**
 * What is still to pay of every instalment due on `due`: the guest is asked for those together (the balance and
 * the security deposit fall on one day), by the reminders and on their page.
 */
export function outstandingDueOn(instalments: readonly InstalmentState[], due: CalendarDate): number {
  return instalments.filter((step) => step.due === due).reduce((sum, step) => sum + step.outstanding, 0);
}

/** Payments less refunds, reversed entries left out. */
export function netReceived(entries: readonly LedgerEntry[]): number {
  const reversed = reversedEntryIds(entries);
  return entries.reduce(
    (sum, entry) => (entry.kind !== 'reversal' && !reversed.has(entry.id) ? sum + entry.amount : sum),
    0,
  );
}

/** The ledger of a stay on `today` (the islands' date). */
export function summarizeLedger(
  schedule: PaymentSchedule,
  entries: readonly LedgerEntry[],
  today: CalendarDate,
  options: LedgerOptions = {},
): LedgerSummary {
  const reversed = reversedEntryIds(entries);
  const received = netReceived(entries);
  const cancelled = options.retainedAfterCancellation !== undefined;
  // From check-out the security deposit is the guest's again: no longer owed, so any held shows as to refund.
  const departed = today >= schedule.checkOut;
  const scheduled = cancelled
    ? []
    : schedule.instalments.filter((step) => !(departed && step.kind === 'security-deposit'));
  const owed = cancelled ? options.retainedAfterCancellation! : scheduled.reduce((sum, step) => sum + step.amount, 0);

  let left = Math.max(0, received);
  const instalments = scheduled.map((step): InstalmentState => {
    const paid = Math.min(step.amount, left);
    left -= paid;
    const outstanding = step.amount - paid;
    return { ...step, paid, outstanding, overdue: outstanding > 0 && today > step.due };
  });
  const first = instalments.find((step) => step.outstanding > 0);
  const outstanding = Math.max(0, owed - received);
  const toRefund = Math.max(0, received - owed);

  return {
    owed,
    dueToDate: cancelled ? owed : scheduled.filter((step) => step.due <= today).reduce((sum, s) => sum + s.amount, 0),
    received,
    outstanding,
    toRefund,
    instalments,
    next: first ? { kind: first.kind, due: first.due, amount: first.outstanding } : null,
    status: statusOf({ outstanding, toRefund, cancelled, instalments }),
    entries: entries.map((entry) => ({ entry, reversed: reversed.has(entry.id) })),
  };
}

function statusOf(facts: {
  outstanding: number;
  toRefund: number;
  cancelled: boolean;
  instalments: readonly InstalmentState[];
}): LedgerStatus {
  if (facts.toRefund > 0) return 'refund-due';
  if (facts.outstanding === 0) return facts.cancelled ? 'settled' : 'paid-in-full';
  // A cancelled stay's retained share is due on the day of the cancellation.
  if (facts.cancelled || facts.instalments.some((step) => step.overdue)) return 'overdue';
  // The first payment (a deposit, or a single payment with a security deposit after it) is in.
  return facts.instalments[0]?.outstanding === 0 ? 'deposit-received' : 'awaiting-deposit';
}
