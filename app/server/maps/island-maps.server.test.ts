import { geoContains, geoPath } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { approximateCentre, distanceMetres } from '#app/domain/maps/approximate';
import { ISLAND_FRAMES } from '#app/domain/maps/islands';
import { islandProjection, MAP_HEIGHT, MAP_WIDTH } from '#app/domain/maps/projection';
import coastline from './coastline.geo.json';
import { islandMap, listingMap, publicLocation, resultsMaps } from './island-maps.server';

const land = coastline as GeoJSON.FeatureCollection;

/**
 * The rings of an SVG path as absolute points. Reads both forms: d3's own (`M x,y L x,y … Z`) and the compact
 * one the maps send (`M x,y l dx dy dx dy … z`, numbers separated by a comma or by their minus sign).
 */
function pathRings(path: string): [number, number][][] {
  const rings: [number, number][][] = [];
  let mode = '';
  let numbers: number[] = [];
  let ring: [number, number][] = [];
  const flush = () => {
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [x, y] = [numbers[i]!, numbers[i + 1]!];
      if (mode === 'M' && i === 0) ring = [[x, y]];
      else if (mode === 'l') {
        const [px, py] = ring.at(-1)!;
        ring.push([Math.round((px + x) * 10) / 10, Math.round((py + y) * 10) / 10]);
      } else ring.push([x, y]);
    }
    numbers = [];
  };
  for (const token of path.match(/[MLlZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? []) {
    if (/^[MLl]$/.test(token)) {
      flush();
      mode = token;
    } else if (/^[Zz]$/.test(token)) {
      flush();
      rings.push(ring);
    } else numbers.push(Number(token));
  }
  return rings;
}

/** Is a point of the map inside the island's drawn land? Even-odd ray casting over the path's rings. */
function onDrawnLand(path: string, x: number, y: number) {
  let inside = false;
  for (const points of pathRings(path)) {
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('the island maps', () => {
  it('ships a coastline for each island that contains its towns', () => {
    for (const [id, frame] of Object.entries(ISLAND_FRAMES)) {
      const island = { ...land, features: land.features.filter((feature) => feature.properties?.island === id) };
      expect(island.features.length).toBeGreaterThan(0);
      // Gustavia and Philipsburg, well inland of any coast error.
      const town = id === 'st-barth' ? [-62.845, 17.899] : [-63.05, 18.04];
      expect(geoContains(island, town as [number, number])).toBe(true);
      expect(geoContains(island, [frame.view[0], frame.view[1]])).toBe(false); // the sea in a corner
    }
  });

  it('projects a known coordinate onto the island as drawn', () => {
    const map = listingMap(
      { id: 'x', island: 'Saint Barthélemy', latitude: 17.904, longitude: -62.83, approximate_location: false },
      'Villa',
    )!;
    const [marker] = map.markers;
    expect(marker!.x).toBeGreaterThan(0);
    expect(marker!.x).toBeLessThan(MAP_WIDTH);
    expect(marker!.y).toBeLessThan(MAP_HEIGHT);
    expect(onDrawnLand(map.land, marker!.x, marker!.y)).toBe(true);
    expect(onDrawnLand(map.land, 5, 5)).toBe(false);
    const projection = islandProjection(ISLAND_FRAMES['st-barth'].view);
    const [x] = projection([-62.83, 17.904])!;
    expect(marker!.x).toBeCloseTo(x, 0);
  });

  it('sends the land as d3 draws it at a tenth of a unit, clipped to the frame, in half the characters', () => {
    for (const [id, frame] of Object.entries(ISLAND_FRAMES)) {
      const island = { ...land, features: land.features.filter((feature) => feature.properties?.island === id) };
      const projection = islandProjection(frame.view);
      const d3Path = geoPath(projection).digits(1)(island)!;
      const sent = islandMap(id as keyof typeof ISLAND_FRAMES).land;
      // The same points, ring by ring (d3 repeats a point that rounds onto the one before; the map drops it).
      const withoutRepeats = (rings: [number, number][][]) =>
        rings.map((ring) => ring.filter((point, i) => i === 0 || point.join() !== ring[i - 1]!.join()));
      expect(pathRings(sent)).toEqual(withoutRepeats(pathRings(d3Path)));
      // Nothing beyond the frame's margin: islets off the map are not sent.
      for (const [x, y] of pathRings(sent).flat()) {
        expect(x).toBeGreaterThanOrEqual(-4);
        expect(x).toBeLessThanOrEqual(MAP_WIDTH + 4);
        expect(y).toBeGreaterThanOrEqual(-4);
        expect(y).toBeLessThanOrEqual(MAP_HEIGHT + 4);
      }
      expect(sent.length).toBeLessThan(d3Path.length * 0.7);
    }
  });

  it('draws the place names and a round scale bar', () => {
    const map = islandMap('st-martin');
    expect(map.places.map((place) => place.name)).toEqual(
      expect.arrayContaining(['Philipsburg', 'Simpson Bay', 'Maho', 'Cupecoy', 'Oyster Pond']),
    );
    for (const place of map.places)
      expect({ place: place.name, onLand: onDrawnLand(map.land, place.x, place.y) }).toEqual({
        place: place.name,
        onLand: true,
      });
    expect([250, 500, 1000, 2000, 5000]).toContain(map.scale.metres);
    expect(map.scale.units).toBeGreaterThan(MAP_WIDTH / 12);
  });

  it('never gives the public a discreet listing’s true point', () => {
    const listing = {
      id: 'villa-1',
      island: 'Saint Barthélemy',
      latitude: 17.9183,
      longitude: -62.8606,
      approximate_location: true,
    };
    const location = publicLocation(listing)!;
    expect(location.approximate).toBe(true);
    expect(location.latitude).not.toBe(listing.latitude);
    const map = listingMap(listing, 'Villa')!;
    expect(map.markers[0]!.radius).toBeGreaterThan(10);
    const exact = listingMap({ ...listing, approximate_location: false }, 'Villa')!;
    expect(map.markers[0]!.x === exact.markers[0]!.x && map.markers[0]!.y === exact.markers[0]!.y).toBe(false);
    expect(publicLocation({ ...listing, latitude: null })).toBeNull();
    expect(listingMap({ ...listing, longitude: null }, 'Villa')).toBeNull();
  });

  it('groups a page of results by island, each marker a link', () => {
    const maps = resultsMaps([
      {
        id: 'a',
        island: 'Sint Maarten',
        latitude: 18.0418,
        longitude: -63.118,
        approximate_location: false,
        label: 'A',
        href: '/properties/a',
      },
      {
        id: 'b',
        island: 'Saint Barthélemy',
        latitude: 17.8962,
        longitude: -62.8498,
        approximate_location: true,
        label: 'B',
        href: '/rentals/b',
      },
      {
        id: 'c',
        island: 'Saint Barthélemy',
        latitude: null,
        longitude: null,
        approximate_location: false,
        label: 'C',
        href: '/x',
      },
    ]);
    expect(maps.map((map) => map.id)).toEqual(['st-barth', 'st-martin']);
    expect(maps[0]!.markers).toEqual([expect.objectContaining({ key: 'b', label: 'B', href: '/rentals/b' })]);
    expect(maps[1]!.markers).toEqual([expect.objectContaining({ key: 'a', href: '/properties/a' })]);
  });

  it('centres a waterfront villa’s circle on land, still 150–400 m from the true point', () => {
    // Pointe Milou, a villa on the water: many bearings from it lead out to sea.
    const waterfront = {
      island: 'Saint Barthélemy',
      latitude: 17.9183,
      longitude: -62.8211,
      approximate_location: true,
    };
    let movedAshore = 0;
    for (let n = 0; n < 300; n += 1) {
      const id = `villa-${n}`;
      const centre = publicLocation({ ...waterfront, id })!;
      expect(geoContains(land, [centre.longitude, centre.latitude]), id).toBe(true);
      const metres = distanceMetres(centre, waterfront);
      expect(metres).toBeGreaterThanOrEqual(149);
      expect(metres).toBeLessThanOrEqual(401);
      if (!geoContains(land, [approximateCentre(id, waterfront).longitude, approximateCentre(id, waterfront).latitude]))
        movedAshore += 1;
      // Always the same circle for the same listing.
      expect(publicLocation({ ...waterfront, id })).toEqual(centre);
    }
    expect(movedAshore).toBeGreaterThan(30);
  });
});
