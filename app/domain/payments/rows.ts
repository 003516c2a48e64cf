import type { Currency } from '#app/domain/currency/currency';
import type { LedgerStatus, PaymentMethod } from '#app/domain/payments/ledger';
import type { InstalmentKind } from '#app/domain/payments/schedule';
import type { ReminderKind } from '#app/domain/payments/reminders';

/** The payments tables' rows (supabase/migrations/…_payments.sql); amounts in minor units, dates 'YYYY-MM-DD'. */

export interface PaymentScheduleRow {
  stay_id: string;
  currency: Currency;
  fixed_on: string;
  total: number;
  security_deposit: number;
  festive: boolean;
  /** the frozen StayTerms (app/domain/payments/terms.ts) */
  terms: Record<string, unknown>;
  /** a closed schedule (the stay cancelled, the option lapsed): what it still owes */
  retained: number | null;
  closed_on: string | null;
  created_at: string;
}

export interface PaymentInstalmentRow {
  stay_id: string;
  kind: InstalmentKind;
  position: number;
  amount: number;
  due: string;
}

export interface PaymentEntryRow {
  id: string;
  stay_id: string;
  kind: 'payment' | 'refund' | 'reversal';
  amount: number;
  received_on: string;
  method: PaymentMethod | null;
  payer: string | null;
  bank_reference: string | null;
  note: string | null;
  reason: string | null;
  reverses: string | null;
  recorded_by: string | null;
  created_at: string;
}

/** A reminder about a stay's payments, recorded once with what became of it (public.payment_reminders). */
export interface PaymentReminderRow {
  stay_id: string;
  key: string;
  kind: ReminderKind;
  due: string | null;
  amount: number;
  currency: Currency;
  /** queued: e-mailed; superseded: a later one of the same payment replaced it; unsent: nobody to send it to */
  outcome: 'queued' | 'superseded' | 'unsent';
  created_at: string;
}

/** One stay's ledger as the database computes it today (the payment_ledgers view). */
export interface PaymentLedgerRow {
  stay_id: string;
  currency: Currency;
  owed: number;
  due_to_date: number;
  received: number;
  outstanding: number;
  to_refund: number;
  next_kind: InstalmentKind | null;
  next_due: string | null;
  next_amount: number | null;
  status: LedgerStatus;
}

/** The account guests pay into for one currency (…_bank_accounts.sql); numbers without spaces, in capitals. */
export interface BankAccountRow {
  currency: Currency;
  holder: string;
  bank_name: string;
  bank_address: string | null;
  iban: string | null;
  account_number: string | null;
  routing_number: string | null;
  swift: string;
  updated_at: string;
  updated_by: string | null;
}

/** A published version of the rental agreement (…_rental_agreements.sql); never changed. */
export interface RentalAgreementRow {
  version: number;
  body_en: string;
  body_fr: string;
  published_at: string;
  published_by: string | null;
}

/** A guest's acceptance of the rental agreement, one per stay (…_rental_agreements.sql). */
export interface RentalAgreementAcceptanceRow {
  stay_id: string;
  version: number;
  accepted_at: string;
  address: string;
}
