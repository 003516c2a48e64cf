import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import { csvDocument } from '#app/domain/csv';
import type { StatementLine } from './statement-rows';
import { canBecome, isDraft, STATEMENT_STATES } from './statement-states';
import { monthLabel, parseStatementMonth, statementCsvColumns, statementLineText } from './statements';

const day = (value: string) => value as CalendarDate;
const line = (overrides: Partial<StatementLine>): StatementLine => ({
  line_no: 1,
  kind: 'accommodation',
  day: '2026-03-01',
  rental_id: 'r',
  rental: 'Villa Azur',
  stay_id: 's',
  reference: 'IE-1A2B3C4D',
  nights: 3,
  base: null,
  percent: null,
  share_percent: null,
  amount: 360_000,
  source_id: null,
  for_month: null,
  ...overrides,
});

describe('the statement states', () => {
  it('go draft → issued → sent → paid, one step at a time, never back', () => {
    const allowed = STATEMENT_STATES.flatMap((from) =>
      STATEMENT_STATES.filter((to) => canBecome(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['draft→issued', 'issued→sent', 'sent→paid']);
    expect(STATEMENT_STATES.filter(isDraft)).toEqual(['draft']);
  });
});

describe('the month of a run', () => {
  it('reads ?month=YYYY-MM, and falls back to the month before today', () => {
    expect(parseStatementMonth('2026-03', day('2026-11-29'))).toBe('2026-03-01');
    expect(parseStatementMonth(null, day('2026-11-29'))).toBe('2026-10-01');
    expect(parseStatementMonth(null, day('2027-01-05'))).toBe('2026-12-01');
    for (const bad of ['2026-13', '2026-00', '1999-05', '2026-3', 'March', '2026-03-01']) {
      expect(parseStatementMonth(bad, day('2026-11-29')), bad).toBe('2026-10-01');
    }
    expect(monthLabel('2026-03-01')).toBe('March 2026');
    expect(monthLabel('2026-03-01', 'fr')).toBe('mars 2026');
  });
});

describe('a statement line, said', () => {
  it('names the stay, its nights, the commission’s base and a co-owner’s share, in both languages', () => {
    expect(statementLineText(line({}), 'EUR', 'en')).toBe('Accommodation — IE-1A2B3C4D, 3 nights');
    expect(statementLineText(line({}), 'EUR', 'fr')).toBe('Location — IE-1A2B3C4D, 3 nuits');
    const commission = line({ kind: 'commission', base: 252_000, percent: 25, amount: -63_000, share_percent: 60 });
    expect(statementLineText(commission, 'EUR', 'en')).toBe(
      'Commission — 25 % of €2,520.00, IE-1A2B3C4D, 3 nights, your share 60 %',
    );
    expect(statementLineText({ ...commission, percent: '18.50' }, 'EUR', 'fr')).toMatch(
      /^Commission — 18,5 % de 2\s520,00\s€/,
    );
    const correction = line({ kind: 'correction', reference: null, nights: null, for_month: '2026-03-01' });
    expect(statementLineText(correction, 'EUR', 'en')).toBe('Correction — to the statement of March 2026');
    expect(statementLineText(correction, 'EUR', 'fr')).toBe('Correction — du relevé de mars 2026');
  });

  it('exports the lines as CSV, amounts in whole units to the cent', () => {
    const csv = csvDocument(statementCsvColumns('EUR'), [
      line({}),
      line({ line_no: 2, kind: 'commission', base: 75_001, percent: '25.00', amount: -18_750 }),
    ]);
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFLine,Date,Kind,Villa,Reference,Nights,Commission base,Commission %,Share %,Corrects month,Amount,Currency',
      '1,2026-03-01,accommodation,Villa Azur,IE-1A2B3C4D,3,,,,,3600,EUR',
      '2,2026-03-01,commission,Villa Azur,IE-1A2B3C4D,3,750.01,25,,,-187.5,EUR',
    ]);
  });
});

describe('the payout form', () => {
  it('reads an amount to the cent in minor units, refuses a future day, and proposes the closing balance', async () => {
    const { payoutSchema, payoutFormValues } = await import('./statement-forms');
    const parsed = payoutSchema.safeParse({
      intent: 'pay',
      paidOn: '2026-04-05',
      amount: '8,317.01',
      reference: 'MAR',
    });
    expect(parsed.success && parsed.data).toEqual({
      intent: 'pay',
      paidOn: '2026-04-05',
      amount: 831_701,
      reference: 'MAR',
      note: null,
    });
    const bad = payoutSchema.safeParse({ intent: 'pay', paidOn: '2999-01-01', amount: '0', reference: '' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.path[0])).toEqual([
      'paidOn',
      'amount',
      'reference',
    ]);
    expect(payoutFormValues(831_701, day('2026-04-05'))).toMatchObject({ amount: '8317.01', paidOn: '2026-04-05' });
    expect(payoutFormValues(-5_000, day('2026-04-05')).amount).toBe('');
  });
});
