import { describe, expect, it } from 'vitest';
import { distanceMetres } from './approximate';
import type { ExploreArea } from './explore';
import { circleRing, exploreStyle, exploreZoom, pmtilesSource } from './explore-style';

const AREA: ExploreArea = {
  tiles: '/tiles/islands.pmtiles',
  latitude: 17.9183,
  longitude: -62.8211,
  radiusMetres: 400,
};

describe('circleRing', () => {
  it('draws a closed ring whose every vertex is the radius away from the centre', () => {
    const ring = circleRing(AREA, 400);
    expect(ring).toHaveLength(65);
    expect(ring.at(-1)).toEqual(ring[0]);
    for (const [longitude, latitude] of ring) {
      expect(distanceMetres(AREA, { latitude, longitude })).toBeGreaterThan(398);
      expect(distanceMetres(AREA, { latitude, longitude })).toBeLessThan(402);
    }
  });
});

describe('pmtilesSource', () => {
  it('gives the PMTiles protocol an absolute address, for a path on this site or another host', () => {
    expect(pmtilesSource('/tiles/islands.pmtiles', 'https://islandestates.com')).toBe(
      'pmtiles://https://islandestates.com/tiles/islands.pmtiles',
    );
    expect(pmtilesSource('https://tiles.example.com/islands.pmtiles', 'https://islandestates.com')).toBe(
      'pmtiles://https://tiles.example.com/islands.pmtiles',
    );
  });
});

describe('exploreStyle', () => {
  it('reads the basemap from the PMTiles file and fetches no glyphs or sprites', () => {
    const style = exploreStyle(AREA, 'http://127.0.0.1:3000');
    expect(style.sources.base).toMatchObject({
      type: 'vector',
      url: 'pmtiles://http://127.0.0.1:3000/tiles/islands.pmtiles',
    });
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('draws a discreet listing as its circle, an exact one as a point', () => {
    const discreet = exploreStyle(AREA, 'http://localhost');
    expect(discreet.layers.map((layer) => layer.id)).toContain('listing-area');
    expect(JSON.stringify(discreet.sources.listing)).toContain('"Polygon"');
    const exact = exploreStyle({ ...AREA, radiusMetres: null }, 'http://localhost');
    expect(exact.layers.map((layer) => layer.id)).toContain('listing-point');
    expect(exact.sources.listing).toMatchObject({
      data: { geometry: { type: 'Point', coordinates: [-62.8211, 17.9183] } },
    });
    expect(exploreZoom(AREA)).toBeLessThan(exploreZoom({ ...AREA, radiusMetres: null }));
  });
});
