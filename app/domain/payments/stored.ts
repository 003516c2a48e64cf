import type { CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import type { LedgerEntry, PaymentMethod } from '#app/domain/payments/ledger';
import type { Instalment, PaymentSchedule } from '#app/domain/payments/schedule';

/**
 * A schedule and a ledger entry as the database keeps them, made into the domain's (for `summarizeLedger`):
 * one reading for the staff's booking page, the guest's page and the reminders' job.
 */

export interface StoredSchedule {
  currency: Currency;
  fixedOn: CalendarDate;
  total: number;
  securityDeposit: number;
  festive: boolean;
  depositPercent: number;
  instalments: readonly Instalment[];
}

export function storedSchedule(
  stored: StoredSchedule,
  stay: { checkIn: CalendarDate; checkOut: CalendarDate },
): PaymentSchedule {
  return {
    ...stored,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    optionDeadline: stored.instalments[0]?.due ?? stored.fixedOn,
    securityDepositReturnFrom: stored.securityDeposit > 0 ? stay.checkOut : null,
  };
}

export interface StoredEntry {
  id: string;
  kind: 'payment' | 'refund' | 'reversal';
  amount: number;
  on: CalendarDate;
  method: PaymentMethod | null;
  payer?: string | null;
  bankReference?: string | null;
  note?: string | null;
  reason?: string | null;
  reverses: string | null;
}

export function storedEntry(entry: StoredEntry): LedgerEntry {
  const { id, on } = entry;
  const note = entry.note ?? null;
  const reason = entry.reason ?? '';
  if (entry.kind === 'reversal') return { id, kind: 'reversal', on, note, reverses: entry.reverses ?? '', reason };
  const method = entry.method ?? 'bank-transfer';
  if (entry.kind === 'refund') return { id, kind: 'refund', on, note, amount: entry.amount, method, reason };
  return {
    id,
    kind: 'payment',
    on,
    note,
    amount: entry.amount,
    method,
    payer: entry.payer ?? null,
    bankReference: entry.bankReference ?? null,
  };
}
