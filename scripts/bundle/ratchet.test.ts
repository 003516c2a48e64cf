import { describe, expect, it } from 'vitest';
import { judgePages, overBudget, ratchetFails, recordFigures, type FirstLoadRecord } from './ratchet';

const record: FirstLoadRecord = {
  note: '',
  allowanceKb: 1,
  pages: { '/home': 128.7, '/fr/home': 128.9 },
  changes: [{ date: '2026-11-28', reason: 'First figures.' }],
};

describe('the first-load ratchet', () => {
  it('lets a page grow by the allowance and no more', () => {
    expect(ratchetFails(judgePages({ '/home': 129.7, '/fr/home': 128.9 }, record))).toBe(false);
    const verdicts = judgePages({ '/home': 129.8, '/fr/home': 128.9 }, record);
    expect(verdicts[0]).toMatchObject({ page: '/home', verdict: 'grown', changeKb: 1.1 });
    expect(ratchetFails(verdicts)).toBe(true);
  });

  it('fails on a public page with no recorded figure', () => {
    const verdicts = judgePages({ '/home': 128.7, '/fr/home': 128.9, '/saved': 120 }, record);
    expect(verdicts[2]).toMatchObject({ verdict: 'unrecorded', recorded: null });
    expect(ratchetFails(verdicts)).toBe(true);
  });

  it('says when a page shrank enough to lower its figure, without failing', () => {
    const verdicts = judgePages({ '/home': 127.5, '/fr/home': 128.9 }, record);
    expect(verdicts[0]?.verdict).toBe('shrunk');
    expect(ratchetFails(verdicts)).toBe(false);
  });

  it('records new figures only with a reason, and keeps the reasons', () => {
    expect(() => recordFigures({ '/home': 130 }, { '/home': 20 }, record, ' ', '2026-11-29')).toThrow(/why/);
    const next = recordFigures(
      { '/home': 130.04, '/fr/home': 130.26 },
      { '/home': 20.04, '/fr/home': 20.26 },
      record,
      'Payments on the rental page.',
      '2026-11-29',
    );
    expect(next.pages).toEqual({ '/home': 130, '/fr/home': 130.3 });
    expect(next.appShares).toEqual({ '/home': 20, '/fr/home': 20.3 });
    expect(next.changes.at(-1)).toEqual({ date: '2026-11-29', reason: 'Payments on the rental page.' });
    expect(next.changes).toHaveLength(2);
  });

  it("flags a page over its whole budget or over the app's share, as the report rounds them", () => {
    const budget = { totalKb: 125, appKb: 15 };
    expect(overBudget({ totalKb: 125.04, appKb: 15.04 }, budget)).toEqual([]);
    expect(overBudget({ totalKb: 125.06, appKb: 14 }, budget)).toEqual(['total']);
    expect(overBudget({ totalKb: 120, appKb: 15.1 }, budget)).toEqual(['app']);
    expect(overBudget({ totalKb: 130, appKb: 20 }, budget)).toEqual(['total', 'app']);
  });
});
