import type { CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import {
  invoiceLinesOfQuote,
  type BankAccount,
  type DocumentGuest,
  type DocumentStay,
  type InvoiceData,
  type InvoicedQuote,
  type InvoiceLine,
  type Issuer,
  type PaymentReceiptData,
  type ProFormaData,
} from '#app/domain/payments/documents';
import { netReceived, summarizeLedger, type LedgerEntry, type PaymentEntry } from '#app/domain/payments/ledger';
import type { PaymentSchedule } from '#app/domain/payments/schedule';
import { CURRENCIES } from '#app/domain/currency/currency';
import { LOCALES } from '#app/domain/i18n/locale';
import { z } from '#app/domain/zod';

/**
 * Which documents a stay has and what each one prints (issue 28, item 7), for the guest's page and the staff's
 * booking page alike: both gather the same facts (each through what it may read) and ask here. A pro-forma once
 * the agency's legal details, its account and the schedule exist; each issued invoice; a receipt for every
 * payment not reversed. Each document has a file name that is its address (`…/documents/{file}`).
 */

/** An issued invoice as it is printed: its own snapshot of the issuer and lines (public.invoices). */
export interface IssuedInvoice {
  id: string;
  /** 'IE-SBH-000042' */
  reference: string;
  issuedOn: CalendarDate;
  currency: Currency;
  lines: readonly InvoiceLine[];
  issuer: Issuer;
  language: Locale;
}

export interface StayDocumentFacts {
  /** the issuer of new documents (null until the agency has entered its legal details) */
  issuer: Issuer | null;
  guest: DocumentGuest;
  stay: DocumentStay;
  quote: InvoicedQuote | null;
  schedule: PaymentSchedule | null;
  /** set once a cancelled stay's schedule is closed: what it retains */
  retained: number | null;
  entries: readonly LedgerEntry[];
  bank: BankAccount | null;
  invoices: readonly IssuedInvoice[];
}

export type StayDocument =
  | { kind: 'pro-forma'; file: string }
  | { kind: 'invoice'; file: string; invoice: IssuedInvoice }
  | { kind: 'receipt'; file: string; payment: PaymentEntry };

/** One document as the guest's page lists it (plain data: the page links to `documents/{file}`). */
export type GuestDocumentLink =
  | { kind: 'pro-forma'; file: string }
  | { kind: 'invoice'; file: string; reference: string }
  | { kind: 'receipt'; file: string; amount: number; on: CalendarDate }
  | { kind: 'calendar'; file: string };

/** The stay's documents, in the order a guest reads them: the pro-forma, the invoices, then each payment's receipt. */
export function stayDocuments(facts: StayDocumentFacts): StayDocument[] {
  const documents: StayDocument[] = [];
  if (proFormaReady(facts)) documents.push({ kind: 'pro-forma', file: `pro-forma-${facts.stay.reference}.pdf` });
  for (const invoice of facts.invoices) {
    documents.push({ kind: 'invoice', file: `invoice-${invoice.reference}.pdf`, invoice });
  }
  if (facts.issuer) {
    const reversed = new Set(facts.entries.flatMap((entry) => (entry.kind === 'reversal' ? [entry.reverses] : [])));
    for (const entry of facts.entries) {
      if (entry.kind === 'payment' && !reversed.has(entry.id)) {
        documents.push({ kind: 'receipt', file: `receipt-${entry.id}.pdf`, payment: entry });
      }
    }
  }
  return documents;
}

/** The document a file name addresses, or null (a name that is none of the stay's documents). */
export function stayDocumentOf(facts: StayDocumentFacts, file: string): StayDocument | null {
  return stayDocuments(facts).find((document) => document.file === file) ?? null;
}

function proFormaReady(facts: StayDocumentFacts): facts is StayDocumentFacts & {
  issuer: Issuer;
  quote: InvoicedQuote;
  schedule: PaymentSchedule;
  bank: BankAccount;
} {
  return Boolean(facts.issuer && facts.quote && facts.schedule && facts.bank && facts.retained === null);
}

/** The pro-forma: the quote's lines, the schedule and where to pay, issued today (outside the numbered series). */
export function proFormaData(facts: StayDocumentFacts, locale: Locale, today: CalendarDate): ProFormaData | null {
  if (!proFormaReady(facts)) return null;
  return {
    issuer: facts.issuer,
    guest: facts.guest,
    stay: facts.stay,
    issuedOn: today,
    lines: invoiceLinesOfQuote(facts.quote, facts.schedule.currency, locale),
    schedule: facts.schedule,
    bank: facts.bank,
  };
}

/** An issued invoice, as it was issued (its snapshot; the guest and stay as they are). */
export function invoiceData(facts: StayDocumentFacts, invoice: IssuedInvoice): InvoiceData {
  return {
    issuer: invoice.issuer,
    guest: facts.guest,
    stay: facts.stay,
    number: invoice.reference,
    issuedOn: invoice.issuedOn,
    currency: invoice.currency,
    lines: invoice.lines,
  };
}

/**
 * A payment's receipt: what came in and, as of that payment (the entries recorded up to it), what was received
 * in all and what was left to pay. Dated the day the payment was received, so drawing it again says the same.
 */
export function paymentReceiptData(facts: StayDocumentFacts, payment: PaymentEntry): PaymentReceiptData | null {
  const { issuer, schedule } = facts;
  if (!issuer || !schedule) return null;
  const upTo = facts.entries.slice(0, facts.entries.findIndex((entry) => entry.id === payment.id) + 1);
  if (upTo.length === 0) return null;
  const summary = summarizeLedger(
    schedule,
    upTo,
    payment.on,
    facts.retained === null ? {} : { retainedAfterCancellation: facts.retained },
  );
  return {
    issuer,
    guest: facts.guest,
    stay: facts.stay,
    currency: schedule.currency,
    payment,
    receivedToDate: netReceived(upTo),
    outstanding: summary.outstanding,
    issuedOn: payment.on,
  };
}

// ---- What the guest's page reads (…_stay_documents.sql `guest_documents`) ------------------------------

const issuerSchema = z.object({
  name: z.string(),
  address: z.string(),
  registrationNumber: z.string(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  legalNotice: z.string(),
});

export const guestDocumentsSchema = z.object({
  guestName: z.string(),
  issuer: issuerSchema.nullable(),
  invoices: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      issuedOn: z.string().transform((value) => value.slice(0, 10) as CalendarDate),
      currency: z.enum(CURRENCIES),
      lines: z.array(z.object({ label: z.string(), amount: z.number().int(), kind: z.enum(['charge', 'tax']) })),
      issuer: issuerSchema,
      language: z.enum(LOCALES),
    }),
  ),
});
