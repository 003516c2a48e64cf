import { data, redirect } from 'react-router';
import { daysBetween, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { BookingTerms } from '#app/domain/booking/terms';
import type { StayRow } from '#app/domain/entities';
import { cancellationOutcome, DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation';
import {
  isPaymentIntent,
  paymentEntrySchema,
  refundEntrySchema,
  reversalEntrySchema,
  type PaymentIntent,
} from '#app/domain/payments/entry-form';
import { summarizeLedger, type LedgerEntry, type LedgerSummary } from '#app/domain/payments/ledger';
import type {
  PaymentEntryRow,
  PaymentInstalmentRow,
  PaymentReminderRow,
  PaymentScheduleRow,
} from '#app/domain/payments/rows';
import { fixPaymentSchedule, type PaymentSchedule, type ScheduledQuote } from '#app/domain/payments/schedule';
import { storedEntry, storedSchedule } from '#app/domain/payments/stored';
import { freezeStayTerms, stayTermsSchema, type StayTerms } from '#app/domain/payments/terms';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';
import { can, type StaffRole } from '#app/domain/staff/roles';
import { parseCurrency } from '#app/domain/currency/currency';
import { BackendError } from '#app/server/backend/query';
import { bookingQueries } from '#app/server/bookings/queries.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { paymentQueries, type NewLedgerEntry } from './queries.server';
import { agreementVersionInForce, stayAgreementStatus } from './rental-agreement.server';
import type { StayAgreementStatus } from '#app/domain/payments/rental-agreement';

/**
 * A stay's payments on the staff's side (issue 28, items 1–3): its schedule fixed from its quote when it
 * becomes an option or is confirmed, its ledger, the entries staff record, and what a cancellation retains.
 * The rules are app/domain/payments/; the database keeps them (…_payments.sql).
 */

const text = staffPaymentTexts;

/** What of a stored quote a schedule is made from; null when the stay has no usable quote. */
function scheduledQuoteOf(stay: StayRow): ScheduledQuote | null {
  const quote = stay.quote;
  if (!quote || typeof quote.total !== 'number' || !Number.isFinite(quote.total)) return null;
  return {
    checkIn: stay.check_in.slice(0, 10) as CalendarDate,
    checkOut: stay.check_out.slice(0, 10) as CalendarDate,
    total: quote.total,
    securityDeposit: typeof quote.securityDeposit === 'number' ? quote.securityDeposit : 0,
    festive: quote.festive === true,
    currency: parseCurrency(typeof quote.currency === 'string' ? quote.currency : null) ?? 'USD',
  };
}

/**
 * The schedule a stay gets today, with the terms frozen on it (the rental agreement's version in force
 * included). An option's deposit is due on its deadline's day (one date); otherwise the terms' delay applies.
 */
export function scheduleForStay(
  stay: StayRow,
  terms: BookingTerms,
  now: Date,
  agreementVersion: string | null = null,
): { schedule: PaymentSchedule; terms: StayTerms } | null {
  const quote = scheduledQuoteOf(stay);
  if (!quote || (stay.status !== 'option' && stay.status !== 'confirmed')) return null;
  const frozen = freezeStayTerms(terms, terms.cancellation, agreementVersion);
  const fixedOn = islandToday(now);
  const deadline =
    stay.status === 'option' && stay.option_expires_at ? islandToday(new Date(stay.option_expires_at)) : null;
  const depositDueDays = deadline ? Math.max(0, daysBetween(fixedOn, deadline)) : frozen.depositDueDays;
  return { schedule: fixPaymentSchedule(quote, { ...frozen, depositDueDays }, fixedOn), terms: frozen };
}

/**
 * Fixes the stay's schedule unless it has one (after the desk held or confirmed it; or, for a stay that
 * became an option or confirmed before payments existed, when its page is first read). Never throws: a
 * schedule not fixed now is fixed on the next read.
 */
export async function ensureSchedule(capabilities: Capabilities, stayId: string, now = new Date()): Promise<void> {
  try {
    const bookings = capabilities.use(bookingQueries);
    const [stay, terms, agreementVersion] = await Promise.all([
      bookings.getStay(stayId),
      bookings.getBookingTerms(),
      agreementVersionInForce(capabilities),
    ]);
    if (!stay) return;
    const fixed = scheduleForStay(stay, terms, now, agreementVersion);
    if (fixed) await capabilities.use(paymentQueries).fixSchedule(stay.id, fixed.schedule, fixed.terms);
  } catch (error) {
    log.error('payment schedule not fixed', { stayId, error });
  }
}

/** The stored schedule as the domain reads it. */
export function scheduleFromRows(
  stay: StayRow,
  row: PaymentScheduleRow,
  instalments: PaymentInstalmentRow[],
): PaymentSchedule {
  return storedSchedule(
    {
      currency: row.currency,
      fixedOn: row.fixed_on.slice(0, 10) as CalendarDate,
      total: row.total,
      securityDeposit: row.security_deposit,
      festive: row.festive,
      depositPercent: stayTermsSchema.safeParse(row.terms).data?.depositPercent ?? 0,
      instalments: instalments.map((step) => ({
        kind: step.kind,
        amount: step.amount,
        due: step.due.slice(0, 10) as CalendarDate,
      })),
    },
    { checkIn: stay.check_in.slice(0, 10) as CalendarDate, checkOut: stay.check_out.slice(0, 10) as CalendarDate },
  );
}

export const entryFromRow = (row: PaymentEntryRow): LedgerEntry =>
  storedEntry({
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    on: row.received_on.slice(0, 10) as CalendarDate,
    method: row.method,
    payer: row.payer,
    bankReference: row.bank_reference,
    note: row.note,
    reason: row.reason,
    reverses: row.reverses,
  });

export interface StayPayments {
  schedule: PaymentSchedule;
  summary: LedgerSummary;
  /** the schedule closed by a cancellation (or a lapsed option): what it retained, and when */
  closed: { retained: number; on: string } | null;
  /** what the signed-in member may record */
  may: { record: boolean; refund: boolean };
  /** the reminders recorded about these payments, oldest first */
  reminders: StayReminder[];
  /** the rental agreement that applies, and whether (and when) the guest accepted it */
  agreement: StayAgreementStatus;
}

export type StayReminder = Pick<PaymentReminderRow, 'kind' | 'due' | 'amount' | 'outcome' | 'created_at'>;

/** The booking page's payments: null when the stay has no schedule (and cannot have one yet). */
export async function loadStayPayments(
  capabilities: Capabilities,
  stay: StayRow,
  role: StaffRole,
  now = new Date(),
): Promise<StayPayments | null> {
  const payments = capabilities.use(paymentQueries);
  let stored = await payments.getSchedule(stay.id);
  if (!stored && (stay.status === 'option' || stay.status === 'confirmed')) {
    await ensureSchedule(capabilities, stay.id, now);
    stored = await payments.getSchedule(stay.id);
  }
  if (!stored) return null;
  const [entries, reminders, agreement] = await Promise.all([
    payments.listEntries(stay.id).then((rows) => rows.map(entryFromRow)),
    payments.listReminders(stay.id),
    stayAgreementStatus(
      capabilities,
      stay.id,
      stayTermsSchema.safeParse(stored.schedule.terms).data?.agreementVersion ?? null,
    ),
  ]);
  const schedule = scheduleFromRows(stay, stored.schedule, stored.instalments);
  const retained = stored.schedule.retained;
  const summary = summarizeLedger(
    schedule,
    entries,
    islandToday(now),
    retained === null ? {} : { retainedAfterCancellation: retained },
  );
  return {
    schedule,
    summary,
    closed: retained === null ? null : { retained, on: stored.schedule.closed_on!.slice(0, 10) },
    may: { record: can(role, 'payments'), refund: can(role, 'payments.refund') },
    reminders: reminders.map(({ kind, due, amount, outcome, created_at }) => ({
      kind,
      due,
      amount,
      outcome,
      created_at,
    })),
    agreement,
  };
}

/** What cancelling the stay today retains and refunds, by its frozen terms; null without a schedule. */
export async function cancellationPreview(capabilities: Capabilities, stay: StayRow, now = new Date()) {
  const payments = capabilities.use(paymentQueries);
  const stored = await payments.getSchedule(stay.id);
  if (!stored || stored.schedule.retained !== null) return null;
  const terms = stayTermsSchema.safeParse(stored.schedule.terms);
  const received = (await payments.getLedger(stay.id))?.received ?? 0;
  return {
    currency: stored.schedule.currency,
    received,
    ...cancellationOutcome({
      scale: terms.success ? terms.data.cancellation : DEFAULT_CANCELLATION_SCALE,
      total: stored.schedule.total,
      currency: stored.schedule.currency,
      checkIn: stay.check_in.slice(0, 10) as CalendarDate,
      cancelledOn: islandToday(now),
      received,
    }),
  };
}

export type CancellationPreview = NonNullable<Awaited<ReturnType<typeof cancellationPreview>>>;

// ---- Recording ----------------------------------------------------------------------------------------

export interface PaymentActionData {
  intent: PaymentIntent;
  result?: ReturnType<ReturnType<typeof parseSubmission>['reply']>;
  error?: string;
}

const answer = (body: PaymentActionData, status: number) => data<PaymentActionData>(body, { status });

/**
 * Records one entry in the stay's ledger. Bad input answers 400 with the field messages and records nothing;
 * refunds and reversals are for owners and admins (403; row level security says the same). Success goes
 * back to the booking page with `?done=…`.
 */
export async function runPaymentAction(
  capabilities: Capabilities,
  stayId: string,
  formData: FormData,
  role: StaffRole,
) {
  const intent = formData.get('intent');
  if (!isPaymentIntent(intent)) return answer({ intent: 'record-payment', error: text.form.failed }, 400);
  if (intent !== 'record-payment' && !can(role, 'payments.refund')) {
    return answer({ intent, error: text.form.notAllowed }, 403);
  }

  let entry: NewLedgerEntry;
  if (intent === 'record-payment') {
    const submission = parseSubmission(formData, paymentEntrySchema);
    if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
    entry = { kind: 'payment', ...submission.value };
  } else if (intent === 'record-refund') {
    const submission = parseSubmission(formData, refundEntrySchema);
    if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
    entry = { kind: 'refund', ...submission.value, amount: -submission.value.amount };
  } else {
    const submission = parseSubmission(formData, reversalEntrySchema);
    if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
    entry = {
      kind: 'reversal',
      reverses: submission.value.entryId,
      reason: submission.value.reason,
      receivedOn: islandToday(),
    };
  }

  try {
    const payments = capabilities.use(paymentQueries);
    if (!(await payments.getSchedule(stayId))) return answer({ intent, error: text.form.noSchedule }, 409);
    await payments.recordEntry(stayId, entry);
  } catch (error) {
    if (
      error instanceof BackendError &&
      (error.code === 'unique' || error.code === 'constraint') &&
      intent === 'reverse-entry'
    ) {
      return answer({ intent, error: text.form.alreadyReversed }, 409);
    }
    log.error('ledger entry not recorded', { stayId, intent, error });
    return answer({ intent, error: text.form.failed }, backendFailureStatus(error));
  }
  return redirect(`/admin/bookings/${stayId}?done=${intent}#payments`);
}
