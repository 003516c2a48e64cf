import { parse, type Info } from 'csv-parse/sync';
import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import {
  minorDigitsOf,
  parseAmount,
  type BankCredit,
  type SkippedLine,
  type StatementParse,
} from '#app/domain/payments/statements/credit';
import { CSV_DATE_FORMATS, type CsvDateFormat } from '#app/domain/payments/statements/csv-date-formats';

/**
 * A bank's CSV export as credits, through a column mapping staff set once per bank: which heading holds the
 * date, the amount (or the credits alone), the currency, the payer, the remittance text and the bank's
 * reference, how dates and decimals are written. Headings are found by name, case and spaces aside, on the
 * first line that has them all (banks put the account's details above). Lines that are not credits are skipped.
 */

export { CSV_DATE_FORMATS, type CsvDateFormat };

export interface BankCsvMapping {
  /** found from the heading line when absent */
  delimiter?: ',' | ';' | '\t';
  decimalSeparator: '.' | ',';
  dateFormat: CsvDateFormat;
  /** the account's currency, for files without a currency column */
  currency?: string;
  columns: {
    date: string;
    valueDate?: string;
    /** a signed amount (credits > 0)… */
    amount?: string;
    /** …or a column of credits only (empty on debits) */
    credit?: string;
    currency?: string;
    payer?: string;
    /** one column, or several joined (some banks spread the text over 'Details 1', 'Details 2'…) */
    remittance: string | readonly string[];
    bankReference?: string;
  };
}

const key = (heading: string) => heading.trim().toLowerCase().replace(/\s+/g, ' ');

/** A date as the mapping says the bank writes it. */
export function parseCsvDate(text: string, format: CsvDateFormat): CalendarDate | null {
  const value = text.trim();
  if (format === 'YYYY-MM-DD') return parseCalendarDate(value.slice(0, 10));
  const match = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  if (!match) return null;
  const [first, second, year] = [match[1]!.padStart(2, '0'), match[2]!.padStart(2, '0'), match[3]!];
  return parseCalendarDate(format === 'MM/DD/YYYY' ? `${year}-${first}-${second}` : `${year}-${second}-${first}`);
}

function mappedHeadings(mapping: BankCsvMapping): string[] {
  const { columns } = mapping;
  const remittance = typeof columns.remittance === 'string' ? [columns.remittance] : columns.remittance;
  return [
    columns.date,
    columns.valueDate,
    columns.amount,
    columns.credit,
    columns.currency,
    columns.payer,
    columns.bankReference,
    ...remittance,
  ].flatMap((heading) => (heading ? [key(heading)] : []));
}

export interface CsvRow {
  cells: string[];
  /** the file's line the row ends on (blank lines are skipped, and a quoted cell may span lines) */
  line: number;
}

/** A CSV's records with the line each ends on, or null when it cannot be read with `delimiter`. */
export function readCsvRows(text: string, delimiter: string): CsvRow[] | null {
  try {
    // With `info`, each record comes with where it was read; the library's types do not model the option.
    const records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: Info }[];
    return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch {
    return null;
  }
}

/** The rows and the index of the heading line, trying the mapping's delimiter or each usual one. */
function findHeadings(text: string, mapping: BankCsvMapping): { rows: CsvRow[]; heading: number } | null {
  const wanted = mappedHeadings(mapping);
  for (const delimiter of mapping.delimiter ? [mapping.delimiter] : [';', ',', '\t']) {
    const rows = readCsvRows(text, delimiter);
    const heading = rows?.findIndex((row) => {
      const headings = new Set(row.cells.map(key));
      return wanted.every((name) => headings.has(name));
    });
    if (rows && heading !== undefined && heading >= 0) return { rows, heading };
  }
  return null;
}

/** A bank CSV's credits, or why the file does not fit the mapping. */
export function parseBankCsv(text: string, mapping: BankCsvMapping): StatementParse {
  const { columns } = mapping;
  if (!columns.amount && !columns.credit) return { ok: false, error: 'The mapping names no amount column.' };
  if (!columns.currency && !mapping.currency) return { ok: false, error: 'The mapping names no currency.' };
  const found = findHeadings(text, mapping);
  if (!found) {
    return { ok: false, error: `No line of the file has the mapped headings (${mappedHeadings(mapping).join(', ')}).` };
  }
  const index = new Map(found.rows[found.heading]!.cells.map((heading, column) => [key(heading), column]));
  const cell = (row: string[], heading: string | undefined) =>
    heading === undefined ? '' : (row[index.get(key(heading))!] ?? '').trim();
  const remittanceColumns = typeof columns.remittance === 'string' ? [columns.remittance] : columns.remittance;

  const credits: BankCredit[] = [];
  const skipped: SkippedLine[] = [];
  for (const { cells: row, line } of found.rows.slice(found.heading + 1)) {
    const amountText = cell(row, columns.credit ?? columns.amount);
    const skip = (reason: string) => skipped.push({ line, reason });
    if (!amountText) {
      skip('No credit on this line.');
      continue;
    }
    const currency = (cell(row, columns.currency) || mapping.currency || '').toUpperCase();
    const amount = parseAmount(amountText, mapping.decimalSeparator, minorDigitsOf(currency));
    const bookedOn = parseCsvDate(cell(row, columns.date), mapping.dateFormat);
    if (amount === null || amount <= 0 || !bookedOn) {
      skip(
        amount === null
          ? `Unreadable amount “${amountText}”.`
          : amount <= 0
            ? 'A debit, not a credit.'
            : `Unreadable date “${cell(row, columns.date)}”.`,
      );
      continue;
    }
    credits.push({
      bookedOn,
      valueOn: columns.valueDate ? parseCsvDate(cell(row, columns.valueDate), mapping.dateFormat) : null,
      amount,
      currency,
      payer: cell(row, columns.payer).replace(/\s+/g, ' ') || null,
      remittance: remittanceColumns
        .map((heading) => cell(row, heading))
        .filter(Boolean)
        .join(' ')
        .replace(/\s+/g, ' '),
      bankReference: cell(row, columns.bankReference) || null,
    });
  }
  return { ok: true, statement: { format: 'csv', account: null, credits, skipped } };
}
