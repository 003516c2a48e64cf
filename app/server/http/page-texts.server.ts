import { readFileSync } from 'node:fs';
import type { EntryContext } from 'react-router';
import { localeFromPath, type Locale } from '#app/domain/i18n/locale';
import { log } from '#app/server/log.server';

/** What the browser build wrote: by route chunk, each language's texts chunk and its imports (scripts/vite/page-texts.ts). */
type PageTexts = Record<string, Partial<Record<Locale, string[]>>>;

const MANIFEST = 'build/client/.vite/page-texts.json';
let pageTexts: PageTexts | undefined;

/**
 * Read once; the development server's modules carry their texts themselves. Without the file the pages
 * still work (each route module fetches its texts itself), one round trip later.
 */
function readPageTexts(): PageTexts {
  if (pageTexts) return pageTexts;
  pageTexts = {};
  if (import.meta.env.PROD) {
    try {
      pageTexts = JSON.parse(readFileSync(MANIFEST, 'utf8')) as PageTexts;
    } catch (error) {
      log.warn('no page texts manifest: texts are not preloaded', { file: MANIFEST, error });
    }
  }
  return pageTexts;
}

/**
 * The texts chunks a document's route modules import first thing, in its language: preloaded with React
 * Router's own module preloads, so hydration does not wait for a route chunk before fetching its texts.
 */
export function pageTextsPreloads(context: EntryContext, url: string): string[] {
  const locale = localeFromPath(new URL(url).pathname);
  const texts = readPageTexts();
  return context.staticHandlerContext.matches.flatMap((match) => {
    const module = context.manifest.routes[match.route.id]?.module;
    return (module ? (texts[module.replace(/^\//, '')]?.[locale] ?? []) : []).map((file) => `/${file}`);
  });
}
