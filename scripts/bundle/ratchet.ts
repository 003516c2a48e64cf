/**
 * The first-load ratchet (issue 27.8): each public page's first-load JavaScript may not grow by more than
 * `allowanceKb` over the figure recorded in bench/first-load.json. Raising a figure is a deliberate commit:
 * `npm run bundle:record -- "<why>"` rewrites the figures and keeps the reason beside them.
 */
export interface FirstLoadRecord {
  note: string;
  allowanceKb: number;
  /** Kilobytes (gzip) per page label: `/home`, `/fr/home`, … */
  pages: Record<string, number>;
  /** Of which the app's own (the rest is React and React Router), per page label. */
  appShares?: Record<string, number>;
  /** Why the figures are what they are, newest last. */
  changes: { date: string; reason: string }[];
}

export interface PageVerdict {
  page: string;
  kb: number;
  recorded: number | null;
  /** Positive when the page grew. */
  changeKb: number | null;
  verdict: 'ok' | 'grown' | 'unrecorded' | 'shrunk';
}

const tenth = (kb: number) => Math.round(kb * 10) / 10;

/** Each measured page against its record; `shrunk` says the record could be lowered (the ratchet's other way). */
export function judgePages(measured: Record<string, number>, record: FirstLoadRecord): PageVerdict[] {
  return Object.entries(measured).map(([page, kb]) => {
    const recorded = record.pages[page] ?? null;
    if (recorded === null) return { page, kb, recorded, changeKb: null, verdict: 'unrecorded' };
    const changeKb = tenth(kb - recorded);
    const verdict = changeKb > record.allowanceKb ? 'grown' : changeKb < -record.allowanceKb ? 'shrunk' : 'ok';
    return { page, kb, recorded, changeKb, verdict };
  });
}

/** Whether the build must fail: a page grew past its allowance, or a public page has no figure yet. */
export function ratchetFails(verdicts: readonly PageVerdict[]): boolean {
  return verdicts.some((v) => v.verdict === 'grown' || v.verdict === 'unrecorded');
}

/** The record with today's figures and the reason they changed; refuses a change without a reason. */
export function recordFigures(
  measured: Record<string, number>,
  appShares: Record<string, number>,
  record: FirstLoadRecord,
  reason: string,
  date: string,
): FirstLoadRecord {
  if (reason.trim().length < 10) throw new Error('Say why the figures change (at least a sentence).');
  const tenths = (figures: Record<string, number>) =>
    Object.fromEntries(Object.entries(figures).map(([page, kb]) => [page, tenth(kb)]));
  return {
    ...record,
    pages: tenths(measured),
    appShares: tenths(appShares),
    changes: [...record.changes, { date, reason: reason.trim() }],
  };
}

/** A page's first-load budget: its whole first-load JavaScript, and the app's own share of it. */
export interface FirstLoadBudget {
  totalKb: number;
  appKb: number;
}

/** Which of a page's figures are over their budget (tenths of a kilobyte, as the report prints them). */
export function overBudget(page: FirstLoadBudget, budget: FirstLoadBudget): ('total' | 'app')[] {
  return [
    ...(tenth(page.totalKb) > budget.totalKb ? (['total'] as const) : []),
    ...(tenth(page.appKb) > budget.appKb ? (['app'] as const) : []),
  ];
}
