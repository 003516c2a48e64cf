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
  record: FirstLoadRecord,
  reason: string,
  date: string,
): FirstLoadRecord {
  if (reason.trim().length < 10) throw new Error('Say why the figures change (at least a sentence).');
  const pages = Object.fromEntries(Object.entries(measured).map(([page, kb]) => [page, tenth(kb)]));
  return { ...record, pages, changes: [...record.changes, { date, reason: reason.trim() }] };
}
