import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Bounds } from './islands';

/** The size of every map's SVG coordinate system; the page scales it to its column. */
export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 520;

export type MapPoint = { x: number; y: number };

/** A Mercator projection that fits the view's rectangle into the map, centred (the islands are small: no distortion worth a conic). */
export function islandProjection(view: Bounds): GeoProjection {
  const [west, south, east, north] = view;
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [west, south],
      [east, north],
    ],
  };
  return geoMercator().fitExtent(
    [
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ],
    corners,
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

export function projectPoint(projection: GeoProjection, latitude: number, longitude: number): MapPoint {
  const [x, y] = projection([longitude, latitude])!;
  return { x: round(x), y: round(y) };
}

/** An SVG path of GeoJSON land at a tenth of a unit: a short `d` and no visible loss. */
export function landPath(projection: GeoProjection, land: GeoJSON.FeatureCollection): string {
  return geoPath(projection).digits(1)(land) ?? '';
}

/** How many map units a distance on the ground takes at a latitude (Mercator's scale changes slowly here). */
export function unitsPerMetre(projection: GeoProjection, latitude: number, longitude: number): number {
  const metresPerDegreeLatitude = 111_320;
  const a = projection([longitude, latitude])!;
  const b = projection([longitude, latitude + 1000 / metresPerDegreeLatitude])!;
  return Math.hypot(b[0] - a[0], b[1] - a[1]) / 1000;
}

const SCALE_LENGTHS = [250, 500, 1000, 2000, 5000];

/** A scale bar of a round length, about a twelfth to a quarter of the map's width. */
export function scaleBar(unitsPerMetreHere: number): { metres: number; units: number } {
  const metres = SCALE_LENGTHS.find((length) => length * unitsPerMetreHere >= MAP_WIDTH / 12) ?? SCALE_LENGTHS.at(-1)!;
  return { metres, units: round(metres * unitsPerMetreHere) };
}
