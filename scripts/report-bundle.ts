/**
 * After `npm run build`: the first-load JavaScript of each public page (entry, root and route chunks with
 * their imports), gzip-compressed, against the figures recorded in bench/first-load.json — the build fails
 * when a page grows by more than the record's allowance (scripts/bundle/ratchet.ts) — and the budgets: 125 KB
 * in all, of which at most 15 KB the app's own. The framework's share is React, React DOM and React Router: the
 * entry chunk and the `framework` chunk (vite.config.ts); everything else a page loads is the app's.
 * Reads the asset manifest of the server build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Locale } from '#app/domain/i18n/locale';
import { PAGE_TEXTS_MANIFEST, textsChunksOf, type PageTexts } from '#app/server/http/page-texts.server';
import {
  judgePages,
  overBudget,
  ratchetFails,
  recordFigures,
  type FirstLoadBudget,
  type FirstLoadRecord,
} from './bundle/ratchet';

const BUDGET: FirstLoadBudget = { totalKb: 125, appKb: 15 };
/** The framework's chunks: React Router's client entry (React DOM) and the `framework` chunk of vite.config.ts. */
const isFrameworkChunk = (url: string, entry: string) => url === entry || /\/framework-[\w-]+\.js$/.test(url);
const RECORD_FILE = 'bench/first-load.json';
/** `npm run bundle:record -- "<why>"`: write today's figures as the record, with the reason. */
const recordReason = process.argv[2] === '--record' ? (process.argv[3] ?? '') : null;
const PUBLIC_ROUTES = [
  'routes/public/home',
  'routes/public/properties',
  'routes/public/property',
  'routes/public/rentals',
  'routes/public/rental',
  'routes/public/blog',
  'routes/public/blog-post',
  'routes/public/contact',
  'routes/public/investment',
  'routes/public/property-management',
];

interface AssetEntry {
  module: string;
  imports?: string[];
}

async function main() {
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as {
    assets: { entry: AssetEntry; routes: Record<string, AssetEntry> };
  };
  const { assets } = build;
  const gzipped = new Map<string, number>();
  const size = (url: string) => {
    if (!gzipped.has(url)) gzipped.set(url, gzipSync(readFileSync(path.join('build/client', url))).length);
    return gzipped.get(url)!;
  };
  // Each route chunk loads its texts, in the page's language, from a chunk of their own (scripts/vite/page-texts.ts).
  const texts = JSON.parse(readFileSync(PAGE_TEXTS_MANIFEST, 'utf8')) as PageTexts;
  const files = (entry: AssetEntry | undefined, locale: Locale) =>
    entry ? [entry.module, ...(entry.imports ?? []), ...textsChunksOf(texts, entry.module, locale)] : [];
  // Each page in English, then in French: the same route module under the id `fr/<page>`, with the texts of
  // its language.
  const pages = PUBLIC_ROUTES.flatMap((route) => {
    const name = route.replace('routes/public/', '');
    return [
      { label: `/${name}`, locale: 'en' as const, route: assets.routes[route] },
      { label: `/fr/${name}`, locale: 'fr' as const, route: assets.routes[`fr/${name}`] },
    ];
  });
  const measured: Record<string, number> = {};
  const appShares: Record<string, number> = {};
  for (const { label, locale, route } of pages) {
    const all = [
      ...new Set([...files(assets.entry, locale), ...files(assets.routes.root, locale), ...files(route, locale)]),
    ];
    const kb = (urls: string[]) => urls.reduce((sum, url) => sum + size(url), 0) / 1024;
    measured[label] = kb(all);
    appShares[label] = kb(all.filter((url) => !isFrameworkChunk(url, assets.entry.module)));
  }
  const record = JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as FirstLoadRecord;
  if (recordReason !== null) {
    const next = recordFigures(measured, appShares, record, recordReason, new Date().toISOString().slice(0, 10));
    writeFileSync(RECORD_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Recorded the first-load figures of ${Object.keys(measured).length} pages in ${RECORD_FILE}.`);
    return;
  }
  const verdicts = judgePages(measured, record);
  const last = record.changes.at(-1);
  console.log(
    `\nFirst-load JavaScript (gzip), budget ${BUDGET.totalKb} KB of which the app's share at most ${BUDGET.appKb} KB; ` +
      `change against ${RECORD_FILE}${last ? ` (${last.date})` : ''}, at most +${record.allowanceKb} KB:`,
  );
  console.log(
    `  ${'page'.padEnd(25)} ${'total'.padStart(9)} ${'framework'.padStart(9)} ${'app'.padStart(9)} ${'change'.padStart(10)}`,
  );
  let over = 0;
  for (const { page, kb, changeKb, verdict } of verdicts) {
    const app = appShares[page]!;
    const change = changeKb === null ? 'unrecorded' : `${changeKb >= 0 ? '+' : ''}${changeKb.toFixed(1)} KB`;
    const overs = overBudget({ totalKb: kb, appKb: app }, BUDGET);
    if (overs.length) over++;
    const flags = [
      verdict === 'grown' ? 'GROWN' : '',
      verdict === 'shrunk' ? 'shrunk: record it' : '',
      ...overs.map((what) => (what === 'total' ? 'OVER BUDGET' : 'APP SHARE OVER BUDGET')),
    ]
      .filter(Boolean)
      .join(', ');
    const figure = (n: number) => `${n.toFixed(1)} KB`.padStart(9);
    console.log(
      `  ${page.padEnd(25)} ${figure(kb)} ${figure(kb - app)} ${figure(app)} ${change.padStart(10)}${flags ? `  ${flags}` : ''}`,
    );
  }
  if (over)
    console.log(`${over} of ${verdicts.length} pages above the budget (${BUDGET.totalKb} KB, app ${BUDGET.appKb} KB).`);
  console.log(
    'None of it is fetched before the page has loaded and painted (app/server/http/deferred-hydration.server.ts).',
  );
  if (ratchetFails(verdicts)) {
    console.error(
      `\nA public page's first-load JavaScript grew by more than ${record.allowanceKb} KB over ${RECORD_FILE} (or has no figure).\n` +
        'Take the weight back, or raise the figure deliberately: npm run bundle:record -- "<why>" and commit it.',
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
