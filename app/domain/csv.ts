/**
 * CSV exports (leads, bookings) as spreadsheets open them: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order
 * mark (so Excel reads « é » and « € » right), and no formulas. A text cell that a spreadsheet would read as a
 * formula — one starting with =, +, -, @, a tab or a carriage return (OWASP "CSV injection") — is prefixed with
 * an apostrophe, which spreadsheets show as text and never evaluate. Numbers are written as numbers: a negative
 * amount is data, not a formula.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** A column of an export: its heading and how a row gives its value. */
export interface CsvColumn<Row> {
  heading: string;
  value: (row: Row) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could be read as a formula, quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the byte order mark, the headings, then a line per row. */
export function csvDocument<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.heading)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
