/**
 * After `npm run build`: the first-load JavaScript of each public page (entry, root and route chunks with
 * their imports), gzip-compressed, against the 110 KB budget. Reads the asset manifest of the server build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Locale } from '#app/domain/i18n/locale';
import { PAGE_TEXTS_MANIFEST, textsChunksOf, type PageTexts } from '#app/server/http/page-texts.server';

const BUDGET_KB = 110;
/** The figures before issue 14, which allows each page at most `maxGrowthKb` more. */
const BASELINE = JSON.parse(readFileSync('bench/first-load-baseline.json', 'utf8')) as {
  commit: string;
  maxGrowthKb: number;
  pages: Record<string, number>;
};
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
  let over = 0;
  let grown = 0;
  console.log(
    `\nFirst-load JavaScript (gzip), budget ${BUDGET_KB} KB; change since ${BASELINE.commit}, the English page then (at most +${BASELINE.maxGrowthKb} KB):`,
  );
  // Each page in English, then in French: the same route module under the id `fr/<page>`, with the texts of
  // its language. Both are held to the English page's figure before issue 14.
  const pages = PUBLIC_ROUTES.flatMap((route) => {
    const name = route.replace('routes/public/', '');
    return [
      { label: `/${name}`, name, locale: 'en' as const, route: assets.routes[route] },
      { label: `/fr/${name}`, name, locale: 'fr' as const, route: assets.routes[`fr/${name}`] },
    ];
  });
  for (const { label, name, locale, route } of pages) {
    const all = new Set([...files(assets.entry, locale), ...files(assets.routes.root, locale), ...files(route, locale)]);
    const kb = [...all].reduce((sum, url) => sum + size(url), 0) / 1024;
    if (kb > BUDGET_KB) over += 1;
    const before = BASELINE.pages[`/${name}`];
    const change = before === undefined ? '' : `${kb - before >= 0 ? '+' : ''}${(kb - before).toFixed(1)} KB`;
    if (before !== undefined && kb - before > BASELINE.maxGrowthKb) grown += 1;
    console.log(
      `  ${label.padEnd(25)} ${kb.toFixed(1).padStart(6)} KB  ${change.padStart(9)}${kb > BUDGET_KB ? '  over budget' : ''}`,
    );
  }
  if (over) console.log(`${over} page(s) over the ${BUDGET_KB} KB budget.`);
  if (grown) console.log(`${grown} page(s) grew more than ${BASELINE.maxGrowthKb} KB since ${BASELINE.commit}.`);
  console.log(
    'None of it is fetched before the page has loaded and painted (app/server/http/deferred-hydration.server.ts).',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
