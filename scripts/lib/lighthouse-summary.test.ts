import { describe, expect, it } from 'vitest';
import { type Attempt, countedRuns, median, pagesToRerun, summarise, type Targets } from './lighthouse-summary';

const TARGETS: Targets = { runs: 3, minIndex: 1500, performance: 95 };

const run = (benchmarkIndex: number, performance = 98, others: Partial<Record<'a' | 'bp' | 'seo', number>> = {}) =>
  ({
    run: {
      performance,
      accessibility: others.a ?? 100,
      bestPractices: others.bp ?? 100,
      seo: others.seo ?? 100,
      lcp: 1800,
      tbt: performance === 98 ? 40 : 400,
      cls: 0,
      benchmarkIndex,
      failing: others.a && others.a < 100 ? ['color-contrast (accessibility)'] : [],
    },
  }) satisfies Attempt;

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarise', () => {
  it('counts only the runs at or above the minimum index, and lists every run’s index', () => {
    const summary = summarise([run(1600), run(1200, 70), run(1500), run(2100), { error: 'NO_FCP' }], TARGETS, 100);
    expect(summary.counted).toBe(3);
    expect(summary.performance).toBe(98);
    expect(summary.tbt).toBe(40);
    expect(summary.indexes).toBe('1600 (1200) 1500 2100 error');
    expect(summary.missed).toEqual([]);
  });

  it('takes the lowest Accessibility, Best Practices and SEO of every completed run, dropped ones too', () => {
    const summary = summarise([run(1600), run(1700), run(1800), run(900, 60, { a: 96 })], TARGETS);
    expect(summary.accessibility).toBe(96);
    expect(summary.failing).toEqual(['color-contrast (accessibility)']);
    expect(summary.missed).toEqual(['Accessibility < 100']);
  });

  it('misses the target when too few runs counted, the median Performance is low, or dark Accessibility falls', () => {
    const summary = summarise([run(1600, 90), run(1400), run(1700, 94)], TARGETS, 98);
    expect(summary.missed).toEqual(['2 of 3 runs counted', 'Performance < 95', 'Accessibility (dark) < 100']);
    expect(summarise([{ error: 'x' }], TARGETS).missed).toEqual(['0 of 3 runs counted', 'no completed run']);
  });

  it('gives the median Performance of the dropped runs too, when none counted', () => {
    const summary = summarise([run(1000, 80), run(1100, 90), run(900, 70)], TARGETS);
    expect(summary.performance).toBeNaN();
    expect(summary.performanceOfAll).toBe(80);
    expect(summary.missed).toEqual(['0 of 3 runs counted']);
  });
});

describe('pagesToRerun', () => {
  it('reruns the pages short of counted runs until the last round', () => {
    const attempts = new Map<string, Attempt[]>([
      ['home', [run(1600), run(1700), run(1800)]],
      ['rental', [run(1600), run(1000), { error: 'x' }]],
    ]);
    expect(countedRuns(attempts.get('rental')!, TARGETS.minIndex)).toBe(1);
    expect(pagesToRerun(attempts, TARGETS, 3, 6)).toEqual(['rental']);
    expect(pagesToRerun(attempts, TARGETS, 6, 6)).toEqual([]);
  });
});
