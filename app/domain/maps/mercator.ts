import type { Coordinates } from './approximate';
import type { IslandMap } from './model';
import type { MapPoint } from './projection';

/**
 * The islands' Mercator projection as two numbers and a pair, so a browser can place and read points on a
 * map the server drew without shipping d3-geo: d3's `geoMercator().fitExtent(…)` only sets the scale `k`
 * and the translate `[tx, ty]` (no rotation, no centre), so a point is x = tx + k·λ, y = ty − k·ln tan(π/4 + φ/2)
 * with λ, φ in radians. The server reads them from the very projection it draws with (app/server/maps).
 */
export type MercatorFit = { scale: number; translate: readonly [number, number] };

/** An island's bare map with its projection's numbers: what the admin editors place a listing on. */
export type PlaceableMap = { map: IslandMap; fit: MercatorFit };

const RADIANS = Math.PI / 180;

/** Where a point on the ground falls on the map (in the map's units). */
export function mercatorPoint(fit: MercatorFit, { latitude, longitude }: Coordinates): MapPoint {
  const [tx, ty] = fit.translate;
  return {
    x: tx + fit.scale * longitude * RADIANS,
    y: ty - fit.scale * Math.log(Math.tan(Math.PI / 4 + (latitude * RADIANS) / 2)),
  };
}

/** The point on the ground under a point of the map: the inverse of `mercatorPoint`. */
export function mercatorCoordinates(fit: MercatorFit, { x, y }: MapPoint): Coordinates {
  const [tx, ty] = fit.translate;
  const lambda = (x - tx) / fit.scale;
  const phi = 2 * Math.atan(Math.exp((ty - y) / fit.scale)) - Math.PI / 2;
  return { latitude: phi / RADIANS, longitude: lambda / RADIANS };
}
