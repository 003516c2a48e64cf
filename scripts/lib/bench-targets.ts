/**
 * Issue 33's targets, judged from one run of `npm run bench` (scripts/bench.ts): each ratio, what it must reach and
 * whether it did, as one table.
 */

export type Engine = 'PGlite' | 'PostgreSQL';

export interface Measure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface SizeResult {
  engine: Engine;
  size: number;
  rows: Measure[];
  startupMs: number;
  /** The server's event-loop delay while it answered the uncached rows (ms), when measured. */
  eventLoop?: { p50: number; p99: number; max: number };
}

export const LABELS = {
  reference: 'reference: minimal React Router app, bare route',
  floor: 'bare route (/_bench/floor)',
  static: 'static file (the /properties HTML, through the server)',
  nginx: 'nginx, the same bytes as a file (1 worker)',
} as const;

/** Uncached public pages and the share of the bare route's rate each must reach. */
export const PAGE_TARGETS: Record<string, number> = {
  '/': 0.8,
  '/properties': 0.8,
  '/properties filtered': 0.8,
  '/properties deep page': 0.8,
  '/rentals': 0.8,
  '/rentals by dates': 0.8,
  '/blog': 0.8,
  'a property': 0.6,
  'a rental': 0.6,
  'a rental with dates': 0.6,
  'a post': 0.6,
};
export const STAFF_LIST = 'admin properties list (staff)';

export interface Verdict {
  target: string;
  where: string;
  measured: string;
  goal: string;
  met: boolean;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const find = (rows: readonly Measure[], start: string) => rows.find((row) => row.label.startsWith(start));

export function judgeTargets(results: readonly SizeResult[]): Verdict[] {
  const verdicts: Verdict[] = [];
  const at = (result: SizeResult) => `${result.engine}, ${result.size.toLocaleString('en-US')}`;
  for (const result of results) {
    const floor = find(result.rows, LABELS.floor);
    // One row's rate against another's: at least `goal` times it.
    const against = (target: string, row: Measure | undefined, of: Measure | undefined, goal: number) => {
      if (!row || !of) return;
      const r = ratio(row.rps, of.rps);
      verdicts.push({
        target,
        where: at(result),
        measured: `${r.toFixed(2)}× (${row.rps} ÷ ${of.rps} req/s)`,
        goal: `≥ ${goal.toFixed(2)}×`,
        met: r >= goal,
      });
    };
    against('bare route ÷ reference app', floor, find(result.rows, LABELS.reference), 0.8);
    against('static file ÷ nginx', find(result.rows, LABELS.static), find(result.rows, LABELS.nginx), 0.5);
    if (floor) {
      for (const [page, goal] of Object.entries(PAGE_TARGETS)) {
        const row = result.rows.find((r) => r.label.startsWith(`${page} `) && r.label.endsWith('— uncached'));
        if (!row) continue;
        const r = ratio(row.rps, floor.rps);
        verdicts.push({
          target: `${page}, uncached ÷ bare route`,
          where: at(result),
          measured: `${r.toFixed(2)}× (${row.rps} req/s)`,
          goal: `≥ ${goal.toFixed(2)}×`,
          met: r >= goal,
        });
      }
    }
    if (result.eventLoop) {
      verdicts.push({
        target: 'event-loop delay p99 under uncached load',
        where: at(result),
        measured: `${result.eventLoop.p99} ms (max ${result.eventLoop.max} ms)`,
        goal: '≤ 50 ms',
        met: result.eventLoop.p99 <= 50,
      });
    }
  }
  // The staff list at the largest size against the smallest, per engine.
  for (const engine of new Set(results.map((r) => r.engine))) {
    const sized = results.filter((r) => r.engine === engine).sort((a, b) => a.size - b.size);
    const small = sized[0] && find(sized[0].rows, STAFF_LIST);
    const large = sized.length > 1 ? find(sized.at(-1)!.rows, STAFF_LIST) : undefined;
    if (!small || !large) continue;
    const r = ratio(small.rps, large.rps);
    verdicts.push({
      target: 'staff properties list: rate at the small size ÷ at the large one',
      where: `${engine}, ${sized[0]!.size.toLocaleString('en-US')} vs ${sized.at(-1)!.size.toLocaleString('en-US')}`,
      measured: `${r.toFixed(2)}× (${small.rps} vs ${large.rps} req/s)`,
      goal: '≤ 2.00×',
      met: r <= 2,
    });
  }
  return verdicts;
}

export function targetsTable(verdicts: readonly Verdict[]): string {
  const met = verdicts.filter((v) => v.met).length;
  return [
    `### Issue 33's targets: ${met} of ${verdicts.length} met`,
    '',
    '| target | engine, properties | measured | goal | met |',
    '|---|---|---:|---:|:---:|',
    ...verdicts.map((v) => `| ${v.target} | ${v.where} | ${v.measured} | ${v.goal} | ${v.met ? 'yes' : '**no**'} |`),
  ].join('\n');
}
