import { describe, expect, it } from 'vitest';
import { judgeTargets, LABELS, targetsTable, type Measure, type SizeResult } from './bench-targets';

const row = (label: string, rps: number): Measure => ({ label, rps, p50: 1, p99: 2, errors: 0, non2xx: 0 });

const result = (size: number, rows: Measure[], eventLoopP99?: number): SizeResult => ({
  engine: 'PGlite',
  size,
  rows,
  startupMs: 1000,
  eventLoop: eventLoopP99 === undefined ? undefined : { p50: 1, p99: eventLoopP99, max: eventLoopP99 + 5 },
});

describe('judgeTargets', () => {
  it('judges each ratio of issue 33 against its goal', () => {
    const verdicts = judgeTargets([
      result(
        1000,
        [
          row(LABELS.reference, 500),
          row(LABELS.floor, 400),
          row(LABELS.static, 2000),
          row(LABELS.nginx, 5000),
          row('/properties — uncached', 320),
          row('/properties filtered — uncached', 300),
          row('a property — uncached', 240),
          row('admin properties list (staff)', 100),
        ],
        40,
      ),
      result(
        100000,
        [row(LABELS.reference, 500), row(LABELS.floor, 300), row('admin properties list (staff)', 40)],
        80,
      ),
    ]);
    const find = (target: string, where = 'PGlite, 1,000') =>
      verdicts.find((v) => v.target === target && v.where === where);
    expect(find('bare route ÷ reference app')).toMatchObject({ met: true, goal: '≥ 0.80×' });
    expect(find('bare route ÷ reference app', 'PGlite, 100,000')).toMatchObject({ met: false });
    expect(find('static file ÷ nginx')).toMatchObject({ met: false, measured: '0.40× (2000 ÷ 5000 req/s)' });
    expect(find('/properties, uncached ÷ bare route')).toMatchObject({ met: true });
    expect(find('/properties filtered, uncached ÷ bare route')).toMatchObject({ met: false });
    expect(find('a property, uncached ÷ bare route')).toMatchObject({ met: true, goal: '≥ 0.60×' });
    expect(find('event-loop delay p99 under uncached load')).toMatchObject({ met: true });
    expect(find('event-loop delay p99 under uncached load', 'PGlite, 100,000')).toMatchObject({ met: false });
    expect(verdicts.find((v) => v.target.startsWith('staff properties list'))).toMatchObject({
      met: false,
      measured: '2.50× (100 vs 40 req/s)',
    });
    expect(targetsTable(verdicts)).toContain(`${verdicts.filter((v) => v.met).length} of ${verdicts.length} met`);
  });
});
