import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Bounds } from './islands';

/** The size of every map's SVG coordinate system; the page scales it to its column. */
export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 520;

export type MapPoint = { x: number; y: number };

/** A Mercator projection that fits the view's rectangle into the map, centred, and clipped to it (the islands are small: no distortion worth a conic). */
export function islandProjection(view: Bounds): GeoProjection {
  const [west, south, east, north] = view;
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [west, south],
      [east, north],
    ],
  };
  const frame: [[number, number], [number, number]] = [
    [0, 0],
    [MAP_WIDTH, MAP_HEIGHT],
  ];
  // Clipped just outside the frame, so islets beyond it are not drawn at all and the cut's outline stays out of sight.
  const margin = 4;
  return geoMercator()
    .fitExtent(frame, corners)
    .clipExtent([
      [-margin, -margin],
      [MAP_WIDTH + margin, MAP_HEIGHT + margin],
    ]);
}

const round = (value: number) => Math.round(value * 10) / 10;

export function projectPoint(projection: GeoProjection, latitude: number, longitude: number): MapPoint {
  const [x, y] = projection([longitude, latitude])!;
  return { x: round(x), y: round(y) };
}

/**
 * An SVG path of GeoJSON land, clipped to the map, at a tenth of a unit: no visible loss, and a `d` about half
 * as long as d3's own (every page with a map sends it twice, in the markup and in the data it hydrates from).
 */
export function landPath(projection: GeoProjection, land: GeoJSON.FeatureCollection): string {
  const writer = new CompactPathWriter();
  geoPath(projection, writer)(land);
  return writer.result();
}

/** A number of tenths as SVG writes it shortest: 967 → '96.7', 5 → '.5', -5 → '-.5'. */
function tenths(value: number): string {
  return (value / 10).toString().replace(/^(-?)0\./, '$1.');
}

/**
 * A d3-geo path context that writes each ring as an absolute move, then relative lines in whole tenths
 * (`M96.7,133.2l-.5-6.9,5-6.3…z`), dropping a point that rounds onto the one before. Deltas are taken between
 * rounded points, so rounding never accumulates.
 */
class CompactPathWriter {
  private d = '';
  private x = 0;
  private y = 0;
  private drawing = false;

  /** A number after another: a minus sign separates them by itself. */
  private static next(value: number): string {
    const text = tenths(value);
    return text.startsWith('-') ? text : `,${text}`;
  }

  moveTo(x: number, y: number) {
    this.x = Math.round(x * 10);
    this.y = Math.round(y * 10);
    this.d += `M${tenths(this.x)}${CompactPathWriter.next(this.y)}`;
    this.drawing = false;
  }

  lineTo(x: number, y: number) {
    const nextX = Math.round(x * 10);
    const nextY = Math.round(y * 10);
    if (nextX === this.x && nextY === this.y) return;
    const dx = nextX - this.x;
    this.d += `${this.drawing ? CompactPathWriter.next(dx) : `l${tenths(dx)}`}${CompactPathWriter.next(nextY - this.y)}`;
    this.x = nextX;
    this.y = nextY;
    this.drawing = true;
  }

  closePath() {
    this.d += 'z';
    this.drawing = false;
  }

  beginPath() {}

  /** Points are not land: geoPath draws them as circles, which a coastline never has. */
  arc() {}

  result(): string {
    return this.d;
  }
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
