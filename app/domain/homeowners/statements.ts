import { addMonths, formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import type { CsvColumn } from '#app/domain/csv';
import type { Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import { formatMinorAmount, minorUnitsPerUnit } from '#app/domain/payments/money';
import type { StatementLine } from './statement-rows';
import { statementDocumentTexts } from './texts/statement-document';

/**
 * Reading a homeowner's statement (issue 29, item 4): which month a page asks for, and how a line is said in the
 * homeowner's language, on screen, in the PDF and in the CSV. The figures are the database's
 * (homeowner_statement_lines); nothing here adds, splits or rounds money.
 */

/** A month as the database takes it: its first day. */
export type MonthStart = `${number}-${number}-01`;

/** The month before the one of `today`: the month a run is usually for. */
export function previousMonth(today: CalendarDate): MonthStart {
  return `${addMonths(today, -1).slice(0, 7)}-01` as MonthStart;
}

/** `?month=2026-03` → '2026-03-01'; anything else (absent, malformed, before 2000) → the month before today's. */
export function parseStatementMonth(value: string | null | undefined, today: CalendarDate): MonthStart {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return previousMonth(today);
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || month < 1 || month > 12) return previousMonth(today);
  return `${match[1]}-${match[2]}-01` as MonthStart;
}

/** '2026-03-01' → '2026-03' (the pages' addresses). */
export const monthParam = (month: string) => month.slice(0, 7);

/** 'March 2026' / 'mars 2026'. */
export const monthLabel = (month: string, locale: Locale = 'en') =>
  formatCalendarDate(month as CalendarDate, 'month', locale);

/** '20.00' / 20 → '20', '18.50' → '18.5' (en) or '18,5' (fr). */
function percentShown(value: string | number, locale: Locale): string {
  const shown = String(Number(value));
  return locale === 'fr' ? shown.replace('.', ',') : shown;
}

/** A line's description: what it is, then its details (the stay's reference and nights, the commission's base…). */
export function statementLineText(line: StatementLine, currency: Currency, locale: Locale): string {
  const t = statementDocumentTexts[locale];
  const details: string[] = [];
  if (line.kind === 'commission' && line.percent != null && line.base != null) {
    details.push(t.commissionOf(percentShown(line.percent, locale), formatMinorAmount(line.base, currency, locale)));
  }
  if (line.kind === 'correction' && line.for_month) details.push(t.correctionOf(monthLabel(line.for_month, locale)));
  if (line.reference) details.push(line.reference);
  if (line.nights != null) details.push(t.nights(line.nights));
  if (line.share_percent != null) details.push(t.share(percentShown(line.share_percent, locale)));
  return details.length > 0 ? `${t.kinds[line.kind]} — ${details.join(', ')}` : t.kinds[line.kind];
}

/**
 * The CSV of a statement's lines (English headings, one currency column). Amounts are numbers in whole units
 * (-187.5 is −€187.50, exactly: cents divided by 100 print as their shortest decimal), so a spreadsheet adds them
 * and a negative one is not mistaken for a formula.
 */
export function statementCsvColumns(currency: Currency): readonly CsvColumn<StatementLine>[] {
  const whole = (amount: number | null) => (amount == null ? null : amount / minorUnitsPerUnit(currency));
  return [
    { heading: 'Line', value: (line) => line.line_no },
    { heading: 'Date', value: (line) => line.day },
    { heading: 'Kind', value: (line) => line.kind },
    { heading: 'Villa', value: (line) => line.rental },
    { heading: 'Reference', value: (line) => line.reference },
    { heading: 'Nights', value: (line) => line.nights },
    { heading: 'Commission base', value: (line) => whole(line.base) },
    { heading: 'Commission %', value: (line) => (line.percent == null ? null : String(Number(line.percent))) },
    { heading: 'Share %', value: (line) => (line.share_percent == null ? null : String(Number(line.share_percent))) },
    { heading: 'Corrects month', value: (line) => line.for_month?.slice(0, 7) ?? null },
    { heading: 'Amount', value: (line) => whole(line.amount) },
    { heading: 'Currency', value: () => currency },
  ];
}
