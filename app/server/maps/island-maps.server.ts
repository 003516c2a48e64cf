import { geoContains } from 'd3-geo';
import type { Island } from '#app/domain/constants';
import { APPROXIMATE_RADIUS_METRES, approximateCentre, type Coordinates } from '#app/domain/maps/approximate';
import { ISLAND_FRAMES, type IslandMapId, islandAt, MAP_OF_ISLAND } from '#app/domain/maps/islands';
import {
  islandProjection,
  landPath,
  MAP_HEIGHT,
  MAP_WIDTH,
  projectPoint,
  scaleBar,
  unitsPerMetre,
} from '#app/domain/maps/projection';
import { placesClearOf } from '#app/domain/maps/labels';
import type { MercatorFit } from '#app/domain/maps/mercator';
import type { IslandMap, MapMarker } from '#app/domain/maps/model';
import coastline from './coastline.geo.json';

/** Builds the islands' maps (app/domain/maps/model.ts) once per process from the shipped coastline. */

/** A listing as the maps see it: where it stands and whether its location is shown only approximately. */
export type MappableListing = {
  id: string;
  island: string;
  latitude: number | null;
  longitude: number | null;
  approximate_location: boolean;
};

/** Each island's projection, fitted once. */
const projections = new Map<IslandMapId, ReturnType<typeof islandProjection>>();
const projectionOf = (id: IslandMapId) =>
  projections.get(id) ?? projections.set(id, islandProjection(ISLAND_FRAMES[id].view)).get(id)!;

const bases = new Map<IslandMapId, Omit<IslandMap, 'markers'>>();

function islandBase(id: IslandMapId) {
  const cached = bases.get(id);
  if (cached) return cached;
  const frame = ISLAND_FRAMES[id];
  const projection = projectionOf(id);
  const land = {
    type: 'FeatureCollection' as const,
    features: (coastline as GeoJSON.FeatureCollection).features.filter((feature) => feature.properties?.island === id),
  };
  const [west, south, east, north] = frame.view;
  const base = {
    id,
    island: frame.island,
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: landPath(projection, land),
    places: frame.places.map((place) => {
      const point = projectPoint(projection, place.latitude, place.longitude);
      return { ...point, name: place.name, anchor: point.x > MAP_WIDTH * 0.78 ? ('end' as const) : ('start' as const) };
    }),
    scale: scaleBar(unitsPerMetre(projection, (south + north) / 2, (west + east) / 2)),
  };
  bases.set(id, base);
  return base;
}

/**
 * Where the public may see a listing: the true point, or for a discreet location the moved centre of its
 * circle. Every public page, its data and its JSON-LD take coordinates from here, never from the row.
 */
export function publicLocation(listing: MappableListing): (Coordinates & { approximate: boolean }) | null {
  if (listing.latitude === null || listing.longitude === null) return null;
  const point = { latitude: listing.latitude, longitude: listing.longitude };
  if (!listing.approximate_location) return { ...point, approximate: false };
  // The centre depends only on the listing's id and point, and testing the coastline takes about a millisecond
  // per bearing: each listing's is worked out once (a page shows the same listings to every visitor).
  const key = `${listing.id} ${point.latitude} ${point.longitude}`;
  let centre = approximateCentres.get(key);
  if (!centre) {
    centre = approximateCentreOnLand(listing.id, point);
    if (approximateCentres.size >= 20_000) approximateCentres.clear();
    approximateCentres.set(key, centre);
  }
  return { ...centre, approximate: true };
}

const approximateCentres = new Map<string, Coordinates>();

/**
 * A waterfront villa's circle would often be centred in the sea, which reads as 'somewhere offshore': the first of
 * the eight bearings (from the listing's own) whose centre is on land, at the same distance.
 */
function approximateCentreOnLand(id: string, point: Coordinates): Coordinates {
  for (let turn = 0; turn < 8; turn += 1) {
    const centre = approximateCentre(id, point, turn);
    if (onLand(centre)) return centre;
  }
  return approximateCentre(id, point);
}

function onLand({ latitude, longitude }: Coordinates): boolean {
  return geoContains(coastline as GeoJSON.FeatureCollection, [longitude, latitude]);
}

/** The island a listing's map shows: where its point lies, else the island it is filed under. */
function mapIdOf(listing: MappableListing): IslandMapId | null {
  if (listing.latitude === null || listing.longitude === null) return null;
  const island = islandAt(listing.latitude, listing.longitude) ?? listing.island;
  return MAP_OF_ISLAND[island as Island] ?? null;
}

function markerOf(id: IslandMapId, listing: MappableListing, label: string, href?: string): MapMarker | null {
  const location = publicLocation(listing);
  if (!location) return null;
  const projection = projectionOf(id);
  const point = projectPoint(projection, location.latitude, location.longitude);
  const radius = location.approximate
    ? Math.round(APPROXIMATE_RADIUS_METRES * unitsPerMetre(projection, location.latitude, location.longitude) * 10) / 10
    : undefined;
  return { key: listing.id, label, ...point, ...(href ? { href } : {}), ...(radius ? { radius } : {}) };
}

/** The map of one listing's island with its marker, or null when it has no coordinates. */
export function listingMap(listing: MappableListing, label: string): IslandMap | null {
  const id = mapIdOf(listing);
  const marker = id && markerOf(id, listing, label);
  return id && marker ? withMarkers(islandBase(id), [marker]) : null;
}

/** The island's base with its markers, the place names moved or left out where a marker would hide them. */
function withMarkers(base: Omit<IslandMap, 'markers'>, markers: MapMarker[]): IslandMap {
  return { ...base, places: placesClearOf(base.places, markers, base.width), markers };
}

/** The maps of a page of results: one per island that has a listing on the page, each marker a link. */
export function resultsMaps(listings: readonly (MappableListing & { label: string; href: string })[]): IslandMap[] {
  const markers = new Map<IslandMapId, MapMarker[]>();
  for (const listing of listings) {
    const id = mapIdOf(listing);
    const marker = id && markerOf(id, listing, listing.label, listing.href);
    if (!id || !marker) continue;
    (markers.get(id) ?? markers.set(id, []).get(id)!).push(marker);
  }
  return (Object.keys(ISLAND_FRAMES) as IslandMapId[]).flatMap((id) => {
    const onIsland = markers.get(id);
    return onIsland ? [withMarkers(islandBase(id), onIsland)] : [];
  });
}

/** The bare map of an island, for staff placing a listing by clicking. */
export function islandMap(id: IslandMapId): IslandMap {
  return { ...islandBase(id), markers: [] };
}

/** The numbers of an island map's projection, for a browser to read a click as coordinates without d3 (app/domain/maps/mercator.ts). */
export function mercatorFit(id: IslandMapId): MercatorFit {
  const projection = projectionOf(id);
  const [tx, ty] = projection.translate();
  return { scale: projection.scale(), translate: [tx, ty] };
}
