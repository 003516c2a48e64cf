import type { MapOptions } from 'maplibre-gl';
import type { Coordinates } from './approximate';
import type { ExploreArea } from './explore';

/**
 * The interactive map's style and start (app/components/maps/area-map.client.ts, loaded on a click; kept
 * apart from explore.ts so that no page's first load carries it).
 */

type Style = Exclude<MapOptions['style'], string | undefined>;

/** The start of the interactive map: closer for an exact point than for a circle of 400 m. */
export const exploreZoom = (area: ExploreArea) => (area.radiusMetres ? 14.5 : 15.5);

/** Where the PMTiles protocol of MapLibre reads the file: `pmtiles://` and an absolute URL. */
export function pmtilesSource(tiles: string, origin: string): string {
  return `pmtiles://${new URL(tiles, origin).href}`;
}

const METRES_PER_DEGREE_LATITUDE = 111_320;

/** A circle on the ground as a GeoJSON ring (for MapLibre's fill), `steps` vertices and closed. */
export function circleRing({ latitude, longitude }: Coordinates, radiusMetres: number, steps = 64): [number, number][] {
  const metresPerDegreeLongitude = METRES_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180);
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = (2 * Math.PI * (i % steps)) / steps;
    ring.push([
      longitude + (radiusMetres * Math.sin(angle)) / metresPerDegreeLongitude,
      latitude + (radiusMetres * Math.cos(angle)) / METRES_PER_DEGREE_LATITUDE,
    ]);
  }
  return ring;
}

/** The house palette (app/app.css: sea, sand, ink, brass), light: the map sits in a framed panel. */
const COLOURS = {
  sea: '#aed6d1',
  land: '#faf7f2',
  green: '#d5eae7',
  sand: '#f2ece2',
  building: '#e7ddcd',
  road: '#ffffff',
  roadCasing: '#d8c9b1',
  major: '#f3e6ca',
  accent: '#7d5e2a',
};

/**
 * A style for the Protomaps basemap layers (earth, water, landuse, roads, buildings) of the PMTiles file,
 * with no glyphs or sprites to fetch (the place names are on the server-drawn map above it), and the
 * listing's circle or marker on top.
 */
export function exploreStyle(area: ExploreArea, origin: string): Style {
  const centre = { latitude: area.latitude, longitude: area.longitude };
  const listing = area.radiusMetres
    ? {
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Polygon' as const, coordinates: [circleRing(centre, area.radiusMetres)] },
      }
    : {
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Point' as const, coordinates: [area.longitude, area.latitude] },
      };
  return {
    version: 8,
    sources: {
      base: {
        type: 'vector',
        url: pmtilesSource(area.tiles, origin),
        attribution: '© OpenStreetMap contributors',
      },
      listing: { type: 'geojson', data: listing },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': COLOURS.sea } },
      { id: 'earth', type: 'fill', source: 'base', 'source-layer': 'earth', paint: { 'fill-color': COLOURS.land } },
      {
        id: 'landuse',
        type: 'fill',
        source: 'base',
        'source-layer': 'landuse',
        paint: {
          'fill-color': ['match', ['get', 'kind'], ['beach', 'sand'], COLOURS.sand, COLOURS.green],
          'fill-opacity': 0.7,
        },
      },
      { id: 'water', type: 'fill', source: 'base', 'source-layer': 'water', paint: { 'fill-color': COLOURS.sea } },
      {
        id: 'buildings',
        type: 'fill',
        source: 'base',
        'source-layer': 'buildings',
        minzoom: 14,
        paint: { 'fill-color': COLOURS.building },
      },
      {
        id: 'roads-casing',
        type: 'line',
        source: 'base',
        'source-layer': 'roads',
        paint: {
          'line-color': COLOURS.roadCasing,
          'line-width': ['interpolate', ['linear'], ['zoom'], 12, 1.5, 17, 9],
        },
      },
      {
        id: 'roads',
        type: 'line',
        source: 'base',
        'source-layer': 'roads',
        paint: {
          'line-color': ['match', ['get', 'kind'], ['highway', 'major_road'], COLOURS.major, COLOURS.road],
          'line-width': ['interpolate', ['linear'], ['zoom'], 12, 0.8, 17, 7],
        },
      },
      ...(area.radiusMetres
        ? [
            {
              id: 'listing-area',
              type: 'fill' as const,
              source: 'listing',
              paint: { 'fill-color': COLOURS.accent, 'fill-opacity': 0.18 },
            },
            {
              id: 'listing-outline',
              type: 'line' as const,
              source: 'listing',
              paint: { 'line-color': COLOURS.accent, 'line-width': 2 },
            },
          ]
        : [
            {
              id: 'listing-point',
              type: 'circle' as const,
              source: 'listing',
              paint: {
                'circle-color': COLOURS.accent,
                'circle-radius': 8,
                'circle-stroke-color': '#ffffff',
                'circle-stroke-width': 3,
              },
            },
          ]),
    ],
  };
}
