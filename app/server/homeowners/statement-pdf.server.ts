import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { CONTACT_EMAIL, SITE_NAME } from '#app/domain/constants';
import type { StatementDocumentData } from '#app/domain/homeowners/statement-rows';
import { monthLabel, statementLineText } from '#app/domain/homeowners/statements';
import { statementDocumentTexts } from '#app/domain/homeowners/texts/statement-document';
import type { Issuer } from '#app/domain/payments/documents';
import { formatMinorAmount } from '#app/domain/payments/money';
import { documentsTexts } from '#app/domain/payments/texts/documents';
import { frame, type RenderOptions } from '#app/server/payments/documents.server';
import { drawDocument } from '#app/server/pdf/layout.server';

/**
 * A homeowner's statement as a PDF (issue 29, item 4), in the homeowner's language, drawn with the one PDF home
 * (app/server/pdf/) in the frame of every document the agency issues (its legal details at the head and foot).
 * It prints the statement exactly as stored — its lines, frozen once issued, and its balances — and computes
 * nothing.
 */

/** Before any legal entity is set up (/admin/settings/legal-entities): the agency's name and address alone. */
const FALLBACK_ISSUER: Issuer = {
  name: SITE_NAME,
  address: '',
  registrationNumber: '',
  vatNumber: null,
  email: CONTACT_EMAIL,
  phone: null,
  legalNotice: '',
};

export function renderStatementPdf(data: StatementDocumentData, options: RenderOptions = {}): Promise<Uint8Array> {
  const { statement, homeowner } = data;
  const locale = homeowner.language === 'fr' ? 'fr' : 'en';
  const t = statementDocumentTexts[locale];
  const money = (amount: number) => formatMinorAmount(amount, statement.currency, locale);
  const month = monthLabel(statement.month, locale);
  const closingNote =
    statement.closing_balance > 0
      ? t.closingNote.owed
      : statement.closing_balance < 0
        ? t.closingNote.due
        : t.closingNote.nil;
  return drawDocument({
    ...frame(data.issuer ?? FALLBACK_ISSUER, documentsTexts[locale], locale, options),
    title: t.title,
    metadataTitle: t.heading(month),
    pageLabel: t.page,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [t.homeowner, homeowner.name],
          [t.period, month],
          [t.currency, statement.currency],
          ...(statement.issued_at
            ? [
                [
                  t.issued,
                  formatCalendarDate(statement.issued_at.slice(0, 10) as CalendarDate, 'long', locale),
                ] as const,
              ]
            : []),
        ],
      },
      statement.lines.length === 0
        ? { kind: 'paragraph', text: t.noLines, tone: 'muted' }
        : {
            kind: 'table',
            columns: [
              { header: t.columns.day, width: 0.16 },
              { header: t.columns.description, width: 0.46 },
              { header: t.columns.villa, width: 0.18 },
              { header: t.columns.amount, width: 0.2, align: 'right' },
            ],
            rows: statement.lines.map((line) => [
              formatCalendarDate(line.day as CalendarDate, 'short', locale),
              statementLineText(line, statement.currency, locale),
              line.rental ?? '',
              money(line.amount),
            ]),
          },
      {
        kind: 'totals',
        rows: [
          { label: t.opening, value: money(statement.opening_balance) },
          { label: t.total, value: money(statement.total) },
          { label: t.closing, value: money(statement.closing_balance), strong: true },
        ],
      },
      { kind: 'paragraph', text: closingNote, tone: 'muted' },
    ],
  });
}
