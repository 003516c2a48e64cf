import { describe, expect, it } from 'vitest';
import { earningsTables, statedMonths, type EarningsRow } from './owner-earnings';

const row = (overrides: Partial<EarningsRow>): EarningsRow => ({
  rental_id: 'azur',
  rental: 'Villa Azur',
  currency: 'EUR',
  period: 'month',
  month: '2026-02-01',
  amount: 0,
  ...overrides,
});

describe('earningsTables', () => {
  const stated = statedMonths([
    { currency: 'EUR', month: '2026-02-01', status: 'issued' },
    { currency: 'EUR', month: '2026-03-01', status: 'paid' },
    { currency: 'EUR', month: '2025-02-01', status: 'sent' },
    { currency: 'EUR', month: '2026-04-01', status: 'draft' },
  ]);
  const rows = [
    row({ month: '2026-02-01', amount: 307_950 }),
    row({ period: 'year', month: '2026-01-01', amount: 307_950 }),
    row({ month: '2025-02-01', amount: 80_000 }),
    row({ period: 'year', month: '2025-01-01', amount: 80_000 }),
    row({ rental_id: 'corail', month: '2026-02-01', amount: 1 }),
  ];

  it('places the database’s sums and says which months no issued statement covers', () => {
    const [table, ...others] = earningsTables(rows, 'azur', stated, 'USD', '2026-05-14', '2025-01-20');
    expect(others).toEqual([]);
    expect(table!.currency).toBe('EUR');
    expect(table!.years).toEqual([2026, 2025]);
    const cells = (month: number) => table!.months[month - 1]!.cells;
    expect(cells(2)).toEqual([
      { state: 'stated', amount: 307_950 },
      { state: 'stated', amount: 80_000 },
    ]);
    // January, before the latest month stated (March 2026), had nothing to state, in both years. March is stated with no line for the villa; April is only a draft; May is running; June is to come.
    expect(cells(1)).toEqual([{ state: 'nothing' }, { state: 'nothing' }]);
    expect(cells(3)[0]).toEqual({ state: 'stated', amount: 0 });
    expect(cells(4)[0]).toEqual({ state: 'pending' });
    expect(cells(5)[0]).toEqual({ state: 'pending' });
    expect(cells(6)).toEqual([{ state: 'future' }, { state: 'nothing' }]);
    expect(table!.totals).toEqual([307_950, 80_000]);
  });

  it('gives a villa without any stated line one table in the homeowner’s currency, with no total', () => {
    const [table] = earningsTables([], 'azur', new Map(), 'USD', '2026-05-14', '2025-03-02');
    expect(table!.currency).toBe('USD');
    expect(table!.totals).toEqual([null, null]);
    // Theirs from March 2, 2025: January and February of last year were not theirs; March on, not yet stated.
    expect(table!.months.map((month) => month.cells[1].state)).toEqual([
      'not-owned',
      'not-owned',
      ...Array.from({ length: 10 }, () => 'pending'),
    ]);
  });
});
