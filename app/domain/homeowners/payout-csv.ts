import { addDays, daysBetween, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { readCsvRows, type CsvRow } from '#app/domain/payments/statements/bank-csv';
import { parseAmount } from '#app/domain/payments/statements/credit';
import type { PayoutPlatform } from './payout-import';

/**
 * A platform's payout export read as reservations (issue 29, item 4): what Airbnb, Vrbo or Booking.com paid for
 * each stay it booked, for the stays we know only as calendar blocks. Columns are found by their heading (case and
 * spaces aside, in any order), as each platform names them in its export:
 *
 *  - Airbnb, Earnings/Transaction history → Export CSV: Date, Type, Confirmation Code, Start Date, (End Date),
 *    Nights, Guest, Listing, Currency, Amount, Paid Out, Host Fee… Only "Reservation" rows count (not Payout,
 *    Adjustment, Resolution…); Amount is the host's earnings, net of Airbnb's fee; dates MM/DD/YYYY. A long stay
 *    paid in instalments has several rows under one confirmation code: they add up.
 *  - Vrbo, Financial reporting → Payout summary → Download: Reservation ID, Booking Status, Check In, Check Out,
 *    Number of Nights, Payout Date, Gross Booking Amount, Deductions, Payout Amount, Payout Currency. Canceled
 *    bookings are left out.
 *  - Booking.com, Finance → Payouts → CSV: Type/Transaction type, Reference number, Check-in date, Check-out date,
 *    Reservation status, Room nights, Property name, Gross amount, Commission, Payments Service Fee, Transaction
 *    amount, Transaction currency, Payable amount, Payout currency… Only "Reservation" rows; the amount is the
 *    Payable amount in the payout's currency (else the Transaction amount in its own); cancelled ones left out.
 *
 * Guests' names are never read. Pure: no I/O.
 */

/** One reservation the platform paid for. */
export interface PayoutReservation {
  /** The file's line (its first, when instalments were added up). */
  line: number;
  /** The platform's confirmation code or reservation number, when it gives one. */
  code: string | null;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  /** The listing's or property's name, when the export has one. */
  listing: string | null;
  /** Minor units, in `currency` (upper case, as the file writes it). */
  amount: number;
  currency: string;
}

/** A reservation row that could not be read (its date, nights or amount). */
export interface UnreadableRow {
  line: number;
  code: string | null;
  problem: 'date' | 'nights' | 'amount';
}

export type PayoutParse =
  | { ok: true; reservations: PayoutReservation[]; unreadable: UnreadableRow[]; ignored: number }
  | { ok: false; problem: 'headings'; missing: string[] };

/** Each field's headings, by platform, the first found wins; `required` fields must be found. */
interface Layout {
  type?: readonly string[];
  /** The type's value on a reservation's row. */
  reservationType?: string;
  status?: readonly string[];
  code: readonly string[];
  checkIn: readonly string[];
  checkOut: readonly string[];
  nights: readonly string[];
  listing: readonly string[];
  /** Amount and currency headings, in pairs: the first pair with both headings present is read. */
  money: readonly (readonly [string, string])[];
  /** How the platform writes a day with slashes. */
  slashes: 'MM/DD/YYYY' | 'DD/MM/YYYY';
}

const LAYOUTS: Record<PayoutPlatform, Layout> = {
  airbnb: {
    type: ['type'],
    reservationType: 'reservation',
    code: ['confirmation code'],
    checkIn: ['start date'],
    checkOut: ['end date'],
    nights: ['nights'],
    listing: ['listing'],
    money: [['amount', 'currency']],
    slashes: 'MM/DD/YYYY',
  },
  vrbo: {
    status: ['booking status'],
    code: ['reservation id'],
    checkIn: ['check in', 'check-in'],
    checkOut: ['check out', 'check-out'],
    nights: ['number of nights', 'nights'],
    listing: ['property name', 'listing'],
    money: [['payout amount', 'payout currency']],
    slashes: 'MM/DD/YYYY',
  },
  'booking.com': {
    type: ['type/transaction type', 'type', 'transaction type'],
    reservationType: 'reservation',
    status: ['reservation status'],
    code: ['reference number', 'reservation number', 'book number'],
    checkIn: ['check-in date', 'check-in', 'arrival'],
    checkOut: ['check-out date', 'check-out', 'departure'],
    nights: ['room nights', 'nights'],
    listing: ['property name'],
    money: [
      ['payable amount', 'payout currency'],
      ['transaction amount', 'transaction currency'],
    ],
    slashes: 'DD/MM/YYYY',
  },
};

const key = (heading: string) =>
  heading
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A day as the platforms write it: 2026-05-10 (a time after it aside), 05/10/2026 in the platform's order, May 10, 2026 or 10 May 2026. */
export function parsePayoutDate(text: string, slashes: Layout['slashes']): CalendarDate | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return parseCalendarDate(value.slice(0, 10));
  const pad = (n: string) => n.padStart(2, '0');
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) {
    const [first, second, year] = [pad(numeric[1]!), pad(numeric[2]!), numeric[3]!];
    return parseCalendarDate(slashes === 'MM/DD/YYYY' ? `${year}-${first}-${second}` : `${year}-${second}-${first}`);
  }
  // "May 10, 2026" or "10 May 2026".
  const monthFirst = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i.exec(value);
  const dayFirst = /^(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4})$/i.exec(value);
  const [monthName, day, year] = monthFirst
    ? [monthFirst[1]!, monthFirst[2]!, monthFirst[3]!]
    : dayFirst
      ? [dayFirst[2]!, dayFirst[1]!, dayFirst[3]!]
      : ['', '', ''];
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  if (month === 0) return null;
  return parseCalendarDate(`${year}-${pad(String(month))}-${pad(day)}`);
}

/** "1,234.56", "1 234,56", "€1,234.56", "(12.00)" → minor units (2 digits); the platform's decimal mark guessed from the text. */
export function parsePayoutAmount(text: string): number | null {
  const value = text.replace(/[A-Za-z€$£\s\u00a0\u202f]/g, '');
  if (!value || value === '-') return null;
  // A comma followed by exactly 1–2 digits at the end is a decimal comma (1 234,56); otherwise a dot is.
  const decimal = /,\d{1,2}$/.test(value) && !/\.\d{1,2}$/.test(value) ? ',' : '.';
  return parseAmount(value, decimal, 2);
}

/** The file's rows, read with the first usual delimiter that gives rows of several cells. */
function readRows(text: string): CsvRow[] | null {
  for (const delimiter of [',', ';', '\t']) {
    const rows = readCsvRows(text, delimiter);
    if (rows?.some((row) => row.cells.length > 2)) return rows;
  }
  return null;
}

/** The platform's export as reservations, or the headings it lacks (not this platform's file, or not a CSV). */
export function parsePayoutCsv(text: string, platform: PayoutPlatform): PayoutParse {
  const layout = LAYOUTS[platform];
  const rows = readRows(text) ?? [];
  const required = { code: layout.code, checkIn: layout.checkIn, ...(layout.type ? { type: layout.type } : {}) };
  // The heading line: the first with the check-in's heading and a full pair of money headings.
  for (const [index, row] of rows.entries()) {
    const at = new Map(row.cells.map((heading, column) => [key(heading), column] as const));
    const find = (names: readonly string[]) => names.map((name) => at.get(name)).find((column) => column !== undefined);
    const money = layout.money.find(([amount, currency]) => at.has(amount) && at.has(currency));
    if (find(layout.checkIn) === undefined || !money) continue;
    const missing = Object.values(required).filter((names) => find(names) === undefined);
    if (find(layout.checkOut) === undefined && find(layout.nights) === undefined) missing.push(layout.nights);
    if (missing.length > 0) return { ok: false, problem: 'headings', missing: missing.map((names) => names[0]!) };
    return {
      ok: true,
      ...readReservations(
        rows.slice(index + 1),
        layout,
        find,
        money.map((name) => at.get(name)!),
      ),
    };
  }
  const money = layout.money[0]!;
  return { ok: false, problem: 'headings', missing: [layout.checkIn[0]!, money[0], money[1]] };
}

function readReservations(
  rows: readonly CsvRow[],
  layout: Layout,
  find: (names: readonly string[]) => number | undefined,
  [amountColumn, currencyColumn]: number[],
) {
  const column = {
    type: layout.type ? find(layout.type) : undefined,
    status: layout.status ? find(layout.status) : undefined,
    code: find(layout.code),
    checkIn: find(layout.checkIn)!,
    checkOut: find(layout.checkOut),
    nights: find(layout.nights),
    listing: find(layout.listing),
  };
  const cell = (row: CsvRow, at: number | undefined) => {
    const value = at === undefined ? '' : (row.cells[at] ?? '').trim();
    return value === '-' ? '' : value;
  };
  const byCode = new Map<string, PayoutReservation>();
  const reservations: PayoutReservation[] = [];
  const unreadable: UnreadableRow[] = [];
  let ignored = 0;
  for (const row of rows) {
    const type = cell(row, column.type).toLowerCase();
    const status = cell(row, column.status).toLowerCase();
    if ((layout.reservationType && type !== layout.reservationType) || /cancel/.test(status)) {
      ignored += 1;
      continue;
    }
    const code = cell(row, column.code) || null;
    const checkIn = parsePayoutDate(cell(row, column.checkIn), layout.slashes);
    const givenOut = cell(row, column.checkOut);
    const nightsText = cell(row, column.nights);
    const nights = givenOut && checkIn ? null : /^\d{1,3}$/.test(nightsText) ? Number(nightsText) : NaN;
    const checkOut = givenOut
      ? parsePayoutDate(givenOut, layout.slashes)
      : checkIn && nights
        ? addDays(checkIn, nights)
        : null;
    const amount = parsePayoutAmount(cell(row, amountColumn));
    const problem: UnreadableRow['problem'] | null =
      !checkIn || (givenOut && !checkOut)
        ? 'date'
        : !checkOut || checkOut <= checkIn
          ? 'nights'
          : amount === null || amount < 0
            ? 'amount'
            : null;
    if (problem) {
      unreadable.push({ line: row.line, code, problem });
      continue;
    }
    const reservation: PayoutReservation = {
      line: row.line,
      code,
      checkIn: checkIn!,
      checkOut: checkOut!,
      nights: daysBetween(checkIn!, checkOut!),
      listing: cell(row, column.listing) || null,
      amount: amount!,
      currency: cell(row, currencyColumn).toUpperCase(),
    };
    // Instalments of one reservation (Airbnb pays a month's stay monthly): one reservation, their sum.
    const same = code ? byCode.get(code) : undefined;
    if (same && same.checkIn === reservation.checkIn && same.currency === reservation.currency) {
      same.amount += reservation.amount;
      continue;
    }
    if (code) byCode.set(code, reservation);
    reservations.push(reservation);
  }
  return { reservations, unreadable, ignored };
}
