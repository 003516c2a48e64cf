import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { MINOR_UNIT_DIGITS } from '#app/domain/payments/money';

/** One credit (money in) read from a bank statement, whatever its format. */
export interface BankCredit {
  /** the day the bank booked it */
  bookedOn: CalendarDate;
  valueOn: CalendarDate | null;
  /** > 0, minor units of `currency` */
  amount: number;
  /** ISO 4217 code as the bank wrote it: a credit in a currency we take no payments in is shown, never matched */
  currency: string;
  /** the debtor's name */
  payer: string | null;
  /** everything the payer wrote: unstructured lines, structured references, additional information */
  remittance: string;
  /** the bank's own reference of the credit, when it gives one */
  bankReference: string | null;
}

/** A line or entry of the statement that is not a credit we can read, and why (shown to staff). */
export interface SkippedLine {
  /** the entry's number in the file (1-based), or the CSV line's */
  line: number;
  reason: string;
}

export interface BankStatement {
  format: 'camt.053' | 'csv';
  /** the account's IBAN or number, when the file says */
  account: string | null;
  credits: BankCredit[];
  skipped: SkippedLine[];
}

export type StatementParse = { ok: true; statement: BankStatement } | { ok: false; error: string };

/** Digits after the decimal point of a currency code; 2 for those we do not price in (ISO 4217's usual). */
export function minorDigitsOf(currency: string): number {
  return (MINOR_UNIT_DIGITS as Record<string, number | undefined>)[currency] ?? 2;
}

/**
 * A decimal amount as a bank writes it — '1234.56', '1,234.56', '1.234,56', '1 234,56', "1'234.56", '-12,5',
 * '12.50-', '(12.50)' — in minor units, computed on the digits (never through a float). `decimal` is the
 * separator of the fraction; the other one, spaces and apostrophes group thousands. Null when it is not an
 * amount, or has more non-zero decimals than the currency has.
 */
export function parseAmount(text: string, decimal: '.' | ',', digits: number): number | null {
  let value = text.replace(/[\s\u00a0\u202f']/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(value)) [negative, value] = [true, value.slice(1, -1)];
  if (value.endsWith('-')) [negative, value] = [true, value.slice(0, -1)];
  if (value.startsWith('-')) [negative, value] = [!negative, value.slice(1)];
  else if (value.startsWith('+')) value = value.slice(1);
  const grouping = decimal === '.' ? ',' : '.';
  if (!new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})*(\\${decimal}\\d+)?$|^\\d+(\\${decimal}\\d+)?$`).test(value)) {
    return null;
  }
  const [whole, fraction = ''] = value.split(grouping).join('').split(decimal) as [string, string?];
  if (/[1-9]/.test(fraction.slice(digits))) return null;
  const minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return negative && minor !== 0 ? -minor : minor;
}

/** 'YYYY-MM-DD', or the date of 'YYYY-MM-DDThh:mm:ss…' as the bank wrote it. */
export function isoDateOf(text: string | null | undefined): CalendarDate | null {
  return text ? parseCalendarDate(text.trim().slice(0, 10)) : null;
}
