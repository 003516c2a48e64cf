import { data, redirect } from 'react-router';
import { readQuoteSnapshot } from '#app/domain/booking/desk';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { StayRow } from '#app/domain/entities';
import type { Locale } from '#app/domain/i18n/locale';
import { invoiceLinesOfQuote, issuerOf, type BankAccount, type InvoicedQuote } from '#app/domain/payments/documents';
import { groupedIban, type GuestBankDetails, type GuestStayRecord } from '#app/domain/payments/guest-stay';
import type { BankAccountRow } from '#app/domain/payments/rows';
import { storedEntry, storedSchedule } from '#app/domain/payments/stored';
import {
  guestDocumentsSchema,
  invoiceData,
  paymentReceiptData,
  proFormaData,
  stayDocumentOf,
  stayDocuments,
  type GuestDocumentLink,
  type StayDocument,
  type StayDocumentFacts,
} from '#app/domain/payments/stay-documents';
import { isUuid } from '#app/domain/admin/rows';
import type { Capabilities } from '#app/server/capabilities.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { listingAdminQueries } from '#app/server/listings/admin.server';
import { accountOf, bankAccountQueries } from '#app/server/payments/bank-accounts.server';
import { renderInvoice, renderPaymentReceipt, renderProForma } from '#app/server/payments/documents.server';
import { invoiceQueries } from '#app/server/payments/invoices.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { entryFromRow, scheduleFromRows } from '#app/server/payments/stay-payments.server';

/**
 * A stay's documents as PDFs (issue 28, item 7) for whoever may read the stay: the staff's booking page (its
 * member's rights: row level security) and the guest's page (the private link's token: guest_stay and
 * guest_documents, which give the guest nothing staff-only). Both gather the same facts; which documents exist
 * and what they print is app/domain/payments/stay-documents.ts.
 */

/** A stored quote as an invoice lists it: the tax keeps its percent (readQuoteSnapshot drops it). */
export function invoicedQuoteOf(raw: unknown): InvoicedQuote | null {
  const snapshot = readQuoteSnapshot(raw);
  if (!snapshot || snapshot.lines.length === 0) return null;
  const rawTax = (raw as { tax?: { percent?: unknown } } | null)?.tax;
  const percent = typeof rawTax?.percent === 'number' ? rawTax.percent : undefined;
  return {
    lines: snapshot.lines,
    serviceFee: snapshot.serviceFee,
    tax: snapshot.tax ? { ...snapshot.tax, ...(percent === undefined ? {} : { percent }) } : null,
  };
}

const documentBank = (bank: GuestBankDetails): BankAccount => ({
  holder: bank.holder,
  bank: [bank.bankName, bank.bankAddress].filter(Boolean).join(', '),
  // In groups of four, as the guest's page and banks print it.
  iban: bank.iban ? groupedIban(bank.iban) : null,
  bic: bank.swift,
  accountNumber: bank.accountNumber,
  routingNumber: bank.routingNumber,
});

const guestBankOf = (row: BankAccountRow): GuestBankDetails => ({
  holder: row.holder,
  bankName: row.bank_name,
  bankAddress: row.bank_address,
  iban: row.iban,
  accountNumber: row.account_number,
  routingNumber: row.routing_number,
  swift: row.swift,
});

// ---- The staff's side ---------------------------------------------------------------------------------

/** A stay's documents as a staff member reads them (null-free: what is missing leaves documents out). */
export async function staffDocumentFacts(
  capabilities: Capabilities,
  stay: StayRow,
  villa: string,
): Promise<StayDocumentFacts> {
  const payments = capabilities.use(paymentQueries);
  const invoices = capabilities.use(invoiceQueries);
  const [stored, entries, accounts, entityId, entities, issued] = await Promise.all([
    payments.getSchedule(stay.id),
    payments.listEntries(stay.id),
    capabilities.use(bankAccountQueries).listBankAccounts(),
    invoices.stayLegalEntity(stay.id),
    invoices.listLegalEntities(),
    invoices.listInvoices(stay.id),
  ]);
  const entity = entities.find((row) => row.id === entityId);
  const account = stored ? accountOf(accounts, stored.schedule.currency) : undefined;
  return {
    issuer: entity ? issuerOf(entity) : null,
    guest: { name: stay.guest_name ?? '', email: stay.guest_email },
    stay: documentStay(stay, villa),
    quote: invoicedQuoteOf(stay.quote),
    schedule: stored ? scheduleFromRows(stay, stored.schedule, stored.instalments) : null,
    retained: stored?.schedule.retained ?? null,
    entries: entries.map(entryFromRow),
    bank: account ? documentBank(guestBankOf(account)) : null,
    invoices: issued.map((row) => ({
      id: row.id,
      reference: row.reference,
      issuedOn: row.issued_on.slice(0, 10) as CalendarDate,
      currency: row.currency,
      lines: row.lines,
      issuer: row.issuer,
      language: row.language,
    })),
  };
}

const documentStay = (stay: StayRow, villa: string) => ({
  reference: stay.reference,
  villa,
  checkIn: stay.check_in.slice(0, 10) as CalendarDate,
  checkOut: stay.check_out.slice(0, 10) as CalendarDate,
  guests: stay.guests,
});

// ---- The guest's side ---------------------------------------------------------------------------------

/** What the guest's page already read (the receipt and guest_stay), and the token for the rest. */
export interface GuestStayReading {
  token: string;
  villa: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  quote: unknown;
  record: GuestStayRecord;
}

/** A guest's documents through the link's token; null when the token opens no stay's documents. */
export async function guestDocumentFacts(
  capabilities: Capabilities,
  reading: GuestStayReading,
): Promise<StayDocumentFacts | null> {
  const parsed = guestDocumentsSchema.safeParse(await capabilities.use(invoiceQueries).guestDocuments(reading.token));
  if (!parsed.success) return null;
  const { record } = reading;
  const stay = { checkIn: reading.checkIn, checkOut: reading.checkOut };
  return {
    issuer: parsed.data.issuer,
    guest: { name: parsed.data.guestName },
    stay: {
      reference: record.reference,
      villa: reading.villa,
      ...stay,
      guests: reading.guests,
    },
    quote: invoicedQuoteOf(reading.quote),
    schedule: record.schedule ? storedSchedule({ ...record.schedule, depositPercent: 0 }, stay) : null,
    retained: record.schedule?.retained ?? null,
    entries: record.entries.map(storedEntry),
    bank: record.bank ? documentBank(record.bank) : null,
    invoices: parsed.data.invoices,
  };
}

// ---- Drawing ------------------------------------------------------------------------------------------

/**
 * The PDF of one of the stay's documents by its file name, in `locale` (an invoice in the language it was
 * issued in); a 404 for a name that is none of them. Private either way: never cached, never indexed.
 */
export async function stayDocumentResponse(
  facts: StayDocumentFacts,
  file: string,
  locale: Locale,
  headers: Record<string, string>,
  today: CalendarDate = islandToday(),
): Promise<Response> {
  const document = stayDocumentOf(facts, file);
  const bytes = document ? await drawn(document, facts, locale, today) : null;
  if (!document || !bytes) throw data(null, { status: 404, headers });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.file}"`,
    },
  });
}

function drawn(document: StayDocument, facts: StayDocumentFacts, locale: Locale, today: CalendarDate) {
  if (document.kind === 'pro-forma') {
    const proForma = proFormaData(facts, locale, today);
    return proForma ? renderProForma(proForma, locale) : null;
  }
  // An invoice speaks the language it was issued in, whichever page asks for it.
  if (document.kind === 'invoice')
    return renderInvoice(invoiceData(facts, document.invoice), document.invoice.language);
  const receipt = paymentReceiptData(facts, document.payment);
  return receipt ? renderPaymentReceipt(receipt, locale) : null;
}

// ---- Issuing an invoice -------------------------------------------------------------------------------

export type InvoiceRefusal = 'no-issuer' | 'no-quote' | 'not-confirmed' | 'already-issued';

/**
 * Issues the stay's invoice today in the guest's language, from the quote the guest accepted, numbered in its
 * legal entity's series without gaps (public.issue_invoice). One invoice per stay: a correction will be a
 * credit note, never a second invoice.
 */
export async function issueStayInvoice(
  capabilities: Capabilities,
  stay: StayRow,
  today: CalendarDate = islandToday(),
): Promise<{ issued: string } | { refused: InvoiceRefusal }> {
  const invoices = capabilities.use(invoiceQueries);
  if (stay.status !== 'confirmed') return { refused: 'not-confirmed' };
  const [entityId, issued, stored] = await Promise.all([
    invoices.stayLegalEntity(stay.id),
    invoices.listInvoices(stay.id),
    capabilities.use(paymentQueries).getSchedule(stay.id),
  ]);
  if (issued.length > 0) return { refused: 'already-issued' };
  if (!entityId) return { refused: 'no-issuer' };
  const quote = invoicedQuoteOf(stay.quote);
  if (!quote || !stored) return { refused: 'no-quote' };
  const language: Locale = stay.locale === 'fr' ? 'fr' : 'en';
  const invoice = await invoices.issueInvoice({
    stayId: stay.id,
    legalEntityId: entityId,
    issuedOn: today,
    currency: stored.schedule.currency,
    lines: invoiceLinesOfQuote(quote, stored.schedule.currency, language),
    language,
  });
  return { issued: invoice.reference };
}

/** One of a stay's documents for staff: in `lang` when it is 'en' or 'fr', else the guest's language. */
export async function loadStaffDocument(
  capabilities: Capabilities,
  stayId: string,
  file: string,
  lang: string | null,
): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
  const stay = isUuid(stayId) ? await capabilities.use(bookingQueries).getStay(stayId) : null;
  if (!stay) throw data(null, { status: 404, headers });
  const rental = await capabilities.use(listingAdminQueries).getRental(stay.rental_id);
  const facts = await staffDocumentFacts(capabilities, stay, rental?.title ?? '');
  const locale: Locale = lang === 'en' || lang === 'fr' ? lang : stay.locale === 'fr' ? 'fr' : 'en';
  return stayDocumentResponse(facts, file, locale, headers);
}

/** The booking page's documents card: each document's file, and whether an invoice may be issued now. */
export interface StaffStayDocuments {
  documents: GuestDocumentLink[];
  /** null: the invoice may be issued now */
  invoiceRefusal: InvoiceRefusal | null;
}

export async function loadStaffDocuments(
  capabilities: Capabilities,
  stay: StayRow,
  villa: string,
): Promise<StaffStayDocuments> {
  const facts = await staffDocumentFacts(capabilities, stay, villa);
  return {
    documents: stayDocuments(facts).map(documentLink),
    invoiceRefusal:
      facts.invoices.length > 0
        ? 'already-issued'
        : stay.status !== 'confirmed'
          ? 'not-confirmed'
          : !facts.issuer
            ? 'no-issuer'
            : !facts.quote || !facts.schedule
              ? 'no-quote'
              : null,
  };
}

/** A document as a page lists it (plain data: the page links to `documents/{file}`). */
export const documentLink = (document: StayDocument): GuestDocumentLink =>
  document.kind === 'invoice'
    ? { kind: 'invoice', file: document.file, reference: document.invoice.reference }
    : document.kind === 'receipt'
      ? { kind: 'receipt', file: document.file, amount: document.payment.amount, on: document.payment.on }
      : { kind: 'pro-forma', file: document.file };

/** The booking page's "Issue the invoice" form: back to the card with `?done=issue-invoice`, or why not. */
export async function runIssueInvoice(capabilities: Capabilities, stayId: string) {
  const stay = isUuid(stayId) ? await capabilities.use(bookingQueries).getStay(stayId) : null;
  if (!stay) throw data(null, { status: 404 });
  const outcome = await issueStayInvoice(capabilities, stay);
  if ('refused' in outcome) {
    return data({ intent: 'issue-invoice' as const, refused: outcome.refused }, { status: 409 });
  }
  return redirect(`/admin/bookings/${stayId}?done=issue-invoice#documents`);
}
