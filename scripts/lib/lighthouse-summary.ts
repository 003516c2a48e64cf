/**
 * What `npm run lighthouse` makes of a page's runs (issue 33, item 5): only the runs whose `benchmarkIndex` (the
 * CPU speed Lighthouse measured just before) is at least the minimum count, since a slow minute of this shared
 * machine says nothing about the code; the median Performance, LCP, TBT and CLS of those, the lowest
 * Accessibility, Best Practices and SEO of every completed run (they do not depend on the machine's speed).
 */

/** The four scores (out of 100) and the three metrics (ms, and CLS's own unit) of a run, or of a page's runs. */
interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The Accessibility, Best Practices and SEO audits that did not pass. */
  failing: string[];
}

/** One completed Lighthouse run of a page. */
export interface Run extends Scores {
  benchmarkIndex: number;
}

/** A run, or why Lighthouse could not complete it (headless Chromium now and then gives up on a page). */
export type Attempt = { run: Run } | { error: string };

export interface Targets {
  /** Counted runs each page needs (`--runs`). */
  runs: number;
  /** The lowest `benchmarkIndex` a run is counted at (`--min-index`). */
  minIndex: number;
  /** The lowest median Performance (95 in issue 33). */
  performance: number;
}

/** A page's runs: the medians and minimums above, over the counted runs (the minimums over every completed one). */
export interface Summary extends Scores {
  counted: number;
  /** The median Performance of every completed run, dropped ones too (a hint when none counted). */
  performanceOfAll: number;
  /** Each run's index in the order run: `2010` counted, `(1320)` dropped, `error` not completed. */
  indexes: string;
  /** What the page missed; empty when every target is met. */
  missed: string[];
}

export const counted = (attempt: Attempt, minIndex: number): attempt is { run: Run } =>
  'run' in attempt && attempt.run.benchmarkIndex >= minIndex;

export const countedRuns = (attempts: readonly Attempt[], minIndex: number) =>
  attempts.filter((attempt) => counted(attempt, minIndex)).length;

export function median(numbers: readonly number[]): number {
  if (!numbers.length) return NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const lowest = (numbers: readonly number[]) => (numbers.length ? Math.min(...numbers) : NaN);

export function summarise(attempts: readonly Attempt[], targets: Targets, darkAccessibility?: number): Summary {
  const completed = attempts.flatMap((attempt) => ('run' in attempt ? [attempt.run] : []));
  const kept = attempts.flatMap((attempt) => (counted(attempt, targets.minIndex) ? [attempt.run] : []));
  const summary = {
    counted: kept.length,
    performance: median(kept.map((run) => run.performance)),
    performanceOfAll: median(completed.map((run) => run.performance)),
    accessibility: lowest(completed.map((run) => run.accessibility)),
    bestPractices: lowest(completed.map((run) => run.bestPractices)),
    seo: lowest(completed.map((run) => run.seo)),
    lcp: median(kept.map((run) => run.lcp)),
    tbt: median(kept.map((run) => run.tbt)),
    cls: median(kept.map((run) => run.cls)),
    indexes: attempts
      .map((attempt) => {
        if (!('run' in attempt)) return 'error';
        const index = String(Math.round(attempt.run.benchmarkIndex));
        return counted(attempt, targets.minIndex) ? index : `(${index})`;
      })
      .join(' '),
    failing: [...new Set(completed.flatMap((run) => run.failing))].sort(),
  };
  const missed = [
    kept.length < targets.runs ? `${kept.length} of ${targets.runs} runs counted` : '',
    kept.length && !(summary.performance >= targets.performance) ? `Performance < ${targets.performance}` : '',
    !completed.length ? 'no completed run' : '',
    completed.length && summary.accessibility !== 100 ? 'Accessibility < 100' : '',
    completed.length && summary.bestPractices !== 100 ? 'Best Practices < 100' : '',
    completed.length && summary.seo !== 100 ? 'SEO < 100' : '',
    darkAccessibility !== undefined && darkAccessibility !== 100 ? 'Accessibility (dark) < 100' : '',
  ].filter(Boolean);
  return { ...summary, missed };
}

/**
 * The pages to run again in an extra round: those with fewer counted runs than the target, while rounds remain
 * (`maxRounds` in all, so a machine that stays slow ends the script instead of running it forever).
 */
export function pagesToRerun<Key>(
  attempts: ReadonlyMap<Key, readonly Attempt[]>,
  targets: Targets,
  roundsDone: number,
  maxRounds: number,
): Key[] {
  if (roundsDone >= maxRounds) return [];
  return [...attempts].filter(([, list]) => countedRuns(list, targets.minIndex) < targets.runs).map(([key]) => key);
}
