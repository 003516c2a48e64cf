/**
 * `npm run lighthouse`: Lighthouse (mobile) with the local Chromium against the production build, for /,
 * /properties, a property, a rental and a post. Prints the four scores and LCP/CLS of each page.
 *
 *   npm run lighthouse [-- --no-build] [-- --save-reports DIR]   (DIR receives each page's full report as JSON)
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS } from './lib/chromium-args';
import { build, startProductionServer, temporaryDataDir } from './lib/production-server';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, 'save-reports': { type: 'string' } },
});
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function main() {
  if (!values['no-build']) build();
  const data = temporaryDataDir('lighthouse');
  const server = await startProductionServer({ DATABASE_URL: `pglite:${data.dir}`, SEED_DEMO: '1' });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows: string[] = [];
  let allMet = true;
  try {
    const english = [
      '/',
      '/properties',
      '/properties/3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
      '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01',
      '/blog/buying-property-in-st-barth-as-a-foreigner',
    ];
    // The same pages in French (issue 14: the scores hold in both languages).
    const pages = [...english, ...english.map((page) => (page === '/' ? '/fr/' : `/fr${page}`))];
    for (const page of pages) {
      // Warm the server's page cache and its resized images, as every visitor after the first finds them.
      const html = await fetch(`${server.url}${page}`).then((r) => r.text());
      const images = new Set([...html.matchAll(/\/_img\?[^\s"',]+/g)].map((m) => m[0].replaceAll('&amp;', '&')));
      await Promise.all([...images].map((url) => fetch(`${server.url}${url}`).then((r) => r.arrayBuffer())));
      const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { categories, audits } = result.lhr;
      if (values['save-reports']) {
        mkdirSync(values['save-reports'], { recursive: true });
        writeFileSync(
          path.join(values['save-reports'], `${encodeURIComponent(page)}.json`),
          JSON.stringify(result.lhr),
        );
      }
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const scores = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      };
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const met =
        scores.performance >= 98 &&
        scores.accessibility === 100 &&
        scores.bestPractices === 100 &&
        scores.seo === 100 &&
        cls === 0;
      allMet &&= met;
      rows.push(
        `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${Math.round(lcp)} ms | ${cls.toFixed(3)} | ${met ? 'yes' : 'no'} |`,
      );
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failing.length) console.log(`${page}: failing audits: ${failing.join(', ')}`);
      const lcpElement = (
        audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
      )?.items?.[0]?.items?.[0]?.node?.snippet;
      const phases = (audits['lcp-breakdown-insight'] ?? audits['largest-contentful-paint-element'])?.displayValue;
      console.log(`${page}: LCP element ${lcpElement ?? '?'} ${phases ?? ''}`);
      const issues =
        (
          audits['inspector-issues']?.details as
            { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] } | undefined
        )?.items ?? [];
      for (const issue of issues)
        console.log(`${page}: browser issue ${issue.issueType}: ${JSON.stringify(issue.subItems?.items?.slice(0, 2))}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
    data.remove();
  }
  const table = [
    '| page | Performance | Accessibility | Best Practices | SEO | LCP | CLS | targets met |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
  const verdict = allMet ? 'All targets met.' : 'Some targets missed (see above).';
  console.log(`\n${table}\n\n${verdict}`);
  mkdirSync('bench', { recursive: true });
  writeFileSync(
    'bench/lighthouse.md',
    `# Lighthouse results\n\nOne run of \`npm run lighthouse\`: Lighthouse ${lighthouseVersion} (mobile, simulated throttling) with ${CHROMIUM}, against the production build with the demo content.\n\n${table}\n\n${verdict}\n`,
  );
  console.log('Written to bench/lighthouse.md');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
