import type { CalendarDate } from '#app/domain/booking/dates';
import type { QuoteSnapshot } from '#app/domain/booking/desk';
import { taxLineLabel } from '#app/domain/booking/quote';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import type { Island } from '#app/domain/constants';
import type { Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import type { PaymentEntry } from '#app/domain/payments/ledger';
import { toMinorUnits } from '#app/domain/payments/money';
import type { PaymentSchedule } from '#app/domain/payments/schedule';

/**
 * The payment documents a stay gives its guest (issue 28, item 7): a pro-forma with the schedule and the bank
 * details (outside the numbered series), an invoice (numbered without gaps per legal entity:
 * supabase/migrations/…_invoices.sql), and a payment receipt for each payment. What each one says is plain data here;
 * app/server/payments/documents.server.ts draws it (app/server/pdf/). Amounts are minor units of `currency`.
 */

/** The agency's legal details as a document prints them (public.legal_entities, or an invoice's snapshot). */
export interface Issuer {
  name: string;
  /** postal address, one line per line */
  address: string;
  /** SIRET / RCS, KvK; '' when not known yet */
  registrationNumber: string;
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  /** what the law asks printed at the foot (share capital, a VAT exemption's article) */
  legalNotice: string;
}

export interface DocumentGuest {
  name: string;
  email?: string | null;
  /** postal address, one line per line */
  address?: string | null;
}

export interface DocumentStay {
  /** 'IE-1A2B3C4D': the reference guests quote with their transfers */
  reference: string;
  villa: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests?: number | null;
}

/** The account a guest pays into, in the schedule's currency. */
export interface BankAccount {
  holder: string;
  bank: string;
  iban?: string | null;
  bic?: string | null;
  /** US accounts: account and routing (ABA) numbers instead of an IBAN */
  accountNumber?: string | null;
  routingNumber?: string | null;
}

/** A line of an invoice: a charge (nights, a fee) or a tax, in minor units. */
export interface InvoiceLine {
  label: string;
  amount: number;
  kind: 'charge' | 'tax';
}

export interface ProFormaData {
  issuer: Issuer;
  guest: DocumentGuest;
  stay: DocumentStay;
  issuedOn: CalendarDate;
  lines: readonly InvoiceLine[];
  schedule: PaymentSchedule;
  bank: BankAccount;
}

export interface InvoiceData {
  issuer: Issuer;
  guest: DocumentGuest;
  stay: DocumentStay;
  /** 'IE-SBH-000042' (invoiceReference) */
  number: string;
  issuedOn: CalendarDate;
  currency: Currency;
  lines: readonly InvoiceLine[];
}

export interface PaymentReceiptData {
  issuer: Issuer;
  guest: DocumentGuest;
  stay: DocumentStay;
  currency: Currency;
  payment: Pick<PaymentEntry, 'amount' | 'on' | 'method' | 'payer' | 'bankReference'>;
  /** payments less refunds so far, this one included */
  receivedToDate: number;
  /** what the guest still owes after this payment (0 when paid in full) */
  outstanding: number;
  issuedOn: CalendarDate;
}

/**
 * An invoice's number as printed and quoted: its series' prefix and the number, six digits at least
 * ('IE-SBH' and 42 → 'IE-SBH-000042'). The database's invoices.reference says the same (a test holds them).
 */
export function invoiceReference(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, '0')}`;
}

export interface LineTotals {
  /** the charges before tax */
  subtotal: number;
  tax: number;
  total: number;
}

export function lineTotals(lines: readonly InvoiceLine[]): LineTotals {
  const sum = (kind: InvoiceLine['kind']) =>
    lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0);
  const subtotal = sum('charge');
  const tax = sum('tax');
  return { subtotal, tax, total: subtotal + tax };
}

/** What of a stored quote an invoice lists (app/domain/booking/desk.ts reads it; the tax keeps its percent). */
export type InvoicedQuote = Pick<QuoteSnapshot, 'lines' | 'serviceFee'> & {
  tax: { label: string; amount: number; percent?: number } | null;
};

/**
 * The lines of a stay's invoice from the quote the guest accepted (in whole units, as quotes are): its runs
 * of nights, the service fee, the island's tax, in the invoice's language. They add up to the quote's total.
 */
export function invoiceLinesOfQuote(quote: InvoicedQuote, currency: Currency, locale: Locale): InvoiceLine[] {
  const text = bookingTexts[locale];
  const lines: InvoiceLine[] = quote.lines.map((line) => ({
    label: text.line(line.nights, line.rate, line.season, currency),
    amount: toMinorUnits(line.amount, currency),
    kind: 'charge',
  }));
  if (quote.serviceFee && quote.serviceFee.amount !== 0) {
    lines.push({
      label: text.serviceFee(quote.serviceFee.percent),
      amount: toMinorUnits(quote.serviceFee.amount, currency),
      kind: 'charge',
    });
  }
  if (quote.tax && quote.tax.amount !== 0) {
    // Without its percent (an older reading of the quote) the label stays as stored, in English.
    const { label, amount, percent = -1 } = quote.tax;
    lines.push({
      label: taxLineLabel({ label, percent, amount }, locale),
      amount: toMinorUnits(quote.tax.amount, currency),
      kind: 'tax',
    });
  }
  return lines;
}

/** The issuer of a legal entity's row (its snake_case columns), as an invoice's snapshot stores it too. */
export function issuerOf(row: LegalEntityRow): Issuer {
  return {
    name: row.name,
    address: row.address,
    registrationNumber: row.registration_number,
    vatNumber: row.vat_number,
    email: row.email,
    phone: row.phone,
    legalNotice: row.legal_notice,
  };
}

/**
 * What an issued invoice prints, from its row: the issuer, lines and language it was issued with (its snapshot),
 * never today's details of the entity — so an invoice drawn again years later says what it said.
 */
export function invoiceDataOf(row: InvoiceRow, guest: DocumentGuest, stay: DocumentStay): InvoiceData {
  const { island: _island, ...issuer } = row.issuer;
  return {
    issuer,
    guest,
    stay,
    number: row.reference,
    issuedOn: row.issued_on,
    currency: row.currency,
    lines: row.lines,
  };
}

/** A row of public.legal_entities. */
export interface LegalEntityRow {
  id: string;
  name: string;
  address: string;
  registration_number: string;
  vat_number: string | null;
  email: string | null;
  phone: string | null;
  legal_notice: string;
  island: Island | null;
  invoice_prefix: string;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** A row of public.invoices (append-only; written by public.issue_invoice only). */
export interface InvoiceRow {
  id: string;
  legal_entity_id: string;
  series: string;
  number: number;
  /** invoiceReference(series, number) */
  reference: string;
  stay_id: string;
  kind: 'invoice';
  issued_on: CalendarDate;
  currency: Currency;
  total: number;
  lines: InvoiceLine[];
  /** the issuer as printed when it was issued */
  issuer: Issuer & { island: Island | null };
  language: Locale;
  created_at: string;
  issued_by: string | null;
}
