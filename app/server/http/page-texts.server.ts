import { readFileSync } from 'node:fs';
import type { EntryContext } from 'react-router';
import { localeFromPath, type Locale } from '#app/domain/i18n/locale';
import { log } from '#app/server/log.server';

/** What the browser build wrote: by route chunk, each language's texts chunk and its imports (scripts/vite/page-texts.ts). */
export type PageTexts = Record<string, Partial<Record<Locale, string[]>>>;

export const PAGE_TEXTS_MANIFEST = 'build/client/.vite/page-texts.json';
let pageTexts: PageTexts | undefined;

/** The URLs a route module's texts chunk in `locale` fetches (none for a module without texts). */
export function textsChunksOf(texts: PageTexts, moduleUrl: string, locale: Locale): string[] {
  return (texts[moduleUrl.replace(/^\//, '')]?.[locale] ?? []).map((file) => `/${file}`);
}

/**
 * Read once; the development server's modules carry their texts themselves. Without the file the pages
 * still work (each route module fetches its texts itself), one round trip later.
 */
function readPageTexts(): PageTexts {
  if (pageTexts) return pageTexts;
  pageTexts = {};
  if (import.meta.env.PROD) {
    try {
      pageTexts = JSON.parse(readFileSync(PAGE_TEXTS_MANIFEST, 'utf8')) as PageTexts;
    } catch (error) {
      log.warn('no page texts manifest: texts are not preloaded', { file: PAGE_TEXTS_MANIFEST, error });
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
    return module ? textsChunksOf(texts, module, locale) : [];
  });
}
