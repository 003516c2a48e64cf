import { formatCalendarDate, formatStayDates, type CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import {
  lineTotals,
  type BankAccount,
  type DocumentGuest,
  type DocumentStay,
  type InvoiceData,
  type InvoiceLine,
  type Issuer,
  type ProFormaData,
  type PaymentReceiptData,
} from '#app/domain/payments/documents';
import { instalmentLabel, paymentMethodLabel } from '#app/domain/payments/labels';
import { formatMinorAmount } from '#app/domain/payments/money';
import { documentsTexts, type DocumentsTranslation } from '#app/domain/payments/texts/documents';
import { drawDocument, type Block, type DocumentDescription } from '#app/server/pdf/layout.server';

/**
 * The payment documents as PDFs (issue 28, item 7), in English or French: a pro-forma (outside the numbered
 * series: what the stay costs, the schedule, the bank details and the reference to quote), an invoice
 * (numbered by public.issue_invoice: the quote's lines, the tax, the total) and a payment receipt for one payment
 * (what came in, how, and what remains). Each is a description for app/server/pdf/layout.server.ts; the data
 * is plain (app/domain/payments/documents.ts), amounts in minor units.
 */

export interface RenderOptions {
  /** fixes the PDF's creation date, and so its bytes */
  creationDate?: Date;
}

export function renderProForma(data: ProFormaData, locale: Locale, options: RenderOptions = {}): Promise<Uint8Array> {
  const t = documentsTexts[locale];
  const { schedule, stay } = data;
  const money = amounts(schedule.currency, locale);
  const date = (day: CalendarDate) => formatCalendarDate(day, 'long', locale);
  return drawDocument({
    ...frame(data.issuer, t, locale, options),
    title: t.proForma,
    metadataTitle: t.proFormaTitle(stay.reference),
    blocks: [
      parties(t.billedTo, data.guest, stay, t, locale),
      {
        kind: 'fields',
        rows: [
          [t.dateOfIssue, date(data.issuedOn)],
          [t.bookingReference, stay.reference],
        ],
      },
      { kind: 'paragraph', text: t.proFormaNote, tone: 'muted' },
      ...lineBlocks(data.lines, money, t),
      { kind: 'heading', text: t.schedule },
      {
        kind: 'table',
        columns: [
          { header: t.payment, width: 0.45 },
          { header: t.dueBy, width: 0.3 },
          { header: t.amount, width: 0.25, align: 'right' },
        ],
        rows: schedule.instalments.map((step) => [
          instalmentLabel(step.kind, locale),
          date(step.due),
          money(step.amount),
        ]),
      },
      ...(schedule.securityDepositReturnFrom
        ? [
            {
              kind: 'paragraph',
              text: t.securityDepositNote(date(schedule.securityDepositReturnFrom)),
              tone: 'muted',
            } as const,
          ]
        : []),
      { kind: 'heading', text: t.bankDetails },
      { kind: 'fields', rows: bankRows(data.bank, t) },
      { kind: 'callout', text: t.quoteReference(stay.reference) },
    ],
  });
}

export function renderInvoice(data: InvoiceData, locale: Locale, options: RenderOptions = {}): Promise<Uint8Array> {
  const t = documentsTexts[locale];
  return drawDocument({
    ...frame(data.issuer, t, locale, options),
    title: t.invoice,
    metadataTitle: t.invoiceTitle(data.number),
    blocks: [
      parties(t.billedTo, data.guest, data.stay, t, locale),
      {
        kind: 'fields',
        rows: [
          [t.invoiceNumber, data.number],
          [t.dateOfIssue, formatCalendarDate(data.issuedOn, 'long', locale)],
          [t.bookingReference, data.stay.reference],
        ],
      },
      ...lineBlocks(data.lines, amounts(data.currency, locale), t),
    ],
  });
}

export function renderPaymentReceipt(
  data: PaymentReceiptData,
  locale: Locale,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const t = documentsTexts[locale];
  const money = amounts(data.currency, locale);
  const { payment, stay } = data;
  const received = formatCalendarDate(payment.on, 'long', locale);
  const optional = (label: string, value: string | null | undefined): [string, string][] =>
    value?.trim() ? [[label, value.trim()]] : [];
  return drawDocument({
    ...frame(data.issuer, t, locale, options),
    title: t.paymentReceipt,
    metadataTitle: t.paymentReceiptTitle(stay.reference, received),
    blocks: [
      parties(t.receivedFrom, data.guest, stay, t, locale),
      {
        kind: 'fields',
        rows: [
          [t.bookingReference, stay.reference],
          [t.dateReceived, received],
          [t.method, paymentMethodLabel(payment.method, locale)],
          ...optional(t.payer, payment.payer),
          ...optional(t.bankReference, payment.bankReference),
          [t.dateOfIssue, formatCalendarDate(data.issuedOn, 'long', locale)],
        ],
      },
      {
        kind: 'totals',
        rows: [
          { label: t.amountReceived, value: money(payment.amount), strong: true },
          { label: t.receivedToDate, value: money(data.receivedToDate) },
          { label: t.outstanding, value: money(data.outstanding) },
        ],
      },
      ...(data.outstanding === 0 ? [{ kind: 'paragraph', text: t.paidInFull } as const] : []),
      { kind: 'paragraph', text: t.paymentReceiptNote, tone: 'muted' },
    ],
  });
}

// ---- The parts every payment document shares --------------------------------------------------------

function amounts(currency: Currency, locale: Locale): (amount: number) => string {
  return (amount) => formatMinorAmount(amount, currency, locale);
}

/**
 * The issuer's header and legal foot, the language, the page numbers: every document the agency issues (the
 * homeowners' statements too: app/server/homeowners/statement-pdf.server.ts).
 */
export function frame(
  issuer: Issuer,
  t: DocumentsTranslation,
  locale: Locale,
  options: RenderOptions,
): Pick<DocumentDescription, 'locale' | 'issuer' | 'footer' | 'pageLabel' | 'creationDate'> {
  const registration = issuer.registrationNumber.trim()
    ? t.labelled(t.registration, issuer.registrationNumber.trim())
    : '';
  const vat = issuer.vatNumber?.trim() ? t.labelled(t.vatNumber, issuer.vatNumber.trim()) : '';
  const contact = [issuer.email, issuer.phone].filter((part) => part?.trim()).join(' · ');
  return {
    locale,
    issuer: {
      name: issuer.name,
      lines: [...lines(issuer.address), registration, vat, contact].filter(Boolean),
    },
    footer: [issuer.name, registration, vat, ...lines(issuer.legalNotice)].filter(Boolean),
    pageLabel: t.page,
    ...(options.creationDate ? { creationDate: options.creationDate } : {}),
  };
}

/** 'Billed to' the guest | the stay: villa, dates, guests. */
function parties(
  heading: string,
  guest: DocumentGuest,
  stay: DocumentStay,
  t: DocumentsTranslation,
  locale: Locale,
): Block {
  return {
    kind: 'columns',
    columns: [
      { heading, lines: [guest.name, ...(guest.email ? [guest.email] : []), ...lines(guest.address ?? '')] },
      {
        heading: t.stay,
        lines: [
          t.labelled(t.villa, stay.villa),
          formatStayDates(stay.checkIn, stay.checkOut, locale),
          ...(stay.guests ? [t.labelled(t.guests, String(stay.guests))] : []),
        ],
      },
    ],
  };
}

/** The lines in a table with their amounts on the right, then the subtotal and tax (when taxed) and the total. */
function lineBlocks(
  lines: readonly InvoiceLine[],
  money: (amount: number) => string,
  t: DocumentsTranslation,
): Block[] {
  const totals = lineTotals(lines);
  const taxed = lines.some((line) => line.kind === 'tax');
  return [
    {
      kind: 'table',
      columns: [
        { header: t.description, width: 0.72 },
        { header: t.amount, width: 0.28, align: 'right' },
      ],
      rows: lines.map((line) => [line.label, money(line.amount)]),
    },
    {
      kind: 'totals',
      rows: [
        ...(taxed
          ? [
              { label: t.subtotal, value: money(totals.subtotal) },
              { label: t.tax, value: money(totals.tax) },
            ]
          : []),
        { label: t.total, value: money(totals.total), strong: true },
      ],
    },
  ];
}

function bankRows(bank: BankAccount, t: DocumentsTranslation): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    [t.accountHolder, bank.holder],
    [t.bank, bank.bank],
    ['IBAN', bank.iban],
    ['BIC / SWIFT', bank.bic],
    [t.accountNumber, bank.accountNumber],
    [t.routingNumber, bank.routingNumber],
  ];
  return rows.flatMap(([label, value]) => (value?.trim() ? [[label, value.trim()] as [string, string]] : []));
}

/** Text kept with its line breaks, without the empty lines. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
