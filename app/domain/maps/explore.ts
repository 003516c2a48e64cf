import type { Coordinates } from './approximate';

/**
 * The optional interactive map ('Explore the area', issue 15 item 5): MapLibre over a self-hosted PMTiles
 * file (MAP_TILES_URL), loaded only when a visitor asks for it. What the page sends for it is the public
 * location only — a discreet listing's moved centre and its circle, never the true point.
 */
export type ExploreArea = Coordinates & {
  /** The PMTiles file: an http(s) URL or a path on this site. */
  tiles: string;
  /** A discreet location's circle, in metres; null for an exact marker. */
  radiusMetres: number | null;
};

/**
 * The attribute of the element that may open the interactive map: a document that has it gets a
 * Content-Security-Policy that lets it read the tile host (app/server/http/document-security.server.ts).
 */
export const EXPLORE_AREA_MARK = 'data-explore-area';
