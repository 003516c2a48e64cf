/**
 * `npm run lighthouse`: Lighthouse (mobile) with the local Chromium against the production build, for /,
 * /properties, a property, a rental and a post, in English and French. Prints the four scores, LCP and CLS of
 * each page, and the CPU speed Lighthouse measured (`benchmarkIndex`).
 *
 *   npm run lighthouse [-- --no-build] [-- --save-reports DIR] [-- --runs N] [-- --baseline DIR] [-- --pages P,Q]
 *
 * --runs N      runs each page N times and reports the median Performance (Lighthouse's own advice: one run
 *               varies with the machine; this VM's measured speed changes by 2× within minutes).
 * --baseline DIR  also serves DIR (another checkout, already built, e.g. `git worktree add DIR <commit>` then
 *               `npm run build` there) and runs it page by page interleaved with this build, so a slow minute
 *               of the machine falls on both: the before/after of a change.
 * --languages   runs each English page and its French twin interleaved on this build instead, so the two
 *               languages are compared at the same speed of the machine.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS } from './lib/chromium-args';
import { build, type RunningServer, startProductionServer, temporaryDataDir } from './lib/production-server';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'save-reports': { type: 'string' },
    runs: { type: 'string', default: '1' },
    baseline: { type: 'string' },
    pages: { type: 'string' },
    languages: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const ENGLISH = [
  '/',
  '/properties',
  '/properties/3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
  '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01',
  '/blog/buying-property-in-st-barth-as-a-foreigner',
];
// The same pages in French (issue 14: the scores hold in both languages).
const french = (page: string) => (page === '/' ? '/fr/' : `/fr${page}`);
const ALL_PAGES = [...ENGLISH, ...ENGLISH.map(french)];
/** `--pages /fr/,/blog/…`: only those (exact paths), e.g. to measure again the pages a noisy run left in doubt. */
const PAGES = values.pages ? ALL_PAGES.filter((page) => values.pages!.split(',').includes(page)) : ALL_PAGES;

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  benchmarkIndex: number;
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Warms the server's page cache and resized images, as every visitor after the first finds them. */
async function warm(server: RunningServer, page: string) {
  const html = await fetch(`${server.url}${page}`).then((r) => r.text());
  const images = new Set([...html.matchAll(/\/_img\?[^\s"',]+/g)].map((m) => m[0].replaceAll('&amp;', '&')));
  await Promise.all([...images].map((url) => fetch(`${server.url}${url}`).then((r) => r.arrayBuffer())));
}

async function audit(port: number, server: RunningServer, page: string, reportName: string): Promise<Run> {
  const result = await lighthouse(`${server.url}${page}`, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const { categories, audits, environment } = result.lhr;
  if (values['save-reports']) {
    mkdirSync(values['save-reports'], { recursive: true });
    writeFileSync(path.join(values['save-reports'], `${reportName}.json`), JSON.stringify(result.lhr));
  }
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  if (failing.length) console.log(`${page}: failing audits: ${failing.join(', ')}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

/** The median run of a page: Performance, TBT and the speed by median; the other scores by their minimum. */
function summarise(runs: Run[]): Run {
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
    seo: Math.min(...runs.map((r) => r.seo)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: Math.max(...runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}

const targetsMet = (run: Run) =>
  run.performance >= 98 && run.accessibility === 100 && run.bestPractices === 100 && run.seo === 100 && run.cls === 0;

const row = (page: string, label: string, run: Run) =>
  `| ${page} | ${label} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${run.seo} | ${Math.round(run.lcp)} ms | ${Math.round(run.tbt)} ms | ${run.cls.toFixed(3)} | ${Math.round(run.benchmarkIndex)} | ${targetsMet(run) ? 'yes' : 'no'} |`;

async function main() {
  if (!values['no-build']) build();
  const data = temporaryDataDir('lighthouse');
  const baselineData = values.baseline ? temporaryDataDir('lighthouse-baseline') : null;
  const current = await startProductionServer({ DATABASE_URL: `pglite:${data.dir}`, SEED_DEMO: '1' });
  const baseline =
    values.baseline && baselineData
      ? await startProductionServer({ DATABASE_URL: `pglite:${baselineData.dir}`, SEED_DEMO: '1' }, values.baseline)
      : null;
  const servers = [
    { label: 'this build', server: current },
    ...(baseline ? [{ label: `baseline`, server: baseline }] : []),
  ];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows: string[] = [];
  let allMet = true;
  try {
    // What runs interleaved: a page on each server (--baseline), or an English page and its French twin (--languages).
    const groups = values.languages
      ? PAGES.filter((page) => !page.startsWith('/fr')).map((page) =>
          [page, french(page)].map((variant) => ({ page: variant, label: 'this build', server: current })),
        )
      : PAGES.map((page) => servers.map(({ label, server }) => ({ page, label, server })));
    for (const group of groups) {
      for (const { server, page } of group) await warm(server, page);
      const runs = group.map(() => [] as Run[]);
      for (let i = 0; i < RUNS; i++)
        for (const [n, { label, server, page }] of group.entries())
          runs[n]!.push(await audit(chrome.port, server, page, `${encodeURIComponent(page)}-${label}-${i}`));
      for (const [n, { label, page }] of group.entries()) {
        const summary = summarise(runs[n]!);
        if (label === 'this build') allMet &&= targetsMet(summary);
        rows.push(row(page, label, summary));
        console.log(rows.at(-1));
      }
    }
  } finally {
    await chrome.kill();
    await current.stop();
    await baseline?.stop();
    data.remove();
    baselineData?.remove();
  }
  const table = [
    '| page | build | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | benchmarkIndex | targets met |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
  const verdict = allMet ? 'All targets met.' : 'Some targets missed (see above).';
  console.log(`\n${table}\n\n${verdict}`);
  const method = [
    `Lighthouse ${lighthouseVersion} (mobile, simulated throttling) with ${CHROMIUM}, against the production build with the demo content`,
    RUNS > 1
      ? `; the median of ${RUNS} runs per page (Performance, LCP, TBT, benchmarkIndex; the lowest of the other scores)`
      : '; one run per page',
    values.baseline ? `; the baseline (${values.baseline}) run interleaved page by page with this build` : '',
    values.languages ? '; each English page run interleaved with its French twin' : '',
    '.',
  ].join('');
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/lighthouse.md', `# Lighthouse results\n\n${method}\n\n${table}\n\n${verdict}\n`);
  console.log('Written to bench/lighthouse.md');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
