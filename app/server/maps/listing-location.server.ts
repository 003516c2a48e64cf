import type { Locale } from '#app/domain/i18n/locale';
import { mapTexts } from '#app/domain/maps/texts/map';
import { APPROXIMATE_RADIUS_METRES } from '#app/domain/maps/approximate';
import type { IslandMap, ListingLocation } from '#app/domain/maps/model';
import { getEnv } from '#app/server/env.server';
import { listingMap, publicLocation, type MappableListing } from './island-maps.server';

/** Draws a map as finished markup: the components layer's `islandMapMarkup`, handed in by the route. */
export type DrawIslandMap = (
  map: IslandMap,
  options: { id: string; locale: Locale; caption: string; note?: string; className?: string },
) => string;

/** A tenth of a metre: enough for a map, and no false precision in the page. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * A published listing as its detail page may receive it: the row without its coordinates or its discreet
 * flag (the loader data is serialised into the HTML), and its location as the public may see it
 * (docs/decisions/012-maps.md), its map drawn as finished markup in the page's language by `draw`. `label` names the
 * marker: the listing's title in that language; `tiles` is MAP_TILES_URL (null: no interactive map).
 */
export function withPublicLocation<Listing extends MappableListing & { location: string }>(
  listing: Listing,
  {
    label,
    locale,
    draw,
    tiles = getEnv().MAP_TILES_URL ?? null,
  }: { label: string; locale: Locale; draw: DrawIslandMap; tiles?: string | null },
): { listing: Omit<Listing, 'latitude' | 'longitude' | 'approximate_location'>; location: ListingLocation } {
  const { latitude: _latitude, longitude: _longitude, approximate_location: _approximate, ...rest } = listing;
  const point = publicLocation(listing);
  const explore =
    tiles && point
      ? {
          tiles,
          latitude: round(point.latitude),
          longitude: round(point.longitude),
          radiusMetres: point.approximate ? APPROXIMATE_RADIUS_METRES : null,
        }
      : null;
  const map = listingMap(listing, label);
  const approximate = point?.approximate ?? false;
  const t = mapTexts[locale];
  const figure =
    map &&
    draw(map, {
      id: 'location-map',
      locale,
      className: 'mt-5',
      caption: (approximate ? t.listingNear : t.listingAt)(listing.location, listing.island),
      note: approximate ? t.approximateNote : undefined,
    });
  return { listing: rest, location: { figure, approximate, explore } };
}
