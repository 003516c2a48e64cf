import type { Island } from '#app/domain/constants';

/**
 * What the maps know of the two islands: the frame each map shows, where a listing may be placed, and the
 * place names printed on the map. Longitudes and latitudes in degrees (WGS 84); bounds are
 * [west, south, east, north].
 */
export type Bounds = readonly [west: number, south: number, east: number, north: number];
export type Place = { readonly name: string; readonly latitude: number; readonly longitude: number };

export type IslandFrame = {
  readonly island: Island;
  /** The coastline taken from the source: the island, its islets and a margin of sea. */
  readonly bounds: Bounds;
  /** What a map of the island shows. */
  readonly view: Bounds;
  /** Where a listing on this island may stand: the island with about a kilometre around it. */
  readonly near: Bounds;
  readonly places: readonly Place[];
};

export const ISLAND_FRAMES = {
  'st-barth': {
    island: 'Saint Barthélemy',
    bounds: [-62.96, 17.85, -62.76, 17.98],
    view: [-62.893, 17.871, -62.783, 17.94],
    near: [-62.895, 17.866, -62.782, 17.946],
    places: [
      { name: 'Gustavia', latitude: 17.8965, longitude: -62.8505 },
      { name: 'Saint-Jean', latitude: 17.9035, longitude: -62.8315 },
      { name: 'Flamands', latitude: 17.9165, longitude: -62.86 },
      { name: 'Colombier', latitude: 17.9225, longitude: -62.8735 },
      { name: 'Lorient', latitude: 17.9055, longitude: -62.8175 },
      { name: 'Grand Cul-de-Sac', latitude: 17.9095, longitude: -62.8005 },
      { name: 'Gouverneur', latitude: 17.8885, longitude: -62.8335 },
      { name: 'Toiny', latitude: 17.8985, longitude: -62.7975 },
    ],
  },
  'st-martin': {
    island: 'Sint Maarten',
    bounds: [-63.2, 17.98, -62.94, 18.15],
    view: [-63.165, 17.997, -62.958, 18.133],
    near: [-63.17, 17.995, -62.955, 18.14],
    places: [
      { name: 'Philipsburg', latitude: 18.0265, longitude: -63.0455 },
      { name: 'Simpson Bay', latitude: 18.0345, longitude: -63.0935 },
      { name: 'Maho', latitude: 18.0415, longitude: -63.1175 },
      { name: 'Cupecoy', latitude: 18.0505, longitude: -63.1325 },
      { name: 'Oyster Pond', latitude: 18.0525, longitude: -63.0215 },
      { name: 'Marigot', latitude: 18.0685, longitude: -63.0845 },
      { name: 'Grand Case', latitude: 18.1015, longitude: -63.0555 },
      { name: 'Orient Bay', latitude: 18.0855, longitude: -63.0195 },
    ],
  },
} as const satisfies Record<string, IslandFrame>;

export type IslandMapId = keyof typeof ISLAND_FRAMES;

export const MAP_OF_ISLAND: Record<Island, IslandMapId> = {
  'Saint Barthélemy': 'st-barth',
  'Sint Maarten': 'st-martin',
};

const within = ([west, south, east, north]: Bounds, latitude: number, longitude: number) =>
  longitude >= west && longitude <= east && latitude >= south && latitude <= north;

/** The island whose surroundings hold the point, or null when it is on neither island nor near one. */
export function islandAt(latitude: number, longitude: number): Island | null {
  for (const frame of Object.values(ISLAND_FRAMES)) if (within(frame.near, latitude, longitude)) return frame.island;
  return null;
}
