import { addProtocol, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
// The worker as a file of this site (a same-origin module worker): no `blob:` worker, so the
// Content-Security-Policy needs no `worker-src blob:` (docs/decisions/012-maps.md).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import type { Locale } from '#app/domain/i18n/locale';
import { mapControlsTexts } from '#app/domain/maps/texts/map-controls';
import type { ExploreArea } from '#app/domain/maps/explore';
import { exploreStyle, exploreZoom } from '#app/domain/maps/explore-style';

/**
 * The interactive map, in its own chunk: imported by ExploreArea.tsx only when a visitor presses
 * 'Explore the area', so no page loads MapLibre (≈ 1 MB) otherwise.
 */

/**
 * MapLibre's stylesheet, linked when this module first loads and waited for: the app's on-demand imports are
 * plain `import()`s (scripts/vite/lazy-imports.ts), which load no stylesheet of their own.
 */
await new Promise<void>((resolve) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  // A stylesheet that fails leaves the map unstyled, not missing.
  link.onload = link.onerror = () => resolve();
  document.head.append(link);
});

let prepared = false;

function prepare() {
  if (prepared) return;
  setWorkerUrl(workerUrl);
  addProtocol('pmtiles', new Protocol().tile);
  prepared = true;
}

/** Opens the map in `container`; returns what closes it. */
export function showAreaMap(container: HTMLElement, area: ExploreArea, locale: Locale): () => void {
  prepare();
  const map = new MapLibreMap({
    container,
    style: exploreStyle(area, window.location.origin),
    center: [area.longitude, area.latitude],
    zoom: exploreZoom(area),
    minZoom: 11,
    maxZoom: 18,
    // Scrolling the page over the map scrolls the page; two fingers or Ctrl + wheel move the map.
    cooperativeGestures: true,
    attributionControl: { compact: true },
    // The controls' texts in the page's language.
    locale: { ...mapControlsTexts[locale] },
  });
  map.addControl(new NavigationControl({ showCompass: false }));
  // A tile that cannot be read leaves the map as it is (the sea, the circle); nothing to tell the visitor.
  map.on('error', () => undefined);
  return () => map.remove();
}
