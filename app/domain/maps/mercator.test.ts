import { describe, expect, it } from 'vitest';
import { distanceMetres } from './approximate';
import { ISLAND_FRAMES } from './islands';
import { mercatorCoordinates, mercatorPoint, type MercatorFit } from './mercator';
import { islandProjection } from './projection';

/** The same numbers the server sends the admin (app/server/maps/island-maps.server.ts, `mercatorFit`). */
function fitOf(projection: ReturnType<typeof islandProjection>): MercatorFit {
  const [tx, ty] = projection.translate();
  return { scale: projection.scale(), translate: [tx, ty] };
}

describe.each(Object.values(ISLAND_FRAMES))('the Mercator of $island without d3', (frame) => {
  const projection = islandProjection(frame.view);
  const fit = fitOf(projection);
  const [west, south, east, north] = frame.view;

  it("reads the ground under any point of the map as d3's projection does, within a metre", () => {
    for (let i = 0; i <= 20; i++) {
      for (let j = 0; j <= 20; j++) {
        const x = (800 * i) / 20;
        const y = (520 * j) / 20;
        const [longitude, latitude] = projection.invert!([x, y])!;
        const ours = mercatorCoordinates(fit, { x, y });
        expect(distanceMetres(ours, { latitude, longitude })).toBeLessThan(1);
      }
    }
  });

  it("places points where d3's projection does, and reads them back", () => {
    for (const [latitude, longitude] of [
      [south, west],
      [north, east],
      [(south + north) / 2, (west + east) / 2],
      ...frame.places.map((place) => [place.latitude, place.longitude]),
    ] as [number, number][]) {
      const [x, y] = projection([longitude, latitude])!;
      const point = mercatorPoint(fit, { latitude, longitude });
      expect(point.x).toBeCloseTo(x, 6);
      expect(point.y).toBeCloseTo(y, 6);
      expect(distanceMetres(mercatorCoordinates(fit, point), { latitude, longitude })).toBeLessThan(0.01);
    }
  });
});
