import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandMapDrawing } from '#app/components/maps/IslandMap';
import type { Locale } from '#app/domain/i18n/locale';
import type { IslandMap } from '#app/domain/maps/model';

export type IslandMapMarkupOptions = {
  id: string;
  locale: Locale;
  caption: string;
  note?: string;
  className?: string;
};

/**
 * Drawn maps by everything they are drawn from. A listing's map is the same on every request until the listing
 * moves or is renamed, and drawing it is a React render of its own (about a quarter of a millisecond of every
 * detail page's main thread); a few hundred maps are a few megabytes at most.
 */
const drawn = new LRUCache<string, string>({ max: 500 });

/**
 * A map that never changes once drawn (a listing's place, an office) as finished markup: the page shows it as
 * it is, so its component and texts stay out of the browser's JavaScript (about 1.4 KB of first-load script
 * on the detail and contact pages). `id` keeps the figure's own ids apart from the page's and other maps'.
 */
export function islandMapMarkup(map: IslandMap, options: IslandMapMarkupOptions): string {
  const key = JSON.stringify([map, options.id, options.locale, options.caption, options.note, options.className]);
  const cached = drawn.get(key);
  if (cached !== undefined) return cached;
  const { id, locale, caption, note, className } = options;
  const markup = renderToStaticMarkup(
    <IslandMapDrawing map={map} caption={caption} note={note} locale={locale} className={className} />,
    { identifierPrefix: `${id}-` },
  );
  drawn.set(key, markup);
  return markup;
}
