/**
 * Rebuilds app/server/maps/coastline.geo.json, the islands' coastlines the maps draw (docs/decisions/012-maps.md).
 *
 * Source: GSHHG 2.3.7, full resolution (Wessel & Smith, LGPL-3.0), read through GMT:
 *   apt-get install gmt gmt-gshhg-full && npx tsx scripts/build-coastline.ts
 * Not part of the build: the output is committed, so a fresh clone needs neither GMT nor the network.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ISLAND_FRAMES } from '#app/domain/maps/islands';

type Point = [number, number];

/** Douglas–Peucker in degrees (about 4 m at 4e-5): drops the points smoothing adds where the coast is straight. */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const [ax, ay] = points[0]!;
  const [bx, by] = points[points.length - 1]!;
  let worst = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i]!;
    const length = Math.hypot(bx - ax, by - ay) || 1e-12;
    const distance = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
    if (distance > worst) [worst, index] = [distance, i];
  }
  if (worst <= tolerance) return [points[0]!, points[points.length - 1]!];
  return [...simplify(points.slice(0, index + 1), tolerance).slice(0, -1), ...simplify(points.slice(index), tolerance)];
}

/**
 * Chaikin's corner cutting on a closed ring: GSHHG's full resolution is digitised on a grid, and its
 * staircase would read as pixels on a map this size; two passes round the steps into a coast.
 */
function smooth(ring: Point[], passes: number): Point[] {
  let points = ring.slice(0, -1);
  for (let pass = 0; pass < passes; pass++) {
    points = points.flatMap(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length]!;
      return [
        [0.75 * x + 0.25 * nx, 0.75 * y + 0.25 * ny],
        [0.25 * x + 0.75 * nx, 0.25 * y + 0.75 * ny],
      ] as Point[];
    });
  }
  return [...points, points[0]!];
}

/** Shoelace sum: positive for a clockwise ring in longitude/latitude, the winding d3-geo expects of land. */
const clockwise = (ring: Point[]) =>
  ring.slice(1).reduce((sum, [x, y], i) => sum + (x - ring[i]![0]) * (y + ring[i]![1]), 0) > 0;

const areaKm2 = (ring: Point[]) => {
  const kmPerDegree = 111.32;
  const cos = Math.cos((ring[0]![1] * Math.PI) / 180);
  const twice = ring.slice(1).reduce((sum, [x, y], i) => sum + ring[i]![0] * y - x * ring[i]![1], 0);
  return Math.abs(twice / 2) * kmPerDegree * kmPerDegree * cos;
};

const features = Object.entries(ISLAND_FRAMES).flatMap(([island, frame]) => {
  const [west, south, east, north] = frame.bounds;
  const region = `-R${west}/${east}/${south}/${north}`;
  const shore = execFileSync('gmt', ['coast', region, '-Df', '-W', '-M'], { encoding: 'utf8' });
  // gmt connect joins the shore's per-bin pieces; the closed rings (islands) go to their own file.
  const closedFile = join(tmpdir(), `coastline-${island}.txt`);
  execFileSync('gmt', ['connect', '-T0.0001', `-C${closedFile}`], { input: shore, encoding: 'utf8' });
  const joined = readFileSync(closedFile, 'utf8');
  const rings: Point[][] = [];
  for (const line of joined.split('\n')) {
    if (line.startsWith('>')) rings.push([]);
    else if (line.trim()) rings.at(-1)!.push(line.trim().split(/\s+/).map(Number).slice(0, 2) as Point);
  }
  return (
    rings
      .map((ring) => {
        const closed = smooth(ring[0]!.join() === ring.at(-1)!.join() ? ring : [...ring, ring[0]!], 2);
        // A closed ring is simplified as two halves, split at the point farthest from its start.
        const [x0, y0] = closed[0]!;
        const far = closed.reduce(
          (best, [x, y], i) =>
            Math.hypot(x - x0, y - y0) > Math.hypot(closed[best]![0] - x0, closed[best]![1] - y0) ? i : best,
          0,
        );
        const halves = [
          ...simplify(closed.slice(0, far + 1), 1.2e-4).slice(0, -1),
          ...simplify(closed.slice(far), 1.2e-4),
        ];
        const simple = halves.map(([x, y]) => [Number(x.toFixed(5)), Number(y.toFixed(5))] as Point);
        return clockwise(simple) ? simple : simple.reverse();
      })
      // Rocks under 0.005 km² would be specks on the map.
      .filter((ring) => ring.length > 3 && areaKm2(ring) >= 0.005)
      .map((ring) => ({ type: 'Feature', properties: { island }, geometry: { type: 'Polygon', coordinates: [ring] } }))
  );
});

writeFileSync(
  new URL('../app/server/maps/coastline.geo.json', import.meta.url),
  JSON.stringify({
    type: 'FeatureCollection',
    attribution: 'GSHHG 2.3.7 (Wessel & Smith), LGPL-3.0',
    features,
  }) + '\n',
);
console.log(`${features.length} rings, ${features.reduce((n, f) => n + f.geometry.coordinates[0]!.length, 0)} points`);
