import type { Currency } from '#app/domain/currency/currency';

/**
 * The homeowner's earnings this year against last (issue 29, item 5; docs/decisions/033-homeowner-page.md): the
 * database sums the frozen lines of their issued, sent and paid statements per villa, currency and month
 * (homeowner_earnings, …_homeowner_statement_access.sql); this only places those sums in a table and says which
 * months no statement covers yet. It adds no amounts.
 */

/** A row of homeowner_earnings: a month's sum (period 'month') or a year's (period 'year'), in minor units. */
export interface EarningsRow {
  rental_id: string;
  rental: string | null;
  currency: Currency;
  period: 'month' | 'year';
  /** The month's or the year's first day. */
  month: string;
  amount: number;
}

/**
 * A month of the table: its sum from the statement that covers it ('stated'; 0 when that statement has no line
 * for the villa), not in a statement yet ('pending': the month is over or running, and no statement of it or of a
 * later month is issued), with nothing to state ('nothing': a later month is stated, and the agency drafts a
 * statement for every month with activity, so this one had none), or still to come ('future').
 */
export type EarningsCell =
  | { state: 'stated'; amount: number }
  | { state: 'pending' }
  | { state: 'nothing' }
  | { state: 'future' }
  | { state: 'not-owned' };

export interface EarningsTable {
  currency: Currency;
  /** This year, then last year. */
  years: [number, number];
  /** Twelve rows, January first: the month's number (1–12), this year's cell, last year's. */
  months: { month: number; cells: [EarningsCell, EarningsCell] }[];
  /** Each year's total of the months stated (the database's sum), or null when none is. */
  totals: [number | null, number | null];
}

/**
 * One table per currency for a villa: the currencies its rows have, or `fallback` (the homeowner's) when it has
 * none. `stated` lists the months ('YYYY-MM-01') of the homeowner's issued statements per currency; a month
 * wholly before `ownedFrom` (the villa's first day theirs) was not theirs ('not-owned').
 */
export function earningsTables(
  rows: readonly EarningsRow[],
  rentalId: string,
  stated: ReadonlyMap<Currency, ReadonlySet<string>>,
  fallback: Currency,
  today: string,
  ownedFrom: string,
): EarningsTable[] {
  const year = Number(today.slice(0, 4));
  const thisMonth = today.slice(0, 7);
  const mine = rows.filter((row) => row.rental_id === rentalId);
  const currencies = [...new Set(mine.map((row) => row.currency))].sort();
  return (currencies.length > 0 ? currencies : [fallback]).map((currency) => {
    const sums = new Map(
      mine.filter((row) => row.currency === currency).map((row) => [`${row.period} ${row.month.slice(0, 10)}`, row.amount]),
    );
    const statedMonths = stated.get(currency) ?? new Set<string>();
    const latestStated = [...statedMonths].sort().at(-1)?.slice(0, 7) ?? '';
    const cell = (y: number, m: number): EarningsCell => {
      const key = `${y}-${String(m).padStart(2, '0')}`;
      if (statedMonths.has(`${key}-01`)) return { state: 'stated', amount: sums.get(`month ${key}-01`) ?? 0 };
      if (key > thisMonth) return { state: 'future' };
      if (key < ownedFrom.slice(0, 7)) return { state: 'not-owned' };
      return key < latestStated ? { state: 'nothing' } : { state: 'pending' };
    };
    const total = (y: number) => sums.get(`year ${y}-01-01`) ?? (hasStated(statedMonths, y) ? 0 : null);
    return {
      currency,
      years: [year, year - 1],
      months: Array.from({ length: 12 }, (_, index) => ({
        month: index + 1,
        cells: [cell(year, index + 1), cell(year - 1, index + 1)] as [EarningsCell, EarningsCell],
      })),
      totals: [total(year), total(year - 1)],
    };
  });
}

const hasStated = (months: ReadonlySet<string>, year: number) =>
  [...months].some((month) => month.startsWith(`${year}-`));

/** The months ('YYYY-MM-01') of the issued, sent and paid statements, per currency. */
export function statedMonths(statements: readonly { currency: Currency; month: string; status: string }[]) {
  const stated = new Map<Currency, Set<string>>();
  for (const statement of statements) {
    if (statement.status === 'draft') continue;
    const months = stated.get(statement.currency) ?? new Set<string>();
    months.add(statement.month.slice(0, 10));
    stated.set(statement.currency, months);
  }
  return stated;
}
