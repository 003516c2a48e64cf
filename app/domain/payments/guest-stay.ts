import type { CalendarDate } from '#app/domain/booking/dates';
import { storedDateSchema } from '#app/domain/booking/date-schema';
import { STAY_STATUSES } from '#app/domain/booking/stays';
import { CURRENCIES } from '#app/domain/currency/currency';
import { PAYMENT_METHODS, summarizeLedger, type LedgerSummary } from '#app/domain/payments/ledger';
import { INSTALMENT_KINDS, type PaymentSchedule } from '#app/domain/payments/schedule';
import { storedEntry, storedSchedule } from '#app/domain/payments/stored';
import { z } from '#app/domain/zod';

/**
 * The guest's stay as the database gives it through the link's token (…_guest_stay.sql `guest_stay`), read
 * whole or not at all, and what the guest's page shows of it: the schedule against the money received
 * (summarizeLedger, the staff's booking page's own rule), and where to pay.
 */

const date = storedDateSchema;

const bankSchema = z.object({
  holder: z.string(),
  bankName: z.string(),
  bankAddress: z.string().nullable(),
  iban: z.string().nullable(),
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
  swift: z.string(),
});

/** The account a guest pays into (the agency's account in the schedule's currency). */
export type GuestBankDetails = z.output<typeof bankSchema>;

const scheduleSchema = z.object({
  currency: z.enum(CURRENCIES),
  fixedOn: date,
  total: z.number().int(),
  securityDeposit: z.number().int(),
  festive: z.boolean(),
  retained: z.number().int().nullable(),
  closedOn: date.nullable(),
  instalments: z.array(z.object({ kind: z.enum(INSTALMENT_KINDS), amount: z.number().int(), due: date })),
});

const entrySchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund', 'reversal']),
  amount: z.number().int(),
  on: date,
  method: z.enum(PAYMENT_METHODS).nullable(),
  reverses: z.string().nullable(),
});

export const guestStaySchema = z.object({
  reference: z.string(),
  status: z.enum(STAY_STATUSES),
  optionExpiresAt: z.string().nullable(),
  schedule: scheduleSchema.nullable(),
  entries: z.array(entrySchema),
  bank: bankSchema.nullable(),
});

export type GuestStayRecord = z.output<typeof guestStaySchema>;

/** What the guest's e-mails say about paying (…_guest_stay.sql `stay_payment_instructions`). */
export const paymentInstructionsSchema = z.object({
  schedule: scheduleSchema.pick({ currency: true, total: true, retained: true, instalments: true }).nullable(),
  bank: bankSchema.nullable(),
  /** the rental agreement is still to be accepted on the guest's page, before paying */
  agreementToAccept: z.boolean().optional().catch(undefined),
});

export type PaymentInstructions = z.output<typeof paymentInstructionsSchema>;

export interface GuestPayments {
  schedule: PaymentSchedule;
  summary: LedgerSummary;
  /** cancelled (or a lapsed option): nothing more is asked beyond what was retained */
  closed: boolean;
}

/** The guest's payments on `today`; null before a schedule is fixed (a request staff have not answered). */
export function guestPaymentsOf(
  record: GuestStayRecord,
  stay: { checkIn: CalendarDate; checkOut: CalendarDate },
  today: CalendarDate,
): GuestPayments | null {
  const stored = record.schedule;
  if (!stored) return null;
  const schedule = storedSchedule({ ...stored, depositPercent: 0 }, stay);
  const entries = record.entries.map(storedEntry);
  const summary = summarizeLedger(
    schedule,
    entries,
    today,
    stored.retained === null ? {} : { retainedAfterCancellation: stored.retained },
  );
  return { schedule, summary, closed: stored.retained !== null };
}

/** 'FR76 3000 6000 0112 3456 7890 189': an IBAN in groups of four, as banks print it. */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
