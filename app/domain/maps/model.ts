import type { Island } from '#app/domain/constants';
import type { ExploreArea } from './explore';
import type { IslandMapId } from './islands';
import type { MapPoint } from './projection';

/**
 * The islands' maps as data a component draws: the land as one SVG path, the place names, a scale bar and the
 * markers, all in the map's units (MAP_WIDTH × MAP_HEIGHT). Built by the server only (app/server/maps), so neither d3-geo nor
 * the coastline reaches the browser; the base of each island is computed once per process.
 */
export type MapMarker = MapPoint & {
  key: string;
  /** The listing's name, the marker's accessible name. */
  label: string;
  href?: string;
  /** Set for a discreet location: the circle's radius around the moved point, in map units. */
  radius?: number;
};

export type IslandMap = {
  id: IslandMapId;
  island: Island;
  width: number;
  height: number;
  land: string;
  places: (MapPoint & { name: string; anchor: 'start' | 'end' })[];
  scale: { metres: number; units: number };
  markers: MapMarker[];
};

/** What a detail page shows of where a listing is (app/server/maps/listing-location.server.ts builds it). */
export type ListingLocation = {
  /**
   * The island's map with the listing on it, as finished markup (app/components/maps/island-map-markup.server.tsx); null
   * when the listing has no coordinates ('Map location not available').
   */
  figure: string | null;
  /** A discreet location: a circle around a moved point, and the note that says so. */
  approximate: boolean;
  /** Only with MAP_TILES_URL: the public point for 'Explore the area'. */
  explore: ExploreArea | null;
};
